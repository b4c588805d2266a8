import { Link } from "react-router";
import type { SeatImport } from "../../../shared/contracts/seats";
import { cn } from "../../lib/cn";
import { formatCount } from "../../lib/format";
import { summaryLines } from "./import-problems";
import { reportPath } from "./seat-text";

/** What one import found and wrote, counted, as a list of terms; disagreements stand out when there are any. */
export function ImportCounts({ counts }: { counts: SeatImport["counts"] }) {
  return (
    <dl className="grid gap-x-6 gap-y-1.5 text-sm sm:grid-cols-2">
      {summaryLines(counts).map((line) => {
        const attention = line.label === "Disagrees" && line.value > 0;
        return (
          <div
            key={line.label}
            className="flex items-baseline justify-between gap-3 border-b border-slate-100 py-1"
          >
            <dt className={cn(attention ? "font-medium text-red-700" : "text-slate-600")}>
              {line.label}
              {line.hint && <span className="block text-xs font-normal text-slate-500">{line.hint}</span>}
            </dt>
            <dd className={cn("font-semibold tabular-nums", attention ? "text-red-700" : "text-slate-900")}>
              {formatCount(line.value)}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}

/** The answer to an import: its counts and the way to its report. */
export function ImportSummary({ result }: { result: SeatImport }) {
  return (
    <div role="status" className="grid gap-3 rounded-lg border border-emerald-200 bg-emerald-50/50 p-4">
      <p className="text-sm font-medium text-emerald-800">
        Imported {result.files.join(", ")}. The campaigns' records are reconciled with LinkedIn's.
      </p>
      <ImportCounts counts={result.counts} />
      <Link
        to={reportPath(result.seatId, result.id)}
        className="text-sm font-medium text-brand-700 hover:underline"
      >
        Open the reconciliation report
      </Link>
    </div>
  );
}
