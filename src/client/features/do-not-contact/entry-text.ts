import {
  SUPPRESSION_KIND_LABELS,
  type SuppressionEntry,
  type SuppressionImportResult,
  type SuppressionList,
} from "../../../shared/contracts/privacy";
import { formatCount, formatCountOf } from "../../lib/format";

/** An entry an erasure left keeps only the hash of what it names. */
export const HASHED = "Stored as a hash";

/** What the entry names, as the table shows it. */
export const entryValue = (entry: Pick<SuppressionEntry, "value">) => entry.value ?? HASHED;

/** "E-mail: jane@example.com", or "E-mail (stored as a hash)": names an entry in one line. */
export function entryName(entry: Pick<SuppressionEntry, "kind" | "value">): string {
  const kind = SUPPRESSION_KIND_LABELS[entry.kind];
  return entry.value === null ? `${kind} (stored as a hash)` : `${kind}: ${entry.value}`;
}

export const entryScope = (entry: Pick<SuppressionEntry, "companyName">) =>
  entry.companyName ?? "Agency-wide";

/** How many campaign prospects the entry keeps out now. */
export const keepsOutText = (matches: number) =>
  matches === 0 ? "None now" : formatCountOf(matches, "prospect", "prospects");

/** "3 entries", or "Showing 100 of 250 entries" when the list holds more than one page. */
export function listCountText(list: SuppressionList): string {
  if (list.total > list.entries.length) {
    return `Showing ${formatCount(list.entries.length)} of ${formatCountOf(list.total, "entry", "entries")}, newest first`;
  }
  return formatCountOf(list.total, "entry", "entries");
}

/** What a new entry does, for the toast: "E-mail: jane@example.com (Agency-wide) keeps 2 campaign prospects out." */
export function addedText(entry: SuppressionEntry): string {
  const kept =
    entry.matches === 0
      ? "keeps no campaign prospect out yet"
      : `keeps ${formatCountOf(entry.matches, "campaign prospect", "campaign prospects")} out`;
  return `${entryName(entry)} (${entryScope(entry)}) ${kept}.`;
}

/** What removing the entry does, for the confirm dialog. */
export function removalText(entry: SuppressionEntry): string {
  const released =
    entry.matches === 0
      ? "It keeps no campaign prospect out now."
      : `The ${formatCountOf(entry.matches, "campaign prospect", "campaign prospects")} it keeps out can be contacted again.`;
  return `${entryName(entry)} (${entryScope(entry)}) leaves the do-not-contact list. ${released} The privacy log keeps the removal.`;
}

/** The import's outcome in figures: "2 added", "1 already listed", "1 failed row". */
export function importFigures(result: SuppressionImportResult): { label: string; value: number }[] {
  return [
    { label: "added", value: result.added },
    { label: "already listed", value: result.alreadyListed },
    { label: result.failures.length === 1 ? "failed row" : "failed rows", value: result.failures.length },
  ];
}
