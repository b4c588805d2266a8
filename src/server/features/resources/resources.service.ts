import { asc, sql } from "drizzle-orm";
import type { ResourceRow } from "../../../shared/contracts/resources.js";
import type { Actor } from "../../core/access/actor.js";
import type { Db, DbOrTx } from "../../core/db/client.js";
import { resources } from "../../core/db/schema/resources.js";
import { type Changed, changes, runChange } from "../../core/events/changes.js";

/** What an empty list shows: one blank row to start typing in (the list always keeps a row). */
const BLANK_ROW: ResourceRow = { title: "", detail: "" };

/** GET /api/resources: the team's rows in order, or one blank row while none is saved. */
export async function listResources(_actor: Actor, db: DbOrTx): Promise<ResourceRow[]> {
  const rows = await db
    .select({ title: resources.title, detail: resources.detail })
    .from(resources)
    .orderBy(asc(resources.position));
  return rows.length > 0 ? rows : [BLANK_ROW];
}

/**
 * PUT /api/resources: replaces the list with `rows` (trimmed by the contract), dropping blank rows, and
 * answers what was saved. The table lock makes two managers saving at once end with one list or the
 * other, never both merged.
 */
export async function saveResources(
  actor: Actor,
  db: Db,
  rows: ResourceRow[],
): Promise<Changed<ResourceRow[]>> {
  const kept = rows.filter((row) => row.title !== "" || row.detail !== "");
  return runChange(db, async (tx) => {
    await tx.execute(sql`lock table ${resources} in exclusive mode`);
    await tx.delete(resources);
    if (kept.length > 0) {
      await tx
        .insert(resources)
        .values(kept.map((row, position) => ({ ...row, position, updatedBy: actor.id })));
    }
    return { result: await listResources(actor, tx), changes: [changes.resources()] };
  });
}
