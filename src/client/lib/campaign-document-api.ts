import { useQuery } from "@tanstack/react-query";
import { type Endpoint, type EndpointInput, endpointUrl } from "../../shared/contracts/endpoint";
import { callEndpoint, endpointQuery } from "./endpoints";
import { useSaveToCache } from "./use-save-to-cache";

// Both records take the campaign's id as their only param, which their generic types cannot say.
const campaignInput = <E extends Endpoint>(campaignId: string, body?: EndpointInput<E>["body"]) =>
  ({ params: { id: campaignId }, body }) as unknown as EndpointInput<E>;

/**
 * The address, query and hooks of a campaign's document (its cadence, scripts, digest settings): read at
 * `get` and saved whole at `save`, both under the campaign's id. A save's answer replaces the cached one.
 */
export function campaignDocumentApi<Get extends Endpoint, Save extends Endpoint>(get: Get, save: Save) {
  const query = (campaignId: string) => endpointQuery(get, campaignInput<Get>(campaignId));
  return {
    path: (campaignId: string) => endpointUrl(get, campaignInput<Get>(campaignId)),
    useDocument: (campaignId: string) => useQuery(query(campaignId)),
    useSave: (campaignId: string) =>
      useSaveToCache(query(campaignId).queryKey, (body: EndpointInput<Save>["body"]) =>
        callEndpoint(save, campaignInput<Save>(campaignId, body)),
      ),
  };
}
