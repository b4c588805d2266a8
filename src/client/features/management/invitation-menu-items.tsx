import { MailX, Send } from "lucide-react";
import { DropdownMenuItem } from "../../components/ui/dropdown-menu";
import { toast } from "../../components/ui/toast-store";
import { type InvitingResource, useInvitationAction } from "./api";
import { toastFailure } from "./failures";
import type { LoginState } from "./login-badge";

interface InvitationMenuItemsProps {
  resource: InvitingResource;
  row: LoginState & { id: string };
  /** The address invited; without one there is nobody to invite. */
  email: string | null;
}

/**
 * A row menu's invitation items: Resend while the row has an e-mail and no login yet, Revoke while a
 * link is out. Each toasts its outcome (the menu may have closed by then).
 */
export function InvitationMenuItems({
  resource,
  row: { id, hasLogin, invitation },
  email,
}: InvitationMenuItemsProps) {
  const action = useInvitationAction(resource);
  if (hasLogin || !email || invitation?.state === "accepted") return null;

  async function run(kind: "resend" | "revoke") {
    try {
      await action.mutateAsync({ id, action: kind });
      toast(
        kind === "resend"
          ? { title: "Invitation Sent", description: `A new invitation link was mailed to ${email}.` }
          : { title: "Invitation Revoked", description: `The links mailed to ${email} no longer work.` },
      );
    } catch (error) {
      toastFailure(error, kind === "resend" ? "Failed to resend invitation" : "Failed to revoke invitation");
    }
  }

  return (
    <>
      <DropdownMenuItem onSelect={() => void run("resend")}>
        <Send />
        Resend invitation
      </DropdownMenuItem>
      {invitation?.state === "invited" && (
        <DropdownMenuItem onSelect={() => void run("revoke")}>
          <MailX />
          Revoke invitation
        </DropdownMenuItem>
      )}
    </>
  );
}
