import { Rocket, Trash2 } from "lucide-react";
import { useId } from "react";
import {
  CONNECTION_STATUSES,
  type Connection,
  type ConnectionPatch,
  type ManagementClient,
  type ManagementSdr,
  type Scheduler,
} from "../../../shared/contracts/management";
import { Button } from "../../components/ui/button";
import { TableCell, TableRow } from "../../components/ui/table";
import { Tooltip } from "../../components/ui/tooltip";
import { cn } from "../../lib/cn";
import { ArchivedActions } from "./archived-actions";
import { launchHint, linkOptions, missingForLaunch } from "./connection-options";
import { InlineSelect } from "./inline-select";
import { StatusSelect } from "./status-select";

export interface MatrixLists {
  clients?: ManagementClient[];
  sdrs?: ManagementSdr[];
  schedulers?: Scheduler[];
}

interface ConnectionRowProps {
  connection: Connection;
  /** 1-based position, naming the row for screen readers ("Company for connection 1"). */
  number: number;
  lists: MatrixLists;
  save: (id: string, change: ConnectionPatch) => Promise<boolean>;
  launching: boolean;
  onLaunch: () => void;
  onDelete: () => void;
  restoring: boolean;
  onRestore: () => void;
}

/** What an unset select says: its prompt, or why there is nothing to choose yet. */
function placeholderFor(rows: unknown[] | undefined, options: unknown[], prompt: string, none: string) {
  if (rows === undefined) return "Loading...";
  return options.length === 0 ? none : prompt;
}

/** The cell that links the row to a client, an SDR or a scheduler; nothing to choose disables it. */
function LinkCell({
  value,
  rows,
  options,
  label,
  className = "w-full min-w-32",
  prompt,
  none,
  archived,
  onSave,
}: {
  value: string | null;
  rows: unknown[] | undefined;
  options: ReturnType<typeof linkOptions>;
  label: string;
  className?: string;
  prompt: string;
  /** What it says when there is nothing to choose. */
  none: string;
  archived: boolean;
  onSave: (next: string) => Promise<boolean>;
}) {
  return (
    <TableCell>
      <InlineSelect
        value={value ?? ""}
        options={options}
        label={label}
        className={className}
        placeholder={placeholderFor(rows, options, prompt, none)}
        disabled={archived || options.length === 0}
        onSave={onSave}
      />
    </TableCell>
  );
}

export function ConnectionRow({
  connection,
  number,
  lists,
  save,
  launching,
  onLaunch,
  onDelete,
  restoring,
  onRestore,
}: ConnectionRowProps) {
  const archived = connection.archivedAt !== null;
  const name = `connection ${number}`;
  const hintId = useId();
  const companyOptions = linkOptions(
    lists.clients,
    (client) => client.companyName,
    connection.companyId,
    connection.clientName,
  );
  const sdrOptions = linkOptions(lists.sdrs, (sdr) => sdr.name, connection.sdrId);
  const missing = missingForLaunch(connection);
  const schedulerOptions = linkOptions(
    lists.schedulers,
    (scheduler) => scheduler.name,
    connection.schedulerId,
  );

  return (
    <TableRow className={cn(archived && "bg-slate-50/80")}>
      <TableCell className="w-10 font-medium text-slate-500 tabular-nums">{number}</TableCell>
      <LinkCell
        value={connection.companyId}
        rows={lists.clients}
        options={companyOptions}
        label={`Company for ${name}`}
        // Two lines rather than one cut short: "Whitfield Logistics Europe" and "... Americas" differ at the end.
        className="h-auto min-h-9 w-full min-w-44 py-1 [&>span:first-child]:line-clamp-2 [&>span:first-child]:break-normal"
        prompt="Select company"
        none="Add a client first"
        archived={archived}
        onSave={(companyId) => save(connection.id, { companyId })}
      />
      <LinkCell
        value={connection.sdrId}
        rows={lists.sdrs}
        options={sdrOptions}
        label={`SDR for ${name}`}
        prompt="Select SDR"
        none="Add an SDR first"
        archived={archived}
        onSave={(sdrId) => save(connection.id, { sdrId })}
      />
      <LinkCell
        value={connection.schedulerId}
        rows={lists.schedulers}
        options={schedulerOptions}
        label={`Scheduler for ${name}`}
        prompt="Select scheduler"
        none="Add a scheduler first"
        archived={archived}
        onSave={(schedulerId) => save(connection.id, { schedulerId })}
      />
      <TableCell>
        <StatusSelect
          value={connection.status}
          statuses={CONNECTION_STATUSES}
          label={`Status for ${name}`}
          disabled={archived}
          onSave={(status) => save(connection.id, { status: status as Connection["status"] })}
        />
      </TableCell>
      <TableCell>
        <div className="flex items-center justify-end gap-1">
          {archived ? (
            <ArchivedActions name={name} pending={restoring} onRestore={onRestore} />
          ) : (
            <>
              <Tooltip content={missing.length > 0 ? launchHint(missing) : "Launch Scheduler"}>
                {/* Focusable and hoverable while unavailable, so the hint can say what is missing. */}
                <Button
                  size="sm"
                  variant="secondary"
                  disabled={launching}
                  aria-disabled={missing.length > 0 || undefined}
                  aria-describedby={missing.length > 0 ? hintId : undefined}
                  onClick={missing.length > 0 ? undefined : onLaunch}
                  aria-label={`Launch Scheduler for ${name}`}
                  className={cn("text-brand-700", missing.length > 0 && "cursor-not-allowed opacity-60")}
                >
                  <Rocket />
                  {/* The full label where the table has room; the company names matter more elsewhere. */}
                  <span>
                    {launching ? "Launching..." : "Launch"}
                    {!launching && <span className="hidden 2xl:inline"> Scheduler</span>}
                  </span>
                </Button>
              </Tooltip>
              {missing.length > 0 && (
                <span id={hintId} className="sr-only">
                  {launchHint(missing)}
                </span>
              )}
              <Tooltip content="Delete connection">
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={`Delete ${name}`}
                  onClick={onDelete}
                  className="text-slate-400 hover:bg-red-50 hover:text-red-600"
                >
                  <Trash2 />
                </Button>
              </Tooltip>
            </>
          )}
        </div>
      </TableCell>
    </TableRow>
  );
}
