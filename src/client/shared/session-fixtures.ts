import type { ClientUser, SdrUser } from "../../shared/contracts/auth";

/** A signed-in SDR for the client tests. */
export const sdrUser: SdrUser = {
  type: "sdr",
  id: "s1",
  email: "sdr@agency.test",
  name: "Sam",
  emailVerified: true,
};

/** A signed-in client of the Acme campaign for the client tests. */
export const clientUser: ClientUser = {
  type: "client",
  id: "u1",
  email: "c@acme.test",
  companyName: "Acme",
  campaignId: "acme",
  emailVerified: true,
};
