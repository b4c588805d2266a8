import { Navigate, Outlet } from "react-router";
import { FullPageSpinner } from "../../components/ui/spinner";
import { TooltipProvider } from "../../components/ui/tooltip";
import { useSession } from "../auth/api";
import { AppShell } from "./app-shell";
import { useLiveUpdates } from "./live-updates";

/** Spec protected-route rule: a spinner while the session loads, /login without a user. */
export default function ProtectedLayout() {
  const { user, isLoading } = useSession();
  useLiveUpdates(user !== null && user !== undefined);
  if (isLoading) return <FullPageSpinner />;
  if (!user) return <Navigate to="/login" replace />;
  // Tooltips (and the positioning code they bring) load with the signed-in app, not the landing page.
  return (
    <TooltipProvider>
      <AppShell user={user}>
        <Outlet />
      </AppShell>
    </TooltipProvider>
  );
}
