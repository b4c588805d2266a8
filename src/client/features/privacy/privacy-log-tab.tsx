import { History } from "lucide-react";
import { useState } from "react";
import {
  PRIVACY_LOG_ACTIONS,
  PRIVACY_LOG_PAGE_SIZE,
  type PrivacyLogAction,
} from "../../../shared/contracts/privacy";
import { Card } from "../../components/ui/card";
import { TextField } from "../../components/ui/form-field";
import { SelectField } from "../../components/ui/select";
import { EmptyCard, QueryStateCard } from "../../components/ui/state-card";
import { Table, TableBody, TableCell, TableColumnHeads, TableRow } from "../../components/ui/table";
import { formatDateTime } from "../../lib/format";
import { type DayRange, isOneOf, logQuery } from "../../shared/log-filter";
import { LogPageCard } from "../../shared/log-page-card";
import { usePrivacyLog } from "./api";
import { LOG_ACTION_LABELS } from "./labels";

interface LogFilter extends DayRange {
  action: PrivacyLogAction | null;
}

const ALL = "all";
/** Who the retention job's entries name. */
const SYSTEM = "System";
const ACTION_OPTIONS = [
  { value: ALL, label: "All actions" },
  ...PRIVACY_LOG_ACTIONS.map((action) => ({ value: action, label: LOG_ACTION_LABELS[action] })),
];

function LogEntries({ query }: { query: ReturnType<typeof logQuery<LogFilter>> }) {
  const valid = "query" in query ? query.query : null;
  const log = usePrivacyLog(valid);
  if (!valid) return null;
  // A failed refetch keeps the entries already shown.
  if (log.data === undefined) {
    return (
      <QueryStateCard
        query={log}
        loadingText="Loading the privacy log..."
        errorTitle="The privacy log could not be loaded"
        fallback="Something went wrong while loading the privacy log."
      />
    );
  }
  const { entries, total } = log.data;
  if (entries.length === 0) {
    return (
      <EmptyCard icon={History} title="Nothing logged">
        {Object.keys(valid).length > 0
          ? "No entry matches these filters."
          : "Do-not-contact changes, erasures, access exports, retention runs and prospect exports appear here."}
      </EmptyCard>
    );
  }
  return (
    <LogPageCard
      shown={entries.length}
      total={total}
      pageSize={PRIVACY_LOG_PAGE_SIZE}
      loadingNext={log.isPlaceholderData}
      moreHint="Narrow the dates or the action to see older entries."
    >
      {/* Phones: one block per entry; wider screens: the table. */}
      <ul aria-label="Privacy log" className="divide-y divide-slate-100 sm:hidden">
        {entries.map((entry) => (
          <li key={entry.id} className="grid gap-1 px-4 py-3 text-sm">
            <div className="flex flex-wrap items-baseline justify-between gap-x-3">
              <span className="font-medium text-slate-900">{LOG_ACTION_LABELS[entry.action]}</span>
              <span className="text-xs text-slate-500">{formatDateTime(entry.createdAt, "")}</span>
            </div>
            <p className="text-slate-700">{entry.summary}</p>
            <p className="text-xs text-slate-500">
              {[entry.actor ?? SYSTEM, entry.companyName].filter(Boolean).join(" · ")}
            </p>
          </li>
        ))}
      </ul>
      <div className="hidden sm:block">
        <Table aria-label="Privacy log">
          <TableColumnHeads columns={["When", "Action", "Who", "What"]} rowClassName="hover:bg-transparent" />
          <TableBody>
            {entries.map((entry) => (
              <TableRow key={entry.id}>
                <TableCell className="py-3 whitespace-nowrap text-slate-600">
                  {formatDateTime(entry.createdAt, "")}
                </TableCell>
                <TableCell className="whitespace-nowrap text-slate-900">
                  {LOG_ACTION_LABELS[entry.action]}
                </TableCell>
                <TableCell className="whitespace-nowrap text-slate-600">{entry.actor ?? SYSTEM}</TableCell>
                <TableCell className="min-w-64 text-slate-700">
                  {entry.summary}
                  {entry.companyName && (
                    <span className="block text-xs text-slate-500">{entry.companyName}</span>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
    </LogPageCard>
  );
}

/** The privacy log, newest first, filtered by action and by a range of days. */
export function PrivacyLogTab() {
  const [filter, setFilter] = useState<LogFilter>({ action: null, from: "", to: "" });
  const query = logQuery(filter);
  return (
    <div className="grid gap-4">
      <Card className="p-4 sm:p-6">
        <fieldset className="grid min-w-0 items-start gap-4 sm:grid-cols-3">
          <legend className="sr-only">Filter the privacy log</legend>
          <SelectField
            id="privacy-log-action"
            label="Action"
            options={ACTION_OPTIONS}
            value={filter.action ?? ALL}
            onValueChange={(value) =>
              setFilter((current) => ({
                ...current,
                action: isOneOf(PRIVACY_LOG_ACTIONS, value) ? value : null,
              }))
            }
          />
          <TextField
            id="privacy-log-from"
            label="From"
            type="date"
            value={filter.from}
            onChange={(event) => setFilter((current) => ({ ...current, from: event.target.value }))}
          />
          <TextField
            id="privacy-log-to"
            label="To"
            type="date"
            value={filter.to}
            onChange={(event) => setFilter((current) => ({ ...current, to: event.target.value }))}
            error={"error" in query ? query.error : undefined}
          />
        </fieldset>
      </Card>
      <LogEntries query={query} />
    </div>
  );
}
