import { CADENCE_STEP_LABELS, CADENCE_STEPS, type Cadence, type CadenceStep } from "../contracts/cadence.js";
import type { FinalDisposition, ProgressFlag, SequenceTag } from "../contracts/prospects.js";
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
  /** When the assignment was made: the invite's wait counts from it. */
  assignedAt?: string | null;
  /** The unaccepted invite was withdrawn: the prospect leaves the queue. */
  inviteWithdrawn?: boolean;
  /** Someone else at the same company in the campaign replied (see company-stop.ts). */
  colleagueReplied?: boolean;
}

export type DueTiming = "overdue" | "today" | "upcoming";
export interface Due {
  /** The local date in the company's zone. */
  date: string;
  timing: DueTiming;
  /** Calendar days from today to the due date: negative when overdue. */
  daysFromToday: number;
}

export type StopCause = "badData" | "disposition" | "tag" | "colleague" | "withdrawn";

export type NextStep =
  | { kind: "step"; step: CadenceStep; due: Due }
  /** The invite was not accepted within the acceptance window: withdraw it. */
  | { kind: "withdraw"; due: Due }
  /** The next step is a message, and the invite is not accepted yet (withdrawOn: when it becomes a task). */
  | { kind: "awaitingConnection"; step: CadenceStep; withdrawOn: string | null }
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

function stopOf(progress: AssignmentProgress, cadence: Cadence): NextStep | null {
  const stopped = (cause: StopCause, reason: string): NextStep => ({ kind: "stopped", cause, reason });
  if (progress.badData) return stopped("badData", "Bad data");
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

/** A step counts as done when ticked; the invite also when the prospect is connected anyway. */
const isDone = (step: CadenceStep, flags: AssignmentProgress["flags"]) =>
  flags[step] || (step === "invite" && flags.connected);

/**
 * What to do next for one assignment at `now`: the first enabled step not ticked (so a step unticked
 * becomes due again), due its wait in business days after the previous enabled step (the invite after
 * the assignment; messages never before the connection). Stop rules come first; an invite left
 * unaccepted for the acceptance window becomes a withdraw task due the day the window ends.
 * Where the time a step was done is not known, the step after it is due today.
 */
export function nextStep(progress: AssignmentProgress, plan: CadencePlan, now: Date): NextStep {
  const { cadence, calendar } = plan;
  const stop = stopOf(progress, cadence);
  if (stop) return stop;

  const enabled = CADENCE_STEPS.filter((step) => cadence.steps[step].enabled);
  const index = enabled.findIndex((step) => !isDone(step, progress.flags));
  if (index === -1) return { kind: "done" };
  const step = enabled[index] as CadenceStep;
  const today = localDateOf(now, calendar.timeZone);
  const dayOf = (instant: string | null | undefined) =>
    instant ? localDateOf(instant, calendar.timeZone) : undefined;
  const wait = cadence.steps[step].waitBusinessDays;

  if (step === "invite") {
    return {
      kind: "step",
      step,
      due: dueOn(addBusinessDays(dayOf(progress.assignedAt) ?? today, wait, calendar), today),
    };
  }

  if (!progress.flags.connected) {
    const invitedOn = progress.flags.invite ? dayOf(progress.setAt.invite) : undefined;
    const withdrawOn = invitedOn ? addCalendarDays(invitedOn, cadence.acceptanceWindowDays) : null;
    if (withdrawOn && withdrawOn <= today) return { kind: "withdraw", due: dueOn(withdrawOn, today) };
    return { kind: "awaitingConnection", step, withdrawOn };
  }

  const previous = enabled[index - 1];
  const connectedOn = dayOf(progress.setAt.connected);
  const previousOn = previous && previous !== "invite" ? dayOf(progress.setAt[previous]) : connectedOn;
  // The later of the previous step and the connection: with m1 disabled, m2 still waits for the connection.
  const from = previousOn && connectedOn && connectedOn > previousOn ? connectedOn : previousOn;
  const date = from ? addBusinessDays(from, wait, calendar) : addBusinessDays(today, 0, calendar);
  return { kind: "step", step, due: dueOn(date, today) };
}

/** The Scheduler's Next step cell: "Message 2 · 2026-11-30", "Withdraw invite · ...", "Done", "Stopped: Reply". */
export function describeNextStep(next: NextStep): string {
  switch (next.kind) {
    case "step":
      return `${CADENCE_STEP_LABELS[next.step]} · ${next.due.date}`;
    case "withdraw":
      return `Withdraw invite · ${next.due.date}`;
    case "awaitingConnection":
      return "Waiting for the connection";
    case "done":
      return "Done";
    case "stopped":
      return `Stopped: ${next.reason}`;
  }
}
