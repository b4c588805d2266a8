import { describe, expect, it } from "vitest";
import { clientUser, sdrRoleUser, sdrUser } from "../../shared/session-fixtures";
import { settingsSections } from "./settings-sections";

describe("the Settings tabs", () => {
  it("give staff in the SDR role only their side panels", () => {
    expect(settingsSections(sdrRoleUser)).toEqual(["side-panel"]);
  });

  it("give a manager the agency's settings first, then the side panel", () => {
    expect(settingsSections(sdrUser)).toEqual([
      "api-keys",
      "webhooks",
      "calendly",
      "audit-log",
      "side-panel",
    ]);
  });

  it("give the owner security as well, last", () => {
    expect(settingsSections({ ...sdrUser, staffRole: "owner" })).toEqual([
      "api-keys",
      "webhooks",
      "calendly",
      "audit-log",
      "side-panel",
      "security",
    ]);
  });

  it("give no agency settings to a client or nobody (the route sends them away before)", () => {
    expect(settingsSections(clientUser)).toEqual(["side-panel"]);
    expect(settingsSections(null)).toEqual(["side-panel"]);
  });
});
