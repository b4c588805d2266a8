import { type SQL, sql } from "drizzle-orm";
import { describeProspectNext } from "../../../shared/cadence/next-step.js";
import {
  type ExportFormat,
  PROSPECT_SCREEN_LABELS,
  type ProspectScreen,
} from "../../../shared/contracts/exports.js";
import { PROSPECT_EXPORT_FIELD_COLUMNS } from "../../../shared/contracts/prospect-fields.js";
import type { Prospect } from "../../../shared/contracts/prospects.js";
import type { LoadedCampaignScope } from "../../core/access/scopes.js";
import type { Db, DbOrTx } from "../../core/db/client.js";
import { queryRows } from "../../core/db/raw.js";
import { PROSPECT_JOINS, PROSPECT_SELECT } from "../../core/prospect-fields/prospect-columns.js";
import { localDay } from "../../core/time/periods.js";
import { refreshPlans } from "../cadence/index.js";
import { recordPrivacyEvent } from "../privacy/index.js";
import { containsPattern } from "../prospects/index.js";
import { type Cell, type ExportTable, exportFileName } from "./table-writer.js";

/** Rows read per statement: memory stays flat whatever the list's length. */
export const EXPORT_PAGE_SIZE = 2500;

/**
 * Which of the campaign's rows each screen lists, as its page filters them (connections-page.tsx,
 * replies-page.tsx): the Scheduler every one, Connections the connected, Replies disposition Reply.
 */
const SCREEN_FILTERS: Record<ProspectScreen, SQL> = {
  scheduler: sql``,
  connections: sql`and a.connected_at is not null`,
  replies: sql`and a.final_disposition = 'Reply'`,
};

/** The search of GET /api/campaigns/:id/prospects?q= (prospects.service.ts), the same words. */
function searchFilter(q: string | undefined): SQL {
  const text = q?.trim();
  if (!text) return sql``;
  const pattern = containsPattern(text);
  return sql`and (p.first_name ilike ${pattern} or p.last_name ilike ${pattern} or p.company ilike ${pattern})`;
}

type ExportRow = Prospect & {
  sdrEmail: string | null;
  /** The sort key of the row, to read the next page after it: assigned_at at full precision. */
  cursorAt: string;
};

interface Cursor {
  at: string;
  lastName: string;
  firstName: string;
  id: string;
}

/**
 * The rows a screen lists, in the list's order (assigned, then last and first name), a page at a time:
 * each page starts after the last row of the one before (keyset), so no statement stays open while
 * the file is written and no page is read twice.
 */
export async function* prospectPages(
  db: DbOrTx,
  campaignId: string,
  screen: ProspectScreen,
  q: string | undefined,
  pageSize = EXPORT_PAGE_SIZE,
): AsyncGenerator<ExportRow[]> {
  const filter = sql`${SCREEN_FILTERS[screen]} ${searchFilter(q)}`;
  let after: Cursor | null = null;
  for (;;) {
    const cursor: Cursor | null = after;
    const page: ExportRow[] = await queryRows<ExportRow>(
      db,
      sql`select ${PROSPECT_SELECT}, a.assigned_at::text as "cursorAt"
          from assignments a ${PROSPECT_JOINS}
          where a.campaign_id = ${campaignId} and a.bad_data_at is null ${filter}
          ${
            cursor
              ? sql`and (a.assigned_at, p.last_name, p.first_name, a.id)
                      > (${cursor.at}::timestamptz, ${cursor.lastName}, ${cursor.firstName}, ${cursor.id}::uuid)`
              : sql``
          }
          order by a.assigned_at, p.last_name, p.first_name, a.id
          limit ${pageSize}`,
    );
    if (page.length > 0) yield page;
    if (page.length < pageSize) return;
    const last = page[page.length - 1] as ExportRow;
    after = { at: last.cursorAt, lastName: last.lastName, firstName: last.firstName, id: last.id };
  }
}

/**
 * The row number (the table's # column), then each exported field of the registry (PROSPECT_FIELDS in
 * shared/contracts/prospect-fields.ts) in the columns' order: the table's columns, then contact
 * details, the SDR and the dates (UTC).
 */
export const PROSPECT_EXPORT_COLUMNS: { header: string; width: number }[] = [
  { header: "#", width: 7 },
  ...PROSPECT_EXPORT_FIELD_COLUMNS.map(({ header, width }) => ({ header, width })),
];

/** One field's cell: a flag as "Yes" or empty, the next step as the screen describes it, text as it is. */
function fieldCell(
  prospect: ExportRow,
  column: (typeof PROSPECT_EXPORT_FIELD_COLUMNS)[number],
  today: string,
): Cell {
  const value = prospect[column.field];
  switch (column.cell) {
    case "flag":
      return value ? "Yes" : null;
    case "nextStep":
      return prospect.next ? describeProspectNext(prospect.next, today) : null;
    default:
      return typeof value === "string" ? value : null;
  }
}

/** One exported row; `today` (the server's day) dates the next step as the screen does. */
export function prospectCells(prospect: ExportRow, number: number, today: string): Cell[] {
  return [number, ...PROSPECT_EXPORT_FIELD_COLUMNS.map((column) => fieldCell(prospect, column, today))];
}

/**
 * The export's one table: the screen's rows as cells, numbered like the screen's # column. `counted`
 * hears how many rows were written once the reading ends (or stops early); the file ends after it.
 */
export function prospectTable(
  pages: AsyncIterable<ExportRow[]>,
  today: string,
  counted: (rows: number) => Promise<void>,
): ExportTable {
  async function* cells(): AsyncGenerator<Cell[][]> {
    let written = 0;
    try {
      for await (const page of pages) {
        yield page.map((prospect) => prospectCells(prospect, ++written, today));
      }
    } finally {
      await counted(written);
    }
  }
  return { name: "Prospects", columns: PROSPECT_EXPORT_COLUMNS, pages: cells() };
}

/**
 * GET /api/campaigns/:id/prospects/export: the screen's rows with its search as a table read page by
 * page (the next steps planned afresh first, as the list does), and its file name. Once written, the
 * export is recorded in the privacy log (who, which campaign, how many rows; not the search);
 * `logFailed` hears a failure to record it, as the file is already on its way.
 */
export async function prospectExport(
  scope: LoadedCampaignScope,
  db: Db,
  { screen, q, format }: { screen: ProspectScreen; q?: string; format: ExportFormat },
  timeZone: string,
  logFailed: (error: unknown) => void,
): Promise<{ fileName: string; table: ExportTable }> {
  const { campaign } = scope;
  await refreshPlans(db, [campaign.id], timeZone);
  const day = localDay(new Date(), timeZone);
  const table = prospectTable(prospectPages(db, campaign.id, screen, q), day, async (rows) => {
    await recordPrivacyEvent(db, {
      action: "prospect.export",
      actorId: scope.actor.id,
      companyId: campaign.companyId,
      summary: `Exported ${rows} ${rows === 1 ? "prospect" : "prospects"} of ${campaign.companyName} (${PROSPECT_SCREEN_LABELS[screen]}, ${format.toUpperCase()})`,
      detail: { campaignId: campaign.id, screen, format, rows, searched: Boolean(q?.trim()) },
    }).catch(logFailed);
  });
  const fileName = exportFileName([campaign.companyName, PROSPECT_SCREEN_LABELS[screen], day], format);
  return { fileName, table };
}
