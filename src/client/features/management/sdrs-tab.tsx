import { KeyRound } from "lucide-react";
import { useState } from "react";
import { type ManagementSdr, SDR_STATUSES } from "../../../shared/contracts/management";
import { DropdownMenuItem } from "../../components/ui/dropdown-menu";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "../../components/ui/table";
import { cn } from "../../lib/cn";
import { AddSdrDialog } from "./add-sdr-dialog";
import { useList } from "./api";
import { ArchivedActions } from "./archived-actions";
import { EditSdrDialog } from "./edit-sdr-dialog";
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

export function SdrsTab() {
  const [showArchived, setShowArchived] = useState(false);
  const sdrs = useList("sdrs", showArchived);
  const save = useSaveField("sdrs");
  const archive = useArchiveActions("sdrs");
  const [editing, setEditing] = useState<ManagementSdr | null>(null);
  const [settingPassword, setSettingPassword] = useState<ManagementSdr | null>(null);

  return (
    <TabCard
      title="SDRs"
      description="Your team. Adding an SDR's email mails them an invitation to set their own password; setting a login password instead creates their login at once."
      showArchived={showArchived}
      onShowArchivedChange={setShowArchived}
      action={<AddSdrDialog />}
    >
      <Table aria-label="SDRs">
        <TableHeader>
          <TableRow>
            <TableHead>Name</TableHead>
            <TableHead>Email</TableHead>
            <TableHead className="w-40">
              <StatusHeader statuses={SDR_STATUSES} who="SDR" />
            </TableHead>
            <TableHead className="w-16">
              <span className="sr-only">Actions</span>
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          <ListRows
            query={sdrs}
            colSpan={4}
            loadingText="Loading SDRs..."
            emptyText="No SDRs yet"
            errorText="Could not load SDRs."
          >
            {(rows) =>
              rows.map((sdr) => {
                const archived = sdr.archivedAt !== null;
                return (
                  <TableRow key={sdr.id} className={cn(archived && "bg-slate-50/80")}>
                    <TableCell>
                      <div className="flex items-center gap-2">
                        <InlineTextCell
                          value={sdr.name}
                          label={`Name for ${sdr.name}`}
                          className="min-w-44"
                          disabled={archived}
                          onSave={(name) => save(sdr.id, { name })}
                        />
                      </div>
                    </TableCell>
                    <TableCell>
                      <div className="flex items-center gap-2">
                        <InlineTextCell
                          type="email"
                          value={sdr.email}
                          label={`Email for ${sdr.name}`}
                          className="min-w-52"
                          disabled={archived}
                          onSave={(email) => save(sdr.id, { email })}
                        />
                        <LoginBadge row={sdr} subject="This SDR" />
                      </div>
                    </TableCell>
                    <TableCell>
                      <StatusSelect
                        value={sdr.status}
                        statuses={SDR_STATUSES}
                        label={`Status for ${sdr.name}`}
                        disabled={archived}
                        onSave={(status) => save(sdr.id, { status: status as ManagementSdr["status"] })}
                      />
                    </TableCell>
                    <TableCell className="text-right">
                      {archived ? (
                        <ArchivedActions
                          name={sdr.name}
                          pending={archive.restoringId === sdr.id}
                          onRestore={() => void archive.restore(sdr.id, sdr.name)}
                        />
                      ) : (
                        <RowMenu
                          name={sdr.name}
                          onEdit={() => setEditing(sdr)}
                          onDelete={() => archive.askDelete({ id: sdr.id, name: sdr.name })}
                        >
                          <DropdownMenuItem onSelect={() => setSettingPassword(sdr)}>
                            <KeyRound />
                            Set Login Password
                          </DropdownMenuItem>
                          <InvitationMenuItems resource="sdrs" row={sdr} email={sdr.email} />
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
      {editing && <EditSdrDialog sdr={editing} onClose={() => setEditing(null)} />}
      {settingPassword && (
        <SetLoginPasswordDialog
          resource="sdrs"
          id={settingPassword.id}
          name={settingPassword.name}
          email={settingPassword.email}
          onClose={() => setSettingPassword(null)}
        />
      )}
    </TabCard>
  );
}
