import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { InvitationStatus } from "../../../shared/contracts/invitations.js";
import {
  CLIENT_LOGIN_LIMIT,
  type ClientLogin,
  type ClientLoginState,
  type ClientLogins,
} from "../../../shared/contracts/management.js";
import type { Actor } from "../../core/access/actor.js";
import { findUserByEmail } from "../../core/access/users.js";
import type { Db, DbOrTx } from "../../core/db/client.js";
import { auditLog, clientLogins, companies, users } from "../../core/db/schema/index.js";
import { badRequest, conflict, notFound } from "../../core/http/errors.js";
import {
  assertEmailNotInvited,
  endAllSessions,
  findCompanyLogin,
  type InvitationTarget,
  invitationStatuses,
  revokeInvitations,
  withInvitations,
} from "../accounts/index.js";
import type { InvitationDelivery } from "./managed-resource.js";

const CLIENT_NOT_FOUND = "Client not found";
const LOGIN_NOT_FOUND = "This login does not exist or was removed";
/** What counts as signing in, for a login's "last sign-in". */
const SIGN_INS = ["sign_in", "sign_in.link", "invitation.accepted"] as const;

const loginTarget = (companyId: string, clientLoginId: string): InvitationTarget => ({
  role: "client",
  companyId,
  clientLoginId,
});

async function findCompany(tx: DbOrTx, id: string, lock = false) {
  const query = tx.select().from(companies).where(eq(companies.id, id)).limit(1);
  const [company] = lock ? await query.for("update") : await query;
  if (!company) throw notFound(CLIENT_NOT_FOUND);
  return company;
}

/** A company may be mailed links only while it is neither archived nor Terminated. */
function assertMayInvite(company: typeof companies.$inferSelect): void {
  if (company.archivedAt) throw badRequest("Restore the client before inviting its logins");
  if (company.status === "Terminated") {
    throw badRequest("Change the client's status from Terminated before inviting its logins");
  }
}

async function findOpenLogin(tx: DbOrTx, companyId: string, loginId: string) {
  const [row] = await tx
    .select()
    .from(clientLogins)
    .where(
      and(
        eq(clientLogins.id, loginId),
        eq(clientLogins.companyId, companyId),
        isNull(clientLogins.removedAt),
      ),
    )
    .limit(1);
  if (!row) throw notFound(LOGIN_NOT_FOUND);
  return row;
}

function stateOf(active: boolean, invitation: InvitationStatus | null): ClientLoginState {
  if (active) return "active";
  if (invitation?.state === "invited") return "invited";
  if (invitation?.state === "expired") return "expired";
  return "not_invited";
}

/** When each login last signed in (a password, a mailed link, or accepting its invitation). */
async function lastSignIns(tx: DbOrTx, userIds: string[]): Promise<Map<string, string>> {
  if (userIds.length === 0) return new Map();
  const rows = await tx
    .select({ userId: auditLog.actorId, at: sql<Date | string>`max(${auditLog.createdAt})` })
    .from(auditLog)
    .where(
      and(
        inArray(auditLog.actorId, userIds),
        inArray(auditLog.action, SIGN_INS),
        eq(auditLog.succeeded, true),
      ),
    )
    .groupBy(auditLog.actorId);
  return new Map(rows.map((row) => [row.userId as string, new Date(row.at).toISOString()]));
}

/** The company's logins: its login e-mail first, then the further ones oldest first. */
export async function listClientLogins(tx: DbOrTx, companyId: string): Promise<ClientLogins> {
  const company = await findCompany(tx, companyId);
  const primaryUser = await findCompanyLogin(tx, companyId, company.loginEmail);
  const further = await tx
    .select()
    .from(clientLogins)
    .where(and(eq(clientLogins.companyId, companyId), isNull(clientLogins.removedAt)))
    .orderBy(asc(clientLogins.createdAt));
  const primaryInvitation = (await invitationStatuses(tx, "client", companyId)).get(companyId) ?? null;
  const furtherInvitations = await invitationStatuses(tx, "clientLogin", companyId);
  const userIds = [primaryUser?.id, ...further.map((row) => row.userId)].filter(
    (id): id is string => typeof id === "string",
  );
  const signIns = await lastSignIns(tx, userIds);
  const logins: ClientLogin[] = [];
  if (company.loginEmail) {
    logins.push({
      id: null,
      email: company.loginEmail,
      primary: true,
      state: stateOf(primaryUser !== null, primaryInvitation),
      invitation: primaryUser ? null : primaryInvitation,
      lastSignInAt: primaryUser ? (signIns.get(primaryUser.id) ?? null) : null,
    });
  }
  for (const row of further) {
    const invitation = row.userId ? null : (furtherInvitations.get(row.id) ?? null);
    logins.push({
      id: row.id,
      email: row.email,
      primary: false,
      state: stateOf(row.userId !== null, invitation),
      invitation,
      lastSignInAt: row.userId ? (signIns.get(row.userId) ?? null) : null,
    });
  }
  return { companyName: company.companyName, limit: CLIENT_LOGIN_LIMIT, logins };
}

