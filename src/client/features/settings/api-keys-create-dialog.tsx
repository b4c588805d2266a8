import { type FormEvent, useState } from "react";
import { API_KEY_NAME_MAX, type CreatedApiKey } from "../../../shared/contracts/api-keys";
import { Dialog } from "../../components/ui/dialog";
import { DialogActions } from "../../components/ui/dialog-actions";
import { TextField } from "../../components/ui/form-field";
import { FieldError } from "../../components/ui/input";
import { RadioCard } from "../../components/ui/radio-card";
import { SelectField } from "../../components/ui/select";
import { cn } from "../../lib/cn";
import { useFieldErrors } from "../../lib/use-field-errors";
import { useCreateApiKey, useKeyCompanies } from "./api-keys-api";
import { NewSecretPanel } from "./secret-shown-once";

const AGENCY = "agency";
const FIELDS = ["name", "companyId", "readOnly"] as const;

/** Read-only or read-write; read-write only for an agency-wide key. */
function AccessChoice({
  readOnly,
  agencyWide,
  error,
  onChange,
}: {
  readOnly: boolean;
  agencyWide: boolean;
  error?: string;
  onChange: (readOnly: boolean) => void;
}) {
  const choices = [
    { readOnly: true, label: "Read-only", hint: "Reads data; every change is refused." },
    {
      readOnly: false,
      label: "Read-write",
      hint: agencyWide
        ? "Reads and changes data as you would."
        : "A client company's key is always read-only.",
    },
  ];
  return (
    <fieldset className="grid gap-2" aria-describedby={error ? "api-key-access-error" : undefined}>
      <legend className="mb-1.5 text-sm font-medium text-slate-700">Access</legend>
      {choices.map((choice) => {
        const disabled = !choice.readOnly && !agencyWide;
        return (
          <RadioCard
            key={choice.label}
            className={cn(
              "flex items-start gap-3 rounded-lg border px-3 py-2.5 text-sm",
              readOnly === choice.readOnly ? "border-brand-500 bg-brand-50" : "border-slate-200",
              disabled ? "cursor-not-allowed opacity-60" : "cursor-pointer hover:bg-slate-50",
            )}
            name="api-key-access"
            checked={readOnly === choice.readOnly}
            disabled={disabled}
            onSelect={() => onChange(choice.readOnly)}
            label={choice.label}
            hint={choice.hint}
          />
        );
      })}
      <FieldError id="api-key-access-error">{error}</FieldError>
    </fieldset>
  );
}

/** The new key's secret, the only time it is shown, with Copy. */
function NewSecret({ created, onDone }: { created: CreatedApiKey; onDone: () => void }) {
  return (
    <NewSecretPanel
      value={created.secret}
      notice="This is the only time the key is shown. Copy it now and keep it somewhere safe."
      copyLabel="Copy key"
      copiedName="The API key"
      usage={
        <>
          Send it as{" "}
          <code className="rounded bg-slate-100 px-1 font-mono text-xs">
            Authorization: Bearer &lt;key&gt;
          </code>{" "}
          with each API request.
        </>
      }
      onDone={onDone}
    />
  );
}

/**
 * "Create API key": a name, a scope (agency-wide or one client company) and the access; then the
 * secret, once. A failed attempt keeps what was entered and marks the field the server names.
 */
export function CreateApiKeyDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const create = useCreateApiKey();
  const companies = useKeyCompanies();
  const [name, setName] = useState("");
  const [scope, setScope] = useState(AGENCY);
  const [readOnly, setReadOnly] = useState(true);
  const { errors, setErrors, edit, showFailure } = useFieldErrors(FIELDS);
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const agencyWide = scope === AGENCY;

  const scopeOptions = [
    { value: AGENCY, label: "Agency-wide" },
    ...(companies.data ?? [])
      .filter((company) => company.archivedAt === null)
      .map((company) => ({ value: company.id, label: company.companyName })),
  ];

  function close() {
    onOpenChange(false);
    if (created) {
      setCreated(null);
      setName("");
      setScope(AGENCY);
      setReadOnly(true);
    }
    setErrors({});
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    setErrors({});
    create.mutate(
      { name, companyId: agencyWide ? null : scope, readOnly: agencyWide ? readOnly : true },
      {
        onSuccess: setCreated,
        onError: (error) => showFailure(error, "The key could not be created. Please try again."),
      },
    );
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : close())}
      title={created ? "API key created" : "Create API key"}
      description={
        created
          ? `"${created.key.name}" is ready to use.`
          : "A key lets another tool call the Outreach Desk API with the rights you choose."
      }
    >
      {created ? (
        <NewSecret created={created} onDone={close} />
      ) : (
        <form onSubmit={submit} noValidate className="grid gap-4">
          <TextField
            id="api-key-name"
            label="Name"
            placeholder="e.g. CRM sync"
            value={name}
            maxLength={API_KEY_NAME_MAX}
            autoComplete="off"
            error={errors.name}
            onChange={(event) => edit("name", setName)(event.target.value)}
          />
          <SelectField
            id="api-key-scope"
            label="Scope"
            value={scope}
            options={scopeOptions}
            error={errors.companyId}
            hint={
              agencyWide
                ? "Every client's data, with a manager's rights."
                : "Only this client's campaign, with that client's read-only rights."
            }
            onValueChange={edit("companyId", (value: string) => {
              setScope(value);
              if (value !== AGENCY) setReadOnly(true);
            })}
          />
          <AccessChoice
            readOnly={agencyWide ? readOnly : true}
            agencyWide={agencyWide}
            error={errors.readOnly}
            onChange={edit("readOnly", setReadOnly)}
          />
          <FieldError>{errors.form}</FieldError>
          <DialogActions
            onCancel={close}
            submitLabel="Create key"
            pendingLabel="Creating..."
            pending={create.isPending}
          />
        </form>
      )}
    </Dialog>
  );
}
