import { describe, expect, it } from "vitest";
import { DEMO_CLIENT_EMAIL } from "../../shared/contracts/demo";
import { doNotContactRights } from "./do-not-contact-rights";
import { clientUser as client, sdrUser as sdr, sdrRoleUser } from "./session-fixtures";

describe("doNotContactRights", () => {
  it("managers add, remove and reach every client and the agency's list", () => {
    expect(doNotContactRights(sdr, null)).toEqual({
      canAdd: true,
      agency: true,
      agencyWide: true,
      canRemove: true,
      readOnlyReason: null,
    });
    expect(doNotContactRights({ ...sdr, staffRole: "owner" }, null).canRemove).toBe(true);
  });

  it("staff in the SDR role add entries for their clients, never agency-wide, and remove none", () => {
    expect(doNotContactRights(sdrRoleUser, null)).toEqual({
      canAdd: true,
      agency: true,
      agencyWide: false,
      canRemove: false,
      readOnlyReason: null,
    });
  });

  it("a client adds its own company's entries only", () => {
    expect(doNotContactRights(client, null)).toEqual({
      canAdd: true,
      agency: false,
      agencyWide: false,
      canRemove: false,
      readOnlyReason: null,
    });
  });

  it("God Mode shows the client's list read-only, naming the client", () => {
    const rights = doNotContactRights(sdr, { campaignId: "acme", companyName: "Acme" });
    expect(rights.canAdd).toBe(false);
    expect(rights.agency).toBe(false);
    expect(rights.canRemove).toBe(false);
    expect(rights.readOnlyReason).toContain("viewing the app as Acme");
  });

  it("the demo account cannot change its list", () => {
    expect(doNotContactRights({ ...client, email: DEMO_CLIENT_EMAIL }, null)).toEqual({
      canAdd: false,
      agency: false,
      agencyWide: false,
      canRemove: false,
      readOnlyReason: "The demo account cannot be changed.",
    });
  });

  it("a client without a campaign has no list to add to yet", () => {
    const rights = doNotContactRights({ ...client, campaignId: null, companyName: null }, null);
    expect(rights.canAdd).toBe(false);
    expect(rights.readOnlyReason).toMatch(/once the agency has set up your campaign/);
  });

  it("nobody signed in may do nothing", () => {
    expect(doNotContactRights(null, null)).toEqual({
      canAdd: false,
      agency: false,
      agencyWide: false,
      canRemove: false,
      readOnlyReason: null,
    });
  });
});
