import type { ActiveCampaign } from "../../../shared/contracts/management";
import {
  CHOOSABLE_SUPPRESSION_REASONS,
  SUPPRESSION_KIND_LABELS,
  SUPPRESSION_KINDS,
  SUPPRESSION_REASON_LABELS,
  type SuppressionCreate,
  type SuppressionKind,
  suppressionCreateSchema,
  suppressionImportFormSchema,
} from "../../../shared/contracts/privacy";
import type { SelectOption } from "../../components/ui/select";
import type { Failure } from "../../lib/api";

/** The scope select's value for an entry that applies to every client. */
export const AGENCY_WIDE = "agency";

/** What the Add entry and Import CSV forms share: what entries name, where they apply, why, a note. */
export interface EntryFields {
  kind: SuppressionKind;
  /** AGENCY_WIDE, a client company's campaign id, or "" while none is chosen. */
  scope: string;
  /** A reason, or "" while none is chosen. */
  reason: string;
  note: string;
}

export interface EntryDraft extends EntryFields {
  value: string;
}

export interface ImportDraft extends EntryFields {
  file: File | null;
  /** The header of the column holding the values; blank lets the server find it. */
  column: string;
}

export type DraftField = keyof EntryDraft | "file" | "column";
/** Messages under the form's fields; `form` for one that concerns no field. */
export type FieldErrors = Partial<Record<DraftField | "form", string>>;

export const emptyEntryDraft = (scope: string): EntryDraft => ({
  kind: "linkedin",
  value: "",
  scope,
  reason: "",
  note: "",
});

export const emptyImportDraft = (scope: string): ImportDraft => ({
  kind: "email",
  file: null,
  column: "",
  scope,
  reason: "",
  note: "",
});

export const KIND_OPTIONS: SelectOption[] = SUPPRESSION_KINDS.map((kind) => ({
  value: kind,
  label: SUPPRESSION_KIND_LABELS[kind],
}));

/** "Erased" is left only by an erasure, never chosen. */
export const REASON_OPTIONS: SelectOption[] = CHOOSABLE_SUPPRESSION_REASONS.map((reason) => ({
  value: reason,
  label: SUPPRESSION_REASON_LABELS[reason],
}));

/** The value field's label and example for each kind. */
export const VALUE_FIELD: Record<SuppressionKind, { label: string; placeholder: string }> = {
  linkedin: { label: "LinkedIn profile URL", placeholder: "https://www.linkedin.com/in/jane-doe" },
  email: { label: "E-mail address", placeholder: "jane@example.com" },
  domain: { label: "E-mail domain", placeholder: "example.com" },
  company: { label: "Company name", placeholder: "Example Ltd" },
};

/**
 * Agency staff choose one client company (by its active campaign); the owner and managers may choose
 * agency-wide too.
 */
export function scopeOptions(campaigns: readonly ActiveCampaign[], agencyWide = true): SelectOption[] {
  return [
    ...(agencyWide ? [{ value: AGENCY_WIDE, label: "Agency-wide (every client)" }] : []),
    ...campaigns.map((campaign) => ({ value: campaign.id, label: campaign.companyName })),
  ];
}

/** What the scope select asks for while nothing is chosen. */
const chooseScope = (agencyWide: boolean) =>
  agencyWide
    ? "Choose where the entry applies: agency-wide or one client"
    : "Choose the client the entry applies to";

/** The form field a request field belongs to (the scope select sends `campaignId`). */
function formField(field: string | undefined, fields: readonly DraftField[]): DraftField | null {
  const name = field === "campaignId" ? "scope" : field;
  return fields.find((candidate) => candidate === name) ?? null;
}

/** Zod's issues as messages under the form's fields (the first per field). */
function issuesToErrors(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
  fields: readonly DraftField[],
): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = formField(String(issue.path[0] ?? ""), fields) ?? "form";
    errors[field] ??= issue.message;
  }
  return errors;
}

const ENTRY_FIELDS: DraftField[] = ["kind", "value", "scope", "reason", "note"];
const IMPORT_FIELDS: DraftField[] = ["file", "kind", "column", "scope", "reason", "note"];

/**
 * The Add entry form checked with the contract's own schema: the request body, or what to fix.
 * `agencyWide`: whether agency-wide was a choice (the message for a missing scope names it).
 */
export function checkEntryDraft(
  draft: EntryDraft,
  agencyWide = true,
): { body: SuppressionCreate; errors?: undefined } | { body?: undefined; errors: FieldErrors } {
  const body = {
    kind: draft.kind,
    value: draft.value,
    campaignId: draft.scope === AGENCY_WIDE ? null : draft.scope,
    reason: draft.reason,
    note: draft.note,
  };
  const parsed = suppressionCreateSchema.safeParse(body);
  const errors = parsed.success ? {} : issuesToErrors(parsed.error.issues, ENTRY_FIELDS);
  if (draft.scope === "") errors.scope = chooseScope(agencyWide);
  if (Object.keys(errors).length > 0) return { errors };
  return { body: body as SuppressionCreate };
}

/** The Import CSV form checked like the server checks it: the multipart form to send, or what to fix. */
export function checkImportDraft(
  draft: ImportDraft,
  agencyWide = true,
): { form: FormData; errors?: undefined } | { form?: undefined; errors: FieldErrors } {
  const fields = {
    kind: draft.kind,
    column: draft.column,
    campaignId: draft.scope === AGENCY_WIDE ? "" : draft.scope,
    reason: draft.reason,
    note: draft.note,
  };
  const parsed = suppressionImportFormSchema.safeParse(fields);
  const errors = parsed.success ? {} : issuesToErrors(parsed.error.issues, IMPORT_FIELDS);
  if (draft.scope === "") errors.scope = chooseScope(agencyWide);
  if (!draft.file) errors.file = "Choose a CSV file";
  if (!draft.file || Object.keys(errors).length > 0) return { errors };
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append("file", draft.file, draft.file.name);
  return { form };
}

/** A failed save: the message under the field the server named, or for the whole form (`form`). */
export function failureErrors(failure: Failure, kind: "entry" | "import"): FieldErrors {
  const field = formField(failure.field, kind === "entry" ? ENTRY_FIELDS : IMPORT_FIELDS);
  return { [field ?? "form"]: failure.text };
}
