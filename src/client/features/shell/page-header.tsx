// Moved to shared/page-header.tsx; kept until Manage Campaigns imports it from there.
export { PageHeader } from "../../shared/page-header";
