import { Upload } from "lucide-react";
import { Link } from "react-router";
import { Button } from "../../components/ui/button";
import { useSession } from "../../shared/session";
import { isManager } from "../../shared/staff-rights";
import type { ViewerScope } from "../../shared/viewer-scope";
import { ProspectPoolCard } from "./prospect-pool-card";
import { ProspectsWorkspace, type WorkspaceConfig } from "./prospects-workspace";

/**
 * Import .CSV goes to the campaign's import screen, or for the owner and managers on the page without a
 * campaign to the general one (into the pool). The SDR role imports into the campaign shown.
 */
function importLink(scope: ViewerScope) {
  const campaignId = scope.picker?.offersAll ? undefined : scope.campaignIds[0];
  const to = campaignId ? `/campaign/${campaignId}/scheduler-import-csv` : "/scheduler-import-csv";
  if (scope.readOnly || scope.noCampaignAssigned)
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
  screen: "scheduler",
  actions: importLink,
  beforeTable: (scope) => <PoolForManagers scope={scope} />,
};

/** Without a campaign, the owner and managers also see the people imported into the pool and assign them. */
function PoolForManagers({ scope }: { scope: ViewerScope }) {
  const { user } = useSession();
  if (!scope.picker || scope.readOnly || !isManager(user)) return null;
  return <ProspectPoolCard campaigns={scope.picker.campaigns} />;
}

/** Spec "Scheduler". */
export default function SchedulerPage() {
  return <ProspectsWorkspace config={SCHEDULER} />;
}
