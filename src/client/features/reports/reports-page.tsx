import { useParams } from "react-router";
import { usePageTitle } from "../../lib/use-page-title";
import { PageHeader } from "../../shared/page-header";
import { useViewerScope } from "../../shared/viewer-scope";
import { DigestSection } from "./digest-section";
import { ShareLinksSection } from "./share-links-section";

const TITLE = "Reports";

/**
 * How a campaign's results reach its client outside the app: the weekly digest e-mail and read-only
 * share links to the dashboard. Clients (and managers in God Mode) see the digest read-only and no
 * share links, which only agency staff make.
 */
export default function ReportsPage() {
  usePageTitle(TITLE);
  const { campaignId = "" } = useParams();
  const { readOnly, companyName } = useViewerScope();
  const description = readOnly
    ? `When the weekly digest of ${companyName ?? "this campaign"} goes out, and to whom.`
    : `${companyName ? `${companyName}: the` : "The"} weekly digest e-mail and read-only links to the dashboard.`;

  return (
    <>
      <PageHeader title={TITLE} description={description} />
      <div className="grid gap-6">
        <DigestSection key={`digest-${campaignId}`} campaignId={campaignId} readOnly={readOnly} />
        {!readOnly && <ShareLinksSection key={`links-${campaignId}`} campaignId={campaignId} />}
      </div>
    </>
  );
}
