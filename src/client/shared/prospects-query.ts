import { type QueryKey, queryOptions } from "@tanstack/react-query";
import type { Prospect } from "../../shared/contracts/prospects";
import { apiGet } from "../lib/api";

/** A campaign's prospects (spec section 7): the Scheduler's lists, the chat's and the scripts' pickers. */
export const prospectsPath = (campaignId: string) => `/api/campaigns/${campaignId}/prospects`;
/** The key of a campaign's whole prospect list (not of its exports or counts). */
export const isProspectsKey = (key: QueryKey) =>
  typeof key[0] === "string" && /^\/api\/campaigns\/[^/]+\/prospects$/.test(key[0]);

export function prospectsQuery(campaignId: string) {
  return queryOptions({
    queryKey: [prospectsPath(campaignId)],
    queryFn: ({ signal }) => apiGet<Prospect[]>(prospectsPath(campaignId), { signal }),
  });
}
