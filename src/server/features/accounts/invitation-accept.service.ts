import { and, eq, gt, isNull, ne, sql } from "drizzle-orm";
import {
  type AcceptInvitationRequest,
  INVALID_INVITATION,
  type InvitationPreview,
} from "../../../shared/contracts/invitations.js";
import type { Actor } from "../../core/access/actor.js";
import { guardPasswordAttempt } from "../../core/access/password-guard.js";
import { hashPassword, verifyPassword } from "../../core/access/passwords.js";
import { createSession, deleteOtherSessions } from "../../core/access/sessions.js";
import { hashToken } from "../../core/access/tokens.js";
import { findActorById, findUserByEmail } from "../../core/access/users.js";
import type { AppConfig } from "../../core/config.js";
import type { Db, DbOrTx } from "../../core/db/client.js";
import { clientLogins, invitations, sdrs, users } from "../../core/db/schema/index.js";
import { conflict, fieldError, HttpError, unauthorized } from "../../core/http/errors.js";
import { invitationsWithTargets, targetFilter, targetOf, targetStillInvites } from "./invitations.service.js";
import { assertStrongPassword, personalInputs } from "./password-strength.js";

const invalid = () => new HttpError(410, INVALID_INVITATION);

/** An open link with its target, when the target still waits for this address and may sign in. */
async function findOpenInvitation(db: DbOrTx, token: string, lock: boolean) {
  const query = invitationsWithTargets(db)
    .where(
      and(
        eq(invitations.tokenHash, hashToken(token)),
        isNull(invitations.acceptedAt),
        isNull(invitations.revokedAt),
        gt(invitations.expiresAt, sql`now()`),
        targetStillInvites(),
      ),
    )
    .limit(1);
  const [row] = lock ? await query.for("update", { of: invitations }) : await query;
  if (!row) throw invalid();
  return row;
}

type AccountKind = InvitationPreview["account"];

function accountKind(user: typeof users.$inferSelect | null): AccountKind {
  if (!user) return "new";
  return user.emailVerifiedAt ? "existing" : "unproven";
}

export async function previewInvitation(
  db: Db,
  token: string,
  actor: Actor | null,
): Promise<InvitationPreview> {
  const { invitation, companyName, inviterName } = await findOpenInvitation(db, token, false);
  const user = await findUserByEmail(db, invitation.email);
  return {
    email: invitation.email,
    role: invitation.role,
    companyName: invitation.role === "client" ? companyName : null,
    inviterName,
    expiresAt: invitation.expiresAt.toISOString(),
    account: accountKind(user),
    signedInAsInvitee: user !== null && actor?.id === user.id,
  };
}

export interface AcceptContext {
  config: AppConfig;
  actor: Actor | null;
  ip: string;
  deviceToken: string | null;
}

/**
 * Opening the link proves the invitee owns the address, so:
 * - no login with it yet: one is made from the chosen name and password;
 * - a login nobody ever proved (self-registered, say by someone else first): the invitee sets its
 *   password, every other session of it ends, and it becomes theirs;
 * - a proven login: its owner accepts by being signed in as it, or with its password.
 * The login then joins the roster entry or company, the link and its siblings are spent, and the
 * browser is signed in.
 */
