import { readMessageDate } from "./export-dates.js";
import type { ExportProblems } from "./export-error.js";
import type { MessageRow } from "./export-rows.js";
import { ExportTable } from "./export-table.js";
import { decodeCharacterReferences } from "./html-entities.js";

const REQUIRED = ["CONVERSATION ID", "SENDER PROFILE URL", "RECIPIENT PROFILE URLS", "DATE", "CONTENT"];
const DRAFT = new Set(["yes", "true"]);
// Exports list recipients separated by commas, some by semicolons.
const RECIPIENT_SEPARATOR = /[,;]/;

export type MessagesRead = { rows: MessageRow[]; draftsSkipped: number };

/**
 * messages.csv: every message of the member's conversations. Drafts (newer exports say which) were never
 * sent and are skipped. A message whose sender is not a member (a company's ad, or no URL at all) or that
 * sits in the SPONSORED folder is marked sponsored.
 */
export function readMessages(bytes: Uint8Array, problems: ExportProblems): MessagesRead | null {
  const table = ExportTable.open("messages.csv", bytes, problems);
  const columns = table?.requireColumns(REQUIRED);
  if (!table || !columns) return null;
  const [conversation = -1, sender = -1, recipients = -1, date = -1, content = -1] = columns;
  const folder = table.column("FOLDER");
  const draft = table.column("IS MESSAGE DRAFT");
  const rows: MessageRow[] = [];
  let draftsSkipped = 0;
  for (let i = 0; i < table.rowCount; i++) {
    if (!table.readable(i)) continue;
    if (DRAFT.has(table.cell(i, draft).trim().toLowerCase())) {
      draftsSkipped++;
      continue;
    }
    const conversationId = table.cell(i, conversation).trim();
    const sentAt = readMessageDate(table.cell(i, date));
    if (conversationId === "") table.fail(i, "CONVERSATION ID", "is empty");
    if (sentAt === null) table.fail(i, "DATE", "is not a date like 2023-06-11 15:33:58 UTC");
    if (conversationId === "" || sentAt === null) continue;
    const senderKey = table.profileKey(table.cell(i, sender));
    const recipientKeys: string[] = [];
    for (const url of table.cell(i, recipients).split(RECIPIENT_SEPARATOR)) {
      const key = table.profileKey(url);
      if (key !== null) recipientKeys.push(key);
    }
    rows.push({
      line: table.line(i),
      conversationId,
      senderKey,
      recipientKeys,
      sentAt,
      content: decodeCharacterReferences(table.cell(i, content)),
      sponsored: senderKey === null || table.cell(i, folder).trim().toUpperCase() === "SPONSORED",
    });
  }
  return { rows, draftsSkipped };
}
