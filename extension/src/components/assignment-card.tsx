import { useState } from "react";
import { doNotContactText } from "../../../src/shared/contracts/privacy";
import {
  FINAL_DISPOSITIONS,
  type FinalDisposition,
  SEQUENCE_TAGS,
  type SequenceTag,
} from "../../../src/shared/contracts/prospects";
import type { PanelAssignment } from "../../../src/shared/contracts/side-panel";
import { useAssignmentActions } from "../hooks/use-assignment-actions";
import type { CallEndpoint } from "../lib/api";
import { assignmentTask } from "../lib/assignment-task";
import { DoNotContactForm, ReplyForm, SkipForm } from "./assignment-forms";
import { ScriptBlock } from "./script-block";
import { Button, Card, DueBadge, ErrorNote, Field, Select } from "./ui";

interface AssignmentCardProps {
  api: CallEndpoint;
  origin: string;
  assignment: PanelAssignment;
  onChanged: () => void;
}

type OpenForm = "skip" | "reply" | "dnc" | null;

function Facts({ assignment }: { assignment: PanelAssignment }) {
  const rows: [string, string][] = [
    ["Client", assignment.client],
    ["SDR", assignment.sdr ?? "Not assigned"],
    ["Seat", assignment.seat?.name ?? "None"],
  ];
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-xs">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="text-slate-500">{term}</dt>
          <dd className="truncate text-slate-800">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** One campaign the person is in: who works it, the next step with its script, and what can be done. */
export function AssignmentCard({ api, origin, assignment, onChanged }: AssignmentCardProps) {
  const { prospect } = assignment;
  const task = assignmentTask(assignment);
  const [form, setForm] = useState<OpenForm>(null);
  const closeAfter = (saved: boolean) => {
    if (saved) setForm(null);
    return saved;
  };
  const actions = useAssignmentActions(api, prospect.id, onChanged);
  const name = `${prospect.firstName} ${prospect.lastName}`.trim() || "Unnamed prospect";
  const idPrefix = `a-${prospect.id}`;
  const canAct = task.action.kind !== "none";

  return (
    <Card label={`${name}, ${assignment.client}`}>
      <div>
        <h2 className="text-base font-semibold leading-tight">{name}</h2>
        {(prospect.jobTitle || prospect.company) && (
          <p className="text-xs text-slate-600">
            {[prospect.jobTitle, prospect.company].filter(Boolean).join(" · ")}
          </p>
        )}
      </div>
      <Facts assignment={assignment} />
      {prospect.doNotContact && (
        <p className="rounded-md bg-red-50 px-2 py-1 text-xs font-medium text-red-800">
          {doNotContactText(prospect.doNotContact)}
        </p>
      )}

      <div className="space-y-2 rounded-md border border-slate-200 p-2">
        <div className="flex flex-wrap items-center justify-between gap-1">
          <h3 className="text-sm font-semibold">Next: {task.label}</h3>
          {task.dueText && task.timing && <DueBadge timing={task.timing}>{task.dueText}</DueBadge>}
        </div>
        {task.action.kind === "step" && <ScriptBlock script={task.script} label={task.label} />}
        {canAct && (
          <div className="flex flex-wrap gap-1.5">
            <Button
              variant="primary"
              disabled={actions.busy}
              title={task.action.kind === "withdraw" ? "The invite is withdrawn on LinkedIn" : undefined}
              onClick={() => void actions.done(task.action)}
            >
              Done
            </Button>
            <Button disabled={actions.busy} onClick={() => setForm(form === "skip" ? null : "skip")}>
              Skip
            </Button>
          </div>
        )}
        {actions.overBudget && (
          <div role="alertdialog" aria-label="Send anyway?" className="space-y-2 rounded-md bg-amber-50 p-2">
            <p className="text-xs text-amber-900">{actions.overBudget}</p>
            <p className="text-xs font-medium text-amber-900">Send anyway?</p>
            <div className="flex gap-2">
              <Button variant="primary" onClick={() => void actions.done(task.action, true)}>
                Send anyway
              </Button>
              <Button onClick={actions.cancelOverBudget}>Cancel</Button>
            </div>
          </div>
        )}
        {form === "skip" && (
          <SkipForm
            idPrefix={idPrefix}
            busy={actions.busy}
            onSubmit={(reason) => actions.skip(task.action, reason).then(closeAfter)}
            onCancel={() => setForm(null)}
          />
        )}
      </div>

      <div className="grid grid-cols-2 gap-2">
        <Field label="Sequence tag" id={`${idPrefix}-tag`}>
          <Select
            id={`${idPrefix}-tag`}
            value={prospect.sequenceTag}
            disabled={actions.busy}
            onChange={(event) => void actions.setTag(event.target.value as SequenceTag)}
          >
            {SEQUENCE_TAGS.map((tag) => (
              <option key={tag}>{tag}</option>
            ))}
          </Select>
        </Field>
        <Field label="Disposition" id={`${idPrefix}-disposition`}>
          <Select
            id={`${idPrefix}-disposition`}
            value={prospect.finalDisposition}
            disabled={actions.busy}
            onChange={(event) => void actions.setDisposition(event.target.value as FinalDisposition)}
          >
            {FINAL_DISPOSITIONS.map((disposition) => (
              <option key={disposition}>{disposition}</option>
            ))}
          </Select>
        </Field>
      </div>

      <div className="flex flex-wrap gap-1.5">
        <Button onClick={() => setForm(form === "reply" ? null : "reply")}>Reply</Button>
        {!prospect.doNotContact && (
          <Button variant="danger" onClick={() => setForm(form === "dnc" ? null : "dnc")}>
            Do not contact
          </Button>
        )}
      </div>
      {form === "reply" && (
        <ReplyForm
          idPrefix={idPrefix}
          busy={actions.busy}
          onSubmit={(content) => actions.reply(content).then(closeAfter)}
          onCancel={() => setForm(null)}
        />
      )}
      {form === "dnc" && (
        <DoNotContactForm
          idPrefix={idPrefix}
          busy={actions.busy}
          onSubmit={(reason, note) => actions.doNotContact(reason, note).then(closeAfter)}
          onCancel={() => setForm(null)}
        />
      )}
      <ErrorNote>{actions.error}</ErrorNote>
      <a
        className="inline-block text-xs font-medium text-brand-700 underline-offset-2 hover:underline"
        href={`${origin}/campaign/${encodeURIComponent(prospect.campaignId)}/scheduler`}
        target="_blank"
        rel="noreferrer"
      >
        Open in Outreach Desk
      </a>
    </Card>
  );
}
