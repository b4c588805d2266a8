import { CADENCE_STEP_LABELS, isCadenceStep } from "../../../shared/contracts/cadence";
import type { PrivacyLogAction, PrivacyRequestKind } from "../../../shared/contracts/privacy";
import { PROGRESS_FLAGS, type ProgressFlag } from "../../../shared/contracts/prospects";

export const REQUEST_KIND_LABELS: Record<PrivacyRequestKind, string> = {
  erasure: "Erasure",
  access: "Access",
};

export const LOG_ACTION_LABELS: Record<PrivacyLogAction, string> = {
  "suppression.added": "Do-not-contact entry added",
  "suppression.removed": "Do-not-contact entry removed",
  "suppression.imported": "Do-not-contact list imported",
  erasure: "Erasure",
  "access.export": "Access export",
  "retention.run": "Retention run",
  "retention.changed": "Retention period changed",
  "prospect.export": "Prospect export",
};

const isProgressFlag = (flag: string): flag is ProgressFlag => PROGRESS_FLAGS.some((known) => known === flag);

/** A progress flag as the cadence names it ("Message 1"); "Connected" for the connection. */
export function progressLabel(flag: string): string {
  if (!isProgressFlag(flag)) return flag;
  return isCadenceStep(flag) ? CADENCE_STEP_LABELS[flag] : "Connected";
}
