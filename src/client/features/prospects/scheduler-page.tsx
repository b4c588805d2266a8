import { Upload } from "lucide-react";
import { Link } from "react-router";
import { Button } from "../../components/ui/button";
import type { ViewerScope } from "../../shared/viewer-scope";
import { ProspectPoolCard } from "./prospect-pool-card";
import { ProspectsWorkspace, type WorkspaceConfig } from "./prospects-workspace";

/** Import .CSV goes to the campaign's import screen, or the general one without a campaign. */
function importLink(scope: ViewerScope) {
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
  screen: "scheduler",
  actions: importLink,
  // Without a campaign, a manager also sees the people imported into the pool and assigns them.
  beforeTable: (scope) =>
    scope.picker && !scope.readOnly ? <ProspectPoolCard campaigns={scope.picker.campaigns} /> : null,
};

/** Spec "Scheduler". */
export default function SchedulerPage() {
  return <ProspectsWorkspace config={SCHEDULER} />;
}
