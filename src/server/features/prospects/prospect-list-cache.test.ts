import { sql } from "drizzle-orm";
import { describe, expect, inject, it } from "vitest";
import { createCompany } from "../../../../tests/helpers/factories.js";
import { expectError } from "../../../../tests/helpers/management.js";
import { createProspect, createProspects } from "../../../../tests/helpers/prospects.js";
import {
  createWorkspace,
  FLAG_BAD_DATA,
  prospectPath,
  prospectsPath,
  workspaceSuite,
} from "../../../../tests/helpers/workspace.js";
import type { Prospect } from "../../../shared/contracts/prospects.js";
import { queryRows } from "../../core/db/raw.js";
import { createCampaignListCache, matchesEtag } from "./prospect-list-cache.js";

const onPglite = inject("testDatabase").kind === "pglite";

const { t, w } = workspaceSuite("Versioned Lists Ltd");

async function getList(campaignId: string, ifNoneMatch?: string) {
  const response = await w.sdr.api.get(prospectsPath(campaignId), {
    headers: ifNoneMatch ? { "if-none-match": ifNoneMatch } : {},
  });
  return {
    status: response.statusCode,
    etag: response.headers.etag as string | undefined,
    cacheControl: response.headers["cache-control"],
    body: response.body,
    rows: () => response.json() as Prospect[],
  };
}

/** The list's ETag now, after checking the answer is a 200 with a body. */
async function etagOf(campaignId: string): Promise<string> {
  const answer = await getList(campaignId);
  expect(answer.status, answer.body).toBe(200);
  expect(answer.etag).toMatch(/^"[\w-]+"$/);
  return answer.etag as string;
}

const exec = (query: ReturnType<typeof sql>) => queryRows(t.db, query);

describe("GET /api/campaigns/{id}/prospects: entity tags and revalidation", () => {
  it("answers an ETag and no-store; the same tag again gets 304 with no body while nothing changed", async () => {
    const { campaignId } = await createCompany(t.db);
    await createProspects(t.db, campaignId, 3);
    const first = await getList(campaignId);
    expect(first.status).toBe(200);
    expect(first.cacheControl).toBe("no-store");
    expect(first.rows()).toHaveLength(3);

    const again = await getList(campaignId);
    expect(again.etag).toBe(first.etag);
    expect(again.body).toBe(first.body);

    const revalidated = await getList(campaignId, first.etag);
    expect(revalidated.status).toBe(304);
    expect(revalidated.body).toBe("");
    expect(revalidated.etag).toBe(first.etag);
    expect(revalidated.cacheControl).toBe("no-store");
    expect((await getList(campaignId, `W/${first.etag}, "other"`)).status).toBe(304);
    expect((await getList(campaignId, '"stale"')).status).toBe(200);
  });

  it("a search answers the matching rows without an ETag", async () => {
    const { campaignId } = await createCompany(t.db);
    await createProspect(t.db, campaignId, { firstName: "Grace", lastName: "Hopper" });
    await createProspect(t.db, campaignId, { firstName: "Alan", lastName: "Turing" });
    await etagOf(campaignId);
    const response = await w.sdr.api.get(prospectsPath(campaignId, "hopp"));
    expect(response.statusCode).toBe(200);
    expect(response.headers.etag).toBeUndefined();
    expect((response.json() as Prospect[]).map((row) => row.lastName)).toEqual(["Hopper"]);
  });

  it("checks access before anything is reused: another company's client gets 404 even with the tag", async () => {
    const tag = await etagOf(w.company.campaignId);
    const stranger = await createWorkspace(t, "Elsewhere Inc");
    const response = await stranger.client.api.get(prospectsPath(w.company.campaignId), {
      headers: { "if-none-match": tag },
    });
    expectError(response, 404, "Campaign not found");
    const own = await w.client.api.get(prospectsPath(w.company.campaignId), {
      headers: { "if-none-match": tag },
    });
    expect(own.statusCode).toBe(304);
  });
});

