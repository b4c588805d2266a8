import { readSentAt } from "./export-dates.js";
import type { ExportProblems } from "./export-error.js";
import type { InvitationRow } from "./export-rows.js";
import { ExportTable } from "./export-table.js";

const DIRECTIONS = new Set(["OUTGOING", "INCOMING"]);

export type InvitationsRead = {
  rows: InvitationRow[];
  /** An older export without the two profile URL columns: no row can be matched to a person. */
  withoutUrls: boolean;
};

/**
 * Invitations.csv: the invitations still pending, sent and received (an accepted one is a connection).
 * Names and invitation messages are not read.
 */
export function readInvitations(bytes: Uint8Array, problems: ExportProblems): InvitationsRead | null {
  const table = ExportTable.open("Invitations.csv", bytes, problems);
  const columns = table?.requireColumns(["Sent At", "Direction"]);
  if (!table || !columns) return null;
  const [sentAtColumn = -1, directionColumn = -1] = columns;
  const inviter = table.column("inviterProfileUrl");
  const invitee = table.column("inviteeProfileUrl");
  const rows: InvitationRow[] = [];
  for (let i = 0; i < table.rowCount; i++) {
    if (!table.readable(i)) continue;
    const sentAt = readSentAt(table.cell(i, sentAtColumn));
    const direction = table.cell(i, directionColumn).trim().toUpperCase();
    if (sentAt === null) table.fail(i, "Sent At", "is not a date like 5/12/21, 3:14 PM");
    if (!DIRECTIONS.has(direction)) table.fail(i, "Direction", "is not OUTGOING or INCOMING");
    if (sentAt === null || !DIRECTIONS.has(direction)) continue;
    rows.push({
      line: table.line(i),
      direction: direction as InvitationRow["direction"],
      sentAt,
      inviterKey: table.profileKey(table.cell(i, inviter)),
      inviteeKey: table.profileKey(table.cell(i, invitee)),
    });
  }
  return { rows, withoutUrls: inviter === -1 || invitee === -1 };
}
