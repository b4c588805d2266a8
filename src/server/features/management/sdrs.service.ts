import { asc, eq, or } from "drizzle-orm";
import type { managementEndpoints } from "../../../shared/contracts/endpoints/management.js";
import type { ManagementSdr } from "../../../shared/contracts/management.js";
import { OWNER_ONLY, OWNER_ROLE_FIXED, OWNER_STAYS } from "../../../shared/contracts/staff-roles.js";
import type { Actor } from "../../core/access/actor.js";
import type { Db, DbOrTx } from "../../core/db/client.js";
import { sdrs, users } from "../../core/db/schema/index.js";
import { badRequest, conflict, fieldError, forbidden, notFound } from "../../core/http/errors.js";
import {
  assertEmailNotInvited,
  assertInvitable,
  changeLoginName,
  clearSecondFactor,
  createLogin,
  endAllSessions,
  type InvitationTarget,
  invitationStatuses,
  revokeInvitations,
  setLoginPassword,
  withInvitations,
} from "../accounts/index.js";
import { archivedAtFor, archivedFilter, isoOrNull } from "./archive.js";
import { changeInvitedEmail } from "./invited-email.js";
import type { InvitingTableOf } from "./managed-resource.js";

const NOT_FOUND = "SDR not found";

type SdrRow = typeof sdrs.$inferSelect;
type Invitations = Awaited<ReturnType<typeof invitationStatuses>>;

function toSdr(row: SdrRow, invitations: Invitations): ManagementSdr {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    status: row.status,
    role: row.role,
    hasLogin: row.userId !== null,
    invitation: invitations.get(row.id) ?? null,
    archivedAt: isoOrNull(row.archivedAt),
  };
}

async function present(tx: DbOrTx, row: SdrRow): Promise<ManagementSdr> {
  return toSdr(row, await invitationStatuses(tx, "sdr", row.id));
}

const target = (id: string): InvitationTarget => ({ role: "sdr", sdrId: id });
/** An archived or terminated SDR's link could not be accepted, so none is mailed. */
const mayBeInvited = (row: SdrRow) => !row.archivedAt && row.status !== "Terminated";

async function findSdr(tx: DbOrTx, id: string) {
  const [row] = await tx.select().from(sdrs).where(eq(sdrs.id, id)).limit(1);
  if (!row) throw notFound(NOT_FOUND);
  return row;
}

/** Sets columns of the SDR; 404 when there is none. */
async function updateSdr(
  tx: DbOrTx,
  id: string,
  values: Partial<typeof sdrs.$inferInsert>,
): Promise<ManagementSdr> {
  const [row] = await tx.update(sdrs).set(values).where(eq(sdrs.id, id)).returning();
  if (!row) throw notFound(NOT_FOUND);
  return present(tx, row);
}

async function assertRosterEmailFree(tx: DbOrTx, email: string, exceptId?: string) {
  const [taken] = await tx.select({ id: sdrs.id }).from(sdrs).where(eq(sdrs.email, email)).limit(1);
  if (taken && taken.id !== exceptId) throw conflict("An SDR with this email already exists", "email");
}

