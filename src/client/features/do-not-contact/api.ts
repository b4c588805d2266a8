import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { suppressionEndpoints as api } from "../../../shared/contracts/endpoints/suppressions";
import type { SuppressionCreate, SuppressionImportResult } from "../../../shared/contracts/privacy";
import { callEndpoint, endpointQuery } from "../../lib/endpoints";
import { invalidateChanges } from "../../lib/invalidate-changes";
import { uploadForm } from "../../lib/upload";

/** Where the list's query keys start (`/api/suppressions?q=...`). */
export const SUPPRESSIONS_PATH = api.list.path;

/** The newest entries first, searched and narrowed to one client company's when `campaignId` is given. */
export function useSuppressions(
  { q, campaignId }: { q: string; campaignId: string | null },
  enabled: boolean,
) {
  const query = { q: q.trim() || undefined, campaignId: campaignId ?? undefined };
  // While a new search loads, the previous answer stays on screen.
  return useQuery({ ...endpointQuery(api.list, { query }), placeholderData: keepPreviousData, enabled });
}

/**
 * An entry keeps prospects out of campaigns the browser cannot tell in advance: after a change the
 * list and every campaign's prospects (their rows show "Do not contact") are fetched again.
 */
function useRefreshAfterChange() {
  const queryClient = useQueryClient();
  return () => invalidateChanges(queryClient, [{ t: "prospects", c: null }]);
}

export function useCreateSuppression() {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: (body: SuppressionCreate) => callEndpoint(api.create, { body }),
    onSuccess: refresh,
  });
}

export function useImportSuppressions() {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: (form: FormData) => uploadForm<SuppressionImportResult>(api.import.path, form),
    onSuccess: refresh,
  });
}

export function useRemoveSuppression() {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: (id: string) => callEndpoint(api.remove, { params: { id } }),
    onSuccess: refresh,
  });
}
