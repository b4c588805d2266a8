import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createCompany } from "../../../../tests/helpers/factories.js";
import { expectError, UNKNOWN_ID } from "../../../../tests/helpers/management.js";
import { createProspect } from "../../../../tests/helpers/prospects.js";
import { prospectsPath, workspaceSuite } from "../../../../tests/helpers/workspace.js";
import { endpointUrl } from "../../../shared/contracts/endpoint.js";
import { poolEndpoints } from "../../../shared/contracts/endpoints/pool.js";
import { POOL_PAGE_SIZE, type PoolList } from "../../../shared/contracts/pool.js";
import type { Prospect } from "../../../shared/contracts/prospects.js";
import { queryRows } from "../../core/db/raw.js";

const POOL = endpointUrl(poolEndpoints.list);
const ASSIGN = endpointUrl(poolEndpoints.assign);

const { t, w } = workspaceSuite("Pool Campaign Co");

/** `names` put into the pool (no campaign), one second apart so the newest-first order is known. */
async function addToPool(label: string, names: string[], company = "Pool Co"): Promise<string[]> {
  const rows = await queryRows<{ id: string }>(
    t.db,
    sql`insert into prospects (dedup_key, first_name, last_name, job_title, company, linkedin_url, created_at)
        select 'linkedin.com/in/' || ${label} || '-' || n, split_part(name, ' ', 1), split_part(name, ' ', 2),
          'Buyer', ${company}, 'https://www.linkedin.com/in/' || ${label} || '-' || n,
          now() - interval '1 hour' + n * interval '1 second'
        from unnest(${`{${names.map((name) => `"${name}"`).join(",")}}`}::text[]) with ordinality as x(name, n)
        returning id`,
  );
  return rows.map((row) => row.id);
}

const pool = async (q?: string): Promise<PoolList> => {
  const response = await w.sdr.api.get(endpointUrl(poolEndpoints.list, { query: { q } }));
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};
const campaignList = async (campaignId: string): Promise<Prospect[]> =>
  (await w.sdr.api.get(prospectsPath(campaignId))).json();

describe("GET /api/pool-prospects", () => {
  it("lists people no campaign has, newest first, searched like the scheduler", async () => {
    const { campaignId } = await createCompany(t.db, { companyName: "Already Assigned Co" });
    await createProspect(t.db, campaignId, { firstName: "Assigned", lastName: "Person", company: "Pool Co" });
    await addToPool("list", ["Grace Hopper", "Alan Turing", "Edsger Dijkstra"], "Zeta Compilers");

    const all = await pool();
    const listed = all.prospects.map((p) => `${p.firstName} ${p.lastName}`);
    expect(listed.slice(0, 3)).toEqual(["Edsger Dijkstra", "Alan Turing", "Grace Hopper"]);
    expect(listed).not.toContain("Assigned Person");
    expect(all.total).toBe(all.prospects.length);
    expect(all.prospects[0]).toEqual({
      id: expect.any(String),
      firstName: "Edsger",
      lastName: "Dijkstra",
      jobTitle: "Buyer",
      company: "Zeta Compilers",
      linkedinUrl: expect.stringContaining("linkedin.com/in/list-3"),
      email: null,
      importedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    });

    const searched = await pool("TURING");
    expect(searched.prospects.map((p) => p.lastName)).toEqual(["Turing"]);
    expect(searched.total).toBe(1);
    expect((await pool("zeta comp")).total).toBe(3);
    expect((await pool("100%_")).total).toBe(0);
  });

  it(`answers at most ${POOL_PAGE_SIZE} people with the total of all matches`, async () => {
    await addToPool(
      "many",
      Array.from({ length: POOL_PAGE_SIZE + 20 }, (_, i) => `Many${i} Bulk`),
      "Bulk Imports",
    );
    const page = await pool("Bulk Imports");
    expect(page.total).toBe(POOL_PAGE_SIZE + 20);
    expect(page.prospects).toHaveLength(POOL_PAGE_SIZE);
  });
});

