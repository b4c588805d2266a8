import { CheckCircle2 } from "lucide-react";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { QUEUE_TASK_LIMIT, type QueueTask, type TodayQueue } from "../../../shared/contracts/endpoints/queue";
import { Card } from "../../components/ui/card";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { toast } from "../../components/ui/toast-store";
import { describeFailure, errorMessage } from "../../lib/api";
import { formatCount } from "../../lib/format";
import { fullName } from "../../shared/prospect-name";
import { isOverBudget, useCompleteTask, useSkipTask } from "./api";
import {
  currentIndex,
  groupTasks,
  heldBackText,
  nextText,
  orderedTasks,
  TASK_GROUPS,
  taskKey,
  taskLabel,
  taskScript,
} from "./queue-view";
import { SkipDialog } from "./skip-dialog";
import { TaskRow } from "./task-row";
import { useCopy } from "./use-copy";
import { useQueueKeys } from "./use-queue-keys";

const fail = (description: string) => toast({ title: "Error", description, variant: "destructive" });

const doneTitle = (task: QueueTask) =>
  task.kind === "withdraw"
    ? `Invite withdrawn for ${fullName(task)}`
    : `${taskLabel(task)} ticked for ${fullName(task)}`;

/** Said instead of the Overdue and Due today groups when there is nothing to send now. */
function NothingDue({ queue }: { queue: TodayQueue }) {
  const dueNow = queue.due.overdue + queue.due.today;
  const held = heldBackText(queue.heldBack);
  const next = nextText(queue.next, queue.clients[0]?.today);
  return (
    <Card role="status" className="flex flex-col items-center gap-2 px-6 py-10 text-center">
      <span className="rounded-full bg-emerald-50 p-3 text-emerald-600">
        <CheckCircle2 className="size-6" aria-hidden />
      </span>
      <p className="text-lg font-semibold text-slate-900">
        {dueNow === 0 ? "Nothing due today." : "Nothing more to send today."}
      </p>
      {dueNow > 0 && held && <p className="text-sm text-slate-600">{held}.</p>}
      {next && <p className="text-sm text-slate-600">{next}</p>}
    </Card>
  );
}

function KeyHint() {
  const key = "rounded border border-slate-300 bg-white px-1.5 font-mono text-xs text-slate-700";
  return (
    <p className="hidden text-xs text-slate-500 sm:block">
      Keys: <kbd className={key}>j</kbd> / <kbd className={key}>k</kbd> next and previous,{" "}
      <kbd className={key}>c</kbd> copy the script, <kbd className={key}>d</kbd> done.
    </p>
  );
}

/**
 * The tasks under Overdue, Due today and Upcoming, one of them current (j / k move it, c copies its
 * script, d marks it done); Done ticks the step as the Scheduler does, Skip asks for a reason.
 */
