import { readConnectedOn } from "./export-dates.js";
import type { ExportProblems } from "./export-error.js";
import type { ConnectionRow } from "./export-rows.js";
import { ExportTable } from "./export-table.js";

/**
 * Connections.csv: the member's connections, each with the day it was made. LinkedIn writes a preamble
 * before the header ("Notes:", a sentence on missing e-mail addresses, a blank line); line numbers stay
 * the file's. A connection who hides their URL has an empty one: kept, without a key.
 */
export function readConnections(bytes: Uint8Array, problems: ExportProblems): ConnectionRow[] | null {
  const table = ExportTable.open("Connections.csv", bytes, problems, "First Name,");
  const columns = table?.requireColumns(["URL", "Connected On"]);
  if (!table || !columns) return null;
  const [url = -1, connectedOn = -1] = columns;
  const rows: ConnectionRow[] = [];
  for (let i = 0; i < table.rowCount; i++) {
    if (!table.readable(i)) continue;
    const day = readConnectedOn(table.cell(i, connectedOn));
    if (day === null) {
      table.fail(i, "Connected On", "is not a date like 12 Mar 2024");
      continue;
    }
    rows.push({ line: table.line(i), profileKey: table.profileKey(table.cell(i, url)), connectedOn: day });
  }
  return rows;
}
