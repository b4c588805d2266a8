import { asc, eq } from "drizzle-orm";
import type { managementEndpoints } from "../../../shared/contracts/endpoints/management.js";
import type { Scheduler } from "../../../shared/contracts/management.js";
import type { Db } from "../../core/db/client.js";
import { schedulers } from "../../core/db/schema/index.js";
import { notFound } from "../../core/http/errors.js";
import { archivedAtFor, archivedFilter, isoOrNull } from "./archive.js";
import type { ManagedTableOf } from "./managed-resource.js";

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

/** The schedulers' management table. */
export const schedulersTable: ManagedTableOf<(typeof managementEndpoints)["schedulers"]> = {
  async list(_actor, db, includeArchived) {
    const rows = await db
      .select()
      .from(schedulers)
      .where(archivedFilter(schedulers.archivedAt, includeArchived))
      .orderBy(asc(schedulers.name));
    return rows.map(toScheduler);
  },
  async create(_actor, db, input) {
    const [row] = await db.insert(schedulers).values(input).returning();
    if (!row) throw new Error("scheduler insert returned nothing");
    return toScheduler(row);
  },
  patch: (_actor, db, id, patch) => updateScheduler(db, id, patch),
  setArchived: (_actor, db, id, archived) => updateScheduler(db, id, archivedAtFor(archived)),
};
