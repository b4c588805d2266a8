import { type ImportOutcome, REPORTED_OUTCOMES, type ReportedOutcome } from "../../../shared/contracts/seats";

/** How each outcome's badge reads: a disagreement stands out, a confirmation is quiet. */
export const OUTCOME_TONES: Record<ImportOutcome, "neutral" | "brand" | "warning" | "danger" | "success"> = {
  confirmed: "neutral",
  added: "success",
  corrected: "brand",
  disagrees: "danger",
};

/** The outcome filter's choices, in the order people look at them (confirmations are counted, not listed). */
export const OUTCOME_FILTER_ORDER: readonly ReportedOutcome[] = REPORTED_OUTCOMES;

/** The filter's "All" (a select's value cannot be empty). */
export const ALL = "all";

/** A filter value read from the address: a known outcome, else none. */
export function outcomeParam(value: string | null): ReportedOutcome | undefined {
  return OUTCOME_FILTER_ORDER.find((outcome) => outcome === value);
}
