import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { ACCOUNT_TYPE_LABELS, ACCOUNT_TYPES } from "../../../shared/contracts/cadence";
import { queueEndpoints } from "../../../shared/contracts/endpoints/queue";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card";
import { TextField } from "../../components/ui/form-field";
import { endpointQuery } from "../../lib/endpoints";
import { type CadenceForm, errorAt } from "./cadence-form";
import { SelectSetting } from "./select-setting";

const ACCOUNT_OPTIONS = ACCOUNT_TYPES.map((type) => ({ value: type, label: ACCOUNT_TYPE_LABELS[type] }));

const LIMITS = [
  { name: "budget.invitesPer7Days", label: "Invites per 7 days" },
  { name: "budget.invitesPerDay", label: "Invites per day" },
  { name: "budget.messagesPerDay", label: "Messages per day" },
] as const;

/**
 * The client's LinkedIn account and how much it may send, to keep it clear of restrictions. When a seat
 * sends for the campaign, the seat's budget applies instead, and the card says so.
 */
export function CadenceBudgetCard({
  form,
  campaignId,
  readOnly,
}: {
  form: CadenceForm;
  campaignId: string;
  readOnly: boolean;
}) {
  const errors = form.formState.errors;
  const budget = useQuery(endpointQuery(queueEndpoints.budget, { params: { id: campaignId } }));
  const seat = budget.data?.seat ?? null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>LinkedIn budget</CardTitle>
        <CardDescription>
          {seat ? (
            <>
              The seat{" "}
              {readOnly ? (
                seat.name
              ) : (
                <Link to={`/seats/${seat.id}`} className="font-medium text-brand-600 hover:underline">
                  {seat.name}
                </Link>
              )}{" "}
              sends for this campaign: its budget, shared by every campaign it sends for, applies. These
              limits apply only while no seat does.
            </>
          ) : (
            "The limits of the client's LinkedIn account, which sends every step."
          )}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4 sm:grid-cols-2">
        <SelectSetting
          form={form}
          name="budget.accountType"
          id="cadence-account-type"
          label="Account type"
          options={() => ACCOUNT_OPTIONS}
        />
        {LIMITS.map(({ name, label }) => (
          <TextField
            key={name}
            id={`cadence-${name.replace(".", "-")}`}
            label={label}
            type="number"
            inputMode="numeric"
            min={0}
            max={1000}
            error={errorAt(errors, name)}
            {...form.register(name, { valueAsNumber: true })}
          />
        ))}
      </CardContent>
    </Card>
  );
}
