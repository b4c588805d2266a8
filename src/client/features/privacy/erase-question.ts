import type { ErasureResult, PersonRecord } from "../../../shared/contracts/privacy";
import { formatCountOf } from "../../lib/format";

export const messageCount = (record: PersonRecord) =>
  record.conversations.reduce((sum, conversation) => sum + conversation.messageCount, 0);

/** "a, b and c". */
function listOf(parts: string[]): string {
  if (parts.length <= 1) return parts.join("");
  return `${parts.slice(0, -1).join(", ")} and ${parts.at(-1)}`;
}

/** "2 campaigns, 14 messages and 3 import batches"; empty when nothing is held. */
export function describeHeld(record: PersonRecord): string {
  const messages = messageCount(record);
  const parts: string[] = [];
  if (record.assignments.length > 0)
    parts.push(formatCountOf(record.assignments.length, "campaign", "campaigns"));
  if (messages > 0) parts.push(formatCountOf(messages, "message", "messages"));
  if (record.activityEvents > 0)
    parts.push(formatCountOf(record.activityEvents, "activity event", "activity events"));
  if (record.importBatches.length > 0)
    parts.push(formatCountOf(record.importBatches.length, "import batch", "import batches"));
  if (record.outgoingMail > 0)
    parts.push(formatCountOf(record.outgoingMail, "outgoing e-mail", "outgoing e-mails"));
  return listOf(parts);
}

const KEPT =
  "Campaign figures stay as counts without the person. A do-not-contact entry is kept, only as a hash, so they are never imported or contacted again.";

/** What the Erase confirmation says will happen to the person the record shows. */
export function eraseQuestion(record: PersonRecord, subject: string): string {
  if (!record.person) {
    return `No prospect matches ${subject}. Erasing adds it to the do-not-contact list, kept only as a hash, so the person is never imported or contacted. This cannot be undone.`;
  }
  const name = `${record.person.firstName} ${record.person.lastName}`.trim() || subject;
  const held = describeHeld(record);
  const what = held ? ` (${held})` : "";
  return `Everything held about ${name}${what} is deleted or anonymised. This cannot be undone. ${KEPT}`;
}

/** What the erasure did, as its result shows it. */
export function erasureCounts(result: ErasureResult): { label: string; value: number }[] {
  return [
    { label: "Campaigns anonymised", value: result.assignments },
    { label: "Messages blanked", value: result.messages },
    { label: "Activity events blanked", value: result.activityEvents },
    { label: "Error reports cleaned", value: result.importBatches },
    { label: "Outgoing e-mails deleted", value: result.outgoingMail },
  ];
}