describe("every change to what the list shows gives a new list", () => {
  it("a tick through the API", async () => {
    const { campaignId } = await createCompany(t.db);
    const [record] = await createProspects(t.db, campaignId, 2);
    if (!record) throw new Error("no prospect");
    const before = await etagOf(campaignId);
    const patched = await w.sdr.api.patch(prospectPath(record.id), { invite: true });
    expect(patched.statusCode, patched.body).toBe(200);
    const after = await getList(campaignId, before);
    expect(after.status).toBe(200);
    expect(after.etag).not.toBe(before);
    expect(after.rows().find((row) => row.id === record.id)?.invite).toBe(true);
  });

  it("a bad-data flag hides the record", async () => {
    const { campaignId } = await createCompany(t.db);
    const [record] = await createProspects(t.db, campaignId, 2);
    if (!record) throw new Error("no prospect");
    const before = await etagOf(campaignId);
    const flagged = await w.sdr.api.post(FLAG_BAD_DATA, {
      prospectId: record.id,
      reason: "Wrong person",
      sdrEmail: w.sdr.email,
    });
    expect(flagged.statusCode, flagged.body).toBe(200);
    const after = await getList(campaignId, before);
    expect(after.status).toBe(200);
    expect(after.rows().map((row) => row.id)).not.toContain(record.id);
  });

  it("SQL written outside the app: an assignment added, changed and deleted", async () => {
    const { campaignId } = await createCompany(t.db);
    const [record] = await createProspects(t.db, campaignId, 1);
    if (!record) throw new Error("no prospect");
    const tags = [await etagOf(campaignId)];
    const added = await createProspect(t.db, campaignId, { firstName: "Added" });
    expect((await getList(campaignId)).rows().map((row) => row.id)).toContain(added.id);
    tags.push(await etagOf(campaignId));
    await exec(sql`update assignments set sequence_tag = 'Interested' where id = ${record.id}`);
    const changed = await getList(campaignId);
    expect(changed.rows().find((row) => row.id === record.id)?.sequenceTag).toBe("Interested");
    tags.push(changed.etag as string);
    await exec(sql`delete from assignments where id = ${added.id}`);
    const after = await getList(campaignId);
    expect(after.rows().map((row) => row.id)).toEqual([record.id]);
    tags.push(after.etag as string);
    expect(new Set(tags).size).toBe(4);
  });

  it("a person's new name shows in every campaign the person is assigned to", async () => {
    const one = await createCompany(t.db);
    const two = await createCompany(t.db);
    const [record] = await createProspects(t.db, one.campaignId, 1, { firstName: "Shared" });
    if (!record) throw new Error("no prospect");
    await exec(
      sql`insert into assignments (prospect_id, campaign_id) values (${record.prospectId}, ${two.campaignId})`,
    );
    await etagOf(one.campaignId);
    await etagOf(two.campaignId);
    await exec(sql`update prospects set first_name = 'Renamed' where id = ${record.prospectId}`);
    for (const campaignId of [one.campaignId, two.campaignId]) {
      expect((await getList(campaignId)).rows().map((row) => row.firstName)).toEqual(["Renamed"]);
    }
  });

  it("the company's new name and the SDR's new e-mail", async () => {
    const company = await createCompany(t.db, { companyName: "Before Rename Co" });
    await createProspects(t.db, company.campaignId, 1, { sdrId: w.sdr.sdrId });
    const before = (await getList(company.campaignId)).rows()[0];
    expect(before).toMatchObject({ campaign: "Before Rename Co", sdrEmail: w.sdr.email });

    await exec(sql`update companies set company_name = 'After Rename Co' where id = ${company.companyId}`);
    expect((await getList(company.campaignId)).rows()[0]?.campaign).toBe("After Rename Co");

    const [sdr] = await queryRows<{ email: string }>(
      t.db,
      sql`select email from sdrs where id = ${w.sdr.sdrId}`,
    );
    await exec(sql`update sdrs set email = 'renamed-sdr@example.test' where id = ${w.sdr.sdrId}`);
    expect((await getList(company.campaignId)).rows()[0]?.sdrEmail).toBe("renamed-sdr@example.test");
    await exec(sql`update sdrs set email = ${sdr?.email ?? ""} where id = ${w.sdr.sdrId}`);
  });

  it("a change to another campaign leaves this list's tag as it was", async () => {
    const mine = await createCompany(t.db);
    const other = await createCompany(t.db);
    await createProspects(t.db, mine.campaignId, 1);
    const [elsewhere] = await createProspects(t.db, other.campaignId, 1);
    const tag = await etagOf(mine.campaignId);
    await exec(sql`update assignments set sequence_tag = 'Interested' where id = ${elsewhere?.id}`);
    expect((await getList(mine.campaignId, tag)).status).toBe(304);
  });

  it.skipIf(onPglite)(
    "a change still uncommitted while the list is read shows once it commits",
    // PGlite has one connection: a second one cannot read while a transaction is open.
    async () => {
      const { campaignId } = await createCompany(t.db);
      const [record] = await createProspects(t.db, campaignId, 1, { firstName: "Before" });
      if (!record) throw new Error("no prospect");
      await etagOf(campaignId);
      await t.db.transaction(async (tx) => {
        await queryRows(tx, sql`update prospects set first_name = 'After' where id = ${record.prospectId}`);
        expect((await getList(campaignId)).rows()[0]?.firstName).toBe("Before");
      });
      expect((await getList(campaignId)).rows()[0]?.firstName).toBe("After");
    },
  );
});

