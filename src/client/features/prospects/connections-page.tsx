import type { Prospect } from "../../../shared/contracts/prospects";
import { ProspectsWorkspace, type WorkspaceConfig } from "./prospects-workspace";

const CONNECTIONS: WorkspaceConfig = {
  title: "Connections",
  description: "Prospects who accepted the LinkedIn invite.",
  tableTitle: "Connected Prospects",
  loadingText: "Loading connected prospects...",
  emptyText: "No connected prospects found",
  listName: "connections",
  screen: "connections",
  include: (prospect: Prospect) => prospect.connected,
};

/** Spec "Connections": the prospects with connected set. */
export default function ConnectionsPage() {
  return <ProspectsWorkspace config={CONNECTIONS} />;
}
