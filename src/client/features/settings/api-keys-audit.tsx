import type { ApiKeyAuditEntry } from "../../../shared/contracts/api-keys";
import { type ListTable, QueryTable } from "../../components/ui/query-table";
import { TableCell, TableRow } from "../../components/ui/table";
import { cn } from "../../lib/cn";
import { formatRecentDateTime } from "../../lib/format";
import { useApiKeyAudit } from "./api-keys-api";

const AUDIT_TABLE: ListTable = {
  label: "API key activity",
  columns: ["When", "Key", "What"],
  rowsName: "the activity",
  empty: "Nothing yet. Keys made and revoked, and changes made with a key, show here.",
};

function auditText(entry: ApiKeyAuditEntry): string {
  if (entry.action === "created") return `Created by ${entry.actor ?? "a former manager"} (${entry.detail})`;
  if (entry.action === "revoked") return `Revoked by ${entry.actor ?? "a former manager"}`;
  return entry.detail;
}

/** Keys made and revoked, and every change made with a key, newest first. */
export function ApiKeyAudit() {
  const audit = useApiKeyAudit();
  return (
    <QueryTable table={AUDIT_TABLE} query={audit}>
      {(rows) =>
        rows.map((entry) => (
          <TableRow key={entry.id}>
            <TableCell className="whitespace-nowrap">{formatRecentDateTime(entry.createdAt)}</TableCell>
            <TableCell className="whitespace-nowrap">
              {entry.keyName}
              <span className="block font-mono text-xs text-slate-500">{entry.keyPrefix}…</span>
            </TableCell>
            <TableCell className={cn("min-w-64", entry.action === "request" && "font-mono text-xs")}>
              {auditText(entry)}
            </TableCell>
          </TableRow>
        ))
      }
    </QueryTable>
  );
}
