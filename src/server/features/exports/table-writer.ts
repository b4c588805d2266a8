import { PassThrough, Readable } from "node:stream";
import ExcelJS from "exceljs";
import type { ExportFormat } from "../../../shared/contracts/exports.js";
import { csvCell, neutraliseFormula, UTF8_BOM } from "../imports/index.js";

/** A cell: text (neutralised if it could start a formula), a number, or empty. */
export type Cell = string | number | null;

/** One table of an export: a spreadsheet's sheet, or a block of the CSV (blocks apart by a blank line). */
export interface ExportTable {
  /** The sheet's name in the workbook (at most 31 characters, Excel's limit). */
  name: string;
  columns: { header: string; width?: number }[];
  /** Rows arrive in pages, so a long list is never held whole. */
  pages: AsyncIterable<Cell[][]> | Iterable<Cell[][]>;
}

export const EXPORT_CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: "text/csv; charset=utf-8",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
};

const csvText = (cell: Cell) =>
  cell === null ? "" : typeof cell === "number" ? String(cell) : csvCell(cell);
const csvLine = (cells: readonly Cell[]) => `${cells.map(csvText).join(",")}\r\n`;

async function* csvChunks(tables: readonly ExportTable[]): AsyncGenerator<string> {
  yield UTF8_BOM;
  for (const [index, table] of tables.entries()) {
    if (index > 0) yield "\r\n";
    yield csvLine(table.columns.map((column) => column.header));
    for await (const rows of table.pages) {
      let chunk = "";
      for (const row of rows) chunk += csvLine(row);
      if (chunk) yield chunk;
    }
  }
}

/** Text through the same neutralising as the CSV (a cell that starts with "=" gets an apostrophe). */
const xlsxValue = (cell: Cell) => (typeof cell === "string" ? neutraliseFormula(cell) : cell);

/** Resolves once `stream` takes more writes, or once it is closed (a reader that went away). */
function drainedOrClosed(stream: PassThrough): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      stream.off("drain", done);
      stream.off("close", done);
      resolve();
    };
    stream.on("drain", done);
    stream.on("close", done);
  });
}

async function writeWorkbook(tables: readonly ExportTable[], out: PassThrough): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  for (const table of tables) {
    const sheet = workbook.addWorksheet(table.name.slice(0, 31), { views: [{ state: "frozen", ySplit: 1 }] });
    sheet.columns = table.columns.map((column) => ({
      header: neutraliseFormula(column.header),
      width: column.width ?? Math.max(10, column.header.length + 2),
    }));
    sheet.getRow(1).font = { bold: true };
    sheet.getRow(1).commit();
    for await (const rows of table.pages) {
      for (const row of rows) sheet.addRow(row.map(xlsxValue)).commit();
      // The zip writes into `out`; wait while the reader is behind, so the file is not held whole.
      if (out.writableNeedDrain) await drainedOrClosed(out);
      // The download was abandoned: stop reading (the pages' own clean-up runs).
      if (out.destroyed) return;
    }
    sheet.commit();
  }
  await workbook.commit();
}

/**
 * The tables as a stream of the file's bytes, written as the reader takes them: CSV line by line
 * (UTF-8 with a byte-order mark, CRLF), .xlsx through exceljs's streaming writer. Text that a
 * spreadsheet would run as a formula is neutralised in both (csv/write.ts).
 */
export function exportStream(format: ExportFormat, tables: readonly ExportTable[]): Readable {
  if (format === "csv") return Readable.from(csvChunks(tables));
  const out = new PassThrough();
  writeWorkbook(tables, out).catch((error: unknown) => out.destroy(error as Error));
  return out;
}

/** Characters a file name cannot hold on common systems, and control characters. */
const UNSAFE_IN_FILE_NAMES = /[\\/:*?"<>|\p{Cc}]+/gu;

/** "Acme - Scheduler - 2026-11-25.csv": the parts, made safe for a file name. */
export function exportFileName(parts: string[], format: ExportFormat): string {
  const name = parts
    .map((part) => part.replace(UNSAFE_IN_FILE_NAMES, "-").trim())
    .filter(Boolean)
    .join(" - ");
  return `${name}.${format}`;
}
