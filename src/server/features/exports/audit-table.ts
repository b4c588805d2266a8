import {
  AUDIT_ACTION_LABELS,
  AUDIT_EXPORT_COLUMNS,
  type AuditEntry,
  auditOutcome,
} from "../../../shared/contracts/audit.js";
import type { Cell, ExportTable } from "./table-writer.js";

const WIDTHS: Record<(typeof AUDIT_EXPORT_COLUMNS)[number], number> = {
  When: 24,
  Action: 26,
  Outcome: 12,
  Who: 26,
  "API key": 22,
  "IP address": 18,
  Call: 44,
  Status: 8,
  Details: 60,
};

const row = (entry: AuditEntry): Cell[] => [
  entry.createdAt,
  AUDIT_ACTION_LABELS[entry.action],
  auditOutcome(entry),
  entry.actor,
  entry.apiKey,
  entry.ip,
  entry.target,
  entry.status,
  JSON.stringify(entry.detail),
];

/** The audit log's entries, newest first, a page of the log at a time. */
export function auditTable(pages: AsyncIterable<AuditEntry[]>): ExportTable {
  return {
    name: "Audit log",
    columns: AUDIT_EXPORT_COLUMNS.map((header) => ({ header, width: WIDTHS[header] })),
    pages: (async function* () {
      for await (const page of pages) yield page.map(row);
    })(),
  };
}
