import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createClientUser,
  createCompany,
  createSdrUser,
  inviteSdr,
  uniqueEmail,
} from "../../../../tests/helpers/factories.js";
import { createProspects } from "../../../../tests/helpers/prospects.js";
import {
  authed,
  createTestApp,
  login,
  TEST_TIME_ZONE,
  type TestApp,
} from "../../../../tests/helpers/test-app.js";
import { PERIODS } from "../../../shared/contracts/metrics.js";
import type { KpiFigures, TeamKpis } from "../../../shared/contracts/team-kpis.js";
import { queryRows } from "../../core/db/raw.js";
import { type PeriodRange, previousPeriod, resolvePeriod } from "../../core/time/periods.js";

let t: TestApp;
let week: PeriodRange;
let lastWeek: PeriodRange;
const cookies = { sdr: "", client: "" };
const people = { alice: "", bob: "", dana: "" };

const figures = (values: Partial<KpiFigures> = {}): KpiFigures => ({
  invited: 0,
  connected: 0,
  messagesSent: 0,
  followUpsSent: 0,
  replied: 0,
  ...values,
});

const ms = (date: Date, offset: number) => new Date(date.getTime() + offset);

/** Writes one activity event as the scheduler would, at a chosen time. */
async function event(
  actorId: string,
  assignmentId: string,
  campaignId: string,
  field: string,
  oldValue: string | null,
  newValue: string,
  at: Date,
) {
  await t.db.execute(
    sql`insert into activity_events (assignment_id, campaign_id, actor_id, field, old_value, new_value, created_at)
        values (${assignmentId}, ${campaignId}, ${actorId}, ${field}, ${oldValue}, ${newValue},
          ${at.toISOString()}::timestamptz)`,
  );
}

