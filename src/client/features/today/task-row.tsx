import { Check, Copy, SkipForward } from "lucide-react";
import { memo, useEffect, useRef } from "react";
import { Link } from "react-router";
import type { QueueTask } from "../../../shared/contracts/endpoints/queue";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { cn } from "../../lib/cn";
import { campaignPath } from "../../shared/campaign-links";
import { ExternalLinkText } from "../../shared/external-link";
import { fullName } from "../../shared/prospect-name";
import { latenessText, taskLabel } from "./queue-view";

export interface TaskRowProps {
  task: QueueTask;
  /** Its place in the whole list (all groups). */
  at: number;
  /** The step's script filled for this prospect; null when there is none to send. */
  script: string | null;
  current: boolean;
  /** Scroll the row into view when it becomes current (it was reached with the keyboard). */
  reveal: boolean;
  copied: boolean;
  /** Its Done or Skip is on its way. */
  saving: boolean;
  /** Stable handlers (the list is long: a row only draws again when its own props change). */
  onSelect: (task: QueueTask, at: number) => void;
  onCopy: (task: QueueTask) => void;
  onDone: (task: QueueTask) => void;
  onSkip: (task: QueueTask) => void;
}

const TIMING_TONES = { overdue: "danger", today: "brand", upcoming: "neutral" } as const;

/** One task: who, for which client, what to send and how late, the script, Done and Skip. */
export const TaskRow = memo(function TaskRow({
  task,
  at,
  script,
  current,
  reveal,
  copied,
  saving,
  onSelect,
  onCopy,
  onDone,
  onSkip,
}: TaskRowProps) {
  const ref = useRef<HTMLLIElement>(null);
  // A press inside the row focuses before it clicks: the row becomes current on the click, so that
  // its script does not open up and move the button between the press and the release.
  const pressing = useRef(false);
  const released = () => {
    pressing.current = false;
  };
  useEffect(() => {
    if (current && reveal) ref.current?.scrollIntoView({ block: "nearest" });
  }, [current, reveal]);
  const name = fullName(task);
  const label = taskLabel(task);
  const about = [task.jobTitle, task.company].filter(Boolean).join(", ");

  return (
    // The row becomes current when clicked or when focus enters it from the keyboard; j and k move it.
    // biome-ignore lint/a11y/useKeyWithClickEvents: focusing any control inside does the same
    <li
      ref={ref}
      aria-current={current ? "true" : undefined}
      onPointerDown={() => {
        pressing.current = true;
      }}
      onPointerUp={released}
      onPointerLeave={released}
      onClick={() => onSelect(task, at)}
      onFocus={() => {
        if (!pressing.current) onSelect(task, at);
      }}
      className={cn(
        // Phones: who, what, the script, the buttons. Wider: the step and the buttons on the right.
        "grid scroll-my-4 gap-3 border-l-4 px-4 py-4 transition-colors sm:grid-cols-[minmax(0,1fr)_15rem] sm:gap-x-6 sm:px-5",
        current ? "border-l-brand-500 bg-brand-50/60" : "border-l-transparent hover:bg-slate-50",
        saving && "opacity-60",
      )}
    >
      <div className="min-w-0">
        <p className="font-semibold text-slate-900">{name}</p>
        {about && <p className="text-sm text-slate-600">{about}</p>}
        <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
          <span className="text-slate-500">{task.client}</span>
          {task.linkedinUrl && (
            <ExternalLinkText href={task.linkedinUrl} aria-label={`LinkedIn profile of ${name}`}>
              LinkedIn profile
            </ExternalLinkText>
          )}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-2 sm:justify-end sm:self-start">
        <Badge tone={task.kind === "withdraw" ? "warning" : "brand"}>{label}</Badge>
        <Badge tone={TIMING_TONES[task.timing]}>{latenessText(task.daysLate)}</Badge>
      </div>

      {task.kind === "withdraw" ? (
        <p className="text-sm text-slate-600">
          The invite was not accepted in time: withdraw it on LinkedIn, then mark it done.
        </p>
      ) : script !== null ? (
        <div className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-white p-3 sm:flex-row sm:items-start">
          <p
            className={cn(
              "min-w-0 flex-1 text-sm break-words text-slate-800",
              // The current task's script in full, as it is sent; the others' first lines.
              current ? "whitespace-pre-wrap" : "line-clamp-2",
            )}
          >
            {script}
          </p>
          <Button
            variant="secondary"
            size="sm"
            className="self-start"
            onClick={() => onCopy(task)}
            aria-label={`Copy the ${label} script for ${name}`}
          >
            {copied ? <Check aria-hidden /> : <Copy aria-hidden />}
            {copied ? "Copied" : "Copy"}
          </Button>
        </div>
      ) : (
        <p className="text-sm text-slate-500">
          No {label} script yet.{" "}
          <Link to={campaignPath(task.campaignId, "scripts")} className="text-brand-600 hover:underline">
            Write one in {task.client}'s Scripts
          </Link>
        </p>
      )}

      <div className="flex flex-wrap gap-2 sm:col-start-2 sm:row-start-2 sm:justify-end sm:self-start">
        <Button
          size="sm"
          onClick={() => onDone(task)}
          disabled={saving}
          aria-label={`Done: ${label} for ${name}`}
        >
          <Check aria-hidden />
          {saving ? "Saving..." : "Done"}
        </Button>
        <Button
          size="sm"
          variant="secondary"
          onClick={() => onSkip(task)}
          disabled={saving}
          aria-label={`Skip: ${label} for ${name}`}
        >
          <SkipForward aria-hidden />
          Skip
        </Button>
      </div>
    </li>
  );
});
