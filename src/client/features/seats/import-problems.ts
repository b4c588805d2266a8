import type { SeatImport } from "../../../shared/contracts/seats";
import { formatCountOf } from "../../lib/format";

/** The server lists an export's problems one a line ("messages.csv line 2: DATE is not a date like ..."). */
export function splitProblems(message: string): string[] {
  return message
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
}

/** "Connections.csv, Invitations.csv and messages.csv". */
export function filesText(files: readonly string[]): string {
  if (files.length === 0) return "No files";
  if (files.length === 1) return files[0] as string;
  return `${files.slice(0, -1).join(", ")} and ${files.at(-1)}`;
}

/** Whether an import can still be undone at `now`, and if not, why. */
export function undoState(
  entry: Pick<SeatImport, "undoneAt" | "undoUntil">,
  now: Date,
): { can: true } | { can: false; reason: "undone" | "expired" } {
  if (entry.undoneAt) return { can: false, reason: "undone" };
  if (new Date(entry.undoUntil).getTime() <= now.getTime()) return { can: false, reason: "expired" };
  return { can: true };
}

/** The lines of an import's summary, in the order people read them; rows of zero are kept (they say "none"). */
export function summaryLines(
  counts: SeatImport["counts"],
): { label: string; value: number; hint?: string }[] {
  return [
    {
      label: "Confirmed",
      value: counts.confirmed,
      hint: "ticked here and on LinkedIn (counted, not listed)",
    },
    { label: "Added", value: counts.added, hint: "ticked from LinkedIn's record" },
    { label: "Date corrected", value: counts.corrected, hint: "moved back to LinkedIn's time" },
    { label: "Disagrees", value: counts.disagrees, hint: "ticked here, missing on LinkedIn: look at these" },
    { label: "Messages added", value: counts.messagesAdded },
    { label: "Replies added", value: counts.repliesAdded },
    { label: "Group conversations skipped", value: counts.groupConversationsSkipped },
    { label: "Sponsored messages skipped", value: counts.sponsoredSkipped },
    { label: "Drafts skipped", value: counts.draftsSkipped },
    {
      label: "People who are not prospects",
      value: counts.notProspects,
      hint: "counted, not stored",
    },
  ];
}

/** "3 problems" for a heading. */
export const problemsTitle = (count: number) =>
  `The export was not imported: ${formatCountOf(count, "problem", "problems")}`;
