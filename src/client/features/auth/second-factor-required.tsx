import { useQueryClient } from "@tanstack/react-query";
import { LogOut } from "lucide-react";
import { useState } from "react";
import { useNavigate } from "react-router";
import type { TotpSetup } from "../../../shared/contracts/auth";
import { Button } from "../../components/ui/button";
import { toastFailure } from "../../components/ui/failure-toast";
import { AuthCard } from "../../shared/auth-card";
import { forgetSession } from "../../shared/session";
import { useLogout, useSecondFactorChanged, useStartTotpSetup } from "./api";
import { RecoveryCodesPanel, SetupPanel } from "./second-factor-dialog";
import { StepUpDialog } from "./step-up-dialog";

/**
 * What staff without a second factor see while the owner requires one of all staff: setting it up, or
 * signing out. The server refuses them everything else until then.
 */
export function SecondFactorRequired() {
  const start = useStartTotpSetup();
  const changed = useSecondFactorChanged();
  const logout = useLogout();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [setup, setSetup] = useState<TotpSetup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);

  async function startSetup() {
    try {
      setSetup(await start.mutateAsync());
    } catch (error) {
      toastFailure("Could not start the set-up", error, "Could not start setting up the authenticator app.");
    }
  }

  async function logOut() {
    try {
      await logout.mutateAsync();
      await navigate("/", { flushSync: true });
      forgetSession(queryClient);
    } catch (error) {
      toastFailure("Error", error, "Logout failed");
    }
  }

  let body: React.ReactNode;
  if (codes) {
    body = <RecoveryCodesPanel codes={codes} onDone={() => void changed()} />;
  } else if (setup) {
    body = <SetupPanel setup={setup} onEnabled={setCodes} />;
  } else {
    body = (
      <div className="grid gap-4">
        <p className="text-sm text-slate-700">
          Your agency requires a second factor for all staff. Set up an authenticator app on your phone (such
          as 1Password, Google Authenticator or Microsoft Authenticator): sign-in will then ask for its code
          after your password. Nothing else opens until it is set up.
        </p>
        <Button onClick={() => void startSetup()} disabled={start.isPending}>
          {start.isPending ? "Starting..." : "Set Up Authenticator App"}
        </Button>
      </div>
    );
  }

  return (
    <>
      <AuthCard title="Set up your second factor" description="One step before you continue.">
        {body}
        {!codes && (
          <Button
            variant="ghost"
            className="mt-4 w-full"
            onClick={() => void logOut()}
            disabled={logout.isPending}
          >
            <LogOut aria-hidden />
            {logout.isPending ? "Logging out..." : "Log Out"}
          </Button>
        )}
      </AuthCard>
      <StepUpDialog />
    </>
  );
}
