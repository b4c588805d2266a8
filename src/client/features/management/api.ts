import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { managementEndpoints as api } from "../../../shared/contracts/endpoints/management";
import type {
  ClientLogins,
  ClientPatch,
  Connection,
  ConnectionPatch,
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
import { callEndpoint } from "../../lib/endpoints";
import { invalidateChanges } from "../../lib/invalidate-changes";
import { sessionQuery } from "../../shared/session";

/** The four management tables share one shape of calls (spec section 7). */
export const RESOURCES = {
  sdrs: api.sdrs.list.path,
  clients: api.clients.list.path,
  schedulers: api.schedulers.list.path,
  connections: api.connections.list.path,
} as const;
export type ResourceName = keyof typeof api;

interface ResourceTypes {
  sdrs: { row: ManagementSdr; create: NewSdr; patch: SdrPatch };
  clients: { row: ManagementClient; create: NewClient; patch: ClientPatch };
  schedulers: { row: Scheduler; create: NewScheduler; patch: SchedulerPatch };
  connections: { row: Connection; create: NewConnection; patch: ConnectionPatch };
}
export type RowOf<R extends ResourceName> = ResourceTypes[R]["row"];
export type PatchOf<R extends ResourceName> = ResourceTypes[R]["patch"];

const listInput = (includeArchived: boolean) => ({
  query: includeArchived ? { includeArchived: "true" as const } : {},
});
type ListCall<R extends ResourceName> = (
  includeArchived: boolean,
  signal: AbortSignal,
) => Promise<RowOf<R>[]>;
/** One list call per table, so that a caller generic over the table still gets that table's rows. */
const LIST_CALLS: { [R in ResourceName]: ListCall<R> } = {
  sdrs: (archived, signal) => callEndpoint(api.sdrs.list, listInput(archived), { signal }),
  clients: (archived, signal) => callEndpoint(api.clients.list, listInput(archived), { signal }),
  schedulers: (archived, signal) => callEndpoint(api.schedulers.list, listInput(archived), { signal }),
  connections: (archived, signal) => callEndpoint(api.connections.list, listInput(archived), { signal }),
};

/** Keyed by the table's path and whether archived rows are in (the change topics match the path). */
export function listQuery<R extends ResourceName>(resource: R, includeArchived = false) {
  const list: ListCall<R> = LIST_CALLS[resource];
  return queryOptions({
    queryKey: [RESOURCES[resource], { includeArchived }],
    queryFn: ({ signal }) => list(includeArchived, signal),
  });
}

export function useList<R extends ResourceName>(resource: R, includeArchived = false) {
  return useQuery(listQuery(resource, includeArchived));
}

/** After any management write, every management list and the sidebar's campaigns are refetched. */
function useInvalidateManagement() {
  const queryClient = useQueryClient();
  return () => invalidateChanges(queryClient, [{ t: "management", c: null }]);
}

export function useCreate<R extends ResourceName>(resource: R) {
  const invalidate = useInvalidateManagement();
  return useMutation({
    mutationFn: (body: ResourceTypes[R]["create"]) => callEndpoint(api[resource].create, { body }),
    onSuccess: invalidate,
  });
}

export function usePatch<R extends ResourceName>(resource: R) {
  const invalidate = useInvalidateManagement();
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: PatchOf<R> }) =>
      callEndpoint(api[resource].update, { params: { id }, body: patch }),
    onSettled: invalidate,
  });
}

/** DELETE archives the row; restore brings it back. */
export function useArchive<R extends ResourceName>(resource: R) {
  const invalidate = useInvalidateManagement();
  return useMutation({
    mutationFn: async ({ id, archived }: { id: string; archived: boolean }) => {
      const records = api[resource];
      if (archived) await callEndpoint(records.archive, { params: { id } });
      else await callEndpoint(records.restore, { params: { id } });
    },
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
    mutationFn: ({ id, action }: { id: string; action: "resend" | "revoke" }) => {
      const records = api[resource];
      return callEndpoint(action === "resend" ? records.resendInvitation : records.revokeInvitation, {
        params: { id },
      });
    },
    onSuccess: invalidate,
  });
}

export function useLaunch() {
  const invalidate = useInvalidateManagement();
  return useMutation({
    mutationFn: (connectionId: string) =>
      callEndpoint(api.connections.launch, { params: { id: connectionId } }),
    onSuccess: invalidate,
  });
}

/**
 * The owner hands the agency to another member of staff and becomes a manager: the roster and the
 * signed-in user's own role are fetched again.
 */
export function useTransferOwnership() {
  const invalidate = useInvalidateManagement();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sdrId: string) => callEndpoint(api.sdrs.transferOwnership, { params: { id: sdrId } }),
    onSettled: () =>
      Promise.all([invalidate(), queryClient.invalidateQueries({ queryKey: sessionQuery.queryKey })]),
  });
}

/** The owner clears a colleague's lost second factor; the roster is fetched again. */
export function useResetSecondFactor() {
  const invalidate = useInvalidateManagement();
  return useMutation({
    mutationFn: (sdrId: string) => callEndpoint(api.sdrs.resetSecondFactor, { params: { id: sdrId } }),
    onSettled: () => invalidate(),
  });
}

/** A client company's logins: its login e-mail and the further ones invited from the Logins dialog. */
export function clientLoginsQuery(companyId: string) {
  return queryOptions({
    queryKey: [api.clients.logins.list.path, companyId],
    queryFn: ({ signal }) => callEndpoint(api.clients.logins.list, { params: { id: companyId } }, { signal }),
  });
}

/**
 * Invite, resend and remove a company's further login. Each answers the company's logins, which the
 * dialog shows at once; the management lists are fetched again as after any write.
 */
export function useClientLoginActions(companyId: string) {
  const invalidate = useInvalidateManagement();
  const queryClient = useQueryClient();
  const done = (logins: ClientLogins) => {
    queryClient.setQueryData(clientLoginsQuery(companyId).queryKey, logins);
    return invalidate();
  };
  const records = api.clients.logins;
  return {
    invite: useMutation({
      mutationFn: (email: string) =>
        callEndpoint(records.invite, { params: { id: companyId }, body: { email } }),
      onSuccess: done,
    }),
    resend: useMutation({
      mutationFn: (loginId: string) => callEndpoint(records.resend, { params: { id: companyId, loginId } }),
      onSuccess: done,
    }),
    remove: useMutation({
      mutationFn: (loginId: string) => callEndpoint(records.remove, { params: { id: companyId, loginId } }),
      onSuccess: done,
    }),
  };
}
