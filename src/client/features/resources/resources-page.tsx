import { Plus } from "lucide-react";
import { useEffect, useState } from "react";
import { RESOURCE_ROWS_MAX } from "../../../shared/contracts/resources";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { toastFailure } from "../../components/ui/failure-toast";
import { SaveButton } from "../../components/ui/save-button";
import { QueryStateCard } from "../../components/ui/state-card";
import { toast } from "../../components/ui/toast-store";
import { usePageTitle } from "../../lib/use-page-title";
import { useUnsavedChangesGuard } from "../../lib/use-unsaved-changes";
import { PageHeader } from "../../shared/page-header";
import { useSession } from "../../shared/session";
import { isManager } from "../../shared/staff-rights";
import { useResources, useSaveResources } from "./api";
import { ResourceListView } from "./resource-list-view";
import { ResourceRowEditor, ROW_COLUMNS } from "./resource-row";
import { useResourceRows } from "./use-resource-rows";

const TITLE = "Resources";

/**
 * Spec "Resources" (staff only): the team's shared list of links and notes, two fields per row. The
 * owner and managers edit it: Add Row, Delete Row (never the last one) and Save; blank rows are
 * dropped when saved. Staff in the SDR role read it.
 */
export default function ResourcesPage() {
  usePageTitle(TITLE);
  const resources = useResources();
  const { user } = useSession();
  if (!isManager(user)) {
    return (
      <>
        <PageHeader
          title={TITLE}
          description="Links and notes the whole team works from: playbooks, calendars, objection handling. Managers keep the list up to date."
        />
        <QueryStateCard
          query={resources}
          loadingText="Loading resources..."
          errorTitle="The resources could not be loaded"
          fallback="Something went wrong while loading the resources."
        />
        {resources.data && <ResourceListView rows={resources.data} />}
      </>
    );
  }
  return <ResourcesEditor resources={resources} />;
}

/** The owner's and managers' editor of the list. */
function ResourcesEditor({ resources }: { resources: ReturnType<typeof useResources> }) {
  const save = useSaveResources();
  const editor = useResourceRows(resources.data);
  const [focusKey, setFocusKey] = useState<number | null>(null);
  useUnsavedChangesGuard(editor.dirty);

  // A new row's title takes the focus, so typing can start at once.
  useEffect(() => {
    if (focusKey === null) return;
    document.getElementById(`resource-${focusKey}-title`)?.focus();
    setFocusKey(null);
  }, [focusKey]);

  function onSave() {
    const sent = editor.values;
    save.mutate(sent, {
      onSuccess: () => {
        editor.settle(sent);
        toast({ title: "Resources saved", description: "The whole team sees the updated list." });
      },
      onError: (error) =>
        toastFailure("Save failed", error, "The resources could not be saved. Please try again."),
    });
  }

  const rows = editor.rows;
  const full = (rows?.length ?? 0) >= RESOURCE_ROWS_MAX;

  return (
    <>
      <PageHeader
        title={TITLE}
        description="Links and notes the whole team works from: playbooks, calendars, objection handling. Blank rows are dropped when you save."
        actions={rows && <SaveButton dirty={editor.dirty} saving={save.isPending} onSave={onSave} />}
      />
      <QueryStateCard
        query={resources}
        loadingText="Loading resources..."
        errorTitle="The resources could not be loaded"
        fallback="Something went wrong while loading the resources."
      />
      {rows && (
        <Card className="min-w-0 overflow-hidden">
          <div
            className={`hidden gap-x-3 border-b border-slate-200 bg-slate-50 px-6 py-2.5 text-xs font-medium tracking-wide text-slate-500 uppercase sm:grid ${ROW_COLUMNS}`}
            aria-hidden
          >
            <span>#</span>
            <span>Title</span>
            <span>Link or note</span>
          </div>
          <ol aria-label="Resources" className="min-w-0">
            {rows.map((row, index) => (
              <ResourceRowEditor
                key={row.key}
                row={row}
                number={index + 1}
                onlyRow={rows.length === 1}
                onChange={(field, value) => editor.update(row.key, field, value)}
                onDelete={() => editor.remove(row.key)}
              />
            ))}
          </ol>
          <div className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 px-4 py-3 sm:px-6">
            <Button variant="secondary" onClick={() => setFocusKey(editor.add())} disabled={full}>
              <Plus aria-hidden />
              Add Row
            </Button>
            <p className="text-sm text-slate-500" aria-live="polite">
              {full
                ? `The list holds at most ${RESOURCE_ROWS_MAX} rows.`
                : editor.dirty
                  ? "You have unsaved changes."
                  : `${rows.length} ${rows.length === 1 ? "row" : "rows"}, saved for the whole team.`}
            </p>
          </div>
        </Card>
      )}
    </>
  );
}
