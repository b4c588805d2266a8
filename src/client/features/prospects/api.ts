import {
  type Query,
  type QueryClient,
  type UseQueryResult,
  useMutation,
  useQueries,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import { endpointUrl } from "../../../shared/contracts/endpoint";
import { prospectEndpoints as api } from "../../../shared/contracts/endpoints/prospects";
import { type Prospect, type ProspectFieldChange, patchOfChange } from "../../../shared/contracts/prospects";
import { type StaleData, staleDataOf } from "../../components/ui/stale-data-banner";
import { ApiError } from "../../lib/api";
import { callEndpoint, optionalEndpointQuery } from "../../lib/endpoints";
import { invalidateChanges } from "../../lib/invalidate-changes";
import { isProspectsKey, prospectsQuery } from "../../shared/prospects-query";

/** Query keys are the URL paths they fetch. */
export const badDataCountPath = (campaignId: string) =>
  endpointUrl(api.badDataCount, { params: { id: campaignId } });

export interface ProspectList {
  data: Prospect[] | undefined;
  isPending: boolean;
  isError: boolean;
  error: Error | null;
  refetch: () => void;
  /** The rows shown are older than the server's, which could not be reached since; null when current. */
  stale: StaleData | null;
}

/**
 * The merged list is pending until every campaign has answered, and failed when any call failed before
 * it had rows; rows once fetched stay when a refetch fails (`stale` says how old they are).
 */
function mergeLists(results: UseQueryResult<Prospect[]>[]): ProspectList {
  const failed = results.find((result) => result.isError && result.data === undefined);
  const pending = results.some((result) => result.isPending);
  return {
    data: failed || pending ? undefined : results.flatMap((result) => result.data ?? []),
    isPending: !failed && pending,
    isError: failed !== undefined,
    error: failed?.error ?? null,
    stale: failed || pending ? null : staleDataOf(...results),
    refetch: () => {
      for (const result of results) if (result.isError) void result.refetch();
    },
  };
}

/**
 * The server already said this campaign does not exist (a 404, which the route's prefetch may hear before
 * the page mounts): the page shows it is not found instead of asking again.
 */
function answeredNotFound(queryClient: QueryClient, campaignId: string): boolean {
  const error = queryClient.getQueryState(prospectsQuery(campaignId).queryKey)?.error;
  return error instanceof ApiError && error.status === 404;
}

/** One campaign's prospects, or for "All Campaigns" one call per campaign, merged (spec section 7). */
export function useProspectLists(campaignIds: string[]): ProspectList {
  const queryClient = useQueryClient();
  // A stable `combine` is only run again when a result changes, so the merged list keeps its identity.
  return useQueries({
    queries: campaignIds.map((id) => ({
      ...prospectsQuery(id),
      retryOnMount: !answeredNotFound(queryClient, id),
    })),
    combine: mergeLists,
  });
}

export function useBadDataCount(campaignId: string | null) {
  return useQuery(
    optionalEndpointQuery(api.badDataCount, campaignId ? { params: { id: campaignId } } : null),
  );
}

/**
 * After a write: every query showing the campaign's prospects or what they feed (its lists and figures,
 * all-campaign figures, conversations, Team KPIs, the pool) is fetched again. Without a campaign (a
 * write that reached several), every campaign's are.
 */
export function invalidateAfterWrite(queryClient: QueryClient, campaignId: string | null) {
  return invalidateChanges(queryClient, [{ t: "prospects", c: campaignId }]);
}

/**
 * A campaign's whole prospect list (the largest answer of all) that changed rows were put into, so it
 * need not be fetched again, unless a refetch of it was cancelled and it is still out of date.
 */
export const heldByRows = (query: Query) => isProspectsKey(query.queryKey) && !query.state.isInvalidated;

/**
 * Puts prospects as another user's change left them into every cached list that holds them, unless
 * the list already has a newer state of the row.
 */
export function applyProspectRows(queryClient: QueryClient, rows: Prospect[]) {
  for (const incoming of rows) {
    updateCachedProspect(queryClient, incoming.id, (row) =>
      row.updatedAt > incoming.updatedAt ? row : incoming,
    );
  }
}

/** Applies a change to the prospect in every cached prospect list that holds it. */
function updateCachedProspect(
  queryClient: QueryClient,
  id: string,
  change: (prospect: Prospect) => Prospect | null,
) {
  queryClient.setQueriesData<Prospect[]>(
    { predicate: ({ queryKey }) => isProspectsKey(queryKey) },
    (rows) => {
      if (!rows?.some((row) => row.id === id)) return rows;
      return rows.flatMap((row) => {
        if (row.id !== id) return [row];
        const next = change(row);
        return next ? [next] : [];
      });
    },
  );
}

export type { ProspectFieldChange };

export interface FieldVariables {
  prospect: Prospect;
  change: ProspectFieldChange;
  /** The SDR confirmed ticking an invite although the campaign's LinkedIn invite budget is used up. */
  overBudgetConfirmed?: boolean;
}

const PROSPECT_WRITE = ["prospect-write"];

/** The server refused an invite because the campaign's LinkedIn invite budget is used up (409). */
export const isOverBudget = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.code === "over_budget";

/** The row as shown while a change is on its way: that field changed, the rest (`next` too) as it was. */
export const withChange = (row: Prospect, change: ProspectFieldChange): Prospect => ({
  ...row,
  [change.field]: change.value,
});

/**
 * The saved row as the lists show it: the server's answer, with its `next` step, and with this tab's
 * changes to the same prospect that are still on their way kept as shown.
 */
export const savedRowShown = (saved: Prospect, pending: readonly ProspectFieldChange[]): Prospect =>
  pending.reduce(withChange, saved);

/** Puts the changed field back to the value `prospect` had, in every cached list (a change not saved). */
export function revertProspectField(
  queryClient: QueryClient,
  prospect: Prospect,
  change: ProspectFieldChange,
) {
  updateCachedProspect(queryClient, prospect.id, (row) => ({
    ...row,
    [change.field]: prospect[change.field],
  }));
}

/**
 * PATCH /api/prospects/{id} with one field. The lists show the new value at once and take the saved
 * row (with its new next step) from the answer; a failure puts the old value of that field back
 * (other changes made meanwhile stay). An invite over the LinkedIn budget is instead handed to
 * `onOverBudget` still shown ticked: the caller asks the SDR, then sends it again confirmed or calls
 * `revertProspectField`. Once no other write is on its way, figures are fetched again, and the lists
 * only after a failure (a refetch never overwrites a pending change, and a tick never downloads a
 * large list).
 */
export function useUpdateProspectField({
  onOverBudget,
}: {
  onOverBudget?: (variables: FieldVariables, error: ApiError) => void;
} = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: PROSPECT_WRITE,
    mutationFn: ({ prospect, change, overBudgetConfirmed }: FieldVariables) =>
      callEndpoint(api.update, {
        params: { id: prospect.id },
        query: overBudgetConfirmed ? { confirm: "over-budget" } : {},
        body: patchOfChange(change),
      }),
    onMutate: async ({ prospect, change }) => {
      await queryClient.cancelQueries({ predicate: ({ queryKey }) => isProspectsKey(queryKey) });
      updateCachedProspect(queryClient, prospect.id, (row) => withChange(row, change));
      return { previous: prospect[change.field] };
    },
    onSuccess: (saved) => {
      const pending = queryClient
        .getMutationCache()
        .findAll({ mutationKey: PROSPECT_WRITE, status: "pending" })
        .map((mutation) => mutation.state.variables as Partial<FieldVariables> | undefined)
        .flatMap((variables) =>
          variables?.change && variables.prospect?.id === saved.id ? [variables.change] : [],
        );
      applyProspectRows(queryClient, [savedRowShown(saved, pending)]);
    },
    onError: (error, variables, context) => {
      if (context === undefined) return;
      if (onOverBudget && isOverBudget(error) && !variables.overBudgetConfirmed) {
        onOverBudget(variables, error);
        return;
      }
      const { prospect, change } = variables;
      updateCachedProspect(queryClient, prospect.id, (row) => ({ ...row, [change.field]: context.previous }));
    },
    onSettled: (_data, error, { prospect }) => {
      if (queryClient.isMutating({ mutationKey: PROSPECT_WRITE }) > 1) return;
      const change = [{ t: "prospects" as const, c: prospect.campaignId }];
      // An invite refused over the budget changed nothing: the lists need not be fetched again.
      const listsHeld = !error || isOverBudget(error);
      return invalidateChanges(queryClient, change, listsHeld ? heldByRows : undefined);
    },
  });
}

