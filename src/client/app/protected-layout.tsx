import { Navigate, Outlet, useLocation } from "react-router";
import { FullPageSpinner } from "../components/ui/spinner";
import { TooltipProvider } from "../components/ui/tooltip";
import { ProfileMenu } from "../features/auth/profile-menu";
import { VerifyEmailNotice } from "../features/auth/verify-email-notice";
import { AppShell } from "../features/shell/app-shell";
import { useLiveUpdates } from "../features/shell/live-updates";
import { loginPathReturningTo } from "../lib/return-address";
import { useSession } from "../shared/session";
import "./change-topics";
import { sessionHasEnded } from "./session-end";

/**
 * Spec protected-route rule: a spinner while the session loads, /login without a user. Sign-in then
 * returns to the address asked for; after a session ended, the sign-in page says so.
 */
export default function ProtectedLayout() {
  const { user, isLoading } = useSession();
  const { pathname, search, hash } = useLocation();
  useLiveUpdates(user !== null && user !== undefined);
  if (isLoading) return <FullPageSpinner />;
  if (!user)
    return (
      <Navigate
        to={loginPathReturningTo(`${pathname}${search}${hash}`)}
        replace
        state={sessionHasEnded() ? { sessionEnded: true } : undefined}
      />
    );
  // Tooltips (and the positioning code they bring) load with the signed-in app, not the landing page.
  return (
    <TooltipProvider>
      <AppShell user={user} account={<ProfileMenu user={user} />} notice={<VerifyEmailNotice user={user} />}>
        <Outlet />
      </AppShell>
    </TooltipProvider>
  );
}
