import { ScrollText } from "lucide-react";
import { useDeferredValue, useState } from "react";
import {
  AUDIT_ACTION_LABELS,
  AUDIT_ACTIONS,
  AUDIT_PAGE_SIZE,
  type AuditAction,
  type AuditQuery,
} from "../../../shared/contracts/audit";
import { auditExportPath } from "../../../shared/contracts/exports";
import { Card } from "../../components/ui/card";
import { TextField } from "../../components/ui/form-field";
import { SelectField } from "../../components/ui/select";
import { EmptyCard, QueryStateCard } from "../../components/ui/state-card";
import { Table, TableBody, TableCell, TableColumnHeads, TableRow } from "../../components/ui/table";
import { formatDateTime } from "../../lib/format";
import { ExportMenu } from "../../shared/export-menu";
import { type DayRange, isOneOf, logQuery } from "../../shared/log-filter";
import { LogPageCard } from "../../shared/log-page-card";
import { useAuditLog } from "./audit-log-api";
import { actionLabel, detailText, NO_ONE, OutcomeBadge, sourceText } from "./audit-log-entry";

const OUTCOMES = ["succeeded", "failed"] as const;
type Outcome = (typeof OUTCOMES)[number];

interface AuditFilter extends DayRange {
  action: AuditAction | null;
  outcome: Outcome | null;
  actor: string;
}

const ALL = "all";
const ACTION_OPTIONS = [
  { value: ALL, label: "All actions" },
  ...[...AUDIT_ACTIONS]
    .sort((a, b) => AUDIT_ACTION_LABELS[a].localeCompare(AUDIT_ACTION_LABELS[b]))
    .map((action) => ({ value: action, label: AUDIT_ACTION_LABELS[action] })),
];
const OUTCOME_OPTIONS = [
  { value: ALL, label: "Succeeded or failed" },
  { value: "succeeded", label: "Succeeded" },
  { value: "failed", label: "Failed" },
];

function AuditEntries({ query }: { query: AuditQuery | null }) {
  const log = useAuditLog(query);
  if (!query) return null;
  // A failed refetch keeps the entries already shown.
  if (log.data === undefined) {
    return (
      <QueryStateCard
        query={log}
        loadingText="Loading the audit log..."
        errorTitle="The audit log could not be loaded"
        fallback="Something went wrong while loading the audit log."
      />
    );
  }
  const { entries, total } = log.data;
  if (entries.length === 0) {
    return (
      <EmptyCard icon={ScrollText} title="Nothing recorded">
        {Object.keys(query).length > 0
          ? "No entry matches these filters."
          : "Sign-ins, role changes, API keys, webhooks, retention, erasures and exports appear here."}
      </EmptyCard>
    );
  }
  return (
    <LogPageCard
      shown={entries.length}
      total={total}
      pageSize={AUDIT_PAGE_SIZE}
      loadingNext={log.isPlaceholderData}
      moreHint="Narrow the filters to see older entries, or export them all."
    >
      {/* Phones: one block per entry; wider screens: the table. */}
      <ul aria-label="Audit log" className="divide-y divide-slate-100 md:hidden">
        {entries.map((entry) => (
          <li key={entry.id} className="grid gap-1 px-4 py-3 text-sm">
            <div className="flex flex-wrap items-baseline justify-between gap-x-3">
              <span className="font-medium text-slate-900">{actionLabel(entry)}</span>
              <span className="text-xs text-slate-500">{formatDateTime(entry.createdAt, "")}</span>
            </div>
            <p className="text-slate-700">{entry.actor ?? NO_ONE}</p>
            <p className="[overflow-wrap:anywhere] text-xs text-slate-500">{entry.target}</p>
            {Object.keys(entry.detail).length > 0 && (
              <p className="[overflow-wrap:anywhere] text-xs text-slate-500">{detailText(entry.detail)}</p>
            )}
            <div className="flex flex-wrap items-center gap-2 text-xs text-slate-500">
              <OutcomeBadge entry={entry} />
              {sourceText(entry)}
            </div>
          </li>
        ))}
      </ul>
      <div className="hidden md:block">
        <Table aria-label="Audit log">
          <TableColumnHeads
            columns={["When", "Action", "Who", "What", "Outcome"]}
            rowClassName="hover:bg-transparent"
          />
          <TableBody>
            {entries.map((entry) => (
              <TableRow key={entry.id}>
                <TableCell className="py-3 align-top whitespace-nowrap text-slate-600">
                  {formatDateTime(entry.createdAt, "")}
                </TableCell>
                <TableCell className="align-top whitespace-nowrap text-slate-900">
                  {actionLabel(entry)}
                </TableCell>
                <TableCell className="align-top text-slate-600">
                  {entry.actor ?? NO_ONE}
                  {sourceText(entry) && (
                    <span className="block text-xs text-slate-500">{sourceText(entry)}</span>
                  )}
                </TableCell>
                <TableCell className="min-w-64 align-top text-slate-700">
                  <span className="font-mono text-xs">{entry.target}</span>
                  {Object.keys(entry.detail).length > 0 && (
                    <span className="block [overflow-wrap:anywhere] text-xs text-slate-500">
                      {detailText(entry.detail)}
                    </span>
                  )}
                </TableCell>
                <TableCell className="align-top whitespace-nowrap">
                  <OutcomeBadge entry={entry} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
    </LogPageCard>
  );
}

/** The audit log (managers): who did what, from where, newest first; filtered, and exported as shown. */
export function AuditLogTab() {
  const [filter, setFilter] = useState<AuditFilter>({
    action: null,
    outcome: null,
    actor: "",
    from: "",
    to: "",
  });
  // Typing a name asks once the typing pauses, not at each key.
  const deferred = useDeferredValue(filter);
  const query = logQuery(deferred);
  const range = logQuery(filter);
  const valid = "query" in query ? query.query : null;
  const change = (fields: Partial<AuditFilter>) => setFilter((current) => ({ ...current, ...fields }));
  return (
    <div className="grid gap-4">
      <Card className="p-4 sm:p-6">
        <fieldset className="grid min-w-0 items-start gap-4 sm:grid-cols-2 lg:grid-cols-5">
          <legend className="sr-only">Filter the audit log</legend>
          <SelectField
            id="audit-action"
            label="Action"
            options={ACTION_OPTIONS}
            value={filter.action ?? ALL}
            onValueChange={(value) => change({ action: isOneOf(AUDIT_ACTIONS, value) ? value : null })}
          />
          <SelectField
            id="audit-outcome"
            label="Outcome"
            options={OUTCOME_OPTIONS}
            value={filter.outcome ?? ALL}
            onValueChange={(value) => change({ outcome: isOneOf(OUTCOMES, value) ? value : null })}
          />
          <TextField
            id="audit-actor"
            label="Who"
            placeholder="Name or e-mail"
            maxLength={200}
            value={filter.actor}
            onChange={(event) => change({ actor: event.target.value })}
          />
          <TextField
            id="audit-from"
            label="From"
            type="date"
            value={filter.from}
            onChange={(event) => change({ from: event.target.value })}
          />
          <TextField
            id="audit-to"
            label="To"
            type="date"
            value={filter.to}
            onChange={(event) => change({ to: event.target.value })}
            error={"error" in range ? range.error : undefined}
          />
        </fieldset>
        <div className="mt-4 flex justify-end">
          <ExportMenu
            what="the audit log"
            fileName="Audit log"
            url={(format) => auditExportPath(valid ?? {}, format)}
            disabledReason={valid ? undefined : "Correct the dates to export"}
          />
        </div>
      </Card>
      <AuditEntries query={valid} />
    </div>
  );
}
