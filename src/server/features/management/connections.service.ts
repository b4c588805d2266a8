import { and, asc, eq, isNull } from "drizzle-orm";
import type { managementEndpoints } from "../../../shared/contracts/endpoints/management.js";
import type { Connection, LaunchResult } from "../../../shared/contracts/management.js";
import type { Actor } from "../../core/access/actor.js";
import type { Db, DbOrTx } from "../../core/db/client.js";
import { campaigns, companies, connections, schedulers, sdrs } from "../../core/db/schema/index.js";
import { conflict, fieldError, notFound } from "../../core/http/errors.js";
import { archivedAtFor, archivedFilter, isoOrNull } from "./archive.js";
import { findLiveCompany } from "./clients.service.js";
import type { ManagedTableOf } from "./managed-resource.js";

const NOT_FOUND = "Connection not found";

type ConnectionRow = {
  connection: typeof connections.$inferSelect;
  clientName: string | null;
  campaignId: string | null;
};

function toConnection({ connection, clientName, campaignId }: ConnectionRow): Connection {
  return {
    id: connection.id,
    companyId: connection.companyId,
    sdrId: connection.sdrId,
    schedulerId: connection.schedulerId,
    status: connection.status,
    clientName,
    campaignId,
    archivedAt: isoOrNull(connection.archivedAt),
  };
}

function selectConnections(tx: DbOrTx) {
  return tx
    .select({ connection: connections, clientName: companies.companyName, campaignId: campaigns.id })
    .from(connections)
    .leftJoin(companies, eq(companies.id, connections.companyId))
    .leftJoin(campaigns, eq(campaigns.companyId, connections.companyId));
}

async function findConnection(tx: DbOrTx, id: string, { liveOnly = false } = {}): Promise<ConnectionRow> {
  const [row] = await selectConnections(tx)
    .where(liveOnly ? and(eq(connections.id, id), isNull(connections.archivedAt)) : eq(connections.id, id))
    .limit(1);
  if (!row) throw notFound(NOT_FOUND);
  return row;
}

/** Sets columns of an existing connection; answers it as it now is. */
async function updateConnection(
  tx: DbOrTx,
  id: string,
  values: Partial<typeof connections.$inferInsert>,
): Promise<Connection> {
  await tx.update(connections).set(values).where(eq(connections.id, id));
  return toConnection(await findConnection(tx, id));
}

/** Every id a row points at must name a live record. */
async function assertReferencesExist(
  tx: DbOrTx,
  refs: { companyId?: string | null; sdrId?: string | null; schedulerId?: string | null },
) {
  if (refs.companyId && !(await findLiveCompany(tx, refs.companyId)))
    throw fieldError("companyId", "Company not found");
  if (refs.sdrId && !(await isLive(tx, sdrs, refs.sdrId))) throw fieldError("sdrId", "SDR not found");
  if (refs.schedulerId && !(await isLive(tx, schedulers, refs.schedulerId))) {
    throw fieldError("schedulerId", "Scheduler not found");
  }
}

/** The roster row exists and is not archived. */
async function isLive(tx: DbOrTx, table: typeof sdrs | typeof schedulers, id: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.id, id), isNull(table.archivedAt)));
  return row !== undefined;
}

/** The connection matrix's management table. */
export const connectionsTable: ManagedTableOf<(typeof managementEndpoints)["connections"]> = {
  async list(_actor, db, includeArchived) {
    const rows = await selectConnections(db)
      .where(archivedFilter(connections.archivedAt, includeArchived))
      .orderBy(asc(connections.createdAt), asc(connections.id));
    return rows.map(toConnection);
  },
  create: (_actor, db, values) =>
    db.transaction(async (tx) => {
      await assertReferencesExist(tx, values);
      const [row] = await tx.insert(connections).values(values).returning({ id: connections.id });
      if (!row) throw new Error("connection insert returned nothing");
      return toConnection(await findConnection(tx, row.id));
    }),
  patch: (_actor, db, id, patch) =>
    db.transaction(async (tx) => {
      await findConnection(tx, id);
      await assertReferencesExist(tx, patch);
      return updateConnection(tx, id, patch);
    }),
  setArchived: (_actor, db, id, archived) =>
    db.transaction(async (tx) => {
      await findConnection(tx, id);
      return updateConnection(tx, id, archivedAtFor(archived));
    }),
};

/**
 * Launch Scheduler: the row becomes Active, which makes its company's campaign active; the company is
 * marked Active and the scheduler Assigned, as the manager would otherwise do by hand.
 */
export async function launchConnection(_actor: Actor, db: Db, id: string): Promise<LaunchResult> {
  return db.transaction(async (tx) => {
    const { connection } = await findConnection(tx, id, { liveOnly: true });
    if (!connection.companyId) {
      throw conflict("Choose a company for this connection before launching it.", "companyId");
    }
    const company = await findLiveCompany(tx, connection.companyId);
    if (!company) throw notFound("Company not found");
    await tx.update(connections).set({ status: "Active" }).where(eq(connections.id, id));
    await tx.update(companies).set({ status: "Active" }).where(eq(companies.id, company.id));
    if (connection.schedulerId) {
      await tx
        .update(schedulers)
        .set({ status: "Assigned" })
        .where(eq(schedulers.id, connection.schedulerId));
    }
    return {
      connection: toConnection(await findConnection(tx, id)),
      campaign: { id: company.campaignId, companyName: company.companyName },
    };
  });
}
