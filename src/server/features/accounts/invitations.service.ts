import { and, eq, isNull, type SQL, sql } from "drizzle-orm";
import {
  INVITATION_VALID_DAYS,
  type InvitationState,
  type InvitationStatus,
} from "../../../shared/contracts/invitations.js";
import type { Actor } from "../../core/access/actor.js";
import { hashToken, newToken } from "../../core/access/tokens.js";
import { findUserByEmail } from "../../core/access/users.js";
import type { Db, DbOrTx } from "../../core/db/client.js";
import { queryRows } from "../../core/db/raw.js";
import { clientLogins, companies, invitations, sdrs, users } from "../../core/db/schema/index.js";
import { conflict } from "../../core/http/errors.js";
import type { Mailer, MailMessage } from "../../core/mail/mailer.js";
import { invitationMail } from "./account-mails.js";

/**
 * Who an invitation makes a login for: a roster SDR, or a company's client login: the one its login
 * e-mail names, or with `clientLoginId` one of its further logins (ADR 0049).
 */
export type InvitationTarget =
  | { role: "sdr"; sdrId: string }
  | { role: "client"; companyId: string; clientLoginId?: string };

/** What issuing an invitation needs besides the database: the link's address, the sender's name. */
export interface Inviting {
  mailer: Mailer;
  publicUrl: string;
  inviter: Pick<Actor, "id" | "name"> | null;
}

export function invitationLink(publicUrl: string, token: string): string {
  return `${publicUrl}/invitation?token=${encodeURIComponent(token)}`;
}

/** The invitation rows of one target. */
export function targetFilter(target: InvitationTarget): SQL {
  if (target.role === "sdr") return eq(invitations.sdrId, target.sdrId);
  return and(
    eq(invitations.companyId, target.companyId),
    target.clientLoginId
      ? eq(invitations.clientLoginId, target.clientLoginId)
      : isNull(invitations.clientLoginId),
  ) as SQL;
}

/** The target an invitation row was issued for. */
export function targetOf(invitation: typeof invitations.$inferSelect): InvitationTarget {
  if (invitation.sdrId) return { role: "sdr", sdrId: invitation.sdrId };
  return {
    role: "client",
    companyId: invitation.companyId as string,
    ...(invitation.clientLoginId ? { clientLoginId: invitation.clientLoginId } : {}),
  };
}

/**
 * Records a new single-use link for the target and returns its mail; the caller sends it once the
 * transaction has committed. Earlier links of the target stay valid until they expire.
 */
export async function issueInvitation(
  tx: DbOrTx,
  target: InvitationTarget,
  email: string,
  inviting: Omit<Inviting, "mailer">,
): Promise<MailMessage> {
  const { link, companyName } = await recordInvitation(tx, target, email, inviting);
  return invitationMail({
    to: email,
    role: target.role,
    companyName,
    inviterName: inviting.inviter?.name ?? null,
    link,
  });
}

/** Issues an invitation from inside a change; see `withInvitations`. */
export type Invite = (target: InvitationTarget, email: string) => Promise<void>;

/**
 * Runs `change` in one transaction; the invitations it issues through `invite` are mailed once it has
 * committed, so a change that fails mails no one.
 */
export async function withInvitations<T>(
  db: Db,
  inviting: Inviting,
  change: (tx: DbOrTx, invite: Invite) => Promise<T>,
): Promise<T> {
  // The list is made inside: a transaction run again after a deadlock starts from an empty one.
  const { result, mails } = await db.transaction(async (tx) => {
    const mails: MailMessage[] = [];
    const result = await change(tx, async (target, email) => {
      mails.push(await issueInvitation(tx, target, email, inviting));
    });
    return { result, mails };
  });
  for (const mail of mails) await inviting.mailer.send(mail);
  return result;
}

/** Records a new link for the target; the link and the company's name, for a mail of the caller's own. */
export async function recordInvitation(
  tx: DbOrTx,
  target: InvitationTarget,
  email: string,
  inviting: Omit<Inviting, "mailer">,
): Promise<{ link: string; companyName: string | null }> {
  const token = newToken();
  await tx.insert(invitations).values({
    email,
    role: target.role,
    sdrId: target.role === "sdr" ? target.sdrId : null,
    companyId: target.role === "client" ? target.companyId : null,
    clientLoginId: target.role === "client" ? (target.clientLoginId ?? null) : null,
    tokenHash: hashToken(token),
    invitedBy: inviting.inviter?.id ?? null,
    // The database's clock, as for created_at: the row's sent and expiry times then agree.
    expiresAt: sql`now() + make_interval(days => ${INVITATION_VALID_DAYS})`,
  });
  let companyName: string | null = null;
  if (target.role === "client") {
    const [company] = await tx
      .select({ name: companies.companyName })
      .from(companies)
      .where(eq(companies.id, target.companyId));
    companyName = company?.name ?? null;
  }
  return { link: invitationLink(inviting.publicUrl, token), companyName };
}

/**
 * An address may be invited while no login has it, or only an account of no company that accepting
 * settles: a client account nobody proved (the invitee takes it over), or for a client login also a
 * proven one (its owner signs in to accept). Anything else is someone's login already.
 */
export async function assertInvitable(
  tx: DbOrTx,
  email: string,
  role: InvitationTarget["role"],
): Promise<void> {
  const user = await findUserByEmail(tx, email);
  if (!user) return;
  const settled =
    user.role === "client" && user.companyId === null && (user.emailVerifiedAt === null || role === "client");
  if (!settled) throw conflict("A login with this email already exists");
}

