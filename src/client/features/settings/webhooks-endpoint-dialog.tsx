import { type FormEvent, useEffect, useState } from "react";
import {
  WEBHOOK_DESCRIPTION_MAX,
  WEBHOOK_EVENT_TYPES,
  type WebhookEndpoint,
  type WebhookEventType,
  type WebhookWithSecret,
} from "../../../shared/contracts/webhooks";
import { Dialog } from "../../components/ui/dialog";
import { DialogActions } from "../../components/ui/dialog-actions";
import { TextField } from "../../components/ui/form-field";
import { FieldError } from "../../components/ui/input";
import { SelectField } from "../../components/ui/select";
import { toast } from "../../components/ui/toast-store";
import { useFieldErrors } from "../../lib/use-field-errors";
import { useKeyCompanies } from "./api-keys-api";
import { useCreateWebhook, useUpdateWebhook } from "./webhooks-api";

const AGENCY = "agency";
const FIELDS = ["url", "description", "events", "companyId"] as const;

/** "All events" (an empty list: every type, later ones too) or the ticked types. */
function EventChoice({
  events,
  error,
  onChange,
}: {
  events: WebhookEventType[];
  error?: string;
  onChange: (events: WebhookEventType[]) => void;
}) {
  const all = events.length === 0;
  const toggle = (type: WebhookEventType, on: boolean) =>
    onChange(
      on
        ? WEBHOOK_EVENT_TYPES.filter((t) => t === type || events.includes(t))
        : events.filter((t) => t !== type),
    );
  return (
    <fieldset className="grid gap-2" aria-describedby={error ? "webhook-events-error" : undefined}>
      <legend className="mb-1.5 text-sm font-medium text-slate-700">Events</legend>
      <label className="flex items-center gap-2 text-sm font-medium text-slate-900">
        <input
          type="checkbox"
          checked={all}
          onChange={(event) => onChange(event.target.checked ? [] : ["reply.received"])}
          className="size-4 accent-brand-600"
        />
        All events
      </label>
      <div className="grid gap-1.5 pl-6 sm:grid-cols-2">
        {WEBHOOK_EVENT_TYPES.map((type) => (
          <label key={type} className="flex items-center gap-2 text-sm text-slate-700">
            <input
              type="checkbox"
              checked={all || events.includes(type)}
              disabled={all}
              onChange={(event) => toggle(type, event.target.checked)}
              className="size-4 accent-brand-600 disabled:opacity-50"
            />
            <span className="font-mono text-xs">{type}</span>
          </label>
        ))}
      </div>
      <FieldError id="webhook-events-error">{error}</FieldError>
    </fieldset>
  );
}

/**
 * "Add endpoint" and "Edit endpoint": the URL, a description, the events and the company scope. Adding
 * answers the signing secret (`onCreated`); a failed save keeps what was entered and marks the field.
 */
export function WebhookEndpointDialog({
  open,
  editing,
  onOpenChange,
  onCreated,
}: {
  open: boolean;
  /** The endpoint being edited; null to add one. */
  editing: WebhookEndpoint | null;
  onOpenChange: (open: boolean) => void;
  onCreated: (created: WebhookWithSecret) => void;
}) {
  const create = useCreateWebhook();
  const update = useUpdateWebhook();
  const companies = useKeyCompanies();
  const [url, setUrl] = useState("");
  const [description, setDescription] = useState("");
  const [events, setEvents] = useState<WebhookEventType[]>([]);
  const [scope, setScope] = useState(AGENCY);
  const { errors, setErrors, edit, showFailure } = useFieldErrors(FIELDS);

  useEffect(() => {
    if (!open) return;
    setUrl(editing?.url ?? "");
    setDescription(editing?.description ?? "");
    setEvents((editing?.events ?? []) as WebhookEventType[]);
    setScope(editing?.companyId ?? AGENCY);
    setErrors({});
  }, [open, editing, setErrors]);

  const scopeOptions = [
    { value: AGENCY, label: "Agency-wide (every client)" },
    ...(companies.data ?? [])
      .filter((company) => company.archivedAt === null || company.id === editing?.companyId)
      .map((company) => ({ value: company.id, label: company.companyName })),
  ];

  const onError = (error: unknown) =>
    showFailure(error, "The endpoint could not be saved. Please try again.");

  function submit(event: FormEvent) {
    event.preventDefault();
    setErrors({});
    const body = { url, description, events, companyId: scope === AGENCY ? null : scope };
    if (editing) {
      update.mutate(
        { id: editing.id, body },
        {
          onSuccess: () => {
            toast({ title: "Endpoint saved" });
            onOpenChange(false);
          },
          onError,
        },
      );
    } else {
      create.mutate(body, {
        onSuccess: (created) => {
          onOpenChange(false);
          onCreated(created);
        },
        onError,
      });
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={editing ? "Edit endpoint" : "Add endpoint"}
      description="Events are POSTed to this address as JSON, signed with the endpoint's secret."
    >
      <form onSubmit={submit} noValidate className="grid gap-4">
        <TextField
          id="webhook-url"
          label="URL"
          type="url"
          placeholder="https://crm.example.com/hooks/outreach"
          value={url}
          autoComplete="off"
          error={errors.url}
          onChange={(event) => edit("url", setUrl)(event.target.value)}
        />
        <TextField
          id="webhook-description"
          label="Description"
          placeholder="e.g. CRM sync"
          value={description}
          maxLength={WEBHOOK_DESCRIPTION_MAX}
          autoComplete="off"
          error={errors.description}
          onChange={(event) => edit("description", setDescription)(event.target.value)}
        />
        <EventChoice events={events} error={errors.events} onChange={edit("events", setEvents)} />
        <SelectField
          id="webhook-scope"
          label="Company"
          value={scope}
          options={scopeOptions}
          error={errors.companyId}
          hint={scope === AGENCY ? "Events of every client." : "Only this client's events."}
          onValueChange={edit("companyId", setScope)}
        />
        <FieldError>{errors.form}</FieldError>
        <DialogActions
          onCancel={() => onOpenChange(false)}
          submitLabel={editing ? "Save endpoint" : "Add endpoint"}
          pendingLabel="Saving..."
          pending={create.isPending || update.isPending}
        />
      </form>
    </Dialog>
  );
}
