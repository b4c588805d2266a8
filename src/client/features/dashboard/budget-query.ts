import { useQuery } from "@tanstack/react-query";
import { endpointUrl } from "../../../shared/contracts/endpoint";
import { queueEndpoints as api } from "../../../shared/contracts/endpoints/queue";
import { endpointQuery } from "../../lib/endpoints";

/** A campaign's LinkedIn budget and due work (its key is the URL, as every query's). */
export const budgetPath = (campaignId: string) => endpointUrl(api.budget, { params: { id: campaignId } });

export function useCampaignBudget(campaignId: string) {
  return useQuery(endpointQuery(api.budget, { params: { id: campaignId } }));
}
