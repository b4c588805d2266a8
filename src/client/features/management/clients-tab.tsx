import { Eye, Users } from "lucide-react";
import { useState } from "react";
import type { ManagementClient } from "../../../shared/contracts/management";
import { DropdownMenuItem } from "../../components/ui/dropdown-menu";
import { toast } from "../../components/ui/toast-store";
import { useList } from "./api";
import { CLIENT_ENTITY } from "./client-entity";
import { ClientLoginsDialog } from "./client-logins-dialog";
import { ManagedTab } from "./managed-tab";

/**
 * The Clients tab: the managed tab, with row menu items for the company's logins and for opening the
 * client's view in God Mode.
 */
export function ClientsTab() {
  const connections = useList("connections");
  const [loginsOf, setLoginsOf] = useState<ManagementClient | null>(null);

  /** Spec: God Mode opens in a new tab, and only for a company that has a connection. */
  function viewDashboard(client: ManagementClient) {
    const connected = connections.data?.some((connection) => connection.companyId === client.id);
    if (connected) {
      window.open(`/god-mode?campaign=${encodeURIComponent(client.campaignId)}`, "_blank", "noopener");
      return;
    }
    toast({
      title: "No connection yet",
      description: connections.data
        ? `${client.companyName} has no connection yet. Add one in the Connection Matrix first.`
        : "Connections are still loading. Try again in a moment.",
    });
  }

  return (
    <>
      <ManagedTab
        entity={CLIENT_ENTITY}
        menuItems={(client) => (
          <>
            {client.archivedAt === null && (
              <DropdownMenuItem onSelect={() => setLoginsOf(client)}>
                <Users />
                Logins
              </DropdownMenuItem>
            )}
            <DropdownMenuItem onSelect={() => viewDashboard(client)}>
              <Eye />
              View Dashboard (God Mode)
            </DropdownMenuItem>
          </>
        )}
      />
      {loginsOf && <ClientLoginsDialog client={loginsOf} onClose={() => setLoginsOf(null)} />}
    </>
  );
}
