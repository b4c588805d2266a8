import { type QueryKey, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  ActiveCampaign,
  ClientPatch,
  Connection,
  ConnectionPatch,
  LaunchResult,
  ManagementClient,
  ManagementSdr,
  NewClient,
  NewConnection,
  NewScheduler,
  NewSdr,
  Scheduler,
  SchedulerPatch,
  SdrPatch,
} from "../../../shared/contracts/management";
import { apiGet, apiRequest } from "../../lib/api";
import { invalidateChanges } from "../../lib/invalidate-changes";

/** The four management tables share one shape of calls (spec section 7). */
export const RESOURCES = {
  sdrs: "/api/management-sdrs",
  clients: "/api/management-clients",
  schedulers: "/api/management-schedulers",
  connections: "/api/connection-matrix",
} as const;
export type ResourceName = keyof typeof RESOURCES;

interface ResourceTypes {
  sdrs: { row: ManagementSdr; create: NewSdr; patch: SdrPatch };
  clients: { row: ManagementClient; create: NewClient; patch: ClientPatch };
  schedulers: { row: Scheduler; create: NewScheduler; patch: SchedulerPatch };
  connections: { row: Connection; create: NewConnection; patch: ConnectionPatch };
}
export type RowOf<R extends ResourceName> = ResourceTypes[R]["row"];
export type PatchOf<R extends ResourceName> = ResourceTypes[R]["patch"];

export const ACTIVE_CAMPAIGNS_KEY: QueryKey = ["/api/campaigns/active"];

export function listQuery<R extends ResourceName>(resource: R, includeArchived = false) {
  const path = RESOURCES[resource];
  return queryOptions({
    queryKey: [path, { includeArchived }],
    queryFn: ({ signal }) =>
      apiGet<RowOf<R>[]>(includeArchived ? `${path}?includeArchived=true` : path, { signal }),
  });
}

export function useList<R extends ResourceName>(resource: R, includeArchived = false) {
  return useQuery(listQuery(resource, includeArchived));
}

/** Spec "Active campaign": the sidebar's CLIENTS list and God Mode's picker. */
export function useActiveCampaigns(enabled = true) {
  return useQuery<ActiveCampaign[]>({ queryKey: ACTIVE_CAMPAIGNS_KEY, enabled });
}

/** After any management write, every management list and the sidebar's campaigns are refetched. */
function useInvalidateManagement() {
  const queryClient = useQueryClient();
  return () => invalidateChanges(queryClient, [{ t: "management", c: null }]);
}

export function useCreate<R extends ResourceName>(resource: R) {
  const invalidate = useInvalidateManagement();
  return useMutation({
    mutationFn: (input: ResourceTypes[R]["create"]) =>
      apiRequest<RowOf<R>>("POST", RESOURCES[resource], input),
    onSuccess: invalidate,
  });
}

export function usePatch<R extends ResourceName>(resource: R) {
  const invalidate = useInvalidateManagement();
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: ResourceTypes[R]["patch"] }) =>
      apiRequest<RowOf<R>>("PATCH", `${RESOURCES[resource]}/${id}`, patch),
    onSettled: invalidate,
  });
}

/** DELETE archives the row; restore brings it back. */
export function useArchive<R extends ResourceName>(resource: R) {
  const invalidate = useInvalidateManagement();
  return useMutation({
    mutationFn: ({ id, archived }: { id: string; archived: boolean }) =>
      archived
        ? apiRequest<unknown>("DELETE", `${RESOURCES[resource]}/${id}`)
        : apiRequest<unknown>("POST", `${RESOURCES[resource]}/${id}/restore`),
    onSuccess: invalidate,
  });
}

/** The rows whose logins are made by invitation. */
export type InvitingResource = "sdrs" | "clients";

/**
 * A row's invitation: "resend" mails a new link (the earlier ones keep working until they expire),
 * "revoke" withdraws every open link. Both answer the updated row.
 */
export function useInvitationAction<R extends InvitingResource>(resource: R) {
  const invalidate = useInvalidateManagement();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: "resend" | "revoke" }) =>
      apiRequest<RowOf<R>>(
        action === "resend" ? "POST" : "DELETE",
        `${RESOURCES[resource]}/${id}/invitation`,
      ),
    onSuccess: invalidate,
  });
}

export function useLaunch() {
  const invalidate = useInvalidateManagement();
  return useMutation({
    mutationFn: (connectionId: string) =>
      apiRequest<LaunchResult>("POST", `${RESOURCES.connections}/${connectionId}/launch`),
    onSuccess: invalidate,
  });
}
