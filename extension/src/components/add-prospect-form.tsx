import { type FormEvent, useState } from "react";
import { sidePanelEndpoints } from "../../../src/shared/contracts/endpoints/side-panel";
import type { PanelLookup } from "../../../src/shared/contracts/side-panel";
import { type CallEndpoint, messageOf } from "../lib/api";
import { Button, ErrorNote, Field, Select, TextInput } from "./ui";

const FIELDS = [
  { name: "firstName", label: "First name", autoComplete: "given-name" },
  { name: "lastName", label: "Last name", autoComplete: "family-name" },
  { name: "jobTitle", label: "Job title", autoComplete: "organization-title" },
  { name: "company", label: "Company", autoComplete: "organization" },
] as const;
type FieldName = (typeof FIELDS)[number]["name"];

interface AddProspectFormProps {
  api: CallEndpoint;
  url: string;
  campaigns: PanelLookup["campaigns"];
  onAdded: () => void;
}

/** The person, as the SDR types them, into one of their campaigns; the address is the tab's. */
export function AddProspectForm({ api, url, campaigns, onAdded }: AddProspectFormProps) {
  const [campaignId, setCampaignId] = useState(campaigns.length === 1 ? (campaigns[0]?.id ?? "") : "");
  const [values, setValues] = useState<Record<FieldName, string>>({
    firstName: "",
    lastName: "",
    jobTitle: "",
    company: "",
  });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (campaigns.length === 0) {
    return <p className="text-xs text-slate-500">You work no campaign to add them to.</p>;
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!campaignId) return setError("Choose a campaign.");
    setBusy(true);
    setError(null);
    try {
      await api(sidePanelEndpoints.addProspect, {
        params: { id: campaignId },
        body: { ...values, linkedinUrl: url },
      });
      onAdded();
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="space-y-2.5 border-t border-slate-100 pt-3" onSubmit={submit}>
      <h3 className="text-sm font-semibold">Add to campaign</h3>
      <Field label="Campaign" id="add-campaign">
        <Select id="add-campaign" value={campaignId} onChange={(event) => setCampaignId(event.target.value)}>
          <option value="">Choose a campaign</option>
          {campaigns.map((campaign) => (
            <option key={campaign.id} value={campaign.id}>
              {campaign.client}
            </option>
          ))}
        </Select>
      </Field>
      {FIELDS.map((field) => (
        <Field key={field.name} label={field.label} id={`add-${field.name}`}>
          <TextInput
            id={`add-${field.name}`}
            autoComplete={field.autoComplete}
            value={values[field.name]}
            onChange={(event) => setValues((before) => ({ ...before, [field.name]: event.target.value }))}
          />
        </Field>
      ))}
      <ErrorNote>{error}</ErrorNote>
      <Button type="submit" variant="primary" className="w-full" disabled={busy}>
        {busy ? "Adding…" : "Add to campaign"}
      </Button>
    </form>
  );
}
