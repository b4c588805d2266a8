import { describe, expect, it } from "vitest";
import { hasStaffRole, STAFF_ROLES } from "../../shared/contracts/staff-roles";
import { homePath } from "./session";
import { clientUser, sdrRoleUser, sdrUser } from "./session-fixtures";
import { isManager, isOwner } from "./staff-rights";

describe("staff rights", () => {
  it("agree with the contract's order of roles for every role", () => {
    for (const staffRole of STAFF_ROLES) {
      const user = { ...sdrUser, staffRole };
      expect(isManager(user), staffRole).toBe(hasStaffRole(staffRole, "manager"));
      expect(isOwner(user), staffRole).toBe(hasStaffRole(staffRole, "owner"));
    }
  });

  it("a manager runs the agency, an SDR-role member of staff and a client do not", () => {
    expect(isManager(sdrUser)).toBe(true);
    expect(isManager(sdrRoleUser)).toBe(false);
    expect(isManager(clientUser)).toBe(false);
    expect(isManager(null)).toBe(false);
    expect(isOwner(sdrUser)).toBe(false);
  });
});

describe("homePath", () => {
  it("the owner and managers land on Manage Campaigns, the SDR role on Today, a client on its dashboard", () => {
    expect(homePath(sdrUser)).toBe("/manage-campaigns");
    expect(homePath({ ...sdrUser, staffRole: "owner" })).toBe("/manage-campaigns");
    expect(homePath(sdrRoleUser)).toBe("/today");
    expect(homePath(clientUser)).toBe("/campaign/acme/dashboard");
  });
});
