import { describe, expect, it } from "vitest";
import { endpointUrl } from "../../shared/contracts/endpoint";
import { managementEndpoints } from "../../shared/contracts/endpoints/management";
import { MANAGE_CAMPAIGNS_FIRST_READS } from "./early-reads";

describe("a screen's first reads", () => {
  it("are the URLs Manage Campaigns' first queries ask for, so their answers are taken, not asked twice", () => {
    const archived = { query: { includeArchived: "true" as const } };
    expect(MANAGE_CAMPAIGNS_FIRST_READS).toEqual([
      endpointUrl(managementEndpoints.connections.list, {}),
      endpointUrl(managementEndpoints.clients.list, archived),
      endpointUrl(managementEndpoints.sdrs.list, archived),
      endpointUrl(managementEndpoints.schedulers.list, archived),
    ]);
  });
});
