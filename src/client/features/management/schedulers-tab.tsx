import { useState } from "react";
import { SCHEDULER_STATUSES, type Scheduler } from "../../../shared/contracts/management";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "../../components/ui/table";
import { cn } from "../../lib/cn";
import { AddSchedulerDialog } from "./add-scheduler-dialog";
import { useList } from "./api";
import { ArchivedActions } from "./archived-actions";
import { EditSchedulerDialog } from "./edit-scheduler-dialog";
import { InlineTextCell } from "./inline-text-cell";
import { ListRows } from "./list-rows";
import { RowMenu } from "./row-menu";
import { StatusSelect } from "./status-select";
import { TabCard } from "./tab-card";
import { useArchiveActions } from "./use-archive-actions";
import { useSaveField } from "./use-save-field";

export function SchedulersTab() {
  const [showArchived, setShowArchived] = useState(false);
  const schedulers = useList("schedulers", showArchived);
  const save = useSaveField("schedulers");
  const archive = useArchiveActions("schedulers");
  const [editing, setEditing] = useState<Scheduler | null>(null);

  return (
    <TabCard
      title="Schedulers"
      description="Schedulers work a campaign's prospects. Launching a connection marks its scheduler Assigned."
      showArchived={showArchived}
      onShowArchivedChange={setShowArchived}
      action={<AddSchedulerDialog />}
    >
      <Table aria-label="Schedulers">
        <TableHeader>
          <TableRow>
            <TableHead>Name</TableHead>
            <TableHead className="w-40">Status</TableHead>
            <TableHead className="w-16">
              <span className="sr-only">Actions</span>
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          <ListRows
            query={schedulers}
            colSpan={3}
            loadingText="Loading schedulers..."
            emptyText="No schedulers yet"
            errorText="Could not load schedulers."
          >
            {(rows) =>
              rows.map((scheduler) => {
                const archived = scheduler.archivedAt !== null;
                return (
                  <TableRow key={scheduler.id} className={cn(archived && "bg-slate-50/80")}>
                    <TableCell>
                      <div className="flex max-w-md items-center gap-2">
                        <InlineTextCell
                          value={scheduler.name}
                          label={`Name for ${scheduler.name}`}
                          className="min-w-48"
                          disabled={archived}
                          onSave={(name) => save(scheduler.id, { name })}
                        />
                      </div>
                    </TableCell>
                    <TableCell>
                      <StatusSelect
                        value={scheduler.status}
                        statuses={SCHEDULER_STATUSES}
                        label={`Status for ${scheduler.name}`}
                        disabled={archived}
                        onSave={(status) => save(scheduler.id, { status: status as Scheduler["status"] })}
                      />
                    </TableCell>
                    <TableCell className="text-right">
                      {archived ? (
                        <ArchivedActions
                          name={scheduler.name}
                          pending={archive.restoringId === scheduler.id}
                          onRestore={() => void archive.restore(scheduler.id, scheduler.name)}
                        />
                      ) : (
                        <RowMenu
                          name={scheduler.name}
                          onEdit={() => setEditing(scheduler)}
                          onDelete={() => archive.askDelete({ id: scheduler.id, name: scheduler.name })}
                        />
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
      {editing && <EditSchedulerDialog scheduler={editing} onClose={() => setEditing(null)} />}
    </TabCard>
  );
}
