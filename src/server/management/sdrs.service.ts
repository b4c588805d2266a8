import { asc, eq } from "drizzle-orm";
import type { z } from "zod";
import type { ManagementSdr, newSdrSchema, sdrPatchSchema } from "../../shared/contracts/management.js";
import {
  assertEmailNotInvited,
  assertLoginEmailFree,
  changeLoginEmail,
  changeLoginName,
  createLogin,
  endAllSessions,
  setLoginPassword,
} from "../auth/logins.service.js";
import type { Db, DbOrTx } from "../db/client.js";
import { sdrs } from "../db/schema/index.js";
import { conflict, notFound } from "../http/errors.js";
import { archivedFilter, isoOrNull } from "./archive.js";

const NOT_FOUND = "SDR not found";

function toSdr(row: typeof sdrs.$inferSelect): ManagementSdr {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    status: row.status,
    hasLogin: row.userId !== null,
    archivedAt: isoOrNull(row.archivedAt),
  };
}

async function findSdr(tx: DbOrTx, id: string) {
  const [row] = await tx.select().from(sdrs).where(eq(sdrs.id, id)).limit(1);
  if (!row) throw notFound(NOT_FOUND);
  return row;
}

async function assertRosterEmailFree(tx: DbOrTx, email: string, exceptId?: string) {
  const [taken] = await tx.select({ id: sdrs.id }).from(sdrs).where(eq(sdrs.email, email)).limit(1);
  if (taken && taken.id !== exceptId) throw conflict("An SDR with this email already exists");
}

export async function listSdrs(db: Db, includeArchived: boolean): Promise<ManagementSdr[]> {
  const rows = await db
    .select()
    .from(sdrs)
    .where(archivedFilter(sdrs.archivedAt, includeArchived))
    .orderBy(asc(sdrs.name));
  return rows.map(toSdr);
}

/** The email alone invites the SDR to register; with a password the login is created now. */
export async function createSdr(db: Db, sdr: z.output<typeof newSdrSchema>): Promise<ManagementSdr> {
  return db.transaction(async (tx) => {
    await assertRosterEmailFree(tx, sdr.email);
    if (!sdr.loginPassword) await assertLoginEmailFree(tx, sdr.email);
    await assertEmailNotInvited(tx, sdr.email);
    const userId = sdr.loginPassword
      ? await createLogin(tx, { email: sdr.email, password: sdr.loginPassword, role: "sdr", name: sdr.name })
      : null;
    const [row] = await tx
      .insert(sdrs)
      .values({ name: sdr.name, email: sdr.email, status: sdr.status, userId })
      .returning();
    if (!row) throw new Error("sdr insert returned nothing");
    return toSdr(row);
  });
}

export async function patchSdr(
  db: Db,
  id: string,
  patch: z.output<typeof sdrPatchSchema>,
): Promise<ManagementSdr> {
  return db.transaction(async (tx) => {
    const sdr = await findSdr(tx, id);
    if (patch.email !== undefined) {
      await assertRosterEmailFree(tx, patch.email, id);
      if (sdr.userId) await changeLoginEmail(tx, sdr.userId, patch.email);
      else await assertLoginEmailFree(tx, patch.email);
      await assertEmailNotInvited(tx, patch.email, { sdrId: id });
    }
    if (patch.name !== undefined && sdr.userId) await changeLoginName(tx, sdr.userId, patch.name);
    let userId = sdr.userId;
    if (patch.loginPassword !== undefined) {
      if (userId) await setLoginPassword(tx, userId, patch.loginPassword);
      else
        userId = await createLogin(tx, {
          email: sdr.email,
          password: patch.loginPassword,
          role: "sdr",
          name: sdr.name,
        });
    }
    const { loginPassword: _secret, ...columns } = patch;
    const [row] = await tx
      .update(sdrs)
      .set({ ...columns, userId })
      .where(eq(sdrs.id, id))
      .returning();
    if (!row) throw notFound(NOT_FOUND);
    return toSdr(row);
  });
}

/** Archiving removes the SDR from the roster and signs their login out; restoring brings both back. */
export async function setSdrArchived(db: Db, id: string, archived: boolean): Promise<ManagementSdr> {
  return db.transaction(async (tx) => {
    const sdr = await findSdr(tx, id);
    if (archived && sdr.userId) await endAllSessions(tx, sdr.userId);
    const [row] = await tx
      .update(sdrs)
      .set({ archivedAt: archived ? new Date() : null })
      .where(eq(sdrs.id, id))
      .returning();
    if (!row) throw notFound(NOT_FOUND);
    return toSdr(row);
  });
}
