import { usePageTitle } from "../../lib/use-page-title";
import { PageHeader } from "../../shared/page-header";

export default function PrivacyPage() {
  usePageTitle("Privacy");
  return <PageHeader title="Privacy" />;
}
