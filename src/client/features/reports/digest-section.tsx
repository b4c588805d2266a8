import { Mail, Plus, Send, X } from "lucide-react";
import { type FormEvent, useState } from "react";
import { z } from "zod";
import {
  DIGEST_MAX_EXTRA_RECIPIENTS,
  DIGEST_WEEKDAYS,
  type DigestSettings,
} from "../../../shared/contracts/digest";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card";
import { toastFailure } from "../../components/ui/failure-toast";
import { FieldError, Input, Label } from "../../components/ui/input";
import { SaveButton } from "../../components/ui/save-button";
import { Select, SelectField } from "../../components/ui/select";
import { Spinner } from "../../components/ui/spinner";
import { QueryErrorCard } from "../../components/ui/state-card";
import { toast } from "../../components/ui/toast-store";
import { errorMessage } from "../../lib/api";
import { useUnsavedChangesGuard } from "../../lib/use-unsaved-changes";
import { useDigestSettings, useSaveDigestSettings, useSendDigestPreview } from "./digest-api";

interface Draft {
  weekday: number;
  hour: number;
  extraRecipients: string[];
}

const WEEKDAY_OPTIONS = DIGEST_WEEKDAYS.map((day) => ({ value: String(day.value), label: day.label }));
const HOUR_OPTIONS = Array.from({ length: 24 }, (_, hour) => ({
  value: String(hour),
  label: `${String(hour).padStart(2, "0")}:00`,
}));

const addressSchema = z.email();

const draftOf = (saved: DigestSettings): Draft => ({
  weekday: saved.weekday,
  hour: saved.hour,
  extraRecipients: saved.extraRecipients,
});

const sameDraft = (a: Draft, b: Draft) =>
  a.weekday === b.weekday &&
  a.hour === b.hour &&
  a.extraRecipients.length === b.extraRecipients.length &&
  a.extraRecipients.every((email, index) => email === b.extraRecipients[index]);

/** Why a typed address cannot be added; null when it can. */
function addressProblem(address: string, draft: Draft, clientLogins: string[]): string | null {
  if (address === "") return "Type an e-mail address to add.";
  if (!addressSchema.safeParse(address).success) return `"${address}" is not a valid e-mail address.`;
  if (clientLogins.includes(address)) return `${address} is a client login: it gets the digest already.`;
  if (draft.extraRecipients.includes(address)) return `${address} is listed already.`;
  if (draft.extraRecipients.length >= DIGEST_MAX_EXTRA_RECIPIENTS) {
    return `At most ${DIGEST_MAX_EXTRA_RECIPIENTS} extra addresses.`;
  }
  return null;
}

function Recipient({
  email,
  source,
  unsubscribed,
  onRemove,
}: {
  email: string;
  source: "client-login" | "extra";
  unsubscribed: boolean;
  onRemove?: () => void;
}) {
  return (
    <li className="flex min-h-11 items-center gap-2 border-b border-slate-100 py-1.5 last:border-b-0">
      <Mail className="size-4 shrink-0 text-slate-400" aria-hidden />
      <span
        className={`min-w-0 flex-1 break-all text-sm ${unsubscribed ? "text-slate-400 line-through" : "text-slate-800"}`}
      >
        {email}
      </span>
      {source === "client-login" && <Badge>Client login</Badge>}
      {unsubscribed && <Badge tone="warning">Unsubscribed</Badge>}
      {onRemove && (
        <Button
          variant="ghost"
          size="icon"
          onClick={onRemove}
          aria-label={`Remove ${email}`}
          title={`Remove ${email}`}
        >
          <X aria-hidden />
        </Button>
      )}
    </li>
  );
}

