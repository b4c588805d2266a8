import { useQuery } from "@tanstack/react-query";
import { resourceEndpoints as api } from "../../../shared/contracts/endpoints/resources";
import type { ResourceRow } from "../../../shared/contracts/resources";
import { callEndpoint, endpointQuery } from "../../lib/endpoints";
import { useSaveToCache } from "../../lib/use-save-to-cache";

export const RESOURCES_PATH = api.list.path;

export const resourcesQuery = endpointQuery(api.list, {});

export function useResources() {
  return useQuery(resourcesQuery);
}

/** Saves the whole list; the answer (trimmed, blank rows dropped) replaces the cached one. */
export function useSaveResources() {
  return useSaveToCache(resourcesQuery.queryKey, (rows: ResourceRow[]) =>
    callEndpoint(api.save, { body: rows }),
  );
}
