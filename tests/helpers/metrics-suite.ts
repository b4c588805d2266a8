import { beforeAll } from "vitest";
import { createClientUser, createCompany, createSdrUser } from "./factories.js";
import { createKnownRecords } from "./metrics.js";
import { login, type TestApp, testAppSuite } from "./test-app.js";

/**
 * `testAppSuite` with two companies, each with its signed-in client, and an SDR signed in; company A's
 * campaign (`campaigns.known`) holds the known data set, company B's (`campaigns.other`) is another
 * client's. Filled in before the first test: read it inside tests and hooks.
 */
export function knownDataSuite(): {
  t: TestApp;
  campaigns: { known: string; other: string };
  cookies: { clientA: string; clientB: string; sdr: string };
} {
  const t = testAppSuite();
  const campaigns = { known: "", other: "" };
  const cookies = { clientA: "", clientB: "", sdr: "" };
  const companyWithClient = async () => {
    const company = await createCompany(t.db);
    const client = await createClientUser(t.db, { companyId: company.companyId });
    return {
      campaignId: company.campaignId,
      cookie: await login(t.app, client.email, client.password, "client"),
    };
  };
  beforeAll(async () => {
    const [a, b] = [await companyWithClient(), await companyWithClient()];
    const sdr = await createSdrUser(t.db);
    campaigns.known = a.campaignId;
    campaigns.other = b.campaignId;
    cookies.clientA = a.cookie;
    cookies.clientB = b.cookie;
    cookies.sdr = await login(t.app, sdr.email, sdr.password, "sdr");
    await createKnownRecords(t.db, campaigns.known);
  });
  return { t, campaigns, cookies };
}
