import { asc, eq } from "drizzle-orm";
import type { z } from "zod";
import type {
  newSchedulerSchema,
  Scheduler,
  schedulerPatchSchema,
} from "../../../shared/contracts/management.js";
import type { Actor } from "../../core/access/actor.js";
import type { Db } from "../../core/db/client.js";
import { schedulers } from "../../core/db/schema/index.js";
import { notFound } from "../../core/http/errors.js";
import { archivedAtFor, archivedFilter, isoOrNull } from "./archive.js";

const NOT_FOUND = "Scheduler not found";

function toScheduler(row: typeof schedulers.$inferSelect): Scheduler {
  return { id: row.id, name: row.name, status: row.status, archivedAt: isoOrNull(row.archivedAt) };
}

/** Sets columns of the scheduler; 404 when there is none. */
async function updateScheduler(
  db: Db,
  id: string,
  values: Partial<typeof schedulers.$inferInsert>,
): Promise<Scheduler> {
  const [row] = await db.update(schedulers).set(values).where(eq(schedulers.id, id)).returning();
  if (!row) throw notFound(NOT_FOUND);
  return toScheduler(row);
}

export async function listSchedulers(_actor: Actor, db: Db, includeArchived: boolean): Promise<Scheduler[]> {
  const rows = await db
    .select()
    .from(schedulers)
    .where(archivedFilter(schedulers.archivedAt, includeArchived))
    .orderBy(asc(schedulers.name));
  return rows.map(toScheduler);
}

export async function createScheduler(
  _actor: Actor,
  db: Db,
  input: z.output<typeof newSchedulerSchema>,
): Promise<Scheduler> {
  const [row] = await db.insert(schedulers).values(input).returning();
  if (!row) throw new Error("scheduler insert returned nothing");
  return toScheduler(row);
}

export async function patchScheduler(
  _actor: Actor,
  db: Db,
  id: string,
  patch: z.output<typeof schedulerPatchSchema>,
): Promise<Scheduler> {
  return updateScheduler(db, id, patch);
}

export async function setSchedulerArchived(
  _actor: Actor,
  db: Db,
  id: string,
  archived: boolean,
): Promise<Scheduler> {
  return updateScheduler(db, id, archivedAtFor(archived));
}
