import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { normalizeLinkedinUrl } from "../../src/server/core/prospect-fields/dedup.js";
import type { ComparedMetrics } from "../../src/shared/contracts/metrics.js";
import { KPI_FIGURES, type KpiFigures, type TeamKpis } from "../../src/shared/contracts/team-kpis.js";
import { calendlyEvent, postCalendly } from "../helpers/calendly.js";
import { createSdrUser, inviteSdr, uniqueEmail } from "../helpers/factories.js";
import { csvFile, importFields, importFile, peopleCsv } from "../helpers/imports.js";
import { ALL_METRICS, metricsPath } from "../helpers/metrics.js";
import { createProspect, createProspects } from "../helpers/prospects.js";
import { authed, login } from "../helpers/test-app.js";
import { prospectPath, workspaceSuite } from "../helpers/workspace.js";

// ADR 0030: Team KPIs count every actor's work, and their totals are the dashboards' figures.
const { t, w } = workspaceSuite("Totals Agree Co");
const KEY = "calendly-signing-key-of-the-totals-company";
let rosterOnlySdrId = "";

const figuresOf = (source: KpiFigures): KpiFigures =>
  Object.fromEntries(KPI_FIGURES.map((figure) => [figure, source[figure]])) as KpiFigures;

async function teamKpis(period: string): Promise<TeamKpis> {
  const response = await w.sdr.api.get(`/api/team-kpis?period=${period}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as TeamKpis;
}

async function dashboard(path: string): Promise<ComparedMetrics> {
  const response = await w.sdr.api.get(path);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as ComparedMetrics;
}

beforeAll(async () => {
  const campaignId = w.company.campaignId;
  // A roster SDR without a login works this company's campaign (its connection names them).
  ({ sdrId: rosterOnlySdrId } = await inviteSdr(t.db, {
    email: uniqueEmail("rita"),
    name: "Rita Roster",
    status: "Active",
  }));
  await t.db.execute(
    sql`insert into connections (company_id, sdr_id, status) values (${w.company.companyId}, ${rosterOnlySdrId}, 'Active')`,
  );
  // A manager: on the roster, as every member of staff is since roles (ADR 0044).
  const manager = await createSdrUser(t.db, { name: "Morgan Manager" });
  const managerApi = authed(t.app, await login(t.app, manager.email, manager.password, "sdr"));

  // An import: two people, no progress.
  await importFile(w.sdr.api, csvFile(peopleCsv("totals", 1, 2)), importFields(undefined, { campaignId }));

  const [a, b] = await createProspects(t.db, campaignId, 2);
  // The SDR with a login: invites and connects A.
  for (const patch of [{ invite: true }, { connected: true }]) {
    const response = await w.sdr.api.patch(prospectPath(a?.id ?? ""), patch);
    expect(response.statusCode, response.body).toBe(200);
  }
  // The manager, in Rita's campaign: invites B and sends the first message.
  for (const patch of [{ invite: true }, { m1: true }]) {
    const response = await managerApi.patch(prospectPath(b?.id ?? ""), patch);
    expect(response.statusCode, response.body).toBe(200);
  }
  // Calendly books a meeting with C.
  const c = await createProspect(t.db, campaignId, {
    email: "cal-totals@prospect.example",
    linkedinUrl: "https://www.linkedin.com/in/cal-totals",
  });
  await t.db.execute(
    sql`update prospects set dedup_key = ${normalizeLinkedinUrl(c.linkedinUrl)} where id = ${c.prospectId}::uuid`,
  );
  const key = await w.sdr.api.put(`/api/calendly/companies/${w.company.companyId}/signing-key`, {
    signingKey: KEY,
  });
  expect(key.statusCode, key.body).toBe(200);
  const booked = await postCalendly(
    w.anonymous,
    w.company.companyId,
    calendlyEvent("invitee.created", { email: "cal-totals@prospect.example" }),
    KEY,
  );
  expect(booked.statusCode, booked.body).toBe(200);
  // Progress that came with the data (as the demo's seed writes it): nobody's tick.
  await createProspect(t.db, campaignId, { inviteAt: new Date() });
});

describe("Team KPIs against the dashboards", () => {
  it.each(["this-week", "all-time"])("%s: team totals are the dashboards' figures", async (period) => {
    const kpis = await teamKpis(period);
    const all = await dashboard(`${ALL_METRICS}?period=${period}`);
    expect(figuresOf(kpis.totals)).toEqual(figuresOf(all));
    // This database holds this one campaign, so its dashboard says the same.
    expect(figuresOf(kpis.totals)).toEqual(
      figuresOf(await dashboard(metricsPath(w.company.campaignId, period))),
    );
    // The rows and the others add up to the totals.
    for (const figure of KPI_FIGURES) {
      const rows = kpis.sdrs.reduce((sum, row) => sum + row[figure], 0);
      expect(rows + kpis.others[figure], figure).toBe(kpis.totals[figure]);
    }
    expect(figuresOf(kpis.totals)).toEqual({
      invited: 3,
      connected: 1,
      messagesSent: 1,
      followUpsSent: 0,
      replied: 1,
    });
  });

  it("each member of staff counts their own ticks; the roster SDR without a login is listed with none", async () => {
    const kpis = await teamKpis("this-week");
    const byName = Object.fromEntries(kpis.sdrs.map((row) => [row.name, row]));
    expect(byName["Sam Sdr"]).toMatchObject({ hasLogin: true, invited: 1, connected: 1, messagesSent: 0 });
    expect(byName["Morgan Manager"]).toMatchObject({
      hasLogin: true,
      invited: 1,
      connected: 0,
      messagesSent: 1,
    });
    expect(byName["Rita Roster"]).toMatchObject({
      hasLogin: false,
      invited: 0,
      connected: 0,
      messagesSent: 0,
    });
  });

  it("the Calendly meeting and the seeded invite are shown as others; the import added no progress", async () => {
    const kpis = await teamKpis("this-week");
    expect(figuresOf(kpis.others)).toEqual({
      invited: 1,
      connected: 0,
      messagesSent: 0,
      followUpsSent: 0,
      replied: 1,
    });
    expect(kpis.others.previous).toEqual({
      invited: 0,
      connected: 0,
      messagesSent: 0,
      followUpsSent: 0,
      replied: 0,
    });
    expect((await teamKpis("all-time")).others.previous).toBeNull();
  });
});
