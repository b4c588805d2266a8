import { Plus } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { Button } from "../../components/ui/button";
import { ListRows } from "../../components/ui/list-rows";
import { Table, TableBody, TableHead, TableHeader, TableRow } from "../../components/ui/table";
import { toast } from "../../components/ui/toast-store";
import { VirtualRows } from "../../components/ui/virtual-rows";
import { useCreate, useLaunch, useList } from "./api";
import { ConnectionRow } from "./connection-row";
import { toastFailure } from "./failures";
import { TabCard } from "./tab-card";
import { useArchiveActions } from "./use-archive-actions";
import { useSaveField } from "./use-save-field";

/** Spec section 9: the launch toast shows for 1.5 s before the campaign dashboard opens. */
const LAUNCH_NAVIGATION_DELAY_MS = 1500;

export function ConnectionMatrixTab() {
  const navigate = useNavigate();
  const [showArchived, setShowArchived] = useState(false);
  const connections = useList("connections", showArchived);
  // Archived records too, so a row that still points at one can name it.
  const clients = useList("clients", true);
  const sdrs = useList("sdrs", true);
  const schedulers = useList("schedulers", true);
  const create = useCreate("connections");
  const launch = useLaunch();
  const save = useSaveField("connections");
  const archive = useArchiveActions("connections");
  const [launchingId, setLaunchingId] = useState<string | null>(null);
  const navigationTimer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(navigationTimer.current), []);

  async function addConnection() {
    try {
      // Spec section 5: a new row has empty ids and Onboarding; its selects fill it in.
      await create.mutateAsync({ companyId: "", sdrId: "", schedulerId: "", status: "Onboarding" });
      toast({ title: "Connection Added", description: "New connection row added" });
    } catch (error) {
      toastFailure(error, "Failed to add connection");
    }
  }

  async function launchConnection(id: string) {
    setLaunchingId(id);
    try {
      const { campaign } = await launch.mutateAsync(id);
      toast({ title: "Campaign Launched", description: `${campaign.companyName} is now live` });
      window.clearTimeout(navigationTimer.current);
      navigationTimer.current = window.setTimeout(
        () => void navigate(`/campaign/${campaign.id}/dashboard`),
        LAUNCH_NAVIGATION_DELAY_MS,
      );
    } catch (error) {
      toastFailure(error, "Failed to launch campaign");
    }
    setLaunchingId(null);
  }

  return (
    <TabCard
      title="Connection Matrix"
      description="Each row links a client company with an SDR and a scheduler. Launch a row to make its campaign live."
      showArchived={showArchived}
      onShowArchivedChange={setShowArchived}
      action={
        <Button onClick={() => void addConnection()} disabled={create.isPending}>
          <Plus />
          {create.isPending ? "Adding..." : "Add Connection"}
        </Button>
      }
    >
      <Table aria-label="Connection Matrix">
        <TableHeader>
          <TableRow>
            <TableHead className="w-10">#</TableHead>
            <TableHead>Company</TableHead>
            <TableHead>SDR</TableHead>
            <TableHead>Scheduler</TableHead>
            <TableHead className="w-40">Status</TableHead>
            <TableHead className="text-right">Actions</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          <ListRows
            query={connections}
            colSpan={6}
            loadingText="Loading connections..."
            emptyText="No connections yet"
            errorText="Could not load connections."
          >
            {(rows) => (
              <VirtualRows
                rows={rows}
                renderRow={(connection, index) => (
                  <ConnectionRow
                    key={connection.id}
                    connection={connection}
                    number={index + 1}
                    lists={{ clients: clients.data, sdrs: sdrs.data, schedulers: schedulers.data }}
                    save={save}
                    launching={launchingId === connection.id}
                    onLaunch={() => void launchConnection(connection.id)}
                    onDelete={() => archive.askDelete({ id: connection.id, name: `connection ${index + 1}` })}
                    restoring={archive.restoringId === connection.id}
                    onRestore={() => void archive.restore(connection.id, `Connection ${index + 1}`)}
                  />
                )}
              />
            )}
          </ListRows>
        </TableBody>
      </Table>
      {archive.confirmDialog}
    </TabCard>
  );
}
