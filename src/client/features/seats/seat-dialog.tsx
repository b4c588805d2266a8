import { type FormEvent, useState } from "react";
import { ACCOUNT_TYPE_LABELS, ACCOUNT_TYPES, type AccountType } from "../../../shared/contracts/cadence";
import type { Seat } from "../../../shared/contracts/seats";
import { Dialog } from "../../components/ui/dialog";
import { DialogActions } from "../../components/ui/dialog-actions";
import { TextField } from "../../components/ui/form-field";
import { FieldError } from "../../components/ui/input";
import { SelectField, type SelectOption } from "../../components/ui/select";
import { toast } from "../../components/ui/toast-store";
import { describeFailure } from "../../lib/api";
import { useClientCompanies, useCreateSeat, useRosterSdrs, useSeats, useUpdateSeat } from "./api";
import { type CampaignChoice, CampaignsField } from "./campaigns-field";
import {
  checkSeatDraft,
  fieldOfFailure,
  ownerValue,
  type SeatDraft,
  type SeatErrors,
  type SeatField,
} from "./seat-draft";

const ACCOUNT_OPTIONS: SelectOption[] = ACCOUNT_TYPES.map((type) => ({
  value: type,
  label: ACCOUNT_TYPE_LABELS[type],
}));

/** The owner choices: the roster's SDRs, then the client companies (their own LinkedIn account). */
function useOwnerOptions(open: boolean): { options: SelectOption[]; loading: boolean } {
  const sdrs = useRosterSdrs(open);
  const clients = useClientCompanies(open);
  const options: SelectOption[] = [
    ...(sdrs.data ?? []).map((sdr) => ({ value: ownerValue("sdr", sdr.id), label: sdr.name, group: "SDRs" })),
    ...(clients.data ?? []).map((client) => ({
      value: ownerValue("client", client.id),
      label: `${client.companyName} (client's own account)`,
      group: "Client companies",
    })),
  ];
  return { options, loading: sdrs.isPending || clients.isPending };
}

/** Every client's campaign, with the seat (other than this one) already sending for it. */
function useCampaignChoices(
  open: boolean,
  seatId: string | null,
): { choices: CampaignChoice[]; loading: boolean } {
  const clients = useClientCompanies(open);
  const seats = useSeats();
  const takenBy = new Map<string, string>();
  for (const seat of seats.data?.seats ?? []) {
    if (seat.id === seatId) continue;
    for (const campaign of seat.campaigns) takenBy.set(campaign.id, seat.name);
  }
  const choices = (clients.data ?? [])
    .map((client) => ({
      id: client.campaignId,
      client: client.companyName,
      takenBy: takenBy.get(client.campaignId) ?? null,
    }))
    .sort((a, b) => a.client.localeCompare(b.client));
  return { choices, loading: clients.isPending };
}

/** The seat's numbers: its budget and alert threshold, each with the field path the server names. */
const NUMBER_FIELDS = [
  {
    key: "invitesPerDay",
    id: "seat-invites-per-day",
    label: "Invites per day",
    path: "budget.invitesPerDay",
  },
  {
    key: "invitesPer7Days",
    id: "seat-invites-per-7-days",
    label: "Invites per 7 days",
    path: "budget.invitesPer7Days",
  },
  {
    key: "messagesPerDay",
    id: "seat-messages-per-day",
    label: "Messages per day",
    path: "budget.messagesPerDay",
  },
  {
    key: "acceptanceAlertPercent",
    id: "seat-acceptance-alert",
    label: "Acceptance alert (%)",
    path: "acceptanceAlertPercent",
  },
] as const;

/**
 * Add seat and Edit seat: the LinkedIn identity (never its password), its owner, account type, budget,
 * acceptance alert and campaigns. The draft is the page's: a refused save keeps what was typed, and the
 * server's refusal goes under the field it names.
 */
