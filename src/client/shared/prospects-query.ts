import type { QueryKey } from "@tanstack/react-query";
import { endpointUrl } from "../../shared/contracts/endpoint";
import { prospectEndpoints } from "../../shared/contracts/endpoints/prospects";
import { endpointQuery } from "../lib/endpoints";

/** A campaign's prospects (spec section 7): the Scheduler's lists, the chat's and the scripts' pickers. */
export const prospectsPath = (campaignId: string) =>
  endpointUrl(prospectEndpoints.list, { params: { id: campaignId } });
/** The key of a campaign's whole prospect list (not of its exports or counts). */
export const isProspectsKey = (key: QueryKey) =>
  typeof key[0] === "string" && /^\/api\/campaigns\/[^/]+\/prospects$/.test(key[0]);

export const prospectsQuery = (campaignId: string) =>
  endpointQuery(prospectEndpoints.list, { params: { id: campaignId } });