export function TaskList({ queue }: { queue: TodayQueue }) {
  const tasks = useMemo(() => orderedTasks(queue.tasks), [queue.tasks]);
  const groups = useMemo(() => groupTasks(queue.tasks), [queue.tasks]);
  const clients = useMemo(
    () => new Map(queue.clients.map((client) => [client.campaignId, client])),
    [queue.clients],
  );
  const [current, setCurrent] = useState<{ key: string | null; index: number; reveal: boolean }>({
    key: null,
    index: 0,
    reveal: false,
  });
  const index = currentIndex(tasks, current.key, current.index);
  const currentTask = index >= 0 ? tasks[index] : undefined;
  const currentKey = currentTask ? taskKey(currentTask) : null;
  // The task that took a finished one's place becomes current by its key, so that others' changes
  // arriving later (rows leaving above it) do not move the current task.
  useEffect(() => {
    if (currentKey !== null && currentKey !== current.key) {
      setCurrent((now) => ({ ...now, key: currentKey, index }));
    }
  }, [currentKey, current.key, index]);

  const complete = useCompleteTask();
  const skip = useSkipTask();
  const { copiedKey, copy } = useCopy();
  const [overBudget, setOverBudget] = useState<{ task: QueueTask; message: string } | null>(null);
  const [skipping, setSkipping] = useState<QueueTask | null>(null);
  const [skipError, setSkipError] = useState<string>();
  const savingKey = complete.isPending && complete.variables ? taskKey(complete.variables.task) : null;

  const select = useCallback((task: QueueTask, at: number, reveal = false) => {
    const key = taskKey(task);
    setCurrent((now) =>
      now.key === key && now.index === at && now.reveal === reveal ? now : { key, index: at, reveal },
    );
  }, []);
  const move = (step: 1 | -1) => {
    const at = Math.min(Math.max(index + step, 0), tasks.length - 1);
    const task = tasks[at];
    if (task) select(task, at, true);
  };

  const done = (task: QueueTask, confirmed = false) => {
    if (complete.isPending) return;
    complete.mutate(
      { task, confirmed },
      {
        onSuccess: () => {
          setOverBudget(null);
          toast({ title: doneTitle(task) });
        },
        onError: (error) => {
          if (!confirmed && isOverBudget(error)) {
            setOverBudget({ task, message: error.serverMessage });
            return;
          }
          setOverBudget(null);
          fail(errorMessage(error, `Failed to mark ${taskLabel(task)} done`));
        },
      },
    );
  };
  const copyScript = (task: QueueTask) => {
    const script = taskScript(task, clients.get(task.campaignId));
    if (script !== null) void copy(taskKey(task), script);
  };

  const askSkip = (task: QueueTask) => {
    setSkipError(undefined);
    setSkipping(task);
  };
  // The rows get handlers that never change, so moving the current task draws two rows, not all.
  const latest = useRef({ copyScript, done, askSkip });
  latest.current = { copyScript, done, askSkip };
  const onCopy = useCallback((task: QueueTask) => latest.current.copyScript(task), []);
  const onDone = useCallback((task: QueueTask) => latest.current.done(task), []);
  const onSkip = useCallback((task: QueueTask) => latest.current.askSkip(task), []);

  useQueueKeys(
    {
      next: () => move(1),
      previous: () => move(-1),
      copy: () => currentTask && copyScript(currentTask),
      done: () => currentTask && done(currentTask),
    },
    overBudget !== null || skipping !== null,
  );

  const dueNow = groups.overdue.length + groups.today.length;
  let position = 0;
  return (
    <section aria-labelledby="today-tasks" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <h2 id="today-tasks" className="text-sm font-semibold text-slate-700">
          Tasks
        </h2>
        {tasks.length > 0 && <KeyHint />}
      </div>
      {dueNow === 0 && <NothingDue queue={queue} />}
      {TASK_GROUPS.map(({ timing, heading }) => {
        const list = groups[timing];
        const start = position;
        position += list.length;
        if (list.length === 0) return null;
        const headingId = `today-group-${timing}`;
        return (
          <div key={timing} className="flex flex-col gap-2">
            <h3 id={headingId} className="flex items-center gap-2 text-base font-semibold text-slate-900">
              {heading}{" "}
              <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-600 tabular-nums">
                {formatCount(list.length)}
              </span>
            </h3>
            <Card className="overflow-hidden">
              <ul aria-labelledby={headingId} className="divide-y divide-slate-100">
                {list.map((task, offset) => {
                  const key = taskKey(task);
                  const at = start + offset;
                  return (
                    <TaskRow
                      key={key}
                      task={task}
                      at={at}
                      script={taskScript(task, clients.get(task.campaignId))}
                      current={at === index}
                      reveal={current.reveal}
                      copied={copiedKey === key}
                      saving={savingKey === key}
                      onSelect={select}
                      onCopy={onCopy}
                      onDone={onDone}
                      onSkip={onSkip}
                    />
                  );
                })}
              </ul>
            </Card>
          </div>
        );
      })}
      {queue.tasks.length >= QUEUE_TASK_LIMIT && (
        <p className="text-sm text-slate-500">
          Showing the first {QUEUE_TASK_LIMIT} tasks; the next ones appear as these are done.
        </p>
      )}

      <ConfirmDialog
        open={overBudget !== null}
        onOpenChange={(open) => !open && setOverBudget(null)}
        title="Invite budget reached"
        description={overBudget?.message ?? ""}
        confirmLabel="Send anyway"
        pendingLabel="Sending..."
        pending={complete.isPending}
        onConfirm={() => overBudget && done(overBudget.task, true)}
      />
      <SkipDialog
        task={skipping}
        pending={skip.isPending}
        error={skipError}
        onCancel={() => setSkipping(null)}
        onSkip={(reason) => {
          if (!skipping) return;
          const task = skipping;
          setSkipError(undefined);
          skip.mutate(
            { task, reason },
            {
              onSuccess: () => {
                setSkipping(null);
                toast({ title: `${taskLabel(task)} skipped for ${fullName(task)}` });
              },
              onError: (error) => setSkipError(describeFailure(error, "Failed to skip the task").text),
            },
          );
        }}
      />
    </section>
  );
}
