import { endpointUrl } from "../../shared/contracts/endpoint";
import type { managementEndpoints } from "../../shared/contracts/endpoints/management";
import { endpointAddress } from "../lib/endpoints";

/**
 * The URLs a screen reads first, light enough to sit beside the router: on a page's first load they go
 * out with the session check (lib/api.ts `readEarly`), before the screen's code and its endpoint
 * records arrive. They must be the URLs the screen's queries ask for (early-reads.test.ts holds them to
 * the records); one that differs is only asked twice.
 */
type Management = typeof managementEndpoints;
const withArchived = { query: { includeArchived: "true" } } as const;

/** Manage Campaigns: the matrix without archived rows, and the three lists it picks from with them. */
export const MANAGE_CAMPAIGNS_FIRST_READS: readonly string[] = [
  endpointUrl(
    endpointAddress<Management["connections"]["list"]>({ method: "GET", path: "/api/connection-matrix" }),
  ),
  endpointUrl(
    endpointAddress<Management["clients"]["list"]>({ method: "GET", path: "/api/management-clients" }),
    withArchived,
  ),
  endpointUrl(
    endpointAddress<Management["sdrs"]["list"]>({ method: "GET", path: "/api/management-sdrs" }),
    withArchived,
  ),
  endpointUrl(
    endpointAddress<Management["schedulers"]["list"]>({ method: "GET", path: "/api/management-schedulers" }),
    withArchived,
  ),
];
