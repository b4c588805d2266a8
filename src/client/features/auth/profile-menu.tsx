import { useQueryClient } from "@tanstack/react-query";
import { ChevronsUpDown, KeyRound, LogOut, Mail, ShieldCheck, UserPen } from "lucide-react";
import { DropdownMenu } from "radix-ui";
import { type ReactNode, useState } from "react";
import { useNavigate } from "react-router";
import type { SessionUser } from "../../../shared/contracts/auth";
import { toastFailure } from "../../components/ui/failure-toast";
import { toast } from "../../components/ui/toast-store";
import { displayName, forgetSession } from "../../shared/session";
import { useForgotPassword, useLogout } from "./api";
import { ChangePasswordDialog } from "./change-password-dialog";
import { SecondFactorDialog } from "./second-factor-dialog";
import { UpdateProfileDialog } from "./update-profile-dialog";

function initials(text: string): string {
  const words = text.split(/[\s@.]+/).filter(Boolean);
  return ((words[0]?.[0] ?? "") + (words[1]?.[0] ?? "")).toUpperCase() || "?";
}

function MenuItem({
  icon,
  children,
  onSelect,
  disabled,
}: {
  icon: ReactNode;
  children: ReactNode;
  onSelect: (event: Event) => void;
  disabled?: boolean;
}) {
  return (
    <DropdownMenu.Item
      disabled={disabled}
      onSelect={onSelect}
      className="flex cursor-pointer items-center gap-2 rounded-md px-2 py-2 text-sm text-slate-700 outline-none select-none data-[disabled]:cursor-default data-[disabled]:opacity-50 data-[highlighted]:bg-slate-100 [&_svg]:size-4"
    >
      {icon}
      {children}
    </DropdownMenu.Item>
  );
}

/** Clients see the company name and "Client Account"; staff see their name and email. */
export function ProfileMenu({ user }: { user: SessionUser }) {
  const [dialog, setDialog] = useState<"profile" | "password" | "second-factor" | null>(null);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const logout = useLogout();
  const forgot = useForgotPassword();
  const title = displayName(user);
  const subtitle = user.type === "client" ? "Client Account" : user.email;

  async function logOut() {
    try {
      await logout.mutateAsync();
      // flushSync: the guarded layout must be gone before the session is dropped, or it would redirect to /login.
      await navigate("/", { flushSync: true });
      forgetSession(queryClient);
      toast({ title: "Logged out", description: "You have been logged out successfully" });
    } catch (error) {
      toastFailure("Error", error, "Logout failed");
    }
  }

  async function sendResetLink() {
    try {
      await forgot.mutateAsync({ email: user.email });
      toast({
        title: "Reset link sent",
        description: `Check ${user.email} for a link to choose a new password.`,
      });
    } catch (error) {
      toastFailure("Error", error, "Could not send the reset link");
    }
  }

  return (
    <>
      <DropdownMenu.Root>
        <DropdownMenu.Trigger className="flex w-full items-center gap-3 rounded-lg p-2 text-left hover:bg-slate-100">
          <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-100 text-sm font-semibold text-brand-700">
            {initials(title)}
          </span>
          <span className="min-w-0 flex-1">
            <span className="block truncate text-sm font-medium text-slate-900">{title}</span>
            <span className="block truncate text-xs text-slate-500">{subtitle}</span>
          </span>
          <ChevronsUpDown className="size-4 shrink-0 text-slate-400" aria-hidden />
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content
            side="top"
            align="start"
            sideOffset={8}
            className="z-50 w-60 rounded-lg border border-slate-200 bg-white p-1 shadow-lg"
          >
            <MenuItem icon={<UserPen />} onSelect={() => setDialog("profile")}>
              Update Profile
            </MenuItem>
            <MenuItem icon={<KeyRound />} onSelect={() => setDialog("password")}>
              Change Password
            </MenuItem>
            {user.type === "sdr" && (
              <MenuItem icon={<ShieldCheck />} onSelect={() => setDialog("second-factor")}>
                Second Factor
              </MenuItem>
            )}
            <MenuItem icon={<Mail />} onSelect={() => void sendResetLink()} disabled={forgot.isPending}>
              Forgot Password
            </MenuItem>
            <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
            <MenuItem
              icon={<LogOut />}
              onSelect={(event) => {
                // The menu stays open so "Logging out..." shows until the answer arrives.
                event.preventDefault();
                void logOut();
              }}
              disabled={logout.isPending}
            >
              {logout.isPending ? "Logging out..." : "Log Out"}
            </MenuItem>
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      <UpdateProfileDialog
        user={user}
        open={dialog === "profile"}
        onOpenChange={(open) => setDialog(open ? "profile" : null)}
      />
      <ChangePasswordDialog
        open={dialog === "password"}
        onOpenChange={(open) => setDialog(open ? "password" : null)}
      />
      {user.type === "sdr" && (
        <SecondFactorDialog
          open={dialog === "second-factor"}
          onOpenChange={(open) => setDialog(open ? "second-factor" : null)}
        />
      )}
    </>
  );
}
