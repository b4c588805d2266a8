import { type FormEvent, useState } from "react";
import {
  CHOOSABLE_SUPPRESSION_REASONS,
  SUPPRESSION_NOTE_MAX,
  SUPPRESSION_REASON_LABELS,
  type SuppressionReason,
} from "../../../shared/contracts/privacy";
import type { Prospect } from "../../../shared/contracts/prospects";
import { Dialog } from "../../components/ui/dialog";
import { DialogActions } from "../../components/ui/dialog-actions";
import { RadioCard } from "../../components/ui/radio-card";
import { SelectField } from "../../components/ui/select";
import { TextareaField } from "../../components/ui/textarea";
import { toast } from "../../components/ui/toast-store";
import { describeFailure } from "../../lib/api";
import { cn } from "../../lib/cn";
import { fullName } from "../../shared/prospect-name";
import { type SuppressScope, useSuppressProspect } from "./do-not-contact";

const REASON_OPTIONS = CHOOSABLE_SUPPRESSION_REASONS.map((reason) => ({
  value: reason,
  label: SUPPRESSION_REASON_LABELS[reason],
}));
const CHOOSE_REASON = "Choose a reason";

/** The owner and managers choose between this client's list and the agency's. */
function ScopeRadios({
  value,
  company,
  onChange,
}: {
  value: SuppressScope;
  company: string;
  onChange: (scope: SuppressScope) => void;
}) {
  const choices: { value: SuppressScope; label: string; hint: string }[] = [
    {
      value: "company",
      label: "Only this client",
      hint: `Kept out of ${company || "this client"}'s campaign.`,
    },
    { value: "agency", label: "All clients (agency-wide)", hint: "Kept out of every client's campaign." },
  ];
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1.5 text-sm font-medium text-slate-700">Applies to</legend>
      {choices.map((choice) => (
        <RadioCard
          key={choice.value}
          className={cn(
            "flex cursor-pointer items-start gap-3 rounded-lg border px-3 py-2.5 text-sm",
            value === choice.value ? "border-brand-500 bg-brand-50" : "border-slate-200 hover:bg-slate-50",
          )}
          name="do-not-contact-scope"
          value={choice.value}
          checked={value === choice.value}
          onSelect={() => onChange(choice.value)}
          label={choice.label}
          hint={choice.hint}
        />
      ))}
    </fieldset>
  );
}

interface FormProps {
  prospect: Prospect;
  /** The owner and managers may put the prospect on every client's list. */
  agencyWide: boolean;
  onDone: () => void;
}

/** The reason, a note and (for the owner and managers) the scope; a failure keeps what was entered. */
function DoNotContactForm({ prospect, agencyWide, onDone }: FormProps) {
  const suppress = useSuppressProspect();
  const [reason, setReason] = useState("");
  const [note, setNote] = useState("");
  const [scope, setScope] = useState<SuppressScope>("company");
  const [errors, setErrors] = useState<{ reason?: string; note?: string; form?: string }>({});
  const name = fullName(prospect);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!reason) {
      setErrors({ reason: CHOOSE_REASON });
      return;
    }
    setErrors({});
    suppress.mutate(
      { prospect, reason: reason as SuppressionReason, note, scope },
      {
        onSuccess: () => {
          toast({
            title: "Added to the do-not-contact list",
            description: `${name} is kept out of ${scope === "agency" ? "every client's campaign" : `${prospect.campaign || "this client"}'s campaign`}.`,
          });
          onDone();
        },
        onError: (error) => {
          const { field, text } = describeFailure(error, "The prospect could not be added to the list");
          setErrors(field === "reason" || field === "note" ? { [field]: text } : { form: text });
        },
      },
    );
  }

  return (
    <form onSubmit={submit} className="grid gap-4" noValidate>
      <SelectField
        id="do-not-contact-reason"
        label="Reason"
        value={reason}
        options={REASON_OPTIONS}
        placeholder={CHOOSE_REASON}
        error={errors.reason}
        onValueChange={(value) => {
          setReason(value);
          setErrors(({ reason: _gone, ...rest }) => rest);
        }}
      />
      <TextareaField
        id="do-not-contact-note"
        label="Note (optional)"
        rows={2}
        maxLength={SUPPRESSION_NOTE_MAX}
        placeholder="For example: asked not to be contacted again"
        value={note}
        error={errors.note}
        onChange={(event) => setNote(event.target.value)}
      />
      {agencyWide && <ScopeRadios value={scope} company={prospect.campaign} onChange={setScope} />}
      {errors.form && (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700">
          {errors.form}
        </p>
      )}
      <DialogActions
        onCancel={onDone}
        submitLabel="Add to the list"
        pendingLabel="Adding..."
        pending={suppress.isPending}
      />
    </form>
  );
}

/**
 * Prospect Details' "Do not contact": the prospect's LinkedIn profile (or e-mail without one) goes on
 * the do-not-contact list, and the Scheduler then shows it and locks its progress.
 */
export function DoNotContactDialog({
  prospect,
  agencyWide,
  open,
  onOpenChange,
}: {
  prospect: Prospect;
  agencyWide: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Do not contact ${fullName(prospect)}`}
      description={`${prospect.linkedinUrl ? "Their LinkedIn profile" : "Their e-mail address"} goes on the do-not-contact list: nobody contacts them, and their progress cannot change.`}
    >
      {open && (
        <DoNotContactForm prospect={prospect} agencyWide={agencyWide} onDone={() => onOpenChange(false)} />
      )}
    </Dialog>
  );
}