/** The SDR roster's management table. */
export const sdrsTable: InvitingTableOf<(typeof managementEndpoints)["sdrs"]> = {
  async list(_actor, db, includeArchived) {
    const rows = await db
      .select()
      .from(sdrs)
      .where(archivedFilter(sdrs.archivedAt, includeArchived))
      .orderBy(asc(sdrs.name));
    const invitations = await invitationStatuses(db, "sdr");
    return rows.map((row) => toSdr(row, invitations));
  },
  /**
   * The e-mail alone mails the SDR an invitation from `actor`; with a password the login is made at once
   * (the manager vouches for it).
   */
  async create(actor, db, sdr, delivery) {
    return withInvitations(db, { ...delivery, inviter: actor }, async (tx, invite) => {
      await assertRosterEmailFree(tx, sdr.email);
      if (!sdr.loginPassword) await assertInvitable(tx, sdr.email, "sdr");
      await assertEmailNotInvited(tx, sdr.email, "email");
      const userId = sdr.loginPassword
        ? await createLogin(tx, {
            email: sdr.email,
            password: sdr.loginPassword,
            role: "sdr",
            name: sdr.name,
          })
        : null;
      const [row] = await tx
        .insert(sdrs)
        .values({ name: sdr.name, email: sdr.email, status: sdr.status, role: sdr.role, userId })
        .returning();
      if (!row) throw new Error("sdr insert returned nothing");
      if (!userId && mayBeInvited(row)) await invite(target(row.id), row.email);
      return present(tx, row);
    });
  },
  /**
   * One field. A new e-mail of an SDR without a login withdraws the old address's links and invites
   * the new one; a password makes or resets the login; Terminated signs the SDR out everywhere.
   */
  async patch(actor, db, id, patch, delivery) {
    return withInvitations(db, { ...delivery, inviter: actor }, async (tx, invite) => {
      const sdr = await findSdr(tx, id);
      if (sdr.role === "owner") {
        if (patch.role !== undefined) throw fieldError("role", OWNER_ROLE_FIXED);
        if (patch.status === "Terminated") throw fieldError("status", OWNER_STAYS);
      }
      if (patch.email !== undefined) {
        await assertRosterEmailFree(tx, patch.email, id);
        await changeInvitedEmail(tx, invite, {
          target: target(id),
          field: "email",
          loginId: sdr.userId,
          current: sdr.email,
          next: patch.email,
          mayBeInvited: mayBeInvited(sdr),
        });
      }
      if (patch.name !== undefined && sdr.userId) await changeLoginName(tx, sdr.userId, patch.name);
      let userId = sdr.userId;
      if (patch.loginPassword !== undefined) {
        if (userId) await setLoginPassword(tx, userId, patch.loginPassword);
        else {
          userId = await createLogin(tx, {
            email: sdr.email,
            password: patch.loginPassword,
            role: "sdr",
            name: sdr.name,
          });
          await revokeInvitations(tx, target(id));
        }
      }
      if (patch.status === "Terminated" && userId) await endAllSessions(tx, userId);
      const { loginPassword: _secret, ...columns } = patch;
      return updateSdr(tx, id, { ...columns, userId });
    });
  },
  /** Mails the SDR a new invitation link; earlier links keep working until they expire. */
  async resendInvitation(actor, db, id, delivery) {
    return withInvitations(db, { ...delivery, inviter: actor }, async (tx, invite) => {
      const row = await findSdr(tx, id);
      if (row.archivedAt) throw badRequest("Restore the SDR before inviting them");
      if (row.status === "Terminated")
        throw fieldError("status", "Change the status from Terminated before inviting");
      if (row.userId) throw conflict("This SDR already has a login");
      await invite(target(id), row.email);
      return present(tx, row);
    });
  },
  /** Withdraws every open invitation link of the SDR. */
  async revokeInvitation(_actor, db, id) {
    return db.transaction(async (tx) => {
      const row = await findSdr(tx, id);
      await revokeInvitations(tx, target(id));
      return present(tx, row);
    });
  },
  /** Archiving removes the SDR from the roster and signs their login out; restoring brings both back. */
  async setArchived(_actor, db, id, archived) {
    return db.transaction(async (tx) => {
      const sdr = await findSdr(tx, id);
      if (archived && sdr.role === "owner") throw conflict(OWNER_STAYS);
      if (archived && sdr.userId) await endAllSessions(tx, sdr.userId);
      return updateSdr(tx, id, archivedAtFor(archived));
    });
  },
};

/**
 * POST /api/management-sdrs/:id/transfer-ownership (the owner): the chosen member of staff, who must
 * have a login and be neither archived nor Terminated, becomes the owner and the owner a manager. Both
 * roster rows are locked in id order (ADR 0041). Answers both rows as they now are.
 */
export async function transferOwnership(actor: Actor, db: Db, id: string): Promise<ManagementSdr[]> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(sdrs)
      .where(or(eq(sdrs.id, id), eq(sdrs.userId, actor.id)))
      .orderBy(asc(sdrs.id))
      .for("update");
    const next = rows.find((row) => row.id === id);
    const owner = rows.find((row) => row.userId === actor.id && row.role === "owner");
    if (!next) throw notFound(NOT_FOUND);
    if (!owner) throw forbidden(OWNER_ONLY);
    if (next.id === owner.id) throw badRequest("You already own the agency");
    if (!next.userId) throw badRequest("Only someone with a login can own the agency: invite them first");
    if (!mayBeInvited(next)) throw badRequest("Restore this person, and change a Terminated status, first");
    // The owner steps down first: one owner at a time (sdrs_one_owner_key).
    await tx.update(sdrs).set({ role: "manager" }).where(eq(sdrs.id, owner.id));
    await tx.update(sdrs).set({ role: "owner" }).where(eq(sdrs.id, next.id));
    return [await present(tx, { ...next, role: "owner" }), await present(tx, { ...owner, role: "manager" })];
  });
}

/**
 * DELETE /api/management-sdrs/:id/second-factor (the owner, step-up): a colleague who lost both their
 * authenticator and their recovery codes gets back in with their password alone. Their second factor
 * is removed and every session of theirs ends; one's own is turned off in one's own settings.
 */
export async function resetSecondFactor(actor: Actor, db: Db, id: string): Promise<ManagementSdr> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(sdrs).where(eq(sdrs.id, id)).for("update");
    if (!row) throw notFound(NOT_FOUND);
    if (row.userId === actor.id) {
      throw badRequest("Turn your own second factor off from Second factor in your profile menu");
    }
    if (!row.userId) throw badRequest("This person has no login, so no second factor");
    const [user] = await tx
      .select({ secondFactorAt: users.secondFactorAt })
      .from(users)
      .where(eq(users.id, row.userId))
      .for("update");
    if (!user?.secondFactorAt) throw conflict("This person has no second factor to reset");
    await clearSecondFactor(tx, row.userId);
    await endAllSessions(tx, row.userId);
    return present(tx, row);
  });
}
