import {
  findingStepLabel,
  IMPORT_OUTCOME_LABELS,
  type ReconciliationRow,
} from "../../../shared/contracts/seats";
import { Badge } from "../../components/ui/badge";
import {
  Table,
  TableBody,
  TableCell,
  TableColumnHeads,
  TableMessage,
  TableRow,
} from "../../components/ui/table";
import { cn } from "../../lib/cn";
import { formatDate, formatTime } from "../../lib/format";
import { OUTCOME_TONES } from "./report-labels";

const COLUMNS = [
  "Client",
  "Name",
  "Job title",
  "Company",
  "Step",
  "Outcome",
  "On LinkedIn",
  "Ticked here",
] as const;

/**
 * A moment on two lines, its date and time; "—" when there is none. A connection is a calendar day on
 * LinkedIn (stored at noon UTC): its time means nothing and is left out.
 */
function When({ at, dayOnly }: { at: string | null; dayOnly: boolean }) {
  if (!at) return <span className="text-slate-400">—</span>;
  return (
    <>
      <span className="block whitespace-nowrap">{formatDate(at, "—")}</span>
      {!dayOnly && (
        <span className="block text-xs whitespace-nowrap text-slate-500">{formatTime(at, "")}</span>
      )}
    </>
  );
}

/** The report's rows: each prospect's step as LinkedIn's record and this one have it. */
export function ReportTable({ rows, filtered }: { rows: ReconciliationRow[]; filtered: boolean }) {
  return (
    <Table aria-label="Reconciliation report">
      <TableColumnHeads columns={COLUMNS} rowClassName="hover:bg-transparent" />
      <TableBody>
        {rows.length === 0 ? (
          <TableMessage colSpan={COLUMNS.length}>
            {filtered
              ? "No rows match these filters."
              : "This import found nothing about the campaigns' prospects."}
          </TableMessage>
        ) : (
          rows.map((row) => (
            <TableRow
              key={`${row.assignmentId}:${row.step}`}
              className={cn(row.outcome === "disagrees" && "bg-red-50/50 hover:bg-red-50")}
            >
              <TableCell className="min-w-32 py-2.5 text-slate-700">{row.client}</TableCell>
              <TableCell className="min-w-32 font-medium text-slate-900">
                {`${row.firstName} ${row.lastName}`.trim() || "—"}
              </TableCell>
              <TableCell className="text-slate-700">{row.jobTitle || "—"}</TableCell>
              <TableCell className="min-w-28 text-slate-700">{row.company || "—"}</TableCell>
              <TableCell className="whitespace-nowrap">{findingStepLabel(row.step)}</TableCell>
              <TableCell>
                <Badge
                  tone={OUTCOME_TONES[row.outcome]}
                  className={cn(row.outcome === "disagrees" && "font-semibold")}
                >
                  {IMPORT_OUTCOME_LABELS[row.outcome]}
                </Badge>
              </TableCell>
              <TableCell className="tabular-nums">
                <When at={row.linkedinAt} dayOnly={row.step === "connected"} />
              </TableCell>
              <TableCell className="tabular-nums text-slate-600">
                <When at={row.recordedAt} dayOnly={false} />
              </TableCell>
            </TableRow>
          ))
        )}
      </TableBody>
    </Table>
  );
}
