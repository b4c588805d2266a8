import type { InvitationStatus } from "../../../shared/contracts/invitations";
import { Badge } from "../../components/ui/badge";
import { formatDate, formatDateTime } from "../../lib/format";

/** What an SDR or client row says about its login. */
export interface LoginState {
  hasLogin: boolean;
  invitation: InvitationStatus | null;
}

interface LoginBadgeProps {
  row: LoginState;
  /** Who signs in, for the badge's title: "This SDR", "This client". */
  subject: string;
}

/**
 * Beside a row's e-mail: where its login stands. An accepted invitation reads Accepted; a login that
 * exists otherwise (a manager set its password) reads Login; without a login, the invitation's state.
 */
export function LoginBadge({ row: { hasLogin, invitation }, subject }: LoginBadgeProps) {
  if (invitation?.state === "accepted" && hasLogin) {
    return (
      <Badge tone="success" title={`Invitation accepted. ${subject} can sign in`}>
        Accepted
      </Badge>
    );
  }
  if (hasLogin) {
    return (
      <Badge tone="brand" title={`${subject} can sign in`}>
        Login
      </Badge>
    );
  }
  if (!invitation) return null;
  const sent = formatDate(invitation.sentAt, "");
  switch (invitation.state) {
    case "invited":
      return (
        <Badge
          tone="warning"
          title={`Invitation sent ${sent}; the link works until ${formatDateTime(invitation.expiresAt, "")}`}
        >
          Invited
        </Badge>
      );
    case "expired":
      return (
        <Badge tone="neutral" title={`The invitation sent ${sent} expired: resend it from the row's menu`}>
          Expired
        </Badge>
      );
    case "revoked":
      return (
        <Badge tone="danger" title="The invitation was withdrawn: its links no longer work">
          Revoked
        </Badge>
      );
    default:
      return (
        <Badge tone="success" title="Invitation accepted">
          Accepted
        </Badge>
      );
  }
}