export function SeatDialog({
  open,
  onOpenChange,
  editing,
  draft,
  onDraftChange,
  onSaved,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The seat being edited; null to add one. */
  editing: Seat | null;
  draft: SeatDraft;
  onDraftChange: (draft: SeatDraft) => void;
  onSaved: (seat: Seat) => void;
}) {
  const create = useCreateSeat();
  const update = useUpdateSeat(editing?.id ?? "");
  const pending = create.isPending || update.isPending;
  const owners = useOwnerOptions(open);
  const campaigns = useCampaignChoices(open, editing?.id ?? null);
  const [errors, setErrors] = useState<SeatErrors>({});

  const change = (next: Partial<SeatDraft>, field: SeatField) => {
    onDraftChange({ ...draft, ...next });
    setErrors(({ [field]: _dropped, ...rest }) => rest);
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    const checked = checkSeatDraft(draft);
    if ("errors" in checked) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    const onError = (error: unknown) => {
      const failure = describeFailure(error, "The seat could not be saved. Please try again.");
      const field = fieldOfFailure(failure.field);
      setErrors(field ? { [field]: failure.text } : { form: failure.text });
    };
    const onSuccess = (seat: Seat) => {
      toast({ title: editing ? "Seat saved" : "Seat added", description: seat.name });
      onSaved(seat);
    };
    if (editing) update.mutate(checked.body, { onSuccess, onError });
    else create.mutate(checked.body, { onSuccess, onError });
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !pending && onOpenChange(next)}
      title={editing ? "Edit seat" : "Add seat"}
      description="A seat is a LinkedIn account known by its public profile. Its LinkedIn password is never asked for."
    >
      <form onSubmit={submit} noValidate className="grid gap-4">
        <TextField
          id="seat-name"
          label="Name"
          placeholder="e.g. Dana Reyes"
          value={draft.name}
          maxLength={120}
          autoComplete="off"
          error={errors.name}
          onChange={(event) => change({ name: event.target.value }, "name")}
        />
        <TextField
          id="seat-profile-url"
          label="LinkedIn profile URL"
          placeholder="https://www.linkedin.com/in/dana-reyes"
          value={draft.profileUrl}
          maxLength={500}
          autoComplete="off"
          error={errors.profileUrl}
          onChange={(event) => change({ profileUrl: event.target.value }, "profileUrl")}
        />
        <SelectField
          id="seat-owner"
          label="Owner"
          value={draft.owner}
          options={owners.options}
          placeholder={owners.loading ? "Loading SDRs and clients..." : "Choose an SDR or a client"}
          hint="Whose LinkedIn account it is: an SDR of the roster, or the client company's own."
          error={errors.owner}
          onValueChange={(owner) => change({ owner }, "owner")}
        />
        <SelectField
          id="seat-account-type"
          label="Account type"
          value={draft.accountType}
          options={ACCOUNT_OPTIONS}
          error={errors["budget.accountType"]}
          onValueChange={(accountType) =>
            change({ accountType: accountType as AccountType }, "budget.accountType")
          }
        />
        <div className="grid gap-4 sm:grid-cols-2">
          {NUMBER_FIELDS.map(({ key, id, label, path }) => (
            <TextField
              key={key}
              id={id}
              label={label}
              inputMode="numeric"
              value={draft[key]}
              error={errors[path]}
              onChange={(event) => change({ [key]: event.target.value }, path)}
            />
          ))}
        </div>
        <p className="-mt-2 text-xs text-slate-500">
          Managers are alerted when fewer than this share of the seat's last 50 invites are accepted.
        </p>
        <CampaignsField
          choices={campaigns.choices}
          value={draft.campaignIds}
          loading={campaigns.loading}
          error={errors.campaignIds}
          onChange={(campaignIds) => change({ campaignIds }, "campaignIds")}
        />
        <FieldError>{errors.form}</FieldError>
        <DialogActions
          onCancel={() => onOpenChange(false)}
          submitLabel={editing ? "Save seat" : "Add seat"}
          pendingLabel="Saving..."
          pending={pending}
        />
      </form>
    </Dialog>
  );
}