/** Withdraws every open link of the target (a revoke, a new e-mail address, a login made directly). */
export async function revokeInvitations(tx: DbOrTx, target: InvitationTarget): Promise<void> {
  await tx
    .update(invitations)
    .set({ revokedAt: sql`now()` })
    .where(and(targetFilter(target), isNull(invitations.acceptedAt), isNull(invitations.revokedAt)));
}

/**
 * Each target's invitation as its row shows it: accepted once any link was accepted, otherwise the
 * state of the newest link. Keyed by SDR, company or further client login id (`clientLogin`, of the
 * company `onlyId`); otherwise `onlyId` narrows to one target.
 */
export async function invitationStatuses(
  db: DbOrTx,
  kind: InvitationTarget["role"] | "clientLogin",
  onlyId?: string,
): Promise<Map<string, InvitationStatus>> {
  const column =
    kind === "sdr"
      ? invitations.sdrId
      : kind === "client"
        ? invitations.companyId
        : invitations.clientLoginId;
  const narrow =
    kind === "clientLogin"
      ? onlyId
        ? sql`and ${invitations.companyId} = ${onlyId}`
        : sql``
      : onlyId
        ? sql`and ${column} = ${onlyId}`
        : sql``;
  // A company's own row shows only its login e-mail's links, not those of its further logins.
  const ownLinks = kind === "client" ? sql`and ${invitations.clientLoginId} is null` : sql``;
  const rows = await queryRows<{
    target: string;
    created_at: Date | string;
    expires_at: Date | string;
    revoked: boolean;
    expired: boolean;
    any_accepted: boolean;
  }>(
    db,
    sql`select distinct on (${column}) ${column} as target, created_at, expires_at,
          revoked_at is not null as revoked, expires_at <= now() as expired,
          bool_or(accepted_at is not null) over (partition by ${column}) as any_accepted
        from ${invitations}
        where ${column} is not null ${narrow} ${ownLinks}
        order by ${column}, created_at desc`,
  );
  const statuses = new Map<string, InvitationStatus>();
  for (const row of rows) {
    const state: InvitationState = row.any_accepted
      ? "accepted"
      : row.revoked
        ? "revoked"
        : row.expired
          ? "expired"
          : "invited";
    statuses.set(row.target, {
      state,
      sentAt: new Date(row.created_at).toISOString(),
      expiresAt: new Date(row.expires_at).toISOString(),
    });
  }
  return statuses;
}

/**
 * Invitations with their roster entry or company and their inviter's name, limited to links whose
 * target still names the invited address and is not archived.
 */
export function invitationsWithTargets(db: DbOrTx) {
  return db
    .select({
      invitation: invitations,
      companyName: companies.companyName,
      inviterId: users.id,
      inviterName: users.name,
    })
    .from(invitations)
    .leftJoin(sdrs, eq(sdrs.id, invitations.sdrId))
    .leftJoin(companies, eq(companies.id, invitations.companyId))
    .leftJoin(clientLogins, eq(clientLogins.id, invitations.clientLoginId))
    .leftJoin(users, eq(users.id, invitations.invitedBy));
}

/** Where conditions of `invitationsWithTargets`: the target still waits for this address and may sign in. */
export function targetStillInvites() {
  return and(
    sql`coalesce(${sdrs.email}, ${clientLogins.email}, ${companies.loginEmail}) = ${invitations.email}`,
    // A further login that was removed waits for no one; a company's own links join no row here.
    sql`${clientLogins.removedAt} is null`,
    sql`coalesce(${sdrs.archivedAt}, ${companies.archivedAt}) is null`,
    sql`coalesce(${sdrs.status}, ${companies.status}) <> 'Terminated'`,
  );
}

/**
 * Someone tried to register with an address a manager invited: its owner may be sent the invitation
 * again, the only way to its rights. Null when the address has no invitation, or the newest link was
 * revoked or accepted, or its target is archived or terminated.
 */
export async function findReissuableInvitation(
  db: DbOrTx,
  email: string,
): Promise<{ target: InvitationTarget; inviter: Inviting["inviter"] } | null> {
  const [latest] = await invitationsWithTargets(db)
    .where(and(eq(invitations.email, email), targetStillInvites()))
    .orderBy(sql`${invitations.createdAt} desc`)
    .limit(1);
  if (!latest || latest.invitation.acceptedAt || latest.invitation.revokedAt) return null;
  const { invitation, inviterId, inviterName } = latest;
  const target = targetOf(invitation);
  return { target, inviter: inviterId ? { id: inviterId, name: inviterName } : null };
}

/**
 * Whether a paid onboarding's contact e-mail can be the new company's login e-mail: not when it is
 * already an SDR's, another company's, or reserved for either. The login itself only comes from the
 * mailed invitation, whoever already holds an account with that address.
 */
export async function loginEmailAvailable(tx: DbOrTx, rawEmail: string): Promise<string | null> {
  const email = rawEmail.trim().toLowerCase();
  const user = await findUserByEmail(tx, email);
  if (user && (user.role !== "client" || user.companyId !== null)) return null;
  const [company] = await tx
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.loginEmail, email))
    .limit(1);
  const [rosterEntry] = await tx.select({ id: sdrs.id }).from(sdrs).where(eq(sdrs.email, email)).limit(1);
  const [further] = await tx
    .select({ id: clientLogins.id })
    .from(clientLogins)
    .where(and(eq(clientLogins.email, email), isNull(clientLogins.removedAt)))
    .limit(1);
  return company || rosterEntry || further ? null : email;
}
