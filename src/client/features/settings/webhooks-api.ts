import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { webhookEndpoints as api } from "../../../shared/contracts/endpoints/webhooks";
import type { WebhookCreate, WebhookUpdate } from "../../../shared/contracts/webhooks";
import { callEndpoint, endpointKey, endpointQuery, optionalEndpointQuery } from "../../lib/endpoints";

/** While the tab is open its lists follow deliveries as they go out. */
const REFRESH_MS = 4000;

const endpointsQuery = endpointQuery(api.list, {});

/** Every endpoint, oldest first. */
export const useWebhooks = () => useQuery({ ...endpointsQuery, refetchInterval: REFRESH_MS });

/** An endpoint's newest deliveries; idle while no endpoint is chosen. */
export const useWebhookDeliveries = (endpointId: string | null) =>
  useQuery({
    ...optionalEndpointQuery(api.deliveries, endpointId ? { params: { id: endpointId } } : null),
    refetchInterval: REFRESH_MS,
  });

function useRefresh() {
  const queryClient = useQueryClient();
  // Every webhook query's key starts with its URL under /api/webhooks.
  return () =>
    queryClient.invalidateQueries({
      predicate: (query) => String(query.queryKey[0]).startsWith(api.list.path),
    });
}

/** Adds an endpoint; the answer's `secret` is the only time it is known. */
export function useCreateWebhook() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: WebhookCreate) => callEndpoint(api.create, { body }),
    onSuccess: () => refresh(),
  });
}

export function useUpdateWebhook() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: WebhookUpdate }) =>
      callEndpoint(api.update, { params: { id }, body }),
    onSuccess: () => refresh(),
  });
}

export function useDeleteWebhook() {
  const queryClient = useQueryClient();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: string) => callEndpoint(api.remove, { params: { id } }),
    onSuccess: (_answer, id) => {
      // The deleted endpoint's log is dropped, not asked for again (it no longer exists).
      queryClient.removeQueries({ queryKey: endpointKey(api.deliveries, { params: { id } }) });
      return refresh();
    },
  });
}

export function useRotateWebhookSecret() {
  return useMutation({ mutationFn: (id: string) => callEndpoint(api.rotateSecret, { params: { id } }) });
}

export function useSendTestEvent() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: string) => callEndpoint(api.sendTest, { params: { id } }),
    onSuccess: () => refresh(),
  });
}

export function useRedeliver() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, deliveryId }: { id: string; deliveryId: string }) =>
      callEndpoint(api.redeliver, { params: { id, deliveryId } }),
    onSuccess: () => refresh(),
  });
}
