import { describe, expect, it } from "vitest";
import type { ActiveCampaign, ManagementClient } from "../../shared/contracts/management";
import { clientUser as client, sdrUser as sdr, sdrRoleUser } from "./session-fixtures";
import {
  companyNameOf,
  needsClientsForName,
  type PickBy,
  resolveScope,
  type Viewer,
} from "./viewer-scope-rules";

const active = [
  { id: "acme", companyName: "Acme" },
  { id: "beta", companyName: "Beta" },
] as ActiveCampaign[];
const FILTER: PickBy = { kind: "filter" };
const DASHBOARD: PickBy = { kind: "page", segment: "dashboard" };

const viewer = (over: Partial<Viewer>): Viewer => ({
  user: sdr,
  simulated: null,
  routeCampaignId: undefined,
  requestedCampaignId: null,
  active,
  ...over,
});

describe("resolveScope", () => {
  it("a manager without a campaign sees every active campaign, or the one picked in ?campaign=", () => {
    expect(resolveScope(viewer({}), FILTER)).toMatchObject({
      campaignId: null,
      campaignIds: ["acme", "beta"],
      readOnly: false,
      dependsOnActive: true,
      pickerValue: "all",
    });
    expect(resolveScope(viewer({ requestedCampaignId: "beta" }), FILTER)).toMatchObject({
      campaignId: "beta",
      campaignIds: ["beta"],
      pickerValue: "beta",
    });
    // A pick that is not an active campaign counts as none.
    expect(resolveScope(viewer({ requestedCampaignId: "gone" }), FILTER).campaignId).toBeNull();
  });

  it("the URL's campaign wins; the filter picker is offered only without one", () => {
    expect(
      resolveScope(viewer({ routeCampaignId: "beta", requestedCampaignId: "acme" }), FILTER),
    ).toMatchObject({ campaignId: "beta", campaignIds: ["beta"], pickerValue: null, dependsOnActive: false });
  });

  it("the dashboard's picker is offered on All Campaigns and on active campaigns, not on others", () => {
    expect(resolveScope(viewer({ requestedCampaignId: "beta" }), DASHBOARD)).toMatchObject({
      campaignId: null,
      pickerValue: "all",
    });
    expect(resolveScope(viewer({ routeCampaignId: "beta" }), DASHBOARD).pickerValue).toBe("beta");
    expect(resolveScope(viewer({ routeCampaignId: "archived" }), DASHBOARD).pickerValue).toBeNull();
  });

  it("a client sees its own campaign read-only, or none yet, and never a picker", () => {
    expect(resolveScope(viewer({ user: client, active: undefined }), DASHBOARD)).toMatchObject({
      campaignId: "acme",
      readOnly: true,
      needsActive: false,
      pickerValue: null,
    });
    const without = resolveScope(viewer({ user: { ...client, campaignId: null } }), FILTER);
    expect(without).toMatchObject({ campaignId: undefined, campaignIds: [], pickerValue: null });
  });

  it("a manager in God Mode sees the simulated client's campaign read-only, without a picker", () => {
    const simulated = { campaignId: "beta", companyName: "Beta" };
    expect(resolveScope(viewer({ simulated }), DASHBOARD)).toMatchObject({
      campaignId: "beta",
      readOnly: true,
      pickerValue: null,
      dependsOnActive: false,
    });
  });
});

describe("resolveScope for staff in the SDR role", () => {
  const junior = (over: Partial<Viewer>) => viewer({ user: sdrRoleUser, ...over });

  it("never offers All Campaigns: a page without a campaign shows their first, or the one picked", () => {
    expect(resolveScope(junior({}), FILTER)).toMatchObject({
      campaignId: "acme",
      campaignIds: ["acme"],
      readOnly: false,
      pickerValue: "acme",
      offersAll: false,
      noCampaignAssigned: false,
    });
    expect(resolveScope(junior({ requestedCampaignId: "beta" }), FILTER)).toMatchObject({
      campaignId: "beta",
      pickerValue: "beta",
    });
    expect(resolveScope(junior({ requestedCampaignId: "gone" }), FILTER).campaignId).toBe("acme");
    expect(resolveScope(junior({}), DASHBOARD)).toMatchObject({ campaignId: "acme", pickerValue: "acme" });
    expect(resolveScope(junior({ routeCampaignId: "beta" }), DASHBOARD).pickerValue).toBe("beta");
  });

  it("while their campaigns load nothing is shown and the picker waits; without any, none is assigned", () => {
    expect(resolveScope(junior({ active: undefined }), DASHBOARD)).toMatchObject({
      campaignId: undefined,
      campaignIds: [],
      pickerValue: "",
      noCampaignAssigned: false,
    });
    expect(resolveScope(junior({ active: [] }), DASHBOARD)).toMatchObject({
      campaignId: undefined,
      pickerValue: null,
      noCampaignAssigned: true,
    });
    // On a campaign's own page the campaign is shown whatever the list holds.
    expect(resolveScope(junior({ active: [], routeCampaignId: "acme" }), DASHBOARD)).toMatchObject({
      campaignId: "acme",
      noCampaignAssigned: false,
    });
  });

  it("a list every member of staff may read whole still offers All", () => {
    const wholeList: PickBy = { kind: "filter", allForSdrRole: true };
    expect(resolveScope(junior({}), wholeList)).toMatchObject({
      campaignId: null,
      campaignIds: ["acme", "beta"],
      pickerValue: "all",
      offersAll: true,
    });
  });

  it("managers keep All Campaigns", () => {
    expect(resolveScope(viewer({}), DASHBOARD)).toMatchObject({ offersAll: true, pickerValue: "all" });
    expect(resolveScope(viewer({ user: { ...sdr, staffRole: "owner" } }), FILTER).offersAll).toBe(true);
  });
});

describe("companyNameOf", () => {
  const clients = [{ campaignId: "archived", companyName: "Old Co" }] as ManagementClient[];

  it("names the campaign from God Mode, the client's own company, the active campaigns, then the clients", () => {
    const simulated = { campaignId: "beta", companyName: "Beta Simulated" };
    expect(companyNameOf("beta", viewer({ simulated }), undefined)).toBe("Beta Simulated");
    expect(companyNameOf("acme", viewer({ user: client }), undefined)).toBe("Acme");
    expect(companyNameOf("beta", viewer({ user: client }), undefined)).toBeUndefined();
    expect(companyNameOf("beta", viewer({}), undefined)).toBe("Beta");
    expect(companyNameOf("archived", viewer({}), clients)).toBe("Old Co");
    expect(companyNameOf(null, viewer({}), clients)).toBeUndefined();
  });

  it("asks for the clients only for an SDR's campaign missing from the loaded active list", () => {
    expect(needsClientsForName("archived", viewer({}), true)).toBe(true);
    expect(needsClientsForName("archived", viewer({}), false)).toBe(false);
    expect(needsClientsForName("beta", viewer({}), true)).toBe(false);
    expect(needsClientsForName(null, viewer({}), true)).toBe(false);
    expect(needsClientsForName("archived", viewer({ user: client }), true)).toBe(false);
  });

  it("never asks for the clients (a managers' list) for staff in the SDR role", () => {
    expect(needsClientsForName("archived", viewer({ user: sdrRoleUser }), true)).toBe(false);
  });
});
