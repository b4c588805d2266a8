import { IMPORT_FIELDS, type ImportMappings } from "../../../shared/contracts/imports.js";
import type { ImportFailure } from "../../core/db/schema/index.js";
import { badRequest } from "../../core/http/errors.js";
import type { CsvTable } from "./csv/read-csv.js";
import { type FieldColumns, type ImportPerson, normalizeRow } from "./normalize-row.js";

/**
 * Where each mapped field's column sits among the file's headers. A column is found by its name as the
 * analysis gave it, else ignoring case; a mapped name the file lacks is refused with a 400.
 */
export function mapColumns(mappings: ImportMappings, headers: readonly string[]): FieldColumns {
  const columns: FieldColumns = {};
  for (const field of IMPORT_FIELDS) {
    const column = mappings[field.key]?.trim();
    if (!column) continue;
    let index = headers.indexOf(column);
    if (index < 0) index = headers.findIndex((header) => header.toLowerCase() === column.toLowerCase());
    if (index < 0) throw badRequest(`The file has no column named "${column}" (mapped to ${field.label}).`);
    columns[field.key] = index;
  }
  return columns;
}

export interface PreparedRows {
  /** New to this file, in dedup-key order (so concurrent imports lock keys in one order). */
  people: ImportPerson[];
  failures: ImportFailure[];
  /** Rows repeating a person met earlier in the same file. */
  repeatedInFile: number;
}

/**
 * Normalises every row, keeps the first row of each person, and collects the failed rows: those the file
 * does not hold in a readable shape (with every value the line has), and those that fail a check.
 */
export function prepareRows(table: CsvTable, columns: FieldColumns): PreparedRows {
  const byKey = new Map<string, ImportPerson>();
  const failures: ImportFailure[] = [];
  let repeatedInFile = 0;
  const mapped = Object.values(columns);
  // Only the mapped cells of a row are read; the array is reused from row to row.
  const cells: string[] = [];
  const unreadable = new Set(table.problemRows);
  for (let index = 0; index < table.rowCount; index++) {
    if (unreadable.has(index)) {
      failures.push({
        row: table.line(index),
        reason: table.problem(index) ?? "",
        values: table.cells(index),
      });
      continue;
    }
    for (const column of mapped) cells[column] = table.cell(index, column);
    const outcome = normalizeRow(cells, columns);
    if ("reason" in outcome) {
      failures.push({ row: table.line(index), reason: outcome.reason, values: table.row(index) });
    } else if (byKey.has(outcome.person.dedupKey)) {
      repeatedInFile++;
    } else {
      byKey.set(outcome.person.dedupKey, outcome.person);
    }
  }
  const people = [...byKey.values()].sort((a, b) =>
    a.dedupKey < b.dedupKey ? -1 : a.dedupKey > b.dedupKey ? 1 : 0,
  );
  return { people, failures, repeatedInFile };
}
