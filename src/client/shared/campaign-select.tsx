import type { ActiveCampaign } from "../../shared/contracts/management";
import { Select } from "../components/ui/select";

export const ALL_CAMPAIGNS = "all";

interface CampaignSelectProps {
  campaigns: ActiveCampaign[];
  /** A campaign id, or ALL_CAMPAIGNS. */
  value: string;
  /** Whether All Campaigns is a choice (for the owner and managers). */
  offersAll: boolean;
  onChange: (value: string) => void;
  loading?: boolean;
}

/** Spec "Campaign dashboard": All Campaigns (the owner and managers) plus each active client. */
export function CampaignSelect({ campaigns, value, offersAll, onChange, loading }: CampaignSelectProps) {
  const options = [
    ...(offersAll ? [{ value: ALL_CAMPAIGNS, label: "All Campaigns" }] : []),
    ...campaigns.map((campaign) => ({ value: campaign.id, label: campaign.companyName })),
  ];
  return (
    <Select
      aria-label="Campaign"
      value={value}
      options={options}
      onValueChange={onChange}
      placeholder={loading ? "Loading clients..." : "Choose a client"}
      className="w-full sm:w-56"
    />
  );
}
