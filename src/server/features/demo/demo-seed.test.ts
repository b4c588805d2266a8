import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authed, createTestApp, login, type TestApp } from "../../../../tests/helpers/test-app.js";
import { DEMO_CLIENT_EMAIL, DEMO_CLIENT_PASSWORD } from "../../../shared/contracts/demo.js";
import type { Prospect } from "../../../shared/contracts/prospects.js";
import { queryRows } from "../../core/db/raw.js";
import { DEMO_SDR } from "./demo-prospects.js";
import { seedDemo } from "./seed.js";

let t: TestApp;
let prospects: Prospect[];
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.db);
  const cookie = await login(t.app, DEMO_CLIENT_EMAIL, DEMO_CLIENT_PASSWORD, "client");
  const me = (await authed(t.app, cookie).get("/api/auth/me")).json() as { campaignId: string };
  prospects = (await authed(t.app, cookie).get(`/api/campaigns/${me.campaignId}/prospects`)).json();
});
afterAll(() => t.close());

describe("the demo campaign's sample prospects", () => {
  it("are the 100 the demo dashboard describes: 23 connected, 8 meetings booked", () => {
    expect(prospects).toHaveLength(100);
    expect(prospects.filter((prospect) => prospect.connected)).toHaveLength(23);
    expect(prospects.filter((prospect) => prospect.finalDisposition === "Meeting")).toHaveLength(8);
  });

  it("are assigned to the demo SDR, who is on the roster", async () => {
    expect(new Set(prospects.map((prospect) => prospect.sdrEmail))).toEqual(new Set([DEMO_SDR.email]));
    const roster = await queryRows<{ name: string; status: string }>(
      t.db,
      sql`select name, status from sdrs where email = ${DEMO_SDR.email}`,
    );
    expect(roster).toEqual([{ name: DEMO_SDR.name, status: "Active" }]);
  });

  it("get the demo SDR on a later start when they were seeded without one", async () => {
    await t.db.execute(sql`update assignments set sdr_id = null`);
    expect(await seedDemo(t.db)).toBe("exists");
    const unassigned = await queryRows(t.db, sql`select id from assignments where sdr_id is null`);
    expect(unassigned).toEqual([]);
    const count = await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from assignments`);
    expect(count).toEqual([{ n: 100 }]);
  });
});
