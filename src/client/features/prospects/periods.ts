import type { Period } from "../../../shared/contracts/metrics";
import { LONG_PERIODS } from "../../shared/period-select";

/** Spec "Scheduler": the date-range options, in the spec's order. */
export const SCHEDULER_PERIODS = [
  "today",
  "yesterday",
  "this-week",
  "last-week",
  ...LONG_PERIODS,
] as const satisfies readonly Period[];
export type SchedulerPeriod = (typeof SCHEDULER_PERIODS)[number];
/** Spec section 9: scheduler and connections start on this week. */
export const DEFAULT_PERIOD: SchedulerPeriod = "this-week";
