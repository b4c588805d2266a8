import type { SuppressionImportResult } from "../../../shared/contracts/privacy";
import { DoneActions } from "../../components/ui/dialog-actions";
import { formatCount } from "../../lib/format";
import { importFigures } from "./entry-text";

/** What an import did: the figures, then each failed row with its line, why, and what it held. */
export function ImportResultView({
  fileName,
  result,
  onAnother,
  onDone,
}: {
  fileName: string;
  result: SuppressionImportResult;
  onAnother: () => void;
  onDone: () => void;
}) {
  return (
    <section aria-label="Import result" className="grid gap-4">
      <p className="text-sm break-words text-slate-600">
        <span className="font-medium text-slate-900">{fileName}</span> was imported.
      </p>
      <dl className="grid grid-cols-3 gap-2">
        {importFigures(result).map((figure) => (
          <div
            key={figure.label}
            className="flex flex-col-reverse rounded-lg border border-slate-200 px-3 py-2 text-center"
          >
            <dt className="text-xs text-slate-500">{figure.label}</dt>
            <dd className="text-xl font-semibold text-slate-900 tabular-nums">{formatCount(figure.value)}</dd>
          </div>
        ))}
      </dl>
      {result.failures.length > 0 && (
        <div className="grid gap-2">
          <h3 className="text-sm font-semibold text-slate-900">Rows not imported</h3>
          <ul
            aria-label="Rows not imported"
            className="max-h-60 divide-y divide-slate-100 overflow-y-auto rounded-lg border border-slate-200"
          >
            {result.failures.map((failure) => (
              <li key={failure.row} className="grid gap-0.5 px-3 py-2 text-sm">
                <span className="font-medium text-slate-900">
                  Line {failure.row}: <span className="font-normal text-red-700">{failure.reason}</span>
                </span>
                {failure.values.length > 0 && (
                  <span className="break-all text-xs text-slate-500">{failure.values.join(", ")}</span>
                )}
              </li>
            ))}
          </ul>
        </div>
      )}
      <DoneActions anotherLabel="Import another file" onAnother={onAnother} onDone={onDone} />
    </section>
  );
}