describe("POST /api/pool-prospects/assign", () => {
  it("assigns the chosen people to the campaign, once, and they leave the pool", async () => {
    const [ada, bob, cy] = await addToPool("pick", ["Ada Pick", "Bob Pick", "Cy Pick"], "Pick Co");
    const { campaignId } = w.company;
    const response = await w.sdr.api.post(ASSIGN, { campaignId, prospectIds: [ada, bob] });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ assigned: 2, suppressed: 0, campaignId, campaign: "Pool Campaign Co" });

    const listed = await campaignList(campaignId);
    const picked = listed.filter((p) => p.company === "Pick Co");
    expect(picked.map((p) => p.firstName).sort()).toEqual(["Ada", "Bob"]);
    expect(picked[0]?.importedAt).toEqual(expect.any(String));
    expect(picked[0]?.assignedAt).toEqual(expect.any(String));
    expect((await pool("Pick Co")).prospects.map((p) => p.id)).toEqual([cy]);

    // Already assigned: nothing more happens, in this or another campaign.
    const other = await createCompany(t.db, { companyName: "Second Campaign Co" });
    const again = await w.sdr.api.post(ASSIGN, { campaignId: other.campaignId, prospectIds: [ada, bob] });
    expect(again.json()).toEqual({
      assigned: 0,
      suppressed: 0,
      campaignId: other.campaignId,
      campaign: "Second Campaign Co",
    });
    expect(await campaignList(other.campaignId)).toEqual([]);
  });

  it("assigns every person matching a search, however many are listed", async () => {
    await addToPool("all", ["Dee Match", "Eve Match", "Fay Other"], "Allsearch Co");
    const { campaignId } = await createCompany(t.db, { companyName: "Matching Campaign Co" });
    const response = await w.sdr.api.post(ASSIGN, { campaignId, allMatching: { q: "match" } });
    expect(response.json()).toMatchObject({ assigned: 2 });
    expect((await campaignList(campaignId)).map((p) => p.firstName).sort()).toEqual(["Dee", "Eve"]);
    expect((await pool("Allsearch Co")).prospects.map((p) => p.firstName)).toEqual(["Fay"]);
  });

  it("never puts one person into two campaigns when two assignments race", async () => {
    const ids = await addToPool(
      "race",
      Array.from({ length: 50 }, (_, i) => `Racer${i} Race`),
      "Race Co",
    );
    const first = await createCompany(t.db, { companyName: "Race One" });
    const second = await createCompany(t.db, { companyName: "Race Two" });
    const [a, b] = await Promise.all([
      w.sdr.api.post(ASSIGN, { campaignId: first.campaignId, prospectIds: ids }),
      w.sdr.api.post(ASSIGN, { campaignId: second.campaignId, allMatching: { q: "Race Co" } }),
    ]);
    expect(a.json().assigned + b.json().assigned).toBe(50);
    const counted = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from assignments where prospect_id = any(${`{${ids.join(",")}}`}::uuid[])`,
    );
    expect(counted).toEqual([{ n: 50 }]);
  });

  it("refuses a body without a choice, with both, or without a campaign, and names the problem", async () => {
    const { campaignId } = w.company;
    expectError(
      await w.sdr.api.post(ASSIGN, { campaignId }),
      400,
      "Send either prospectIds or allMatching, not both and not neither.",
    );
    expectError(
      await w.sdr.api.post(ASSIGN, { campaignId, prospectIds: [UNKNOWN_ID], allMatching: { q: "" } }),
      400,
      "Send either prospectIds or allMatching, not both and not neither.",
    );
    expectError(
      await w.sdr.api.post(ASSIGN, { campaignId, prospectIds: [] }),
      400,
      "Select at least one prospect to assign.",
    );
    expectError(
      await w.sdr.api.post(ASSIGN, { prospectIds: [UNKNOWN_ID] }),
      400,
      "Choose the campaign to assign the prospects to.",
    );
    expectError(
      await w.sdr.api.post(ASSIGN, { campaignId: UNKNOWN_ID, prospectIds: [UNKNOWN_ID] }),
      404,
      "Campaign not found",
    );
  });

  it("is for SDRs only: clients 403, anonymous 401, and the pool stays as it was", async () => {
    const [id] = await addToPool("guarded", ["Gus Guarded"], "Guarded Co");
    expect((await w.client.api.get(POOL)).statusCode).toBe(403);
    expect((await w.anonymous.get(POOL)).statusCode).toBe(401);
    const body = { campaignId: w.company.campaignId, prospectIds: [id] };
    expect((await w.client.api.post(ASSIGN, body)).statusCode).toBe(403);
    expect((await w.anonymous.post(ASSIGN, body)).statusCode).toBe(401);
    expect((await pool("Guarded Co")).prospects.map((p) => p.id)).toEqual([id]);
  });
});
