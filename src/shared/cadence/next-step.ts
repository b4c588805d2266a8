import { CADENCE_STEP_LABELS, CADENCE_STEPS, type Cadence, type CadenceStep } from "../contracts/cadence.js";
import type { FinalDisposition, ProgressFlag, ProspectNext, SequenceTag } from "../contracts/prospects.js";
import {
  addBusinessDays,
  addCalendarDays,
  type BusinessCalendar,
  businessCalendar,
  calendarDaysBetween,
  localDateOf,
} from "./business-days.js";

/** An assignment's progress, as the planner needs it. Times are ISO instants; null when not known. */
export interface AssignmentProgress {
  flags: Readonly<Record<ProgressFlag, boolean>>;
  /** When each flag was last set; a flag set before times were kept has none. */
  setAt: Readonly<Partial<Record<ProgressFlag, string | null>>>;
  sequenceTag: SequenceTag;
  finalDisposition: FinalDisposition;
  badData: boolean;
  /** The do-not-contact list keeps the prospect out of the campaign. */
  doNotContact?: boolean;
  /** When the assignment was made: the invite's wait counts from it. */
  assignedAt?: string | null;
  /** The unaccepted invite was withdrawn: the prospect leaves the queue. */
  inviteWithdrawn?: boolean;
  /** Someone else at the same company in the campaign replied (see company-stop.ts). */
  colleagueReplied?: boolean;
  /** Steps the SDR skipped from the queue, with when: they count as done. */
  skipped?: Readonly<Partial<Record<CadenceStep, string>>>;
  /** The withdraw task was skipped: the invite stays open and no withdraw task comes back. */
  keepInviteOpen?: boolean;
}

export type DueTiming = "overdue" | "today" | "upcoming";
export interface Due {
  /** The local date in the company's zone. */
  date: string;
  timing: DueTiming;
  /** Calendar days from today to the due date: negative when overdue. */
  daysFromToday: number;
}

export const STOP_CAUSES = [
  "badData",
  "doNotContact",
  "disposition",
  "tag",
  "colleague",
  "withdrawn",
] as const;
export type StopCause = (typeof STOP_CAUSES)[number];

export type NextStep =
  | { kind: "step"; step: CadenceStep; due: Due }
  /** The invite was not accepted within the acceptance window: withdraw it. */
  | { kind: "withdraw"; due: Due }
  /** The next step is a message, and the invite is not accepted yet (withdrawOn: when it becomes a task). */
  | { kind: "awaitingConnection"; step: CadenceStep; withdrawOn: string | null }
  | { kind: "done" }
  | { kind: "stopped"; cause: StopCause; reason: string };

/**
 * The next step as it is stored: the same answer with dates instead of timings, so it stays true as
 * days pass. `withdraw` is the invited prospect waiting for the connection until `dueOn`, when the
 * withdraw task falls due; `waiting` is one without a withdraw day.
 */
export type PlannedStep =
  | { kind: "step"; step: CadenceStep; dueOn: string }
  | { kind: "withdraw"; step: CadenceStep; dueOn: string }
  | { kind: "waiting"; step: CadenceStep }
  | { kind: "done" }
  | { kind: "stopped"; cause: StopCause; reason: string };

/** The cadence with its calendar built once, for planning many assignments. */
export interface CadencePlan {
  cadence: Cadence;
  calendar: BusinessCalendar;
}

export const cadencePlan = (cadence: Cadence): CadencePlan => ({
  cadence,
  calendar: businessCalendar(cadence),
});

