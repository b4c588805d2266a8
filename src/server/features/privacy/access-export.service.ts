import { type SQL, sql } from "drizzle-orm";
import type { Actor } from "../../core/access/actor.js";
import type { Db, DbOrTx } from "../../core/db/client.js";
import { queryRows } from "../../core/db/raw.js";
import { bookingsNaming } from "../calendly/index.js";
import { outboxNaming } from "./anonymise-people.js";
import { batchesOfPeople } from "./import-reports.js";
import { findPeople, type People, personalHashes, texts, uuids } from "./person-lookup.js";
import { recordPrivacyEvent } from "./privacy-log.js";
import { lockRequest } from "./privacy-requests.service.js";

/** One stored row about the person: its table's columns as stored, and an id naming it in that table. */
interface ExportRow {
  rowId: string;
  row: Record<string, unknown>;
}

/** Every table's rows about the person, by table name (an empty list where a table holds none). */
export interface AccessExport {
  requestId: string;
  exportedAt: string;
  tables: Record<string, Record<string, unknown>[]>;
}

/** Each table's rows about the people: `from` reads `t`, and `rowId` names a row. */
const TABLES: { table: string; rowId: string; from: (people: People) => SQL }[] = [
  {
    table: "prospects",
    rowId: "t.id::text",
    from: (people) => sql`prospects t where t.id = any(${uuids(people.prospectIds)})`,
  },
  {
    table: "assignments",
    rowId: "t.id::text",
    from: (people) => sql`assignments t where t.prospect_id = any(${uuids(people.prospectIds)})`,
  },
  ...(
    ["assignment_plans", "queue_marks", "budget_overrides", "conversations", "activity_events"] as const
  ).map((table) => ({
    table,
    rowId: {
      assignment_plans: "t.assignment_id::text",
      queue_marks: "t.assignment_id || '/' || t.step",
      budget_overrides: "t.id::text",
      conversations: "t.id::text",
      activity_events: "t.id::text",
    }[table],
    from: (people: People) =>
      sql`${sql.raw(table)} t join assignments a on a.id = t.assignment_id
            where a.prospect_id = any(${uuids(people.prospectIds)})`,
  })),
  {
    table: "messages",
    rowId: "t.id::text",
    from: (people) =>
      sql`messages t join conversations c on c.id = t.conversation_id join assignments a on a.id = c.assignment_id
          where a.prospect_id = any(${uuids(people.prospectIds)})`,
  },
  {
    table: "calendly_bookings",
    rowId: "t.id::text",
    from: (people) => sql`calendly_bookings t where ${bookingsNaming(people, "t")}`,
  },
  {
    table: "outbox",
    rowId: "t.id::text",
    from: (people) => sql`outbox t where ${outboxNaming(people.emails, "t")}`,
  },
  {
    table: "suppressions",
    rowId: "t.id::text",
    from: (people) =>
      sql`suppressions t where t.kind in ('linkedin', 'email')
          and t.value_hash = any(${texts(personalHashes(people))})`,
  },
  {
    table: "privacy_requests",
    rowId: "t.id::text",
    from: (people) => sql`privacy_requests t where t.subject_hash = any(${texts(personalHashes(people))})`,
  },
];

/** The rows of import batches about the people: one per error-report row naming them, one per batch that added them. */
async function importRows(db: DbOrTx, people: People): Promise<ExportRow[]> {
  const batches = await batchesOfPeople(db, people);
  return batches.flatMap((batch) => {
    const about = { batch_id: batch.id, file_name: batch.fileName, upload_time: batch.uploadTime };
    const added = batch.createdPerson
      ? [{ rowId: batch.id, row: { ...about, campaign_id: batch.campaignId, added_to_pool: true } }]
      : [];
    const failed = batch.rows.map((index) => {
      const failure = batch.failures?.rows[index];
      const headers = batch.failures?.headers ?? [];
      const cells = Object.fromEntries(
        (failure?.values ?? []).map((value, column) => [headers[column] ?? `Column ${column + 1}`, value]),
      );
      return {
        rowId: `${batch.id}/line ${failure?.row}`,
        row: { ...about, line: failure?.row, reason: failure?.reason, ...cells },
      };
    });
    return [...added, ...failed];
  });
}

async function exportRows(db: DbOrTx, people: People): Promise<Record<string, ExportRow[]>> {
  const tables: Record<string, ExportRow[]> = {};
  for (const { table, rowId, from } of TABLES) {
    tables[table] = await queryRows<ExportRow>(
      db,
      sql`select ${sql.raw(rowId)} as "rowId", to_jsonb(t) as row from ${from(people)} order by 1`,
    );
  }
  tables.import_batches = await importRows(db, people);
  return tables;
}

/** A download: JSON (each table's rows) or CSV (one line per value: table, row id, column, value). */
export interface AccessDownload {
  fileName: string;
  json: AccessExport;
  records: string[][];
}

const cellText = (value: unknown) =>
  value === null || value === undefined ? "" : typeof value === "string" ? value : JSON.stringify(value);

/**
 * GET /api/privacy/requests/:id/export: every table's rows about the person an access request names,
 * read in the transaction that marks the request answered (the first export) and logs the export.
 */
export async function exportAccessRequest(actor: Actor, db: Db, id: string): Promise<AccessDownload> {
  return db.transaction(async (tx) => {
    const { identifier } = await lockRequest(tx, id, "access", { again: true });
    const people = await findPeople(tx, identifier);
    const tables = await exportRows(tx, people);
    await tx.execute(
      sql`update privacy_requests set completed_at = now(), completed_by = ${actor.id}::uuid
          where id = ${id}::uuid and completed_at is null`,
    );
    const rows = Object.values(tables).reduce((sum, list) => sum + list.length, 0);
    await recordPrivacyEvent(tx, {
      action: "access.export",
      actorId: actor.id,
      summary: `Access request answered: ${rows.toLocaleString("en-US")} stored rows exported`,
      detail: { requestId: id, rows, people: people.prospectIds.length },
    });
    const records = [["Table", "Row id", "Column", "Value"]];
    for (const [table, list] of Object.entries(tables)) {
      for (const { rowId, row } of list) {
        for (const [column, value] of Object.entries(row))
          records.push([table, rowId, column, cellText(value)]);
      }
    }
    const json = {
      requestId: id,
      exportedAt: new Date().toISOString(),
      tables: Object.fromEntries(
        Object.entries(tables).map(([table, list]) => [table, list.map((entry) => entry.row)]),
      ),
    };
    return { fileName: `access-request-${id.slice(0, 8)}`, json, records };
  });
}