/** Why an address cannot become a further login of the company, if it cannot. */
async function assertNewLoginAddress(
  tx: DbOrTx,
  company: typeof companies.$inferSelect,
  email: string,
): Promise<void> {
  const mine = "This address is already a login of this client";
  if (company.loginEmail === email) throw conflict(mine, "email");
  const [sameCompany] = await tx
    .select({ id: clientLogins.id })
    .from(clientLogins)
    .where(
      and(
        eq(clientLogins.companyId, company.id),
        eq(clientLogins.email, email),
        isNull(clientLogins.removedAt),
      ),
    )
    .limit(1);
  if (sameCompany) throw conflict(mine, "email");
  const user = await findUserByEmail(tx, email);
  if (user?.role === "sdr") {
    throw conflict("This address is an agency staff login; a client login needs another address", "email");
  }
  if (user?.companyId === company.id) throw conflict(mine, "email");
  if (user?.companyId) throw conflict("This address is a login of another client company", "email");
  // An account of no company (self-registered) may be invited: accepting the link settles it.
  await assertEmailNotInvited(tx, email, "email");
}

/** A password hash no password matches (passwords.ts reads only its scrypt form). */
const REMOVED_LOGIN_PASSWORD = "removed";

/**
 * Records a further login for the address and mails it an invitation. The address gets nothing until
 * its owner opens the link and accepts: the row alone opens nothing.
 */
export async function inviteClientLogin(
  actor: Actor,
  db: Db,
  companyId: string,
  email: string,
  delivery: InvitationDelivery,
): Promise<ClientLogins> {
  return withInvitations(db, { ...delivery, inviter: actor }, async (tx, invite) => {
    // The lock makes two managers' invitations count one after the other against the limit.
    const company = await findCompany(tx, companyId, true);
    assertMayInvite(company);
    const [open] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(clientLogins)
      .where(and(eq(clientLogins.companyId, companyId), isNull(clientLogins.removedAt)));
    const count = (open?.count ?? 0) + (company.loginEmail ? 1 : 0);
    if (count >= CLIENT_LOGIN_LIMIT) {
      throw conflict(
        `A client company may have at most ${CLIENT_LOGIN_LIMIT} logins and this one has ${count}. Remove a login before inviting another.`,
      );
    }
    await assertNewLoginAddress(tx, company, email);
    // Another manager may invite the same address in the same moment: the unique index decides.
    const [row] = await tx
      .insert(clientLogins)
      .values({ companyId, email, addedBy: actor.id })
      .onConflictDoNothing()
      .returning({ id: clientLogins.id });
    if (!row) throw conflict("This address was just invited as a client login by someone else", "email");
    await invite(loginTarget(companyId, row.id), email);
    return listClientLogins(tx, companyId);
  });
}

/** Mails the login a new link; earlier ones keep working until they expire. */
export async function resendClientLogin(
  actor: Actor,
  db: Db,
  companyId: string,
  loginId: string,
  delivery: InvitationDelivery,
): Promise<ClientLogins> {
  return withInvitations(db, { ...delivery, inviter: actor }, async (tx, invite) => {
    const company = await findCompany(tx, companyId);
    const login = await findOpenLogin(tx, companyId, loginId);
    if (login.userId) throw conflict("This login already accepted its invitation");
    assertMayInvite(company);
    await invite(loginTarget(companyId, login.id), login.email);
    return listClientLogins(tx, companyId);
  });
}

/**
 * Withdraws the login's links; a login made from them is deleted, which ends its sessions at once and
 * refuses its sign-ins. Removing the company's last active login is allowed: nobody of the company sees
 * the campaign until another login accepts an invitation.
 */
export async function removeClientLogin(
  actor: Actor,
  db: Db,
  companyId: string,
  loginId: string,
): Promise<ClientLogins> {
  return db.transaction(async (tx) => {
    await findCompany(tx, companyId);
    const login = await findOpenLogin(tx, companyId, loginId);
    await revokeInvitations(tx, loginTarget(companyId, login.id));
    await tx
      .update(clientLogins)
      .set({ removedAt: sql`now()`, removedBy: actor.id })
      .where(eq(clientLogins.id, login.id));
    if (login.userId) {
      await endAllSessions(tx, login.userId);
      // The account stays (the privacy log and activity name it) but opens nothing: no company, no
      // usable password, no proven address; a later invitation of the address takes it over.
      await tx
        .update(users)
        .set({ companyId: null, passwordHash: REMOVED_LOGIN_PASSWORD, emailVerifiedAt: null, name: null })
        .where(and(eq(users.id, login.userId), eq(users.companyId, companyId)));
    }
    return listClientLogins(tx, companyId);
  });
}