function stopOf(progress: AssignmentProgress, cadence: Cadence): PlannedStep | null {
  const stopped = (cause: StopCause, reason: string): PlannedStep => ({ kind: "stopped", cause, reason });
  if (progress.badData) return stopped("badData", "Bad data");
  if (progress.doNotContact) return stopped("doNotContact", "Do not contact");
  if (cadence.stopRules.finalDispositions.includes(progress.finalDisposition)) {
    return stopped("disposition", progress.finalDisposition);
  }
  if (cadence.stopRules.sequenceTags.includes(progress.sequenceTag))
    return stopped("tag", progress.sequenceTag);
  if (cadence.stopRules.companyWide && progress.colleagueReplied) {
    return stopped("colleague", "A colleague at the same company replied");
  }
  if (progress.inviteWithdrawn && !progress.flags.connected) return stopped("withdrawn", "Invite withdrawn");
  return null;
}

function dueOn(date: string, today: string): Due {
  const daysFromToday = calendarDaysBetween(today, date);
  const timing = daysFromToday < 0 ? "overdue" : daysFromToday === 0 ? "today" : "upcoming";
  return { date, timing, daysFromToday };
}

/** A step counts as done when ticked or skipped; the invite also when the prospect is connected anyway. */
const isDone = (step: CadenceStep, progress: AssignmentProgress) =>
  progress.flags[step] ||
  Boolean(progress.skipped?.[step]) ||
  (step === "invite" && progress.flags.connected);

/**
 * What to do next for one assignment, as stored: the first enabled step not done (so a step unticked
 * becomes due again), due its wait in business days after the previous enabled step (the invite after
 * the assignment; messages never before the connection). Stop rules come first; an invite left
 * unaccepted for the acceptance window becomes a withdraw task due the day the window ends.
 * Where the time a step was done is not known, the step after it is due on the day of `now`.
 */
export function planStep(progress: AssignmentProgress, plan: CadencePlan, now: Date): PlannedStep {
  const { cadence, calendar } = plan;
  const stop = stopOf(progress, cadence);
  if (stop) return stop;

  const enabled = CADENCE_STEPS.filter((step) => cadence.steps[step].enabled);
  const index = enabled.findIndex((step) => !isDone(step, progress));
  if (index === -1) return { kind: "done" };
  const step = enabled[index] as CadenceStep;
  const today = localDateOf(now, calendar.timeZone);
  const dayOf = (instant: string | null | undefined) =>
    instant ? localDateOf(instant, calendar.timeZone) : undefined;
  const doneOn = (done: CadenceStep) => dayOf(progress.setAt[done] ?? progress.skipped?.[done]);
  const wait = cadence.steps[step].waitBusinessDays;

  if (step === "invite") {
    return {
      kind: "step",
      step,
      dueOn: addBusinessDays(dayOf(progress.assignedAt) ?? today, wait, calendar),
    };
  }

  if (!progress.flags.connected) {
    const invitedOn =
      progress.flags.invite && !progress.keepInviteOpen ? dayOf(progress.setAt.invite) : undefined;
    if (!invitedOn) return { kind: "waiting", step };
    return { kind: "withdraw", step, dueOn: addCalendarDays(invitedOn, cadence.acceptanceWindowDays) };
  }

  const previous = enabled[index - 1];
  const connectedOn = dayOf(progress.setAt.connected);
  const previousOn = previous && previous !== "invite" ? doneOn(previous) : connectedOn;
  // The later of the previous step and the connection: with m1 disabled, m2 still waits for the connection.
  const from = previousOn && connectedOn && connectedOn > previousOn ? connectedOn : previousOn;
  const date = from ? addBusinessDays(from, wait, calendar) : addBusinessDays(today, 0, calendar);
  return { kind: "step", step, dueOn: date };
}

/** A stored next step as it stands on `today` (the company's local date). */
export function nextStepOn(planned: PlannedStep, today: string): NextStep {
  switch (planned.kind) {
    case "step":
      return { kind: "step", step: planned.step, due: dueOn(planned.dueOn, today) };
    case "withdraw":
      return planned.dueOn <= today
        ? { kind: "withdraw", due: dueOn(planned.dueOn, today) }
        : { kind: "awaitingConnection", step: planned.step, withdrawOn: planned.dueOn };
    case "waiting":
      return { kind: "awaitingConnection", step: planned.step, withdrawOn: null };
    default:
      return planned;
  }
}

