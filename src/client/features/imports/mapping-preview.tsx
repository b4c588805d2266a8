import type { CsvAnalysis } from "../../../shared/contracts/imports";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "../../components/ui/table";
import { type FieldMappings, mappedFields, previewRows } from "./mapping";

/** The file's first rows as they will be imported: one column per mapped field. */
export function MappingPreview({ analysis, mappings }: { analysis: CsvAnalysis; mappings: FieldMappings }) {
  const fields = mappedFields(mappings);
  const rows = previewRows(analysis.headers, analysis.preview, mappings);
  const title = `Preview of the first ${rows.length === 1 ? "row" : `${rows.length} rows`}`;
  return (
    <section aria-labelledby="mapping-preview-title" className="grid min-w-0 gap-2">
      <h3 id="mapping-preview-title" className="text-sm font-semibold text-slate-900">
        {title}
      </h3>
      {fields.length === 0 || rows.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-200 px-4 py-6 text-center text-sm text-slate-500">
          {rows.length > 0
            ? "Map a column to see its values here."
            : analysis.rowProblemCount > 0
              ? "None of the first rows can be read: see the list above."
              : "The file has no data rows to preview."}
        </p>
      ) : (
        <div className="overflow-hidden rounded-lg border border-slate-200">
          <Table aria-labelledby="mapping-preview-title">
            <TableHeader>
              <TableRow className="hover:bg-transparent">
                {fields.map((field) => (
                  <TableHead key={field.key} className="first:pl-4 last:pr-4">
                    {field.label}
                  </TableHead>
                ))}
              </TableRow>
            </TableHeader>
            <TableBody>
              {rows.map((row, rowIndex) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: preview rows have no identity and never reorder
                <TableRow key={rowIndex}>
                  {row.map((value, column) => (
                    <TableCell
                      key={fields[column]?.key}
                      className="max-w-64 truncate whitespace-nowrap text-slate-700 first:pl-4 last:pr-4"
                      title={value}
                    >
                      {value || <span className="text-slate-300">—</span>}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      )}
    </section>
  );
}
