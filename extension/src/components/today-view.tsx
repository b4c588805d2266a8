import { type QueueTask, queueEndpoints } from "../../../src/shared/contracts/endpoints/queue";
import { useLoad } from "../hooks/use-load";
import type { CallEndpoint } from "../lib/api";
import { dueTextOf, queueTaskLabel } from "../lib/assignment-task";
import { tabsApi } from "../lib/browser-tabs";
import type { WatchedTab } from "../lib/watched-tab";
import { Button, Card, DueBadge, ErrorNote } from "./ui";

/** The Today queue's first tasks: what the panel shows away from a profile. */
const SHOWN_TASKS = 10;

function openProfile(tab: WatchedTab | null, url: string) {
  const tabs = tabsApi();
  if (!tabs) return;
  // The followed tab goes to the profile, and the panel follows it there.
  if (tab) void tabs.update(tab.id, { url });
  else void tabs.create({ url });
}

function TaskRow({ task, tab }: { task: QueueTask; tab: WatchedTab | null }) {
  const name = `${task.firstName} ${task.lastName}`.trim() || "Unnamed prospect";
  return (
    <li className="flex items-start justify-between gap-2 py-2">
      <div className="min-w-0 space-y-0.5">
        <p className="truncate font-medium">{name}</p>
        <p className="truncate text-xs text-slate-600">
          {task.client} · {queueTaskLabel(task)}
        </p>
        <DueBadge timing={task.timing}>{dueTextOf(task.dueOn, task.timing)}</DueBadge>
      </div>
      <Button
        onClick={() => openProfile(tab, task.linkedinUrl)}
        aria-label={`Open ${name}'s profile`}
        className="shrink-0"
      >
        Open profile
      </Button>
    </li>
  );
}

export function TodayView({
  api,
  tab,
  refresh,
}: {
  api: CallEndpoint;
  tab: WatchedTab | null;
  refresh: number;
}) {
  const today = useLoad("today", () => api(queueEndpoints.today, {}), refresh);
  const queue = today.data;
  return (
    <Card>
      <div className="flex items-baseline justify-between">
        <h2 className="text-base font-semibold">Today</h2>
        {queue && (
          <p className="text-xs text-slate-600">
            {queue.due.overdue} overdue · {queue.due.today} today
          </p>
        )}
      </div>
      <p className="text-xs text-slate-500">Open a LinkedIn profile to see its prospect here.</p>
      {today.error && (
        <div className="space-y-2">
          <ErrorNote>{today.error}</ErrorNote>
          <Button onClick={today.reload}>Try again</Button>
        </div>
      )}
      {!queue && !today.error && <p className="text-slate-500">Loading your queue…</p>}
      {queue && queue.tasks.length === 0 && (
        <p className="text-slate-600">
          {queue.sdr === null
            ? "The Today queue lists an SDR's tasks; you have none."
            : queue.next
              ? `Nothing due now. Next: ${queue.next.count} task${queue.next.count === 1 ? "" : "s"} on ${queue.next.date}.`
              : "Nothing due. Your queue is clear."}
        </p>
      )}
      {queue && queue.tasks.length > 0 && (
        <ul className="divide-y divide-slate-100" aria-label="Next tasks">
          {queue.tasks.slice(0, SHOWN_TASKS).map((task) => (
            <TaskRow key={`${task.prospectId}:${task.kind}:${task.step}`} task={task} tab={tab} />
          ))}
        </ul>
      )}
      {queue && queue.heldBack > 0 && (
        <p className="text-xs text-slate-500">
          {queue.heldBack} more held back: today's LinkedIn budget is used up.
        </p>
      )}
    </Card>
  );
}