/** What to do next for one assignment at `now` (see planStep). */
export const nextStep = (progress: AssignmentProgress, plan: CadencePlan, now: Date): NextStep =>
  nextStepOn(planStep(progress, plan, now), localDateOf(now, plan.calendar.timeZone));

const WAITING = "Waiting for the connection";

/** The Scheduler's Next step cell: "Message 2 · 2026-11-30", "Withdraw invite · ...", "Done", "Stopped: Reply". */
export function describeNextStep(next: NextStep): string {
  switch (next.kind) {
    case "step":
      return `${CADENCE_STEP_LABELS[next.step]} · ${next.due.date}`;
    case "withdraw":
      return `Withdraw invite · ${next.due.date}`;
    case "awaitingConnection":
      return WAITING;
    case "done":
      return "Done";
    case "stopped":
      return `Stopped: ${next.reason}`;
  }
}

/** A plan as the Prospect carries it (`next`). */
export function prospectNextOf(planned: PlannedStep): ProspectNext {
  return {
    kind: planned.kind,
    step: "step" in planned ? planned.step : null,
    dueOn: "dueOn" in planned ? planned.dueOn : null,
    reason: planned.kind === "stopped" ? planned.reason : null,
  };
}

/** A Prospect's `next` as it stands on `today`, in the parts the Scheduler and Prospect Details show. */
export interface ProspectNextView {
  /** "Message 2", "Withdraw invite", "Waiting for the connection", "Done", "Stopped: Reply". */
  label: string;
  /** The day the step or the withdraw task is due; null when nothing is due. */
  dueOn: string | null;
  /** How that day stands on `today`; null when nothing is due. */
  timing: DueTiming | null;
  /** While waiting for the connection: the day the unaccepted invite is to be withdrawn, if there is one. */
  withdrawOn: string | null;
  /** Done or stopped: the cadence asks nothing more. */
  ended: boolean;
}

/**
 * The parts of a Prospect's `next` on `today` (a local date): a step or a withdraw task with its due
 * day and timing; before its withdraw day an invited prospect is waiting for the connection. Null when
 * the prospect has no plan yet.
 */
export function prospectNextView(next: ProspectNext | null, today: string): ProspectNextView | null {
  if (!next) return null;
  const view = (
    label: string,
    due: string | null = null,
    more: Partial<Pick<ProspectNextView, "withdrawOn" | "ended">> = {},
  ): ProspectNextView => ({
    label,
    dueOn: due,
    timing: due ? dueOn(due, today).timing : null,
    withdrawOn: more.withdrawOn ?? null,
    ended: more.ended ?? false,
  });
  switch (next.kind) {
    case "step":
      return next.step ? view(CADENCE_STEP_LABELS[next.step], next.dueOn) : null;
    case "withdraw":
      if (!next.dueOn) return view(WAITING);
      return next.dueOn > today
        ? view(WAITING, null, { withdrawOn: next.dueOn })
        : view("Withdraw invite", next.dueOn);
    case "waiting":
      return view(WAITING);
    case "done":
      return view("Done", null, { ended: true });
    case "stopped":
      return view(next.reason ? `Stopped: ${next.reason}` : "Stopped", null, { ended: true });
  }
}

/**
 * The Scheduler's Next step text for a Prospect's `next` on `today`: "Message 2 · 2026-11-30",
 * "Withdraw invite · ...", "Waiting for the connection", "Done", "Stopped: Reply"; "—" without a plan.
 * `formatDay` writes the due day (as given by default).
 */
export function describeProspectNext(
  next: ProspectNext | null,
  today: string,
  formatDay: (day: string) => string = (day) => day,
): string {
  const view = prospectNextView(next, today);
  if (!view) return "—";
  return view.dueOn ? `${view.label} · ${formatDay(view.dueOn)}` : view.label;
}
