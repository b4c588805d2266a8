import type { ClientUser, SdrUser } from "../../shared/contracts/auth";

/** A signed-in manager for the client tests. */
export const sdrUser: SdrUser = {
  type: "sdr",
  id: "s1",
  email: "sdr@agency.test",
  name: "Sam",
  staffRole: "manager",
  emailVerified: true,
  secondFactor: false,
  secondFactorRequired: false,
};

/** A signed-in member of staff in the SDR role, who works only their own campaigns. */
export const sdrRoleUser: SdrUser = { ...sdrUser, id: "s2", email: "junior@agency.test", staffRole: "sdr" };

/** A signed-in client of the Acme campaign for the client tests. */
export const clientUser: ClientUser = {
  type: "client",
  id: "u1",
  email: "c@acme.test",
  companyName: "Acme",
  campaignId: "acme",
  emailVerified: true,
};
