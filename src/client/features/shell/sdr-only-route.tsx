import { Navigate, Outlet } from "react-router";
import { useSession } from "../../shared/session";

/** SDR-only routes send everyone else to /dashboard. */
export default function SdrOnlyRoute() {
  const { user } = useSession();
  if (user?.type !== "sdr") return <Navigate to="/dashboard" replace />;
  return <Outlet />;
}
