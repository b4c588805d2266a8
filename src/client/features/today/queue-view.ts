import { addCalendarDays } from "../../../shared/cadence/business-days";
import { CADENCE_STEP_LABELS } from "../../../shared/contracts/cadence";
import type {
  QueueClient,
  QueueTask,
  QueueTiming,
  TodayQueue,
} from "../../../shared/contracts/endpoints/queue";
import { fillPlaceholders } from "../../../shared/contracts/scripts";
import { formatCount, formatCountOf, formatDayLong } from "../../lib/format";

/** The task groups in the order the queue lists them, with their headings. */
export const TASK_GROUPS: { timing: QueueTiming; heading: string }[] = [
  { timing: "overdue", heading: "Overdue" },
  { timing: "today", heading: "Due today" },
  { timing: "upcoming", heading: "Upcoming (next 7 days)" },
];

/** One task's identity: the same prospect comes back with its next step once this one is done. */
export const taskKey = (task: Pick<QueueTask, "prospectId" | "kind" | "step">) =>
  `${task.prospectId}:${task.kind}:${task.step}`;

/** The tasks of each timing, in the queue's order (the server sends them oldest first). */
export function groupTasks(tasks: readonly QueueTask[]): Record<QueueTiming, QueueTask[]> {
  const groups: Record<QueueTiming, QueueTask[]> = { overdue: [], today: [], upcoming: [] };
  for (const task of tasks) groups[task.timing].push(task);
  return groups;
}

/** The tasks in the order the screen shows them: Overdue, then Due today, then Upcoming. */
export function orderedTasks(tasks: readonly QueueTask[]): QueueTask[] {
  const groups = groupTasks(tasks);
  return TASK_GROUPS.flatMap(({ timing }) => groups[timing]);
}

/** What the SDR does: the step to send ("Message 2"), or "Withdraw invite". */
export const taskLabel = (task: Pick<QueueTask, "kind" | "step">) =>
  task.kind === "withdraw" ? "Withdraw invite" : CADENCE_STEP_LABELS[task.step];

/** How late a task is: "3 days late", "1 day late", "Due today", "Due tomorrow", "Due in 2 days". */
export function latenessText(daysLate: number): string {
  if (daysLate > 0) return `${formatCountOf(daysLate, "day", "days")} late`;
  if (daysLate === 0) return "Due today";
  if (daysLate === -1) return "Due tomorrow";
  return `Due in ${formatCountOf(-daysLate, "day", "days")}`;
}

/**
 * When the next work falls due, with nothing due today: "Next: 12 tasks tomorrow" when it is the day
 * after `today`, else "Next: 3 tasks on Tue, Dec 1, 2026". Null when nothing is planned.
 */
export function nextText(next: TodayQueue["next"], today: string | undefined): string | null {
  if (!next) return null;
  const tasks = formatCountOf(next.count, "task", "tasks");
  if (today && next.date === addCalendarDays(today, 1)) return `Next: ${tasks} tomorrow`;
  return `Next: ${tasks} on ${formatDayLong(next.date)}`;
}

/**
 * The step's script with the prospect's first name, last name and company filled in; null for a
 * withdraw task (nothing is sent) or when the client has no script for the step.
 */
export function taskScript(task: QueueTask, client: Pick<QueueClient, "scripts"> | undefined): string | null {
  if (task.kind === "withdraw") return null;
  const body = client?.scripts[task.step] ?? "";
  if (body.trim() === "") return null;
  return fillPlaceholders(body, {
    FirstName: task.firstName,
    LastName: task.lastName,
    Company: task.company,
  });
}

/** "N held back by the LinkedIn budget", or null when nothing is. */
export const heldBackText = (heldBack: number) =>
  heldBack > 0 ? `${formatCount(heldBack)} held back by the LinkedIn budget` : null;

/**
 * Which task is current: the one with `key` while it is listed; once it has left (done or skipped),
 * the one that took its place (`index`, kept inside the list); -1 when the list is empty.
 */
export function currentIndex(tasks: readonly QueueTask[], key: string | null, index: number): number {
  if (tasks.length === 0) return -1;
  const found = key === null ? -1 : tasks.findIndex((task) => taskKey(task) === key);
  if (found >= 0) return found;
  return Math.min(Math.max(index, 0), tasks.length - 1);
}
