import { useRef } from "react";
import { Navigate, Outlet, useLocation } from "react-router";
import { FullPageSpinner } from "../components/ui/spinner";
import { TooltipProvider } from "../components/ui/tooltip";
import { ProfileMenu } from "../features/auth/profile-menu";
import { SecondFactorRequired } from "../features/auth/second-factor-required";
import { StepUpDialog } from "../features/auth/step-up-dialog";
import { VerifyEmailNotice } from "../features/auth/verify-email-notice";
import { AppShell } from "../features/shell/app-shell";
import { useLiveUpdates } from "../features/shell/live-updates";
import { loginPathReturningTo } from "../lib/return-address";
import { useSession } from "../shared/session";
import "./change-topics";
import { sessionHasEnded } from "./session-end";

const SESSION_ENDED_STATE = { sessionEnded: true };

/**
 * Spec protected-route rule: a spinner while the session loads, /login without a user. Sign-in then
 * returns to the address asked for; after a session ended, the sign-in page says so.
 */
export default function ProtectedLayout() {
  const { user, isLoading } = useSession();
  const { pathname, search, hash } = useLocation();
  // Kept once seen: the redirect renders again before it is done, and must not lose the note.
  const ended = useRef(false);
  if (!user && sessionHasEnded()) ended.current = true;
  // Staff the owner requires a second factor of, without one yet: only setting it up is open (ADR 0048).
  const mustSetUp = user?.type === "sdr" && user.secondFactorRequired && !user.secondFactor;
  useLiveUpdates(user !== null && user !== undefined && !mustSetUp);
  if (isLoading) return <FullPageSpinner />;
  if (!user)
    return (
      <Navigate
        to={loginPathReturningTo(`${pathname}${search}${hash}`)}
        replace
        state={ended.current ? SESSION_ENDED_STATE : undefined}
      />
    );
  if (mustSetUp) return <SecondFactorRequired />;
  // Tooltips (and the positioning code they bring) load with the signed-in app, not the landing page.
  return (
    <TooltipProvider>
      <AppShell user={user} account={<ProfileMenu user={user} />} notice={<VerifyEmailNotice user={user} />}>
        <Outlet />
      </AppShell>
      <StepUpDialog />
    </TooltipProvider>
  );
}
