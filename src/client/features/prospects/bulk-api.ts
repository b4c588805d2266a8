import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { BulkChange } from "../../../shared/contracts/bulk-changes";
import { prospectEndpoints as api } from "../../../shared/contracts/endpoints/prospects";
import { callEndpoint } from "../../lib/endpoints";
import { invalidateAfterWrite } from "./api";

export interface BulkVariables {
  ids: string[];
  change: BulkChange;
  /** The SDR confirmed ticking invites beyond the campaign's LinkedIn invite budget. */
  overBudgetConfirmed?: boolean;
}

/** POST /api/campaigns/{id}/prospects/bulk: one change for the selected prospects, all or nothing. */
export function useBulkChange(campaignId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ ids, change, overBudgetConfirmed }: BulkVariables) =>
      callEndpoint(api.bulkChange, {
        params: { id: campaignId },
        query: overBudgetConfirmed ? { confirm: "over-budget" } : {},
        body: { ids, change },
      }),
    onSettled: () => invalidateAfterWrite(queryClient, campaignId),
  });
}

/** POST .../bulk/{changeId}/undo: the previous values back, unless someone changed a record since. */
export function useBulkUndo(campaignId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changeId: string) => callEndpoint(api.bulkUndo, { params: { id: campaignId, changeId } }),
    onSettled: () => invalidateAfterWrite(queryClient, campaignId),
  });
}
