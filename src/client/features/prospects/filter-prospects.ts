import { prospectNextView } from "../../../shared/cadence/next-step";
import type {
  FinalDisposition,
  ProgressFlag,
  Prospect,
  SequenceTag,
} from "../../../shared/contracts/prospects";

export const TOUCH_AGES = ["never", "7", "14", "30"] as const;
export type TouchAge = (typeof TOUCH_AGES)[number];
export const TOUCH_AGE_LABELS: Record<TouchAge, string> = {
  never: "Never",
  "7": "Over 7 days",
  "14": "Over 14 days",
  "30": "Over 30 days",
};

export const DUE_STATES = ["overdue", "today", "upcoming", "waiting", "ended"] as const;
export type DueState = (typeof DUE_STATES)[number];
export const DUE_STATE_LABELS: Record<DueState, string> = {
  overdue: "Overdue",
  today: "Due today",
  upcoming: "Upcoming",
  waiting: "Waiting for the connection",
  ended: "Done or stopped",
};

/** Progress: a step that is ticked and a step that is not (either may be left open). */
export interface ProgressFilter {
  done: ProgressFlag | null;
  notDone: ProgressFlag | null;
}

export interface ProspectFilters {
  tags: readonly SequenceTag[];
  dispositions: readonly FinalDisposition[];
  progress: ProgressFilter;
  touch: TouchAge | null;
  due: readonly DueState[];
}

export const NO_FILTERS: ProspectFilters = {
  tags: [],
  dispositions: [],
  progress: { done: null, notDone: null },
  touch: null,
  due: [],
};

/** The common progress filters, offered by name. */
export const PROGRESS_PRESETS: readonly (ProgressFilter & { label: string })[] = [
  { label: "Invited, not connected", done: "invite", notDone: "connected" },
  { label: "Connected, no M1", done: "connected", notDone: "m1" },
  { label: "M1, no M2", done: "m1", notDone: "m2" },
  { label: "M2, no M3", done: "m2", notDone: "m3" },
  { label: "M3, no M4", done: "m3", notDone: "m4" },
  { label: "M4, no FF1", done: "m4", notDone: "ff1" },
  { label: "Not invited", done: null, notDone: "invite" },
];

/** How many of the five filters are set. */
export function activeFilterCount(filters: ProspectFilters): number {
  return [
    filters.tags.length > 0,
    filters.dispositions.length > 0,
    filters.progress.done !== null || filters.progress.notDone !== null,
    filters.touch !== null,
    filters.due.length > 0,
  ].filter(Boolean).length;
}

const DAY_MS = 24 * 60 * 60 * 1000;

function touchMatches(lastTouchAt: string | null, age: TouchAge, now: number): boolean {
  if (age === "never") return lastTouchAt === null;
  return lastTouchAt !== null && now - Date.parse(lastTouchAt) > Number(age) * DAY_MS;
}

/** Where the prospect's next step stands on `today`; null before it is first planned. */
export function dueStateOf(prospect: Prospect, today: string): DueState | null {
  const view = prospectNextView(prospect.next, today);
  if (!view) return null;
  if (view.ended) return "ended";
  return view.timing ?? "waiting";
}

/**
 * A test for rows that keeps every filter set; within one filter any chosen value matches (Meeting or
 * Reply), across filters all must (Meeting and overdue). `today` is the browser's local day, `now`
 * the time the last-touch ages count back from.
 */
export function prospectFilter(
  filters: ProspectFilters,
  today: string,
  now: number,
): (prospect: Prospect) => boolean {
  const tags = new Set<string>(filters.tags);
  const dispositions = new Set<string>(filters.dispositions);
  const due = new Set<string>(filters.due);
  const { done, notDone } = filters.progress;
  const { touch } = filters;
  return (prospect) =>
    (tags.size === 0 || tags.has(prospect.sequenceTag)) &&
    (dispositions.size === 0 || dispositions.has(prospect.finalDisposition)) &&
    (done === null || prospect[done]) &&
    (notDone === null || !prospect[notDone]) &&
    (touch === null || touchMatches(prospect.lastTouchAt, touch, now)) &&
    (due.size === 0 || due.has(dueStateOf(prospect, today) ?? ""));
}