/** Reply capture in one call: disposition Reply, the conversation found or created, the message added. */
export function useCaptureReply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: PROSPECT_WRITE,
    mutationFn: ({ prospect, content }: { prospect: Prospect; content: string }) =>
      callEndpoint(api.captureReply, { params: { id: prospect.id }, body: { content } }),
    onSuccess: ({ prospect }) => updateCachedProspect(queryClient, prospect.id, () => prospect),
    onSettled: (_data, _error, { prospect }) => {
      if (queryClient.isMutating({ mutationKey: PROSPECT_WRITE }) > 1) return;
      return invalidateAfterWrite(queryClient, prospect.campaignId);
    },
  });
}

/** POST /api/flag-bad-data; the prospect leaves every list as soon as the server confirms. */
export function useFlagBadData() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: PROSPECT_WRITE,
    mutationFn: ({ prospect, reason, sdrEmail }: { prospect: Prospect; reason: string; sdrEmail: string }) =>
      callEndpoint(api.flagBadData, { body: { prospectId: prospect.id, sdrEmail, reason } }),
    onSuccess: (_data, { prospect }) => updateCachedProspect(queryClient, prospect.id, () => null),
    onSettled: (_data, _error, { prospect }) => {
      if (queryClient.isMutating({ mutationKey: PROSPECT_WRITE }) > 1) return;
      return invalidateAfterWrite(queryClient, prospect.campaignId);
    },
  });
}
