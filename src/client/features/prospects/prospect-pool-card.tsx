import { Inbox, UserPlus } from "lucide-react";
import { useCallback, useMemo, useRef, useState } from "react";
import type { ActiveCampaign } from "../../../shared/contracts/management";
import type { PoolProspect } from "../../../shared/contracts/pool";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { toastFailure } from "../../components/ui/failure-toast";
import { Select } from "../../components/ui/select";
import { TableBody, TableCell, TableHead, TableHeader, TableRow } from "../../components/ui/table";
import { toast } from "../../components/ui/toast-store";
import { VirtualRows } from "../../components/ui/virtual-rows";
import { errorMessage } from "../../lib/api";
import { formatCount, formatCountOf, formatDate } from "../../lib/format";
import { fullName } from "../../shared/prospect-name";
import { SearchBox } from "../../shared/search-box";
import { useAssignFromPool, usePool } from "./pool-api";

const CHECKBOX =
  "size-4 cursor-pointer accent-brand-600 align-middle disabled:cursor-not-allowed disabled:opacity-60";

/**
 * The general scheduler's pool: people imported without a campaign. A manager ticks some (or takes
 * every one matching the search) and assigns them to a campaign in one action. Hidden while the pool
 * is empty and nothing is searched.
 */
export function ProspectPoolCard({ campaigns }: { campaigns: ActiveCampaign[] }) {
  const [search, setSearch] = useState("");
  const onSearch = useCallback((text: string) => {
    setSearch(text);
    setAllMatching(false);
  }, []);
  const pool = usePool(search);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [allMatching, setAllMatching] = useState(false);
  const [campaignId, setCampaignId] = useState("");
  const assign = useAssignFromPool();
  const scroller = useRef<HTMLDivElement>(null);

  const rows = pool.data?.prospects ?? [];
  const total = pool.data?.total ?? 0;
  const shownIds = useMemo(() => new Set(rows.map((row) => row.id)), [rows]);
  const chosen = allMatching ? total : [...selected].filter((id) => shownIds.has(id)).length;
  const everyShownTicked = rows.length > 0 && rows.every((row) => selected.has(row.id));

  if (!pool.data && !pool.isError) return null;
  if (pool.data && total === 0 && !search.trim()) return null;

  const toggle = (id: string, on: boolean) => {
    setAllMatching(false);
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  };
  const toggleShown = (on: boolean) => {
    setAllMatching(false);
    setSelected(on ? new Set(shownIds) : new Set());
  };

  const submit = () => {
    const body = allMatching
      ? { campaignId, allMatching: { q: search.trim() } }
      : { campaignId, prospectIds: [...selected].filter((id) => shownIds.has(id)) };
    assign.mutate(body, {
      onSuccess: (result) => {
        toast({
          title: "Prospects assigned",
          description: `${formatCountOf(result.assigned, "prospect", "prospects")} assigned to ${result.campaign}.${
            result.suppressed > 0
              ? ` ${formatCountOf(result.suppressed, "prospect", "prospects")} on the do-not-contact list stayed in the pool.`
              : ""
          }`,
        });
        setSelected(new Set());
        setAllMatching(false);
      },
      onError: (error) => toastFailure("Assignment failed", error, "The prospects could not be assigned."),
    });
  };

  return (
    <Card role="region" className="mb-6 min-w-0 overflow-hidden" aria-labelledby="pool-title">
      <div className="flex flex-col gap-3 border-b border-slate-200 px-4 py-4 sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <div className="min-w-0">
          <h2 id="pool-title" className="flex items-center gap-2 text-base font-semibold text-slate-900">
            <Inbox className="size-4 text-brand-600" aria-hidden />
            Prospect Pool
          </h2>
          <p className="text-sm text-slate-500 tabular-nums">
            {formatCountOf(total, "unassigned prospect", "unassigned prospects")}
            {search.trim() ? " matching the search" : " imported without a campaign"}
          </p>
        </div>
        <SearchBox onSearch={onSearch} label="Search the pool" />
      </div>

      <div ref={scroller} className="relative max-h-80 overflow-auto">
        <table
          aria-label="Unassigned Prospects"
          className="w-full min-w-[720px] table-fixed border-collapse text-left text-sm"
        >
          <colgroup>
            <col className="w-12" />
            <col className="w-[22%]" />
            <col className="w-[24%]" />
            <col className="w-[22%]" />
            <col className="w-[17%]" />
            <col className="w-[15%]" />
          </colgroup>
          <TableHeader className="sticky top-0 z-10 bg-slate-50 shadow-[inset_0_-1px_0_var(--color-slate-200)]">
            <TableRow className="hover:bg-transparent">
              <TableHead className="text-center">
                <input
                  type="checkbox"
                  className={CHECKBOX}
                  aria-label="Select every listed prospect"
                  checked={everyShownTicked || allMatching}
                  disabled={rows.length === 0}
                  onChange={(event) => toggleShown(event.target.checked)}
                />
              </TableHead>
              <TableHead>Name</TableHead>
              <TableHead>Job Title</TableHead>
              <TableHead>Company</TableHead>
              <TableHead>Email</TableHead>
              <TableHead>Imported</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            <VirtualRows
              rows={rows}
              estimateSize={45}
              scrollElement={scroller}
              renderRow={(prospect: PoolProspect) => (
                <TableRow key={prospect.id}>
                  <TableCell className="text-center">
                    <input
                      type="checkbox"
                      className={CHECKBOX}
                      aria-label={`Select ${fullName(prospect)}`}
                      checked={allMatching || selected.has(prospect.id)}
                      onChange={(event) => toggle(prospect.id, event.target.checked)}
                    />
                  </TableCell>
                  <TableCell className="truncate font-medium text-slate-900">{fullName(prospect)}</TableCell>
                  <TableCell className="truncate text-slate-600">{prospect.jobTitle}</TableCell>
                  <TableCell className="truncate text-slate-600">{prospect.company}</TableCell>
                  <TableCell className="truncate text-slate-600">{prospect.email ?? ""}</TableCell>
                  <TableCell className="whitespace-nowrap text-slate-600 tabular-nums">
                    {formatDate(prospect.importedAt, "")}
                  </TableCell>
                </TableRow>
              )}
            />
          </TableBody>
        </table>
        {pool.isError && (
          <p className="px-6 py-8 text-center text-sm text-red-600">
            {errorMessage(pool.error, "The pool could not be loaded.")}
          </p>
        )}
        {pool.data && total === 0 && (
          <p className="px-6 py-8 text-center text-sm text-slate-500">No unassigned prospects found</p>
        )}
      </div>

      <div className="flex flex-col gap-3 border-t border-slate-200 bg-slate-50/60 px-4 py-3 sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <div
          className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600"
          aria-live="polite"
        >
          <span className="tabular-nums">{formatCountOf(chosen, "prospect", "prospects")} selected</span>
          {total > 0 && !allMatching && (
            <Button variant="link" size="sm" className="h-auto p-0" onClick={() => setAllMatching(true)}>
              Select all {formatCount(total)} {search.trim() ? "matching" : "in the pool"}
            </Button>
          )}
          {(allMatching || selected.size > 0) && (
            <Button variant="link" size="sm" className="h-auto p-0" onClick={() => toggleShown(false)}>
              Clear selection
            </Button>
          )}
        </div>
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
          <Select
            aria-label="Campaign to assign to"
            value={campaignId}
            options={campaigns.map((campaign) => ({ value: campaign.id, label: campaign.companyName }))}
            onValueChange={setCampaignId}
            placeholder="Choose a campaign"
            className="w-full sm:w-56"
          />
          <Button onClick={submit} disabled={chosen === 0 || !campaignId || assign.isPending}>
            <UserPlus aria-hidden />
            {assign.isPending ? "Assigning..." : "Assign to Campaign"}
          </Button>
        </div>
      </div>
    </Card>
  );
}
