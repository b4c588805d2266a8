import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createClientUser, createCompany, uniqueEmail } from "../../../../tests/helpers/factories.js";
import {
  csvFile,
  importFields,
  importFile,
  STANDARD_HEADER,
  uploadForm,
} from "../../../../tests/helpers/imports.js";
import { expectError, UNKNOWN_ID } from "../../../../tests/helpers/management.js";
import { createProspect } from "../../../../tests/helpers/prospects.js";
import { authed, login } from "../../../../tests/helpers/test-app.js";
import { prospectPath, prospectsPath, workspaceSuite } from "../../../../tests/helpers/workspace.js";
import { endpointPath, endpointUrl } from "../../../shared/contracts/endpoint.js";
import { poolEndpoints } from "../../../shared/contracts/endpoints/pool.js";
import { suppressionEndpoints as api } from "../../../shared/contracts/endpoints/suppressions.js";
import {
  SUPPRESSION_AGENCY_SDR_ONLY,
  SUPPRESSION_NOT_FOUND,
  type SuppressionCreate,
  type SuppressionEntry,
  type SuppressionImportResult,
  type SuppressionList,
} from "../../../shared/contracts/privacy.js";
import type { Prospect } from "../../../shared/contracts/prospects.js";
import { CAMPAIGN_NOT_FOUND } from "../../core/access/campaign-access.js";
import { queryRows } from "../../core/db/raw.js";

const LIST = endpointUrl(api.list);
const IMPORT_LIST = endpointUrl(api.import);
const removePath = (id: string) => endpointPath(api.remove, { id });
const suppressPath = (id: string) => endpointPath(api.suppressProspect, { id });

const { t, w } = workspaceSuite("Suppression Co");

type ApiClient = typeof w.sdr.api;

