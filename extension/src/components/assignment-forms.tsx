import { type FormEvent, useState } from "react";
import {
  CHOOSABLE_SUPPRESSION_REASONS,
  SUPPRESSION_REASON_LABELS,
  type SuppressionReason,
} from "../../../src/shared/contracts/privacy";
import { Button, Field, Select, TextArea, TextInput } from "./ui";

interface FormProps<T extends unknown[]> {
  /** Distinguishes the ids of the inputs when several prospects are shown. */
  idPrefix: string;
  busy: boolean;
  onSubmit: (...values: T) => Promise<boolean>;
  onCancel: () => void;
}

function FormButtons({ busy, submit, onCancel }: { busy: boolean; submit: string; onCancel: () => void }) {
  return (
    <div className="flex gap-2">
      <Button type="submit" variant="primary" disabled={busy}>
        {submit}
      </Button>
      <Button onClick={onCancel}>Cancel</Button>
    </div>
  );
}

const submitted = (event: FormEvent) => {
  event.preventDefault();
};

/** Skip the step, with why (the queue keeps the reason). */
export function SkipForm({ idPrefix, busy, onSubmit, onCancel }: FormProps<[string]>) {
  const [reason, setReason] = useState("");
  return (
    <form
      className="space-y-2"
      onSubmit={(event) => {
        submitted(event);
        void onSubmit(reason);
      }}
    >
      <Field label="Why skip this step?" id={`${idPrefix}-skip-reason`}>
        <TextInput
          id={`${idPrefix}-skip-reason`}
          required
          maxLength={200}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
      </Field>
      <FormButtons busy={busy} submit="Skip step" onCancel={onCancel} />
    </form>
  );
}

/** The reply the prospect sent, pasted from LinkedIn. */
export function ReplyForm({ idPrefix, busy, onSubmit, onCancel }: FormProps<[string]>) {
  const [content, setContent] = useState("");
  return (
    <form
      className="space-y-2"
      onSubmit={(event) => {
        submitted(event);
        void onSubmit(content).then((saved) => saved && setContent(""));
      }}
    >
      <Field label="Their reply" id={`${idPrefix}-reply`}>
        <TextArea
          id={`${idPrefix}-reply`}
          required
          maxLength={10_000}
          value={content}
          onChange={(event) => setContent(event.target.value)}
        />
      </Field>
      <FormButtons busy={busy} submit="Save reply" onCancel={onCancel} />
    </form>
  );
}

/** Put the person on the do-not-contact list for this client, with a reason and a note. */
export function DoNotContactForm({
  idPrefix,
  busy,
  onSubmit,
  onCancel,
}: FormProps<[SuppressionReason, string]>) {
  const [reason, setReason] = useState<SuppressionReason | "">("");
  const [note, setNote] = useState("");
  return (
    <form
      className="space-y-2"
      onSubmit={(event) => {
        submitted(event);
        if (reason) void onSubmit(reason, note);
      }}
    >
      <Field label="Reason" id={`${idPrefix}-dnc-reason`}>
        <Select
          id={`${idPrefix}-dnc-reason`}
          required
          value={reason}
          onChange={(event) => setReason(event.target.value as SuppressionReason)}
        >
          <option value="">Choose a reason</option>
          {CHOOSABLE_SUPPRESSION_REASONS.map((value) => (
            <option key={value} value={value}>
              {SUPPRESSION_REASON_LABELS[value]}
            </option>
          ))}
        </Select>
      </Field>
      <Field label="Note (optional)" id={`${idPrefix}-dnc-note`}>
        <TextInput
          id={`${idPrefix}-dnc-note`}
          maxLength={1000}
          value={note}
          onChange={(event) => setNote(event.target.value)}
        />
      </Field>
      <FormButtons busy={busy} submit="Do not contact" onCancel={onCancel} />
    </form>
  );
}
