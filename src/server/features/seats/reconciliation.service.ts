import { type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import {
  findingStepLabel,
  IMPORT_OUTCOME_LABELS,
  type ImportOutcome,
  REPORT_ROWS_SHOWN,
  type Reconciliation,
  type ReconciliationRow,
  type reconciliationQuerySchema,
} from "../../../shared/contracts/seats.js";
import type { DbOrTx } from "../../core/db/client.js";
import { queryRows } from "../../core/db/raw.js";
import { isoText } from "../../core/prospect-fields/prospect-columns.js";
import type { CsvDownload } from "../imports/index.js";
import { readSeatImport } from "./seat-imports.service.js";

type ReportQuery = z.output<typeof reconciliationQuerySchema>;

const ROW_SELECT =
  sql.raw(`f.assignment_id as "assignmentId", f.campaign_id as "campaignId", co.company_name as client,
  p.first_name as "firstName", p.last_name as "lastName", p.job_title as "jobTitle", p.company,
  f.step, f.outcome,
  case when f.linkedin_at is null then null else ${isoText("f.linkedin_at")} end as "linkedinAt",
  case when f.recorded_at is null then null else ${isoText("f.recorded_at")} end as "recordedAt"`);

function reportWhere(importId: string, query: ReportQuery): SQL {
  return sql`f.import_id = ${importId}
    ${query.campaignId ? sql`and f.campaign_id = ${query.campaignId}` : sql``}
    ${query.outcome ? sql`and f.outcome = ${query.outcome}` : sql``}`;
}

const ORDER = sql`order by case f.outcome when 'disagrees' then 0 when 'corrected' then 1 else 2 end,
  co.company_name, p.last_name, p.first_name, f.assignment_id, f.id`;

function reportRows(db: DbOrTx, importId: string, query: ReportQuery, limit: number | null) {
  return queryRows<ReconciliationRow>(
    db,
    sql`select ${ROW_SELECT}
        from seat_import_findings f
        join assignments a on a.id = f.assignment_id
        join prospects p on p.id = a.prospect_id
        join campaigns c on c.id = f.campaign_id
        join companies co on co.id = c.company_id
        where ${reportWhere(importId, query)}
        ${ORDER}
        ${limit === null ? sql`` : sql`limit ${limit}`}`,
  );
}

/**
 * GET /api/seats/{id}/imports/{importId}: what the import found, disagreements first, filtered by
 * campaign and outcome; the campaigns it touched, for the filter.
 */
export async function readReconciliation(
  db: DbOrTx,
  seatId: string,
  importId: string,
  query: ReportQuery,
): Promise<Reconciliation> {
  const entry = await readSeatImport(db, importId, seatId);
  const [rows, campaigns, counted] = await Promise.all([
    reportRows(db, importId, query, REPORT_ROWS_SHOWN),
    queryRows<{ id: string; name: string }>(
      db,
      sql`select c.id, co.company_name as name from campaigns c join companies co on co.id = c.company_id
          where c.id in (select distinct campaign_id from seat_import_findings where import_id = ${importId})
          order by co.company_name, c.id`,
    ),
    queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from seat_import_findings f where ${reportWhere(importId, query)}`,
    ),
  ]);
  return { import: entry, campaigns, rows, total: counted[0]?.n ?? 0 };
}

/** GET /api/seats/{id}/imports/{importId}/report.csv: every row of the report, with the same filter. */
export async function reconciliationCsv(
  db: DbOrTx,
  seatId: string,
  importId: string,
  query: ReportQuery,
): Promise<CsvDownload> {
  const entry = await readSeatImport(db, importId, seatId);
  const rows = await reportRows(db, importId, query, null);
  return {
    fileName: `linkedin-export-reconciliation-${entry.createdAt.slice(0, 10)}.csv`,
    records: [
      [
        "Client",
        "First Name",
        "Last Name",
        "Job Title",
        "Company",
        "Step",
        "Outcome",
        "On LinkedIn",
        "Ticked here",
      ],
      ...rows.map((row) => [
        row.client,
        row.firstName,
        row.lastName,
        row.jobTitle,
        row.company,
        findingStepLabel(row.step),
        IMPORT_OUTCOME_LABELS[row.outcome as ImportOutcome],
        row.linkedinAt ?? "",
        row.recordedAt ?? "",
      ]),
    ],
  };
}
