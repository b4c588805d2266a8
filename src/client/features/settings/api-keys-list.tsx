import { Ban } from "lucide-react";
import type { ApiKey } from "../../../shared/contracts/api-keys";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { type ListTable, QueryTable } from "../../components/ui/query-table";
import { TableCell, TableRow } from "../../components/ui/table";
import { formatDate, formatRecentDateTime } from "../../lib/format";
import { useApiKeys } from "./api-keys-api";

const KEYS_TABLE: ListTable = {
  label: "API keys",
  columns: ["Name", "Key", "Scope", "Access", "Created", "Last used", "Status", ""],
  rowsName: "the API keys",
  empty: "No API keys yet. Create one to let another tool use the API.",
};

function KeyRow({ apiKey, onRevoke }: { apiKey: ApiKey; onRevoke: (key: ApiKey) => void }) {
  const active = apiKey.status === "active";
  return (
    <TableRow className={active ? undefined : "text-slate-500"}>
      <TableCell className="font-medium text-slate-900">{apiKey.name}</TableCell>
      <TableCell className="font-mono text-xs whitespace-nowrap">{apiKey.prefix}…</TableCell>
      <TableCell className="min-w-32">{apiKey.companyName ?? "Agency-wide"}</TableCell>
      <TableCell className="whitespace-nowrap">{apiKey.readOnly ? "Read-only" : "Read-write"}</TableCell>
      <TableCell className="whitespace-nowrap">
        {formatDate(apiKey.createdAt, "")}
        {apiKey.createdBy && <span className="block text-xs text-slate-500">by {apiKey.createdBy}</span>}
      </TableCell>
      <TableCell className="whitespace-nowrap">
        {apiKey.lastUsedAt ? formatRecentDateTime(apiKey.lastUsedAt) : "Never"}
      </TableCell>
      <TableCell>
        {active ? (
          <Badge tone="success">Active</Badge>
        ) : (
          <span className="grid gap-0.5">
            <Badge tone="danger" className="justify-self-start">
              Revoked
            </Badge>
            <span className="text-xs whitespace-nowrap">
              {formatDate(apiKey.revokedAt, "")}
              {apiKey.revokedBy && ` by ${apiKey.revokedBy}`}
            </span>
          </span>
        )}
      </TableCell>
      <TableCell className="text-right">
        {active && (
          <Button
            variant="secondary"
            size="sm"
            onClick={() => onRevoke(apiKey)}
            aria-label={`Revoke ${apiKey.name}`}
          >
            <Ban aria-hidden />
            Revoke
          </Button>
        )}
      </TableCell>
    </TableRow>
  );
}

/** The keys with their scope, access, maker, last use and state; Revoke while a key works. */
export function ApiKeyList({ onRevoke }: { onRevoke: (key: ApiKey) => void }) {
  const keys = useApiKeys();
  return (
    <QueryTable table={KEYS_TABLE} query={keys}>
      {(rows) => rows.map((apiKey) => <KeyRow key={apiKey.id} apiKey={apiKey} onRevoke={onRevoke} />)}
    </QueryTable>
  );
}
