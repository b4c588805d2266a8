import { Navigate, Outlet } from "react-router";
import { useSession } from "../../shared/session";
import { isManager } from "../../shared/staff-rights";

/** Routes for the agency's owner and managers: staff in the SDR role go to /today, clients to /dashboard. */
export default function ManagerOnlyRoute() {
  const { user } = useSession();
  if (!isManager(user)) return <Navigate to={user?.type === "sdr" ? "/today" : "/dashboard"} replace />;
  return <Outlet />;
}
