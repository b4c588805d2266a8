import type { Prospect } from "../../../shared/contracts/prospects";
import { ProspectsWorkspace, type WorkspaceConfig } from "./prospects-workspace";

const REPLIES: WorkspaceConfig = {
  title: "Replies",
  description: "Prospects whose final disposition is Reply.",
  tableTitle: "Replied Prospects",
  loadingText: "Loading replied prospects...",
  emptyText: "No replied prospects found",
  listName: "replies",
  screen: "replies",
  include: (prospect: Prospect) => prospect.finalDisposition === "Reply",
};

/** Spec "Replies": the prospects whose final disposition is Reply. */
export default function RepliesPage() {
  return <ProspectsWorkspace config={REPLIES} />;
}
