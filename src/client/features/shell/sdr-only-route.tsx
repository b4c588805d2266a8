import { Navigate, Outlet } from "react-router";
import { useSession } from "../../shared/session";

/** Routes for the agency's staff (any role) send clients to /dashboard. */
export default function SdrOnlyRoute() {
  const { user } = useSession();
  if (user?.type !== "sdr") return <Navigate to="/dashboard" replace />;
  return <Outlet />;
}