async function getKpis(period?: string): Promise<TeamKpis> {
  const response = await authed(t.app, cookies.sdr).get(`/api/team-kpis${period ? `?period=${period}` : ""}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as TeamKpis;
}

beforeAll(async () => {
  t = await createTestApp();
  const now = new Date();
  week = resolvePeriod("this-week", now, TEST_TIME_ZONE) as PeriodRange;
  lastWeek = resolvePeriod("last-week", now, TEST_TIME_ZONE) as PeriodRange;
  const company = await createCompany(t.db);
  const campaign = company.campaignId;
  const alice = await createSdrUser(t.db, { name: "Alice Able" });
  const bob = await createSdrUser(t.db, { name: "Bob Baker" });
  const dana = await createSdrUser(t.db, { name: "Dana Dunn" });
  people.alice = alice.userId;
  people.bob = bob.userId;
  people.dana = dana.userId;
  // On the roster without a login: listed too (staff record work for them).
  await inviteSdr(t.db, { email: uniqueEmail("carol"), name: "Carol Invited" });
  const client = await createClientUser(t.db, { companyId: company.companyId });
  cookies.client = await login(t.app, client.email, client.password, "client");
  cookies.sdr = await login(t.app, bob.email, bob.password, "sdr");

  const [p1, p2, p3, p4, p5, p6] = (await createProspects(t.db, campaign, 6)).map((p) => p.id) as string[];
  const a = (field: string, id: string | undefined, from: string | null, to: string, at: Date) =>
    event(alice.userId, id ?? "", campaign, field, from, to, at);

  // This week, Alice: invites p1 at the very start of the week; p2 ticked, unticked and ticked again.
  await a("invite", p1, "false", "true", week.start);
  await a("invite", p2, "false", "true", ms(week.start, 60_000));
  await a("invite", p2, "true", "false", ms(week.start, 120_000));
  await a("invite", p2, "false", "true", ms(week.start, 180_000));
  await a("connected", p1, "false", "true", ms(week.end, -1));
  await a("m1", p1, "false", "true", ms(week.start, 200_000));
  await a("m2", p1, "false", "true", ms(week.start, 210_000));
  await a("m2", p2, "false", "true", ms(week.start, 220_000));
  await a("ff1", p1, "false", "true", ms(week.start, 230_000));
  await a("ff5", p2, "false", "true", ms(week.start, 240_000));
  // Replies: p1 Reply then Meeting (one replied prospect), p2 Meeting, p3 No Reply (not a reply).
  await a("finalDisposition", p1, "New", "Reply", ms(week.start, 300_000));
  await a("finalDisposition", p1, "Reply", "Meeting", ms(week.start, 310_000));
  await a("finalDisposition", p2, "New", "Meeting", ms(week.start, 320_000));
  await a("finalDisposition", p3, "New", "No Reply", ms(week.start, 330_000));
  // Neither an untick alone, a tag nor bad data counts.
  await a("connected", p3, "true", "false", ms(week.start, 340_000));
  await a("sequenceTag", p3, "New", "Interested", ms(week.start, 350_000));
  await a("badData", p4, "", "true", ms(week.start, 360_000));

  // Last week: p3 one millisecond before this week, p4 at last week's first instant; p5 the
  // millisecond before last week (in neither). p2's invite last week is another period's tick.
  await a("invite", p3, "false", "true", ms(week.start, -1));
  await a("invite", p4, "false", "true", lastWeek.start);
  await a("invite", p5, "false", "true", ms(lastWeek.start, -1));
  await a("invite", p2, "false", "true", ms(lastWeek.start, 1_000));
  await a("finalDisposition", p6, "New", "Reply", ms(lastWeek.start, 5_000));

  // Bob ticks through the API: invite, untick, re-tick (once), and connects p6.
  const bobApi = authed(t.app, cookies.sdr);
  for (const invite of [true, false, true]) {
    const response = await bobApi.patch(`/api/prospects/${p6}`, { invite });
    expect(response.statusCode, response.body).toBe(200);
  }
  expect((await bobApi.patch(`/api/prospects/${p6}`, { connected: true })).statusCode).toBe(200);
});
afterAll(() => t.close());

describe("GET /api/team-kpis on a known event set", () => {
  it("this week (the default): per-SDR counts, previous week, and team totals", async () => {
    const kpis = await getKpis();
    expect(kpis.period).toBe("this-week");
    expect(kpis.range).toEqual({ start: week.start.toISOString(), end: week.end.toISOString() });
    expect(kpis.previousRange).toEqual({
      start: lastWeek.start.toISOString(),
      end: lastWeek.end.toISOString(),
    });
    const byName = Object.fromEntries(kpis.sdrs.map(({ sdrId: _, email: __, ...row }) => [row.name, row]));
    expect(kpis.sdrs.map((row) => row.name)).toEqual([
      "Alice Able",
      "Bob Baker",
      "Carol Invited",
      "Dana Dunn",
    ]);
    expect(byName["Carol Invited"]).toMatchObject({ hasLogin: false, ...figures() });
    expect(byName["Alice Able"]).toEqual({
      name: "Alice Able",
      hasLogin: true,
      ...figures({ invited: 2, connected: 1, messagesSent: 3, followUpsSent: 2, replied: 2 }),
      previous: figures({ invited: 3, replied: 1 }),
    });
    expect(byName["Bob Baker"]).toEqual({
      name: "Bob Baker",
      hasLogin: true,
      ...figures({ invited: 1, connected: 1 }),
      previous: figures(),
    });
    expect(byName["Dana Dunn"]).toEqual({
      name: "Dana Dunn",
      hasLogin: true,
      ...figures(),
      previous: figures(),
    });
    // The totals are the dashboards' (ADR 0030). Alice's events above were written without changing
    // the records, as no real tick does: the dashboards see only Bob's invite and connection, and
    // `others` takes the difference.
    const dashboards = (await authed(t.app, cookies.sdr).get("/api/metrics?period=this-week")).json();
    expect(kpis.totals).toEqual({
      ...figures({ invited: 1, connected: 1 }),
      previous: figures({
        invited: dashboards.previous.invited,
        connected: dashboards.previous.connected,
        messagesSent: dashboards.previous.messagesSent,
        followUpsSent: dashboards.previous.followUpsSent,
        replied: dashboards.previous.replied,
      }),
    });
    expect(kpis.others).toEqual({
      ...figures({ invited: -2, connected: -1, messagesSent: -3, followUpsSent: -2, replied: -2 }),
      previous: figures({ invited: -3, replied: -1 }),
    });
  });

  it("last week: the week before is its previous period; p2's earlier tick counts in its own week", async () => {
    const kpis = await getKpis("last-week");
    const alice = kpis.sdrs.find((row) => row.name === "Alice Able");
    expect(alice).toMatchObject({
      ...figures({ invited: 3, replied: 1 }),
      previous: figures({ invited: 1 }),
    });
  });

  it("all time: every counted event, a re-tick once, and no previous period", async () => {
    const kpis = await getKpis("all-time");
    expect(kpis.range).toBeNull();
    expect(kpis.previousRange).toBeNull();
    const alice = kpis.sdrs.find((row) => row.name === "Alice Able");
    // Invites: p1, p2 (three ticks in two weeks, once), p3, p4, p5.
    expect(alice).toMatchObject({
      ...figures({ invited: 5, connected: 1, messagesSent: 3, followUpsSent: 2, replied: 3 }),
      previous: null,
    });
    expect(kpis.totals.previous).toBeNull();
    expect(kpis.sdrs.reduce((sum, row) => sum + row.invited, 0)).toBe(6);
    expect(kpis.others.invited).toBe(kpis.totals.invited - 6);
  });

  it("an archived SDR without events is left out; one with events stays", async () => {
    await t.db.execute(
      sql`update sdrs set archived_at = now() where user_id in (${people.dana}, ${people.alice})`,
    );
    try {
      const names = (await getKpis()).sdrs.map((row) => row.name);
      expect(names).toEqual(["Alice Able", "Bob Baker", "Carol Invited"]);
    } finally {
      await t.db.execute(
        sql`update sdrs set archived_at = null where user_id in (${people.dana}, ${people.alice})`,
      );
    }
  });

  it("the roll-up the trigger kept (events inserted out of time order) equals a full recount", async () => {
    const rollup = () =>
      queryRows(
        t.db,
        sql`select sdr_id, day::text, figure, since::text, sum(events)::int as events from team_kpi_daily
            group by 1, 2, 3, 4 having sum(events) <> 0 order by 1, 2, 3, 4`,
      );
    const kept = await rollup();
    expect(kept.length).toBeGreaterThan(5);
    await t.db.execute(sql`select team_kpis_rebuild(time_zone) from team_kpi_settings`);
    expect(await rollup()).toEqual(kept);
  });

  it("refuses an unknown period with 400 naming the allowed ones", async () => {
    const response = await authed(t.app, cookies.sdr).get("/api/team-kpis?period=fortnight");
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(PERIODS.join(", "));
  });

  it("is for SDRs only: a client gets 403, an anonymous caller 401", async () => {
    expect((await authed(t.app, cookies.client).get("/api/team-kpis")).statusCode).toBe(403);
    expect((await authed(t.app, undefined).get("/api/team-kpis")).statusCode).toBe(401);
  });
});

describe("the previous period of equal length", () => {
  // Wednesday 18 November 2026, 15:30 in the server's time zone.
  const now = new Date(2026, 10, 18, 15, 30);
  const days = (range: PeriodRange | null) =>
    range ? Math.round((range.end.getTime() - range.start.getTime()) / 86_400_000) : null;

  it.each([
    ["today", new Date(2026, 10, 17), new Date(2026, 10, 18)],
    ["this-week", new Date(2026, 10, 9), new Date(2026, 10, 16)],
    ["last-week", new Date(2026, 10, 2), new Date(2026, 10, 9)],
    ["last-7-days", new Date(2026, 10, 5), new Date(2026, 10, 12)],
    ["last-30-days", new Date(2026, 8, 20), new Date(2026, 9, 20)],
    ["this-month", new Date(2026, 9, 1), new Date(2026, 10, 1)],
    ["last-month", new Date(2026, 8, 1), new Date(2026, 9, 1)],
    ["this-quarter", new Date(2026, 6, 1), new Date(2026, 9, 1)],
    ["this-year", new Date(2025, 0, 1), new Date(2026, 0, 1)],
  ] as const)("%s", (period, start, end) => {
    const previous = previousPeriod(period, now, TEST_TIME_ZONE);
    expect(previous?.start).toEqual(start);
    expect(previous?.end).toEqual(end);
    if (period.endsWith("days") || period.endsWith("week") || period === "today") {
      expect(days(previous)).toBe(days(resolvePeriod(period, now, TEST_TIME_ZONE)));
    }
  });

  it("all time has none", () => {
    expect(previousPeriod("all-time", now, TEST_TIME_ZONE)).toBeNull();
  });
});

describe("the roll-up trigger's plan", () => {
  it("runs without sequential scans or JIT, so its cached plan stays an index lookup as events pile up", async () => {
    // Migration 0012: a plan made while activity_events was small scanned the whole table on every
    // tick. A later CREATE OR REPLACE of team_kpi_apply must keep these settings.
    const [row] = await queryRows<{ settings: string[] | null }>(
      t.db,
      sql`select proconfig as settings from pg_proc where proname = 'team_kpi_apply'`,
    );
    expect(row?.settings).toEqual(expect.arrayContaining(["enable_seqscan=off", "jit=off"]));
  });
});
