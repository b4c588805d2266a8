import { Download, Upload } from "lucide-react";
import { Link } from "react-router";
import {
  type ImportResult,
  importErrorReportPath,
  targetEntityLabel,
} from "../../../shared/contracts/imports";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { OutcomeCount, OutcomeHeading } from "../../components/ui/outcome";
import { cn } from "../../lib/cn";
import { formatCount } from "../../lib/format";

/** Step 3 done: what happened to the rows, the error report when some failed, and where to go next. */
/** Three counts always (imported, duplicates, failed), plus updated and do-not-contact when there are any. */
function countColumns(result: ImportResult): string {
  const shown = 3 + (result.updatedRows > 0 ? 1 : 0) + (result.suppressedRows > 0 ? 1 : 0);
  return shown === 3
    ? "grid-cols-3"
    : shown === 4
      ? "grid-cols-2 sm:grid-cols-4"
      : "grid-cols-2 sm:grid-cols-5";
}

export function CompletedPanel({
  result,
  fileName,
  schedulerPath,
  onImportAnother,
}: {
  result: ImportResult;
  fileName: string;
  schedulerPath: string;
  onImportAnother: () => void;
}) {
  return (
    <Card className="p-4 sm:p-6">
      <section aria-labelledby="import-completed-title" className="grid gap-5">
        <OutcomeHeading id="import-completed-title" title="Import completed" descriptionClassName="break-all">
          {fileName} → {targetEntityLabel(result.targetEntity)}
        </OutcomeHeading>
        <dl className={cn("grid gap-2 sm:gap-4", countColumns(result))}>
          <OutcomeCount
            label="Imported"
            value={result.importedRows}
            tone={result.importedRows > 0 ? "text-emerald-700" : "text-slate-900"}
          />
          <OutcomeCount
            label="Duplicates"
            value={result.duplicateRows}
            tone={result.duplicateRows > 0 ? "text-amber-700" : "text-slate-900"}
          />
          {result.updatedRows > 0 && (
            <OutcomeCount label="Updated" value={result.updatedRows} tone="text-brand-700" />
          )}
          {result.suppressedRows > 0 && (
            <OutcomeCount label="Do not contact" value={result.suppressedRows} tone="text-slate-900" />
          )}
          <OutcomeCount
            label="Failed"
            value={result.failedRows}
            tone={result.failedRows > 0 ? "text-red-700" : "text-slate-900"}
          />
        </dl>
        {result.failedRows > 0 && (
          <p className="flex flex-wrap items-center gap-x-2 text-sm text-slate-600">
            {formatCount(result.failedRows)} {result.failedRows === 1 ? "row was" : "rows were"} not imported.
            <a
              href={importErrorReportPath(result.batchId)}
              download
              className="inline-flex items-center gap-1 font-medium text-brand-600 underline-offset-4 hover:underline"
            >
              <Download className="size-4" aria-hidden />
              Download error report
            </a>
          </p>
        )}
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button variant="secondary" onClick={onImportAnother}>
            <Upload aria-hidden />
            Import Another File
          </Button>
          <Button asChild>
            <Link to={schedulerPath}>Go to Scheduler</Link>
          </Button>
        </div>
      </section>
    </Card>
  );
}
