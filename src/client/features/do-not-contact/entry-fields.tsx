import { SUPPRESSION_NOTE_MAX, type SuppressionKind } from "../../../shared/contracts/privacy";
import { FieldError } from "../../components/ui/input";
import { SelectField, type SelectOption } from "../../components/ui/select";
import { TextareaField } from "../../components/ui/textarea";
import { type EntryFields, type FieldErrors, KIND_OPTIONS, REASON_OPTIONS } from "./entry-draft";

/**
 * Where a form's entries may apply: a choice for agency staff (agency-wide among the options for the
 * owner and managers), the client's own company otherwise.
 */
export type ScopeChoice = { options: SelectOption[]; agencyWide: boolean } | { fixed: string };

/** Whether the form's scope may be agency-wide. */
export const offersAgencyWide = (scope: ScopeChoice) => "options" in scope && scope.agencyWide;

interface FieldsProps {
  /** Prefix of the fields' ids ("dnc-add", "dnc-import"). */
  idPrefix: string;
  draft: EntryFields;
  errors: FieldErrors;
  scope: ScopeChoice;
  onChange: (change: Partial<EntryFields>) => void;
}

/** What the entries name (email, domain...), under the form's own label. */
export function KindField({
  idPrefix,
  label,
  draft,
  errors,
  onChange,
}: Omit<FieldsProps, "scope"> & { label: string }) {
  return (
    <SelectField
      id={`${idPrefix}-kind`}
      label={label}
      value={draft.kind}
      options={KIND_OPTIONS}
      error={errors.kind}
      onValueChange={(value) => onChange({ kind: value as SuppressionKind })}
    />
  );
}

/** The scope select, or the one company a client's entries go to. */
export function ScopeField({ idPrefix, draft, errors, scope, onChange }: FieldsProps) {
  const id = `${idPrefix}-scope`;
  if ("fixed" in scope) {
    return (
      <div className="grid gap-1.5">
        <span className="text-sm font-medium text-slate-700">Applies to</span>
        <p className="text-sm text-slate-500">
          <span className="font-medium text-slate-900">{scope.fixed}</span>: your company's list
        </p>
        <FieldError id={`${id}-error`}>{errors.scope}</FieldError>
      </div>
    );
  }
  return (
    <SelectField
      id={id}
      label="Applies to"
      value={draft.scope}
      options={scope.options}
      placeholder={scope.agencyWide ? "Choose agency-wide or a client" : "Choose a client"}
      error={errors.scope}
      onValueChange={(value) => onChange({ scope: value })}
    />
  );
}

/** The reason (never "Erased") and the optional note. */
export function ReasonAndNoteFields({ idPrefix, draft, errors, onChange }: Omit<FieldsProps, "scope">) {
  return (
    <>
      <SelectField
        id={`${idPrefix}-reason`}
        label="Reason"
        value={draft.reason}
        options={REASON_OPTIONS}
        placeholder="Choose a reason"
        error={errors.reason}
        onValueChange={(value) => onChange({ reason: value })}
      />
      <TextareaField
        id={`${idPrefix}-note`}
        label="Note (optional)"
        rows={2}
        maxLength={SUPPRESSION_NOTE_MAX}
        placeholder="For example: asked by e-mail on 3 March"
        value={draft.note}
        error={errors.note}
        onChange={(event) => onChange({ note: event.target.value })}
      />
    </>
  );
}

/** A failure that concerns no single field, shown above the form's buttons. */
export function FormError({ text }: { text: string | undefined }) {
  if (!text) return null;
  return (
    <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700">
      {text}
    </p>
  );
}