function DigestForm({
  campaignId,
  saved,
  readOnly,
}: {
  campaignId: string;
  saved: DigestSettings;
  readOnly: boolean;
}) {
  const save = useSaveDigestSettings(campaignId);
  const preview = useSendDigestPreview(campaignId);
  const [draft, setDraft] = useState<Draft>(() => draftOf(saved));
  const [address, setAddress] = useState("");
  const [addressError, setAddressError] = useState<string | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);
  const dirty = !sameDraft(draft, draftOf(saved));
  useUnsavedChangesGuard(dirty && !readOnly);

  const clientLogins = saved.recipients.filter((r) => r.source === "client-login");
  const unsubscribed = new Set(saved.recipients.filter((r) => r.unsubscribed).map((r) => r.email));

  const addAddress = (event: FormEvent) => {
    event.preventDefault();
    const typed = address.trim().toLowerCase();
    const problem = addressProblem(
      typed,
      draft,
      clientLogins.map((r) => r.email),
    );
    setAddressError(problem);
    if (problem) return;
    setDraft({ ...draft, extraRecipients: [...draft.extraRecipients, typed] });
    setAddress("");
  };

  const onSave = () => {
    setSaveError(null);
    save.mutate(draft, {
      onSuccess: (answer) => {
        setDraft(draftOf(answer));
        toast({ title: "Digest settings saved" });
      },
      // The draft stays as it is, to correct and save again.
      onError: (error) => {
        const message = errorMessage(error, "The digest settings could not be saved. Please try again.");
        setSaveError(message);
        toast({ title: "Save failed", description: message, variant: "destructive" });
      },
    });
  };

  const onPreview = () =>
    preview.mutate(undefined, {
      onSuccess: ({ sentTo }) =>
        toast({ title: "Preview sent", description: `Last week's digest is on its way to ${sentTo}.` }),
      onError: (error) =>
        toastFailure("Preview not sent", error, "The preview could not be sent. Please try again."),
    });

  return (
    <div className="grid gap-5">
      {readOnly && (
        <p className="text-sm text-slate-500">
          View only: your agency sets when the digest goes out and to whom.
        </p>
      )}
      {!saved.active && (
        <p
          role="status"
          className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-800 ring-1 ring-amber-200 ring-inset"
        >
          This company is paused, terminated or archived: no digest goes out until it is active again.
        </p>
      )}
      <fieldset disabled={readOnly} className="grid min-w-0 items-start gap-4 sm:grid-cols-2">
        <SelectField
          id="digest-weekday"
          label="Day"
          value={String(draft.weekday)}
          onValueChange={(value) => setDraft({ ...draft, weekday: Number(value) })}
          options={WEEKDAY_OPTIONS}
          disabled={readOnly}
        />
        <div className="grid gap-1.5">
          <Label htmlFor="digest-hour">Time</Label>
          <Select
            id="digest-hour"
            value={String(draft.hour)}
            onValueChange={(value) => setDraft({ ...draft, hour: Number(value) })}
            options={HOUR_OPTIONS}
            aria-describedby="digest-time-zone"
            disabled={readOnly}
          />
          <p id="digest-time-zone" className="text-xs text-slate-500">
            Time zone: {saved.timeZone}
          </p>
        </div>
      </fieldset>

      <div className="grid gap-2">
        <h4 className="text-sm font-medium text-slate-700">Recipients</h4>
        <ul aria-label="Digest recipients" className="rounded-lg border border-slate-200 px-3">
          {clientLogins.map((r) => (
            <Recipient key={r.email} email={r.email} source="client-login" unsubscribed={r.unsubscribed} />
          ))}
          {draft.extraRecipients.map((email) => (
            <Recipient
              key={email}
              email={email}
              source="extra"
              unsubscribed={unsubscribed.has(email)}
              onRemove={
                readOnly
                  ? undefined
                  : () =>
                      setDraft({
                        ...draft,
                        extraRecipients: draft.extraRecipients.filter((e) => e !== email),
                      })
              }
            />
          ))}
          {clientLogins.length === 0 && draft.extraRecipients.length === 0 && (
            <li className="py-3 text-sm text-slate-500">
              Nobody yet: the company has no client login and no extra address.
            </li>
          )}
        </ul>
        {!readOnly && (
          <form onSubmit={addAddress} noValidate className="grid gap-1.5">
            <Label htmlFor="digest-add-address">Add an address</Label>
            <div className="flex gap-2">
              <Input
                id="digest-add-address"
                type="email"
                value={address}
                placeholder="name@company.com"
                onChange={(event) => {
                  setAddress(event.target.value);
                  setAddressError(null);
                }}
                aria-invalid={addressError ? true : undefined}
                aria-describedby={addressError ? "digest-add-address-error" : undefined}
              />
              <Button type="submit" variant="secondary">
                <Plus aria-hidden />
                Add
              </Button>
            </div>
            <FieldError id="digest-add-address-error">{addressError ?? undefined}</FieldError>
          </form>
        )}
      </div>

      {!readOnly && (
        <div className="flex flex-col-reverse gap-3 border-t border-slate-100 pt-4 sm:flex-row sm:items-center sm:justify-between">
          <Button
            variant="secondary"
            onClick={onPreview}
            disabled={preview.isPending}
            aria-busy={preview.isPending || undefined}
          >
            {preview.isPending ? <Spinner label="Sending" /> : <Send aria-hidden />}
            Send a preview to me
          </Button>
          <div className="flex flex-col gap-2 sm:items-end">
            <SaveButton dirty={dirty} saving={save.isPending} onSave={onSave} />
          </div>
        </div>
      )}
      {saveError && <FieldError>{saveError}</FieldError>}
    </div>
  );
}

/**
 * The weekly digest e-mail of a campaign's company: its day and hour (in the company's time zone), who
 * gets it (the client logins, read-only, and extra addresses), Save and "Send a preview to me".
 * Clients see it read-only.
 */
export function DigestSection({ campaignId, readOnly }: { campaignId: string; readOnly: boolean }) {
  const settings = useDigestSettings(campaignId);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Weekly digest e-mail</CardTitle>
        <CardDescription>
          Last week's figures against the week before, the funnel, new replies and meetings, and a link to the
          dashboard.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {settings.isPending ? (
          <div className="flex items-center gap-2 py-6 text-sm text-slate-500">
            <Spinner label="Loading" /> Loading the digest settings...
          </div>
        ) : settings.isError ? (
          <QueryErrorCard
            title="The digest settings could not be loaded"
            fallback="Please try again."
            query={settings}
          />
        ) : (
          <DigestForm
            key={settings.data.updatedAt ?? "defaults"}
            campaignId={campaignId}
            saved={settings.data}
            readOnly={readOnly}
          />
        )}
      </CardContent>
    </Card>
  );
}