export async function acceptInvitation(
  db: Db,
  input: AcceptInvitationRequest,
  context: AcceptContext,
): Promise<{ actor: Actor; token: string; userId: string }> {
  const preview = await findOpenInvitation(db, input.token, false);
  const existing = await findUserByEmail(db, preview.invitation.email);
  const kind = accountKind(existing);
  let newHash: string | null = null;
  if (kind === "existing") {
    await assertExistingAccountMayJoin(existing as typeof users.$inferSelect, preview.invitation);
    if (context.actor?.id !== existing?.id) await checkAccountPassword(db, existing, input, context);
  } else {
    if (preview.invitation.role === "sdr" && !input.name) throw fieldError("name", "Name is required");
    if (!input.newPassword) throw fieldError("newPassword", "Choose a password");
    assertStrongPassword(
      input.newPassword,
      "newPassword",
      personalInputs({ email: preview.invitation.email, name: input.name, companyName: preview.companyName }),
    );
    newHash = await hashPassword(input.newPassword);
  }

  return db.transaction(async (tx) => {
    const { invitation } = await findOpenInvitation(tx, input.token, true);
    const user = await findUserByEmail(tx, invitation.email);
    // Someone registered or accepted in between: the checks above no longer hold.
    if (accountKind(user) !== kind) throw conflict("This invitation changed meanwhile. Open the link again.");
    const name = input.name ?? null;
    let userId: string;
    if (!user) {
      const [created] = await tx
        .insert(users)
        .values({
          email: invitation.email,
          passwordHash: newHash as string,
          role: invitation.role,
          name,
          companyId: invitation.companyId,
          emailVerifiedAt: new Date(),
        })
        .returning({ id: users.id });
      if (!created) throw new Error("user insert returned nothing");
      userId = created.id;
    } else {
      userId = user.id;
      const taking = kind === "unproven";
      await tx
        .update(users)
        .set({
          role: invitation.role,
          companyId: invitation.role === "client" ? invitation.companyId : null,
          emailVerifiedAt: user.emailVerifiedAt ?? new Date(),
          updatedAt: new Date(),
          ...(taking ? { passwordHash: newHash as string, ...(name ? { name } : {}) } : {}),
        })
        .where(eq(users.id, user.id));
      // Whoever registered the address before its owner proved it is signed out for good.
      if (taking) await deleteOtherSessions(tx, user.id, null);
    }
    if (invitation.sdrId) {
      await tx
        .update(sdrs)
        .set({ userId, ...(name ? { name } : {}) })
        .where(eq(sdrs.id, invitation.sdrId));
      if (name) await tx.update(users).set({ name }).where(eq(users.id, userId));
    }
    if (invitation.clientLoginId) {
      await tx
        .update(clientLogins)
        .set({ userId, acceptedAt: sql`now()` })
        .where(eq(clientLogins.id, invitation.clientLoginId));
    }
    await tx
      .update(invitations)
      .set({ acceptedAt: sql`now()`, acceptedBy: userId })
      .where(eq(invitations.id, invitation.id));
    await tx
      .update(invitations)
      .set({ revokedAt: sql`now()` })
      .where(
        and(
          targetFilter(targetOf(invitation)),
          ne(invitations.id, invitation.id),
          isNull(invitations.acceptedAt),
          isNull(invitations.revokedAt),
        ),
      );
    const token = await createSession(tx, userId, context.config.sessionDays);
    const actor = await findActorById(tx, userId);
    if (!actor) throw unauthorized();
    return { actor, token, userId };
  });
}

/** A proven login joins only what fits it: an SDR invitation an SDR, a company a client of no other company. */
async function assertExistingAccountMayJoin(
  user: typeof users.$inferSelect,
  invitation: typeof invitations.$inferSelect,
): Promise<void> {
  if (user.role !== invitation.role) {
    throw conflict(
      user.role === "sdr"
        ? "This e-mail belongs to an SDR account, which cannot also be a client login. Ask for an invitation to another address."
        : "This e-mail belongs to a client account, which cannot also be an SDR login. Ask for an invitation to another address.",
    );
  }
  if (invitation.role === "client" && user.companyId && user.companyId !== invitation.companyId) {
    throw conflict(
      "This login already opens another company's campaign. Ask for an invitation to another address.",
    );
  }
}

/** The account's own password, through the same guard as sign-in. */
async function checkAccountPassword(
  db: Db,
  user: typeof users.$inferSelect | null,
  input: AcceptInvitationRequest,
  context: AcceptContext,
): Promise<void> {
  if (!user) throw invalid();
  if (!input.password) throw fieldError("password", "Enter the password of your account to accept");
  const guard = await guardPasswordAttempt(db, context.config.authRateLimit, {
    ip: context.ip,
    email: user.email,
    userId: user.id,
    deviceToken: context.deviceToken,
  });
  if (!(await verifyPassword(input.password, user.passwordHash))) {
    throw fieldError("password", "Incorrect password");
  }
  await guard.succeeded();
}