async function add(client: ApiClient, body: Partial<SuppressionCreate>): Promise<SuppressionEntry> {
  const response = await client.post(LIST, { campaignId: null, reason: "objected", ...body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

async function list(
  client: ApiClient,
  query: { q?: string; campaignId?: string } = {},
): Promise<SuppressionList> {
  const response = await client.get(endpointUrl(api.list, { query }));
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function rowOf(campaignId: string, assignmentId: string): Promise<Prospect> {
  const rows = (await w.sdr.api.get(prospectsPath(campaignId))).json() as Prospect[];
  const row = rows.find((prospect) => prospect.id === assignmentId);
  if (!row) throw new Error(`assignment ${assignmentId} is not listed`);
  return row;
}

/** A second company with its signed-in client. */
async function otherClient(companyName: string) {
  const company = await createCompany(t.db, { companyName });
  const user = await createClientUser(t.db, { companyId: company.companyId, email: uniqueEmail("other") });
  return { company, api: authed(t.app, await login(t.app, user.email, user.password, "client")) };
}

const privacyLog = () =>
  queryRows<{ action: string; summary: string; detail: Record<string, unknown> }>(
    t.db,
    sql`select action, summary, detail from privacy_log order by id`,
  );

describe("the do-not-contact list", () => {
  it("takes entries of every kind from agency staff, normalised, and refuses what is not of its kind", async () => {
    const profile = await add(w.sdr.api, {
      kind: "linkedin",
      value: "https://UK.linkedin.com/in/Objector-One/?trk=x",
      reason: "objected",
      note: "Asked by phone",
    });
    expect(profile).toMatchObject({
      kind: "linkedin",
      value: "https://UK.linkedin.com/in/Objector-One/?trk=x",
      campaignId: null,
      companyName: null,
      reason: "objected",
      note: "Asked by phone",
      createdBy: "Sam Sdr",
      matches: 0,
    });
    // The same profile written another way is the same entry.
    const again = await w.sdr.api.post(LIST, {
      kind: "linkedin",
      value: "linkedin.com/in/objector-one",
      campaignId: null,
      reason: "other",
    });
    expectError(again, 409, "This linkedin profile is already on the do-not-contact list");
    expect(again.json().field).toBe("value");

    for (const [kind, value, message] of [
      [
        "linkedin",
        "https://example.com/jane",
        '"https://example.com/jane" is not a LinkedIn profile URL (linkedin.com/in/...)',
      ],
      ["email", "jane at acme", '"jane at acme" is not an e-mail address'],
      ["domain", "https://acme.com/", '"https://acme.com/" is not an e-mail domain (for example acme.com)'],
      ["company", "--", '"--" is not a company name'],
    ] as const) {
      const response = await w.sdr.api.post(LIST, { kind, value, campaignId: null, reason: "other" });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ field: "value", message: `value: ${message}` });
    }
    const erased = await w.sdr.api.post(LIST, {
      kind: "email",
      value: "a@b.co",
      campaignId: null,
      reason: "erased",
    });
    expect(erased.statusCode).toBe(400);
  });

  it("marks the campaign prospects an entry names: the Scheduler shows why, progress answers 409, the cadence stops", async () => {
    const { campaignId } = w.company;
    const named = await createProspect(t.db, campaignId, {
      firstName: "Dana",
      lastName: "Rival",
      company: "Rival Corp, Inc.",
      email: "dana@rival.example",
    });
    const other = await createProspect(t.db, campaignId, {
      firstName: "Eli",
      lastName: "Free",
      company: "Free Co",
    });
    const entry = await add(w.sdr.api, {
      kind: "company",
      value: "RIVAL CORP",
      campaignId,
      reason: "competitor",
    });
    expect(entry).toMatchObject({ campaignId, companyName: "Suppression Co", matches: 1 });

    const row = await rowOf(campaignId, named.id);
    expect(row.doNotContact).toBe("competitor");
    expect(row.next).toMatchObject({ kind: "stopped", reason: "Do not contact" });
    expect((await rowOf(campaignId, other.id)).doNotContact).toBeNull();

    const tick = await w.sdr.api.patch(prospectPath(named.id), { invite: true });
    expectError(tick, 409, "Do not contact: Competitor");
    const untick = await w.sdr.api.patch(prospectPath(named.id), { connected: false });
    expectError(untick, 409, "Do not contact: Competitor");
    // Tags and dispositions still record what happened.
    const tagged = await w.sdr.api.patch(prospectPath(named.id), { sequenceTag: "Hard No" });
    expect(tagged.statusCode, tagged.body).toBe(200);
    const [state] = await queryRows<{ inviteAt: string | null }>(
      t.db,
      sql`select invite_at as "inviteAt" from assignments where id = ${named.id}`,
    );
    expect(state?.inviteAt).toBeNull();

    // Removing the entry releases the prospect.
    expect((await w.sdr.api.delete(removePath(entry.id))).statusCode).toBe(204);
    expect((await rowOf(campaignId, named.id)).doNotContact).toBeNull();
    expect((await w.sdr.api.patch(prospectPath(named.id), { invite: true })).statusCode).toBe(200);
    expectError(await w.sdr.api.delete(removePath(entry.id)), 404, SUPPRESSION_NOT_FOUND);

    const log = await privacyLog();
    expect(log.filter((line) => line.detail.suppressionId === entry.id).map((line) => line.action)).toEqual([
      "suppression.added",
      "suppression.removed",
    ]);
    // The log names the entry, never the value.
    expect(JSON.stringify(log)).not.toMatch(/rival/i);
  });

  it("lists the newest first, searched by value, note or company", async () => {
    const marker = `find-${Date.now()}`;
    await add(w.sdr.api, { kind: "domain", value: `${marker}.example`, reason: "bounced" });
    await add(w.sdr.api, { kind: "email", value: `x@y.example`, reason: "other", note: `note ${marker}` });
    const found = await list(w.sdr.api, { q: marker.toUpperCase() });
    expect(found.total).toBe(2);
    expect(found.entries.map((entry) => entry.kind)).toEqual(["email", "domain"]);
    expect((await list(w.sdr.api, { q: "100%_" })).total).toBe(0);
  });

  it("lets a client see and add only its own company's entries, never remove one or write agency-wide", async () => {
    const { campaignId } = w.company;
    const agencyWide = await add(w.sdr.api, {
      kind: "email",
      value: "agency-only@example.test",
      reason: "other",
    });
    const own = await add(w.client.api, {
      kind: "domain",
      value: "@own-customer.example",
      campaignId,
      reason: "customer",
    });
    expect(own).toMatchObject({ value: "@own-customer.example", campaignId });

    const seen = await list(w.client.api);
    expect(seen.entries.every((entry) => entry.campaignId === campaignId)).toBe(true);
    expect(seen.entries.map((entry) => entry.id)).toContain(own.id);
    expect(seen.entries.map((entry) => entry.id)).not.toContain(agencyWide.id);

    const stranger = await otherClient("Stranger Co");
    expectError(
      await w.client.api.post(LIST, {
        kind: "email",
        value: "a@b.example",
        campaignId: null,
        reason: "other",
      }),
      403,
      SUPPRESSION_AGENCY_SDR_ONLY,
    );
    expectError(
      await w.client.api.post(LIST, {
        kind: "email",
        value: "a@b.example",
        campaignId: stranger.company.campaignId,
        reason: "other",
      }),
      404,
      CAMPAIGN_NOT_FOUND,
    );
    expectError(
      await w.client.api.get(endpointUrl(api.list, { query: { campaignId: stranger.company.campaignId } })),
      404,
      CAMPAIGN_NOT_FOUND,
    );
    expect((await list(stranger.api)).entries.map((entry) => entry.id)).not.toContain(own.id);
    expect((await w.client.api.delete(removePath(own.id))).statusCode).toBe(403);
    expect((await stranger.api.delete(removePath(own.id))).statusCode).toBe(403);
    expect((await w.anonymous.get(LIST)).statusCode).toBe(401);
    expect(
      (
        await w.anonymous.post(LIST, {
          kind: "email",
          value: "a@b.example",
          campaignId: null,
          reason: "other",
        })
      ).statusCode,
    ).toBe(401);
  });

  it("keeps one company's entries from ever suppressing another company's prospects", async () => {
    const a = await otherClient("Entry Owner Co");
    const b = await otherClient("Unaffected Co");
    const inA = await createProspect(t.db, a.company.campaignId, { email: "shared.person@shared.example" });
    const inB = await createProspect(t.db, b.company.campaignId, { email: "shared.person@shared.example" });
    await add(a.api, {
      kind: "email",
      value: "Shared.Person@SHARED.example",
      campaignId: a.company.campaignId,
    });
    expect((await rowOf(a.company.campaignId, inA.id)).doNotContact).toBe("objected");
    expect((await rowOf(b.company.campaignId, inB.id)).doNotContact).toBeNull();
  });

  it("puts a prospect on the list from Prospect Details, by profile, for its company or (staff) the agency", async () => {
    const { campaignId } = w.company;
    const person = await createProspect(t.db, campaignId, {
      linkedinUrl: "https://www.linkedin.com/in/details-objector",
    });
    // As every import writes it: the profile is the person's dedup key.
    await t.db.execute(
      sql`update prospects set dedup_key = 'linkedin.com/in/details-objector' where id = ${person.prospectId}`,
    );
    const byClient = await w.client.api.post(suppressPath(person.id), {
      reason: "objected",
      note: "Replied stop",
    });
    expect(byClient.statusCode, byClient.body).toBe(201);
    expect(byClient.json()).toMatchObject({ kind: "linkedin", campaignId, reason: "objected" });
    expect((await rowOf(campaignId, person.id)).doNotContact).toBe("objected");

    expectError(
      await w.client.api.post(suppressPath(person.id), { reason: "objected", scope: "agency" }),
      403,
      SUPPRESSION_AGENCY_SDR_ONLY,
    );
    const stranger = await otherClient("Prying Co");
    expect((await stranger.api.post(suppressPath(person.id), { reason: "objected" })).statusCode).toBe(404);
    expect((await w.sdr.api.post(suppressPath(UNKNOWN_ID), { reason: "objected" })).statusCode).toBe(404);
    const agency = await w.sdr.api.post(suppressPath(person.id), { reason: "objected", scope: "agency" });
    expect(agency.statusCode, agency.body).toBe(201);
    // The company's older entry is the one that keeps the prospect out; the agency's applies everywhere else.
    expect(agency.json()).toMatchObject({ campaignId: null, matches: 0 });
    expect((await rowOf(campaignId, person.id)).doNotContact).toBe("objected");
  });
});

describe("imports and the pool skip people on the list", () => {
  it("counts suppressed rows by profile variants, e-mail case, domain and company name, and adds none of them", async () => {
    const company = await createCompany(t.db, { companyName: "Import Rules Co" });
    const { campaignId } = company;
    await add(w.sdr.api, { kind: "linkedin", value: "http://www.linkedin.com/in/Variant-Slug/" });
    await add(w.sdr.api, { kind: "email", value: "Mixed.Case@Example.test", campaignId });
    await add(w.sdr.api, { kind: "domain", value: "blocked-domain.example", campaignId });
    await add(w.sdr.api, { kind: "company", value: "Existing Customer Ltd", campaignId, reason: "customer" });
    const file = csvFile(
      [
        STANDARD_HEADER,
        "Vee,Ant,Buyer,Some Co,https://uk.linkedin.com/in/variant-slug?trk=1,",
        "Mia,Case,Buyer,Other Co,https://www.linkedin.com/in/mia-case,mixed.case@example.TEST",
        "Dom,Ain,Buyer,Third Co,https://www.linkedin.com/in/dom-ain,dom@BLOCKED-DOMAIN.example",
        "Cus,Tomer,Buyer,existing customer,https://www.linkedin.com/in/cus-tomer,",
        "Kept,Person,Buyer,Fine Co,https://www.linkedin.com/in/kept-person-import,",
      ].join("\n"),
    );
    const result = await importFile(w.sdr.api, file, importFields(undefined, { campaignId }));
    expect(result).toMatchObject({ importedRows: 1, duplicateRows: 0, suppressedRows: 4, failedRows: 0 });
    const names = ((await w.sdr.api.get(prospectsPath(campaignId))).json() as Prospect[]).map(
      (p) => p.firstName,
    );
    expect(names).toEqual(["Kept"]);
    const [batch] = (await w.sdr.api.get("/api/import-batches")).json() as {
      id: string;
      suppressedRows: number;
    }[];
    expect(batch).toMatchObject({ id: result.batchId, suppressedRows: 4 });
    const [stored] = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from prospects where dedup_key in ('linkedin.com/in/variant-slug', 'email:mixed.case@example.test')`,
    );
    expect(stored?.n).toBe(0);

    // Another company's campaign is not held back by this company's entries (only the agency-wide one).
    const elsewhere = await createCompany(t.db, { companyName: "Elsewhere Co" });
    const other = await importFile(
      w.sdr.api,
      file,
      importFields(undefined, { campaignId: elsewhere.campaignId }),
    );
    expect(other).toMatchObject({ suppressedRows: 1, importedRows: 3 });
  });

  it("honours only agency-wide entries for an import into the pool, and skips suppressed people when assigning", async () => {
    const company = await createCompany(t.db, { companyName: "Pool Rules Co" });
    await add(w.sdr.api, { kind: "linkedin", value: "linkedin.com/in/agency-blocked-pool" });
    await add(w.sdr.api, {
      kind: "company",
      value: "Pool Competitor",
      campaignId: company.campaignId,
      reason: "competitor",
    });
    const file = csvFile(
      [
        STANDARD_HEADER,
        "Ag,Blocked,Buyer,Any Co,https://www.linkedin.com/in/agency-blocked-pool,",
        "Co,Mpetitor,Buyer,Pool Competitor,https://www.linkedin.com/in/pool-competitor-person,",
        "Ok,Pooled,Buyer,Nice Co,https://www.linkedin.com/in/ok-pooled-person,",
      ].join("\n"),
    );
    const result = await importFile(w.sdr.api, file, importFields());
    expect(result).toMatchObject({ importedRows: 2, suppressedRows: 1 });
    const pooled = await queryRows<{ id: string; lastName: string }>(
      t.db,
      sql`select id, last_name as "lastName" from prospects where last_name in ('Mpetitor', 'Pooled')`,
    );
    const assign = await w.sdr.api.post(endpointUrl(poolEndpoints.assign), {
      campaignId: company.campaignId,
      prospectIds: pooled.map((person) => person.id),
    });
    expect(assign.statusCode, assign.body).toBe(200);
    expect(assign.json()).toMatchObject({ assigned: 1, suppressed: 1 });
    const names = ((await w.sdr.api.get(prospectsPath(company.campaignId))).json() as Prospect[]).map(
      (p) => p.lastName,
    );
    expect(names).toEqual(["Pooled"]);
  });
});

describe("POST /api/suppressions/import", () => {
  const upload = (client: ApiClient, text: string, fields: Record<string, string>) =>
    client.post(IMPORT_LIST, uploadForm(csvFile(text, "list.csv"), fields, { fileLast: true }));

  it("adds each row's value, counts those already listed, and reports bad rows with their line and why", async () => {
    const { campaignId } = w.company;
    await add(w.sdr.api, { kind: "email", value: "already@listed.example", campaignId });
    const response = await upload(
      w.sdr.api,
      [
        "Name,Email",
        "One,one@list.example",
        "Two,not-an-email",
        "Three,ALREADY@listed.example",
        "Four,",
        "Five,one@list.example",
      ].join("\n"),
      { kind: "email", campaignId, reason: "customer", note: "CRM export" },
    );
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json() as SuppressionImportResult;
    expect(result).toMatchObject({ added: 1, alreadyListed: 2, headers: ["Name", "Email"] });
    expect(result.failures).toEqual([
      { row: 3, reason: '"not-an-email" is not an e-mail address', values: ["Two", "not-an-email"] },
      { row: 5, reason: "Enter the e-mail", values: ["Four", ""] },
    ]);
    const entries = (await list(w.sdr.api, { q: "list.example" })).entries;
    expect(entries.find((entry) => entry.value === "one@list.example")).toMatchObject({
      reason: "customer",
      note: "CRM export",
    });
  });

  it("asks for the column when the file has several and none is named after the kind", async () => {
    const response = await upload(w.sdr.api, "A,B\nx,y", { kind: "company", reason: "competitor" });
    expectError(response, 400, 'Choose the column that holds the values: the file\'s columns are "A", "B".');
    const named = await upload(w.sdr.api, "A,B\nx,y", { kind: "company", column: "C", reason: "competitor" });
    expectError(named, 400, 'The file has no column named "C": its columns are "A", "B".');
  });

  it("lets a client import into its own list only", async () => {
    const own = await upload(w.client.api, "Company\nClient Rival", {
      kind: "company",
      campaignId: w.company.campaignId,
      reason: "competitor",
    });
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json()).toMatchObject({ added: 1 });
    const agency = await upload(w.client.api, "Company\nClient Rival", {
      kind: "company",
      reason: "competitor",
    });
    expectError(agency, 403, SUPPRESSION_AGENCY_SDR_ONLY);
    const stranger = await otherClient("Import Stranger Co");
    const theirs = await upload(w.client.api, "Company\nX", {
      kind: "company",
      campaignId: stranger.company.campaignId,
      reason: "competitor",
    });
    expectError(theirs, 404, CAMPAIGN_NOT_FOUND);
  });
});
