import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ApiKeyCreate } from "../../../shared/contracts/api-keys";
import { apiKeyEndpoints as api } from "../../../shared/contracts/endpoints/api-keys";
import { managementEndpoints } from "../../../shared/contracts/endpoints/management";
import { callEndpoint, endpointQuery } from "../../lib/endpoints";

const keysQuery = endpointQuery(api.list, {});
const auditQuery = endpointQuery(api.audit, {});

/** Every key, newest first, revoked ones included. */
export const useApiKeys = () => useQuery(keysQuery);

/** Keys made and revoked, and the changes made with keys, newest first. */
export const useApiKeyAudit = () => useQuery(auditQuery);

/** The client companies a key may be for (archived ones cannot get one). */
export const useKeyCompanies = () => useQuery(endpointQuery(managementEndpoints.clients.list, { query: {} }));

function useRefreshKeys() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: keysQuery.queryKey }),
      queryClient.invalidateQueries({ queryKey: auditQuery.queryKey }),
    ]);
}

/** Makes a key; the answer's `secret` is the only time it is known. */
export function useCreateApiKey() {
  const refresh = useRefreshKeys();
  return useMutation({
    mutationFn: (body: ApiKeyCreate) => callEndpoint(api.create, { body }),
    onSuccess: () => refresh(),
  });
}

export function useRevokeApiKey() {
  const refresh = useRefreshKeys();
  return useMutation({
    mutationFn: (id: string) => callEndpoint(api.revoke, { params: { id } }),
    onSuccess: () => refresh(),
  });
}