describe("createCampaignListCache", () => {
  it("reuses the list it read while the version stands, and reads again after a change", async () => {
    const { campaignId } = await createCompany(t.db);
    await createProspects(t.db, campaignId, 2);
    const lists = createCampaignListCache(t.db);
    const first = await lists(campaignId);
    expect((await lists(campaignId)).body).toBe(first.body);
    await exec(sql`update assignments set sequence_tag = 'Interested' where campaign_id = ${campaignId}`);
    const second = await lists(campaignId);
    expect(second.body).not.toBe(first.body);
    expect(second.etag).not.toBe(first.etag);
  });

  it("requests arriving together share one read", async () => {
    const { campaignId } = await createCompany(t.db);
    await createProspects(t.db, campaignId, 2);
    const lists = createCampaignListCache(t.db);
    const answers = await Promise.all([lists(campaignId), lists(campaignId), lists(campaignId)]);
    expect(answers[1]?.body).toBe(answers[0]?.body);
    expect(answers[2]?.body).toBe(answers[0]?.body);
  });

  it("lets the least recently used list go once the byte budget is spent", async () => {
    const one = await createCompany(t.db);
    const two = await createCompany(t.db);
    await createProspects(t.db, one.campaignId, 3);
    await createProspects(t.db, two.campaignId, 3);
    const probe = await createCampaignListCache(t.db)(one.campaignId);
    // Room for one list, not two.
    const lists = createCampaignListCache(t.db, Math.ceil(probe.body.length * 1.5));
    const firstOne = await lists(one.campaignId);
    expect((await lists(one.campaignId)).body).toBe(firstOne.body);
    await lists(two.campaignId);
    const oneAgain = await lists(one.campaignId);
    expect(oneAgain.body).not.toBe(firstOne.body);
    expect(oneAgain.body.equals(firstOne.body)).toBe(true);
    expect(oneAgain.etag).toBe(firstOne.etag);
  });
});

describe("matchesEtag", () => {
  it("compares weakly, in a list, and takes * as any", () => {
    expect(matchesEtag('"a"', '"a"')).toBe(true);
    expect(matchesEtag('W/"a"', '"a"')).toBe(true);
    expect(matchesEtag('"b", "a"', '"a"')).toBe(true);
    expect(matchesEtag("*", '"a"')).toBe(true);
    expect(matchesEtag('"b"', '"a"')).toBe(false);
    expect(matchesEtag(undefined, '"a"')).toBe(false);
    expect(matchesEtag("", '"a"')).toBe(false);
  });
});
