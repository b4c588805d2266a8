import { usePageTitle } from "../../lib/use-page-title";
import { PageHeader } from "../../shared/page-header";

export default function DoNotContactPage() {
  usePageTitle("Do Not Contact");
  return <PageHeader title="Do Not Contact" />;
}
