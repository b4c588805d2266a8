import { useQueryClient } from "@tanstack/react-query";
import { CircleCheck } from "lucide-react";
import { useNavigate } from "react-router";
import type { SessionUser } from "../../../shared/contracts/auth";
import { Button } from "../../components/ui/button";
import { toastFailure } from "../../components/ui/failure-toast";
import { toast } from "../../components/ui/toast-store";
import { AuthCard } from "../../shared/auth-card";
import { displayName, forgetSession, homePath } from "../../shared/session";
import { useLogout } from "./api";

/** Spec: shown on /login when a session exists. */
export function AlreadyLoggedIn({ user }: { user: SessionUser }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const logout = useLogout();

  async function switchUser() {
    try {
      await logout.mutateAsync();
      forgetSession(queryClient);
      toast({ title: "Logged out", description: "You have been logged out successfully" });
    } catch (error) {
      toastFailure("Error", error, "Logout failed");
    }
  }

  return (
    <AuthCard title="Already Logged In">
      <div className="grid gap-4">
        <div className="flex items-center gap-3 rounded-lg bg-emerald-50 p-4 text-emerald-900">
          <CircleCheck className="size-5 shrink-0" aria-hidden />
          <p className="text-sm">
            You are signed in as <strong>{displayName(user)}</strong>.
          </p>
        </div>
        <Button onClick={() => navigate(user.type === "sdr" ? homePath(user) : "/dashboard")}>
          Go to Dashboard
        </Button>
        <Button variant="secondary" onClick={() => void switchUser()} disabled={logout.isPending}>
          {logout.isPending ? "Logging out..." : "Logout and Login as Different User"}
        </Button>
      </div>
    </AuthCard>
  );
}
