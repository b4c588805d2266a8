import { type QueryClient, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { accessExportPath, privacyEndpoints as api } from "../../../shared/contracts/endpoints/privacy";
import type { PersonRecord, PrivacyLogAction, PrivacyRequestCreate } from "../../../shared/contracts/privacy";
import { downloadFile } from "../../lib/download-file";
import { callEndpoint, endpointQuery, optionalEndpointQuery } from "../../lib/endpoints";
import { invalidateChanges } from "../../lib/invalidate-changes";

/** Where the keys of every privacy query start (requests, people, retention, the log). */
const PRIVACY_PATH = "/api/privacy/";

const refreshPrivacy = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({
    predicate: ({ queryKey }) => String(queryKey[0]).startsWith(PRIVACY_PATH),
  });

/** Every request; fetched again on each visit (others answer requests too). */
export function usePrivacyRequests() {
  return useQuery({ ...endpointQuery(api.requests, {}), staleTime: 0, refetchOnWindowFocus: true });
}

/** Everything held about the person a request names; idle without a subject (an erased request). */
export function usePersonRecord(subject: string | null) {
  return useQuery({
    ...optionalEndpointQuery(api.person, subject ? { query: { q: subject } } : null),
    staleTime: 0,
  });
}

export function useCreateRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PrivacyRequestCreate) => callEndpoint(api.createRequest, { body }),
    onSuccess: () => refreshPrivacy(queryClient),
  });
}

/**
 * Erases the person a request names. The screens that showed them (Scheduler, conversations, imports)
 * are refreshed for each campaign the record listed.
 */
export function useErase(record: PersonRecord | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (requestId: string) => callEndpoint(api.erase, { params: { id: requestId } }),
    onSettled: () => {
      const campaigns = record?.assignments.map((assignment) => assignment.campaignId) ?? [];
      const changes = (campaigns.length > 0 ? campaigns : [null]).flatMap((campaignId) =>
        (["prospects", "conversations", "imports"] as const).map((t) => ({ t, c: campaignId })),
      );
      // Not awaited: the result shows at once, and the request's new state follows.
      void refreshPrivacy(queryClient);
      void invalidateChanges(queryClient, changes);
    },
  });
}

/** Saves the access export of a request (which completes it), then refreshes the list and the log. */
export function useAccessDownload() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ requestId, format }: { requestId: string; format: "json" | "csv" }) =>
      downloadFile(accessExportPath(requestId, format), `access-export.${format}`),
    onSettled: () => refreshPrivacy(queryClient),
  });
}

export function useRetention() {
  return useQuery({ ...endpointQuery(api.retention, {}), staleTime: 0 });
}

export function useSaveRetention() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ companyId, months }: { companyId: string; months: number }) =>
      callEndpoint(api.saveRetention, { params: { id: companyId }, body: { retentionMonths: months } }),
    onSuccess: () => refreshPrivacy(queryClient),
  });
}

/** The log for a filter; the previous filter's entries stay on screen (dimmed) while the next load. */
export function usePrivacyLog(query: { action?: PrivacyLogAction; from?: string; to?: string } | null) {
  return useQuery({
    ...optionalEndpointQuery(api.log, query ? { query } : null),
    placeholderData: (previous) => previous,
    staleTime: 0,
  });
}
