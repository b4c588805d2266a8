import { type DueTiming, prospectNextView } from "../../../src/shared/cadence/next-step";
import { CADENCE_STEP_LABELS, type CadenceStep } from "../../../src/shared/contracts/cadence";
import type { QueueTask } from "../../../src/shared/contracts/endpoints/queue";
import { fillPlaceholders } from "../../../src/shared/contracts/scripts";
import type { PanelAssignment } from "../../../src/shared/contracts/side-panel";

/** What the SDR can do about the next step: tick or skip a step, or withdraw (or skip) the invite. */
export type TaskAction = { kind: "step"; step: CadenceStep } | { kind: "withdraw" } | { kind: "none" };

/** One assignment's next step as the panel shows it. */
export interface AssignmentTask {
  /** "Message 2", "Withdraw invite", "Waiting for the connection", "Done", "Stopped: Reply". */
  label: string;
  /** "Overdue since 2026-11-27", "Due today", "Due 2026-12-02"; null when nothing is due. */
  dueText: string | null;
  timing: DueTiming | null;
  action: TaskAction;
  /** The step's script with the person's name and company in it; "" when the step has none. */
  script: string;
}

/** A due day and its timing in words. */
export function dueTextOf(dueOn: string | null, timing: DueTiming | null): string | null {
  if (!dueOn || !timing) return null;
  if (timing === "overdue") return `Overdue since ${dueOn}`;
  if (timing === "today") return "Due today";
  return `Due ${dueOn}`;
}

export function assignmentTask(assignment: PanelAssignment): AssignmentTask {
  const { prospect, today } = assignment;
  const view = prospectNextView(prospect.next, today);
  const next = prospect.next;
  let action: TaskAction = { kind: "none" };
  if (next?.kind === "step" && next.step) action = { kind: "step", step: next.step };
  // A withdraw plan is a task only from its day on; before that the invite is simply waiting.
  else if (next?.kind === "withdraw" && view?.dueOn) action = { kind: "withdraw" };
  return {
    label: view?.label ?? "Not planned yet",
    dueText: dueTextOf(view?.dueOn ?? null, view?.timing ?? null),
    timing: view?.timing ?? null,
    action,
    script: assignment.script
      ? fillPlaceholders(assignment.script, {
          FirstName: prospect.firstName,
          LastName: prospect.lastName,
          Company: prospect.company,
        })
      : "",
  };
}

/** A Today task's step in words: "Message 1", or "Withdraw invite". */
export const queueTaskLabel = (task: Pick<QueueTask, "kind" | "step">): string =>
  task.kind === "withdraw" ? "Withdraw invite" : CADENCE_STEP_LABELS[task.step];
