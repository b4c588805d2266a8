import { ArrowLeft, Download, Lock } from "lucide-react";
import { Link } from "react-router";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { usePageTitle } from "../../lib/use-page-title";
import { campaignPath } from "../../shared/campaign-links";
import { PageHeader } from "../../shared/page-header";
import { useSession } from "../../shared/session";
import { isManager } from "../../shared/staff-rights";
import { useViewerScope } from "../../shared/viewer-scope";
import { TEMPLATE_PATH } from "./api";
import { ChooseCampaignCard } from "./choose-campaign-card";
import { CompletedPanel } from "./completed-panel";
import { ImportHistory } from "./import-history";
import { MappingStep } from "./mapping-step";
import { StepIndicator } from "./step-indicator";
import { UploadStep } from "./upload-step";
import { useImportFlow } from "./use-import-flow";

const TITLE = "Import CSV to Scheduler";

function headerDescription(campaignId: string | undefined, campaignName: string | undefined) {
  if (!campaignId) return "Imported prospects join the pool, ready to be assigned to a campaign.";
  return `Imported prospects are assigned to ${campaignName ?? "this campaign"}.`;
}

/** Clients and God Mode see campaign data read-only (DESIGN section 5): importing is an SDR action. */
function ReadOnlyNotice() {
  return (
    <Card className="flex flex-col items-center gap-3 px-6 py-12 text-center">
      <span className="rounded-full bg-slate-100 p-3 text-slate-500">
        <Lock className="size-6" aria-hidden />
      </span>
      <h2 className="text-lg font-semibold">Imports are run by your agency</h2>
      <p className="max-w-md text-sm text-slate-500">
        Prospect lists are imported by the agency's staff. The new prospects appear in the Scheduler once
        imported.
      </p>
    </Card>
  );
}

/** Spec "Import CSV to Scheduler", at /scheduler-import-csv and /campaign/:campaignId/scheduler-import-csv. */
export default function ImportPage() {
  usePageTitle(TITLE);
  const { routeCampaignId: campaignId, readOnly, companyName: campaignName } = useViewerScope();
  const { user } = useSession();
  const flow = useImportFlow(campaignId);
  const schedulerPath = campaignId ? campaignPath(campaignId, "scheduler") : "/scheduler";
  const choosesCampaign = !campaignId && !readOnly && !isManager(user);

  return (
    <>
      <Link
        to={schedulerPath}
        className="mb-3 inline-flex items-center gap-1.5 text-sm font-medium text-slate-600 hover:text-slate-900"
      >
        <ArrowLeft className="size-4" aria-hidden />
        Back to Scheduler
      </Link>
      <PageHeader
        title={TITLE}
        description={choosesCampaign ? undefined : headerDescription(campaignId, campaignName)}
        actions={
          !readOnly &&
          !choosesCampaign && (
            <Button asChild variant="secondary">
              <a href={TEMPLATE_PATH} download>
                <Download aria-hidden />
                Download Template
              </a>
            </Button>
          )
        }
      />
      {readOnly ? (
        <ReadOnlyNotice />
      ) : choosesCampaign ? (
        <ChooseCampaignCard />
      ) : (
        <>
          <StepIndicator step={flow.step} />
          {flow.step === "upload" && <UploadStep flow={flow} />}
          {(flow.step === "mapping" || flow.step === "processing") && <MappingStep flow={flow} />}
          {flow.step === "completed" && flow.result && (
            <CompletedPanel
              result={flow.result}
              fileName={flow.file?.name ?? ""}
              schedulerPath={schedulerPath}
              onImportAnother={flow.reset}
            />
          )}
          <ImportHistory />
        </>
      )}
    </>
  );
}
