import { Ban, Plus, Upload } from "lucide-react";
import { useCallback, useState } from "react";
import type { SuppressionEntry } from "../../../shared/contracts/privacy";
import { Button } from "../../components/ui/button";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { toastFailure } from "../../components/ui/failure-toast";
import { Select } from "../../components/ui/select";
import { EmptyCard, LoadErrorCard, LoadingCard, QueryErrorCard } from "../../components/ui/state-card";
import { toast } from "../../components/ui/toast-store";
import { usePageTitle } from "../../lib/use-page-title";
import { ALL_CAMPAIGNS } from "../../shared/campaign-select";
import { useDoNotContactRights } from "../../shared/do-not-contact-rights";
import { PageHeader } from "../../shared/page-header";
import { SearchBox } from "../../shared/search-box";
import { type CampaignPicker, type PickBy, useViewerScope } from "../../shared/viewer-scope";
import { AddEntryDialog } from "./add-entry-dialog";
import { useRemoveSuppression, useSuppressions } from "./api";
import { EntriesTable } from "./entries-table";
import {
  type EntryDraft,
  emptyEntryDraft,
  emptyImportDraft,
  type ImportDraft,
  scopeOptions,
} from "./entry-draft";
import type { ScopeChoice } from "./entry-fields";
import { entryName, listCountText, removalText } from "./entry-text";
import { ImportDialog } from "./import-dialog";

const TITLE = "Do Not Contact";
/** The whole list is one every member of staff may read: All entries is offered to the SDR role too. */
const FILTER: PickBy = { kind: "filter", allForSdrRole: true };

/** Agency staff narrow the list to one client company's entries. */
function ScopeFilter({ picker }: { picker: CampaignPicker }) {
  const options = [
    { value: ALL_CAMPAIGNS, label: "All entries" },
    ...picker.campaigns.map((campaign) => ({ value: campaign.id, label: campaign.companyName })),
  ];
  return (
    <Select
      aria-label="Client"
      value={picker.value}
      options={options}
      onValueChange={picker.onChange}
      placeholder={picker.loading ? "Loading clients..." : "Choose a client"}
      className="w-full sm:w-56"
    />
  );
}

/**
 * The do-not-contact list: people (LinkedIn profile or e-mail), e-mail domains and companies nobody
 * contacts, agency-wide or for one client. The owner and managers see, add and remove every entry;
 * staff in the SDR role see the agency-wide entries and their clients' and add their clients'; a client
 * sees and adds its own company's. God Mode and the demo account only look.
 */
export default function DoNotContactPage() {
  usePageTitle(TITLE);
  const rights = useDoNotContactRights();
  const scope = useViewerScope(FILTER);
  const [search, setSearch] = useState("");
  const onSearch = useCallback((text: string) => setSearch(text), []);
  const campaignId = typeof scope.campaignId === "string" ? scope.campaignId : null;
  const ready = !scope.pending && scope.error === null;
  const list = useSuppressions({ q: search, campaignId }, ready);

  // The forms' drafts outlive the dialogs: closing one, or a failed save, keeps what was typed.
  // A new entry applies to the client picked in the filter (a client's own company); else one is chosen.
  const startScope = campaignId ?? "";
  const [addOpen, setAddOpen] = useState(false);
  const [addDraft, setAddDraft] = useState<EntryDraft | null>(null);
  const [importOpen, setImportOpen] = useState(false);
  const [importDraft, setImportDraft] = useState<ImportDraft | null>(null);
  const choice: ScopeChoice = rights.agency
    ? {
        options: scopeOptions(scope.picker?.campaigns ?? [], rights.agencyWide),
        agencyWide: rights.agencyWide,
      }
    : { fixed: scope.companyName ?? "Your company" };

  const remove = useRemoveSuppression();
  const [removing, setRemoving] = useState<SuppressionEntry | null>(null);
  function confirmRemove() {
    if (!removing) return;
    remove.mutate(removing.id, {
      onSuccess: () => {
        toast({ title: "Entry removed", description: entryName(removing) });
        setRemoving(null);
      },
      onError: (error) => toastFailure("Remove failed", error, "The entry could not be removed"),
    });
  }

  const blocked = rights.canAdd ? undefined : (rights.readOnlyReason ?? undefined);
  return (
    <>
      <PageHeader
        title={TITLE}
        description="People, e-mail domains and companies nobody contacts: the Scheduler marks the prospects they name."
        actions={
          // One group: the header's long description must not push Add entry under Import CSV.
          <div className="flex gap-2">
            <Button
              variant="secondary"
              disabled={!rights.canAdd}
              title={blocked}
              onClick={() => setImportOpen(true)}
            >
              <Upload aria-hidden />
              Import CSV
            </Button>
            <Button disabled={!rights.canAdd} title={blocked} onClick={() => setAddOpen(true)}>
              <Plus aria-hidden />
              Add entry
            </Button>
          </div>
        }
      />
      {rights.readOnlyReason && (
        <p
          role="note"
          className="mb-4 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900"
        >
          {rights.readOnlyReason}
        </p>
      )}
      <div className="mb-4 flex flex-col gap-2 sm:flex-row sm:items-center">
        <SearchBox onSearch={onSearch} label="Search the do-not-contact list" />
        {rights.agency && scope.picker && <ScopeFilter picker={scope.picker} />}
        <p className="text-sm text-slate-500 tabular-nums sm:ml-auto" aria-live="polite">
          {list.data ? listCountText(list.data) : "\u00a0"}
        </p>
      </div>
      {scope.error ? (
        <LoadErrorCard
          title="The client companies could not be loaded"
          error={scope.error}
          fallback="Something went wrong while loading the client companies."
          onRetry={scope.retry}
          retrying={false}
        />
      ) : list.isError ? (
        <QueryErrorCard
          title="The do-not-contact list could not be loaded"
          fallback="Something went wrong while loading the list."
          query={list}
        />
      ) : !list.data ? (
        <LoadingCard text="Loading the do-not-contact list..." />
      ) : list.data.entries.length === 0 ? (
        <EmptyCard
          icon={Ban}
          title={search.trim() ? `No entries match "${search.trim()}"` : "No entries yet"}
        >
          {search.trim()
            ? "Search by what an entry names, its note or its company."
            : rights.canAdd
              ? "Add an entry or import a CSV: the people, domains and companies it names are kept out of campaigns."
              : "Entries for your company appear here once they are added."}
        </EmptyCard>
      ) : (
        <EntriesTable entries={list.data.entries} onRemove={rights.canRemove ? setRemoving : null} />
      )}
      {rights.canAdd && (
        <>
          <AddEntryDialog
            open={addOpen}
            onOpenChange={setAddOpen}
            draft={addDraft ?? emptyEntryDraft(startScope)}
            onDraftChange={setAddDraft}
            onAdded={() => {
              setAddDraft(null);
              setAddOpen(false);
            }}
            scope={choice}
          />
          <ImportDialog
            open={importOpen}
            onOpenChange={setImportOpen}
            draft={importDraft ?? emptyImportDraft(startScope)}
            onDraftChange={setImportDraft}
            scope={choice}
          />
        </>
      )}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title="Remove this entry?"
        description={removing ? removalText(removing) : ""}
        confirmLabel="Remove"
        pendingLabel="Removing..."
        pending={remove.isPending}
        destructive
        onConfirm={confirmRemove}
      />
    </>
  );
}
