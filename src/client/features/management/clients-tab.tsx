import { Eye, KeyRound } from "lucide-react";
import { useState } from "react";
import { CLIENT_STATUSES, type ManagementClient } from "../../../shared/contracts/management";
import { DropdownMenuItem } from "../../components/ui/dropdown-menu";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "../../components/ui/table";
import { toast } from "../../components/ui/toast-store";
import { cn } from "../../lib/cn";
import { AddClientDialog } from "./add-client-dialog";
import { useList } from "./api";
import { ArchivedActions } from "./archived-actions";
import { EditClientDialog } from "./edit-client-dialog";
import { InlineTextCell } from "./inline-text-cell";
import { InvitationMenuItems } from "./invitation-menu-items";
import { ListRows } from "./list-rows";
import { LoginBadge } from "./login-badge";
import { RowMenu } from "./row-menu";
import { SetLoginPasswordDialog } from "./set-login-password-dialog";
import { StatusHeader } from "./status-help";
import { StatusSelect } from "./status-select";
import { TabCard } from "./tab-card";
import { useArchiveActions } from "./use-archive-actions";
import { useSaveField } from "./use-save-field";

export function ClientsTab() {
  const [showArchived, setShowArchived] = useState(false);
  const clients = useList("clients", showArchived);
  const connections = useList("connections");
  const save = useSaveField("clients");
  const archive = useArchiveActions("clients");
  const [editing, setEditing] = useState<ManagementClient | null>(null);
  const [settingPassword, setSettingPassword] = useState<ManagementClient | null>(null);

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
    <TabCard
      title="Clients"
      description="Client companies, one campaign each. A login email invites that person to set a password and see the campaign; setting a login password instead creates the login at once."
      showArchived={showArchived}
      onShowArchivedChange={setShowArchived}
      action={<AddClientDialog />}
    >
      <Table aria-label="Clients">
        <TableHeader>
          <TableRow>
            <TableHead>Company Name</TableHead>
            <TableHead>Client Name</TableHead>
            <TableHead>Login Email</TableHead>
            <TableHead>Assets</TableHead>
            <TableHead className="w-40">
              <StatusHeader statuses={CLIENT_STATUSES} who="client" />
            </TableHead>
            <TableHead className="w-16">
              <span className="sr-only">Actions</span>
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          <ListRows
            query={clients}
            colSpan={6}
            loadingText="Loading clients..."
            emptyText="No clients yet"
            errorText="Could not load clients."
          >
            {(rows) =>
              rows.map((client) => {
                const archived = client.archivedAt !== null;
                const name = client.companyName;
                return (
                  <TableRow key={client.id} className={cn(archived && "bg-slate-50/80")}>
                    <TableCell>
                      <div className="flex items-center gap-2">
                        <InlineTextCell
                          value={client.companyName}
                          label={`Company name for ${name}`}
                          className="min-w-36"
                          disabled={archived}
                          onSave={(companyName) => save(client.id, { companyName })}
                        />
                      </div>
                    </TableCell>
                    <TableCell>
                      <InlineTextCell
                        value={client.clientName}
                        label={`Client name for ${name}`}
                        className="min-w-28"
                        disabled={archived}
                        onSave={(clientName) => save(client.id, { clientName })}
                      />
                    </TableCell>
                    <TableCell>
                      <div className="flex items-center gap-2">
                        <InlineTextCell
                          type="email"
                          value={client.loginEmail ?? ""}
                          label={`Login email for ${name}`}
                          className="min-w-40"
                          placeholder="No login email"
                          disabled={archived}
                          onSave={(loginEmail) => save(client.id, { loginEmail })}
                        />
                        <LoginBadge row={client} subject="This client" />
                      </div>
                    </TableCell>
                    <TableCell>
                      <InlineTextCell
                        value={client.assets ?? ""}
                        label={`Assets for ${name}`}
                        className="min-w-24"
                        placeholder="No assets"
                        disabled={archived}
                        onSave={(assets) => save(client.id, { assets })}
                      />
                    </TableCell>
                    <TableCell>
                      <StatusSelect
                        value={client.status}
                        statuses={CLIENT_STATUSES}
                        label={`Status for ${name}`}
                        disabled={archived}
                        onSave={(status) => save(client.id, { status: status as ManagementClient["status"] })}
                      />
                    </TableCell>
                    <TableCell className="text-right">
                      {archived ? (
                        <ArchivedActions
                          name={name}
                          pending={archive.restoringId === client.id}
                          onRestore={() => void archive.restore(client.id, name)}
                        />
                      ) : (
                        <RowMenu
                          name={name}
                          onEdit={() => setEditing(client)}
                          onDelete={() => archive.askDelete({ id: client.id, name })}
                        >
                          <DropdownMenuItem onSelect={() => setSettingPassword(client)}>
                            <KeyRound />
                            Set Login Password
                          </DropdownMenuItem>
                          <InvitationMenuItems resource="clients" row={client} email={client.loginEmail} />
                          <DropdownMenuItem onSelect={() => viewDashboard(client)}>
                            <Eye />
                            View Dashboard (God Mode)
                          </DropdownMenuItem>
                        </RowMenu>
                      )}
                    </TableCell>
                  </TableRow>
                );
              })
            }
          </ListRows>
        </TableBody>
      </Table>
      {archive.confirmDialog}
      {editing && <EditClientDialog client={editing} onClose={() => setEditing(null)} />}
      {settingPassword && (
        <SetLoginPasswordDialog
          resource="clients"
          id={settingPassword.id}
          name={settingPassword.companyName}
          email={settingPassword.loginEmail}
          onClose={() => setSettingPassword(null)}
        />
      )}
    </TabCard>
  );
}
