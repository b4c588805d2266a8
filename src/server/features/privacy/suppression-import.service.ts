import {
  SUPPRESSION_KIND_LABELS,
  SUPPRESSION_REASON_LABELS,
  type SuppressionImportResult,
  type SuppressionKind,
  suppressionImportFormSchema,
} from "../../../shared/contracts/privacy.js";
import type { Actor } from "../../core/access/actor.js";
import type { Db } from "../../core/db/client.js";
import { badRequest } from "../../core/http/errors.js";
import type { CsvUpload } from "../imports/index.js";
import { readTable } from "../imports/index.js";
import { recordPrivacyEvent } from "./privacy-log.js";
import { addEntries, entryCompany, type NewEntry } from "./suppression.service.js";
import { entryKey } from "./suppression-keys.js";

/** Header words that name each kind's column when the form names none. */
const KIND_HEADERS: Record<SuppressionKind, RegExp> = {
  linkedin: /linkedin/i,
  email: /^e-?mail( address)?$/i,
  domain: /domain/i,
  company: /^company( name)?$/i,
};

/** Where the values are: the named column, else the only one, else the one named after the kind. */
function valueColumn(headers: readonly string[], kind: SuppressionKind, column: string): number {
  const quoted = headers.map((header) => `"${header}"`).join(", ");
  if (column) {
    let index = headers.indexOf(column);
    if (index < 0) index = headers.findIndex((header) => header.toLowerCase() === column.toLowerCase());
    if (index < 0) throw badRequest(`The file has no column named "${column}": its columns are ${quoted}.`);
    return index;
  }
  if (headers.length === 1) return 0;
  const named = headers.flatMap((header, index) => (KIND_HEADERS[kind].test(header.trim()) ? [index] : []));
  if (named.length === 1) return named[0] as number;
  throw badRequest(`Choose the column that holds the values: the file's columns are ${quoted}.`);
}

/**
 * POST /api/suppressions/import: every row's value in the chosen column becomes an entry of one kind,
 * reason and scope. Rows the file does not hold in a readable shape, and values that are not of the
 * kind, are reported with their line and why; blank values are reported too (never skipped unseen).
 * The good rows go on the list in one transaction; values already listed are counted apart.
 */
export async function importSuppressions(
  actor: Actor,
  db: Db,
  upload: CsvUpload,
): Promise<{ result: SuppressionImportResult; changedCampaigns: string[] }> {
  const form = suppressionImportFormSchema.safeParse(upload.fields);
  if (!form.success) throw badRequest(form.error.issues[0]?.message ?? "The request is invalid");
  const { kind, column, campaignId, reason, note } = form.data;
  const table = readTable(upload.bytes);
  const index = valueColumn(table.headers, kind, column);

  const failures: SuppressionImportResult["failures"] = [];
  const entries: NewEntry[] = [];
  const seen = new Set<string>();
  const unreadable = new Set(table.problemRows);
  for (let row = 0; row < table.rowCount; row++) {
    if (unreadable.has(row)) {
      failures.push({ row: table.line(row), reason: table.problem(row) ?? "", values: table.cells(row) });
      continue;
    }
    const value = table.cell(row, index).trim();
    const parsed = entryKey(kind, value);
    if ("error" in parsed) {
      failures.push({ row: table.line(row), reason: parsed.error, values: table.row(row) });
    } else if (!seen.has(parsed.key)) {
      seen.add(parsed.key);
      entries.push({ kind, key: parsed.key, value, reason, note });
    }
  }

  return db.transaction(async (tx) => {
    const companyId = await entryCompany(tx, actor, campaignId);
    const { added, changedCampaigns } = await addEntries(tx, actor.id, companyId, entries);
    await recordPrivacyEvent(tx, {
      action: "suppression.imported",
      actorId: actor.id,
      companyId,
      summary: `${added.length} ${SUPPRESSION_KIND_LABELS[kind].toLowerCase()} entries imported from "${upload.fileName}" (${SUPPRESSION_REASON_LABELS[reason]})`,
      detail: { added: added.length, failed: failures.length },
    });
    return {
      result: {
        added: added.length,
        alreadyListed: table.rowCount - failures.length - added.length,
        failures,
        headers: table.headers,
      },
      changedCampaigns,
    };
  });
}
