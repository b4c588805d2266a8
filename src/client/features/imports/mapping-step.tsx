import { CircleAlert, FileSpreadsheet, RotateCcw, Undo2 } from "lucide-react";
import { IMPORT_FIELDS, targetEntityLabel } from "../../../shared/contracts/imports";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { Card, CardContent } from "../../components/ui/card";
import { Progress } from "../../components/ui/progress";
import { formatCount } from "../../lib/format";
import { ColumnSelect } from "./column-select";
import { DuplicateRuleChoice } from "./duplicate-rule";
import { listLabels, missingRequired } from "./mapping";
import { MappingPreview } from "./mapping-preview";
import { RowProblems } from "./row-problems";
import type { ImportFlow } from "./use-import-flow";

/** While importing: the upload's progress, then an indeterminate bar while the server writes the rows. */
function ImportProgress({ fraction }: { fraction: number | null }) {
  const importing = fraction === null;
  const text = importing ? "Importing…" : `Uploading… ${Math.round(fraction * 100)}%`;
  return (
    <div className="grid gap-2" aria-live="polite">
      <p className="text-sm font-medium text-slate-700">{text}</p>
      <Progress
        value={importing ? null : fraction * 100}
        label={importing ? "Importing rows" : "Uploading file"}
      />
    </div>
  );
}

/**
 * Step 2 (and step 3 while it runs): the columns chosen for each field, suggested from the headers;
 * the import starts once every required field has a column (spec section 5).
 */
export function MappingStep({ flow }: { flow: ImportFlow }) {
  const { analysis, file } = flow;
  if (!analysis || !file) return null;
  const importing = flow.step === "processing";
  const missing = missingRequired(flow.mappings);
  const rows = analysis.rowCount;

  return (
    <Card>
      <div className="flex flex-col gap-4 border-b border-slate-200 p-4 sm:flex-row sm:items-start sm:justify-between sm:p-6">
        <div className="flex min-w-0 items-start gap-3">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-600">
            <FileSpreadsheet className="size-5" aria-hidden />
          </span>
          <div className="min-w-0">
            <h2 className="text-lg font-semibold break-all text-slate-900">{file.name}</h2>
            <p className="mt-0.5 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-500">
              <span>
                {formatCount(rows)} {rows === 1 ? "row" : "rows"} · {formatCount(analysis.headers.length)}{" "}
                columns
              </span>
              <Badge tone="brand">Target: {targetEntityLabel(flow.target)}</Badge>
            </p>
          </div>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" size="sm" onClick={flow.reset} disabled={importing}>
            <Undo2 aria-hidden />
            Change Target Dataset
          </Button>
          <Button variant="secondary" size="sm" onClick={flow.reset} disabled={importing}>
            <RotateCcw aria-hidden />
            Start Over
          </Button>
        </div>
      </div>
      <CardContent className="grid gap-6 p-4 sm:p-6">
        <fieldset className="grid min-w-0 gap-3" disabled={importing}>
          <legend className="mb-3 text-sm text-slate-600">
            Choose the column of your file that holds each field. Columns were suggested from the header
            names.
          </legend>
          <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
            {IMPORT_FIELDS.map((field) => (
              <ColumnSelect
                key={field.key}
                field={field}
                headers={analysis.headers}
                value={flow.mappings[field.key]}
                onChange={(column) => flow.setMapping(field.key, column)}
                disabled={importing}
              />
            ))}
          </div>
        </fieldset>
        <RowProblems analysis={analysis} />
        <MappingPreview analysis={analysis} mappings={flow.mappings} />
        <DuplicateRuleChoice value={flow.duplicates} onChange={flow.setDuplicates} disabled={importing} />
        {flow.importError && !importing && (
          <div
            role="alert"
            className="flex items-start gap-2 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800"
          >
            <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
            <p>Import failed: {flow.importError}</p>
          </div>
        )}
        <div className="flex flex-col gap-3 border-t border-slate-200 pt-4 sm:flex-row sm:items-center sm:justify-between">
          {importing ? (
            <div className="w-full">
              <ImportProgress fraction={flow.transfer?.fraction ?? null} />
            </div>
          ) : (
            <>
              <p id="mapping-status" className="text-sm text-slate-600" aria-live="polite">
                {missing.length > 0
                  ? `Map a column to ${listLabels(missing)} to continue.`
                  : `Ready to import ${formatCount(rows - analysis.rowProblemCount)} ${
                      rows - analysis.rowProblemCount === 1 ? "row" : "rows"
                    }${analysis.rowProblemCount > 0 ? ` (${formatCount(analysis.rowProblemCount)} cannot be read)` : ""}.`}
              </p>
              <Button
                onClick={flow.startImport}
                disabled={missing.length > 0}
                aria-describedby="mapping-status"
                className="w-full sm:w-auto"
              >
                Confirm Mapping &amp; Import
              </Button>
            </>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
