import { TriangleAlert } from "lucide-react";
import type { CsvAnalysis } from "../../../shared/contracts/imports";
import { formatCount } from "../../lib/format";

/**
 * The rows the file does not hold in a readable shape (wrong number of values, broken quotes, unreadable
 * bytes): they fail whatever the mapping, so the user sees them, by line, before importing.
 */
export function RowProblems({ analysis }: { analysis: CsvAnalysis }) {
  const count = analysis.rowProblemCount;
  if (count === 0) return null;
  const more = count - analysis.rowProblems.length;
  return (
    <section
      aria-labelledby="row-problems-title"
      className="grid gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900 sm:p-4"
    >
      <h3 id="row-problems-title" className="flex items-center gap-2 font-semibold">
        <TriangleAlert className="size-4 shrink-0" aria-hidden />
        {formatCount(count)} {count === 1 ? "row" : "rows"} cannot be read and will not be imported
      </h3>
      <p>
        Fix {count === 1 ? "it" : "them"} in the file and import again, or import now: the error report lists{" "}
        {count === 1 ? "it" : "them"} with every value.
      </p>
      <ul className="grid max-h-48 gap-1 overflow-y-auto pl-6 [list-style:disc]">
        {analysis.rowProblems.map((problem) => (
          <li key={problem.line} className="break-words">
            {problem.message}
          </li>
        ))}
      </ul>
      {more > 0 && (
        <p>
          and {formatCount(more)} more {more === 1 ? "row" : "rows"}.
        </p>
      )}
    </section>
  );
}
