import { Upload } from "lucide-react";
import { Link } from "react-router";
import { Button } from "../../components/ui/button";
import { ProspectsWorkspace, type WorkspaceConfig } from "./prospects-workspace";
import type { CampaignScope } from "./use-campaign-scope";

/** Import .CSV goes to the campaign's import screen, or the general one without a campaign. */
function importLink(scope: CampaignScope) {
  const campaignId = scope.picker ? undefined : scope.campaignIds[0];
  const to = campaignId ? `/campaign/${campaignId}/scheduler-import-csv` : "/scheduler-import-csv";
  if (scope.readOnly)
    return (
      <Button variant="secondary" disabled>
        <Upload aria-hidden />
        Import .CSV
      </Button>
    );
  return (
    <Button asChild variant="secondary">
      <Link to={to}>
        <Upload aria-hidden />
        Import .CSV
      </Link>
    </Button>
  );
}

const SCHEDULER: WorkspaceConfig = {
  title: "Scheduler",
  description: "Every assigned prospect with its invite, messages, follow-ups and outcome.",
  tableTitle: "All Assigned Prospects",
  loadingText: "Loading assigned prospects...",
  emptyText: "No assigned prospects found",
  listName: "scheduler",
  actions: importLink,
};

/** Spec "Scheduler". */
export default function SchedulerPage() {
  return <ProspectsWorkspace config={SCHEDULER} />;
}
