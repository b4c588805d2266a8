import type { DbOrTx } from "../../core/db/client.js";
import {
  assertEmailNotInvited,
  assertInvitable,
  changeLoginEmail,
  type InvitationTarget,
  type Invite,
  revokeInvitations,
} from "../accounts/index.js";

/** A new e-mail address for a client's login or an SDR. */
export interface InvitedEmailChange {
  target: InvitationTarget;
  /** The field errors name: a client's `loginEmail`, an SDR's `email`. */
  field: "email" | "loginEmail";
  /** The target's login, when it has one. */
  loginId: string | null;
  current: string | null;
  next: string;
  /** Whether the target may be mailed a link now (neither archived nor Terminated). */
  mayBeInvited: boolean;
}

const otherThan = (target: InvitationTarget) =>
  target.role === "client" ? { companyId: target.companyId } : { sdrId: target.sdrId };

/**
 * With a login, the login moves to the new address. Without one, the address must be one that can be
 * invited, and a changed address withdraws the old one's links and is mailed a link of its own.
 */
export async function changeInvitedEmail(
  tx: DbOrTx,
  invite: Invite,
  change: InvitedEmailChange,
): Promise<void> {
  const { target, field, loginId, next } = change;
  if (loginId) await changeLoginEmail(tx, loginId, next, field);
  else await assertInvitable(tx, next, target.role);
  await assertEmailNotInvited(tx, next, field, otherThan(target));
  if (!loginId && next !== change.current) {
    await revokeInvitations(tx, target);
    if (change.mayBeInvited) await invite(target, next);
  }
}
