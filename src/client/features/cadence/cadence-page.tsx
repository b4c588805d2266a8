import { useParams } from "react-router";
import { QueryStateCard } from "../../components/ui/state-card";
import { usePageTitle } from "../../lib/use-page-title";
import { PageHeader } from "../../shared/page-header";
import { useViewerScope } from "../../shared/viewer-scope";
import { useCadence } from "./api";
import { CadenceEditor } from "./cadence-editor";

const TITLE = "Cadence";

/**
 * A campaign's cadence: the order and spacing of the invite, messages and follow-ups, the calendar
 * they follow, what stops them and the LinkedIn budget. SDRs edit; clients and God Mode read only.
 */
export default function CadencePage() {
  usePageTitle(TITLE);
  const { campaignId = "" } = useParams();
  const { readOnly, companyName } = useViewerScope();
  const cadence = useCadence(campaignId);
  const description = `${companyName ? `${companyName}: when` : "When"} each invite, message and follow-up is due, what stops it, and how much the LinkedIn account may send.`;

  return (
    <>
      <PageHeader title={TITLE} description={description} />
      <QueryStateCard
        query={cadence}
        loadingText="Loading the cadence..."
        errorTitle="The cadence could not be loaded"
        fallback="Something went wrong while loading the cadence."
      />
      {cadence.isSuccess && (
        <CadenceEditor key={campaignId} campaignId={campaignId} saved={cadence.data} readOnly={readOnly} />
      )}
    </>
  );
}
