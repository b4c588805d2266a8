import { FolderInput } from "lucide-react";
import { Link } from "react-router";
import { Card } from "../../components/ui/card";
import { IconBubble } from "../../components/ui/icon-bubble";
import { campaignPath } from "../../shared/campaign-links";
import { useActiveCampaigns } from "../../shared/campaign-lists";
import { NO_CAMPAIGN_ASSIGNED } from "../../shared/staff-rights";

/**
 * Staff in the SDR role import into a campaign they work, never into the pool alone (that is for the
 * owner and managers): the general import screen lists their campaigns' import screens instead.
 */
export function ChooseCampaignCard() {
  const campaigns = useActiveCampaigns();
  const list = campaigns.data ?? [];
  return (
    <Card className="flex flex-col items-center gap-3 px-6 py-12 text-center">
      <IconBubble icon={FolderInput} />
      <h2 className="text-lg font-semibold">Choose the campaign to import into</h2>
      <p className="max-w-md text-sm text-slate-500">
        {campaigns.isPending
          ? "Loading your campaigns..."
          : campaigns.isError
            ? "Your campaigns could not be loaded. Reload the page to try again."
            : list.length === 0
              ? NO_CAMPAIGN_ASSIGNED
              : "Imported prospects are assigned to the campaign you choose. Only managers import into the pool alone."}
      </p>
      {list.length > 0 && (
        <ul className="flex flex-wrap justify-center gap-2">
          {list.map((campaign) => (
            <li key={campaign.id}>
              <Link
                to={campaignPath(campaign.id, "scheduler-import-csv")}
                className="inline-flex rounded-lg border border-slate-200 px-3 py-2 text-sm font-medium text-brand-700 hover:bg-brand-50"
              >
                {campaign.companyName}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
