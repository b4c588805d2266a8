import { spawnSync } from "node:child_process";
import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createCompany, createSdrUser } from "../../../../tests/helpers/factories.js";
import { createProspects } from "../../../../tests/helpers/prospects.js";
import { authed, createTestApp, login, type TestApp } from "../../../../tests/helpers/test-app.js";
import type { TeamKpis } from "../../../shared/contracts/team-kpis.js";
import { loadConfig } from "../../core/config.js";
import { queryRows } from "../../core/db/raw.js";
import { activityDays, localDay, resolvePeriod } from "../../core/time/periods.js";

vi.setConfig({ testTimeout: 20_000 });

// Sunday 22 November 2026, 20:00 UTC: Monday 09:00 in Auckland (UTC+13), Sunday 12:00 in Los Angeles (UTC-8).
const INSTANT = new Date("2026-11-22T20:00:00Z");
// Sunday 22 November 2026, 10:00 UTC: Sunday 23:00 in Auckland, Sunday 02:00 in Los Angeles.
const EARLIER = new Date("2026-11-22T10:00:00Z");

describe("APP_TIME_ZONE", () => {
  it("is the process's own zone when unset or blank", () => {
    const processZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(loadConfig({}).timeZone).toBe(processZone);
    expect(loadConfig({ APP_TIME_ZONE: "  " }).timeZone).toBe(processZone);
  });

  it("is read as its canonical IANA name", () => {
    expect(loadConfig({ APP_TIME_ZONE: "Pacific/Auckland" }).timeZone).toBe("Pacific/Auckland");
    expect(loadConfig({ APP_TIME_ZONE: " america/los_angeles " }).timeZone).toBe("America/Los_Angeles");
    expect(loadConfig({ APP_TIME_ZONE: "UTC" }).timeZone).toBe("UTC");
  });

  it.each(["Mars/Olympus_Mons", "+02:00", "-0800", "Europe"])(
    "refuses %s, naming the variable and value",
    (bad) => {
      expect(() => loadConfig({ APP_TIME_ZONE: bad })).toThrow(
        `APP_TIME_ZONE must be an IANA time zone name such as "Europe/Berlin" or "UTC", got "${bad}"`,
      );
    },
  );
});

describe("a server started with an unknown APP_TIME_ZONE", () => {
  it("refuses to start, naming the variable and the value", () => {
    const run = spawnSync(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
      env: { PATH: process.env.PATH, APP_TIME_ZONE: "Mars/Olympus_Mons", DATA_DIR: "/nonexistent/od-tz" },
      encoding: "utf8",
      timeout: 15_000,
    });
    expect(run.status).not.toBe(0);
    expect(run.stderr).toContain(
      'APP_TIME_ZONE must be an IANA time zone name such as "Europe/Berlin" or "UTC", got "Mars/Olympus_Mons"',
    );
  });
});

describe("periods in a given time zone", () => {
  it("give each zone its own calendar days at the same instant", () => {
    expect(resolvePeriod("today", INSTANT, "Pacific/Auckland")).toEqual({
      start: new Date("2026-11-22T11:00:00Z"),
      end: new Date("2026-11-23T11:00:00Z"),
      firstDay: "2026-11-23",
      endDay: "2026-11-24",
    });
    expect(resolvePeriod("today", INSTANT, "America/Los_Angeles")).toEqual({
      start: new Date("2026-11-22T08:00:00Z"),
      end: new Date("2026-11-23T08:00:00Z"),
      firstDay: "2026-11-22",
      endDay: "2026-11-23",
    });
    expect(resolvePeriod("this-week", INSTANT, "Pacific/Auckland")).toMatchObject({
      start: new Date("2026-11-22T11:00:00Z"),
      firstDay: "2026-11-23",
      endDay: "2026-11-30",
    });
    expect(resolvePeriod("this-week", INSTANT, "America/Los_Angeles")).toMatchObject({
      start: new Date("2026-11-16T08:00:00Z"),
      firstDay: "2026-11-16",
      endDay: "2026-11-23",
    });
    expect(localDay(INSTANT, "Pacific/Auckland")).toBe("2026-11-23");
    expect(localDay(INSTANT, "America/Los_Angeles")).toBe("2026-11-22");
    expect(activityDays("this-month", INSTANT, "Pacific/Auckland")).toEqual({
      firstDay: "2026-11-01",
      lastDay: "2026-11-23",
    });
  });

  it("keep midnights across a clock change in the zone, whatever the process's zone", () => {
    // New Zealand's daylight time began on Sunday 27 September 2026, 02:00 -> 03:00: a 23-hour day.
    const day = resolvePeriod("today", new Date("2026-09-26T20:00:00Z"), "Pacific/Auckland");
    expect(day).toEqual({
      start: new Date("2026-09-26T12:00:00Z"),
      end: new Date("2026-09-27T11:00:00Z"),
      firstDay: "2026-09-27",
      endDay: "2026-09-28",
    });
    // Santiago skips midnight (00:00 -> 01:00 on 6 September 2026): the day starts at 01:00.
    const skipped = resolvePeriod("today", new Date("2026-09-06T15:00:00Z"), "America/Santiago");
    expect(skipped?.start).toEqual(new Date("2026-09-06T04:00:00Z"));
    expect(skipped?.firstDay).toBe("2026-09-06");
  });
});

/** A server configured with `timeZone`, one SDR signed in and one invite recorded at EARLIER. */
async function serverIn(timeZone: string): Promise<{ t: TestApp; cookie: string }> {
  const t = await createTestApp({ timeZone });
  const company = await createCompany(t.db);
  const sdr = await createSdrUser(t.db);
  const cookie = await login(t.app, sdr.email, sdr.password, "sdr");
  const [prospect] = await createProspects(t.db, company.campaignId, 1);
  await t.db.execute(
    sql`insert into activity_events (assignment_id, campaign_id, actor_id, field, old_value, new_value, created_at)
        values (${prospect?.id ?? ""}, ${company.campaignId}, ${sdr.userId}, 'invite', 'false', 'true',
          ${EARLIER.toISOString()}::timestamptz)`,
  );
  return { t, cookie };
}

describe("a server started with APP_TIME_ZONE", () => {
  let auckland: { t: TestApp; cookie: string };
  let losAngeles: { t: TestApp; cookie: string };

  beforeAll(async () => {
    auckland = await serverIn("Pacific/Auckland");
    losAngeles = await serverIn("America/Los_Angeles");
  });
  afterAll(async () => {
    await auckland?.t.close();
    await losAngeles?.t.close();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  // The SDRs' own invites (the totals are the dashboards', which count records, not these events).
  const sdrsInvited = (kpis: TeamKpis) => kpis.sdrs.reduce((sum, row) => sum + row.invited, 0);

  async function kpis(server: { t: TestApp; cookie: string }, period: string): Promise<TeamKpis> {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(INSTANT);
    const response = await authed(server.t.app, server.cookie).get(`/api/team-kpis?period=${period}`);
    vi.useRealTimers();
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as TeamKpis;
  }

  it("counts its roll-ups in that zone", async () => {
    for (const { t } of [auckland, losAngeles]) {
      const [metrics] = await queryRows<{ zone: string }>(
        t.db,
        sql`select time_zone as zone from metric_settings`,
      );
      const [team] = await queryRows<{ zone: string }>(
        t.db,
        sql`select time_zone as zone from team_kpi_settings`,
      );
      expect([metrics?.zone, team?.zone]).toEqual(
        Array(2).fill(t === auckland.t ? "Pacific/Auckland" : "America/Los_Angeles"),
      );
    }
  });

  // The invite at 10:00 UTC was Sunday night in Auckland (yesterday, last week), Sunday morning in
  // Los Angeles (today, this week).
  it.each([
    [
      "today",
      "yesterday",
      ["2026-11-22T11:00:00.000Z", "2026-11-23T11:00:00.000Z"],
      ["2026-11-22T08:00:00.000Z", "2026-11-23T08:00:00.000Z"],
    ],
    [
      "this-week",
      "last-week",
      ["2026-11-22T11:00:00.000Z", "2026-11-29T11:00:00.000Z"],
      ["2026-11-16T08:00:00.000Z", "2026-11-23T08:00:00.000Z"],
    ],
  ])(
    "answers %s in its zone for the same instant (the invite was %s in Auckland)",
    async (period, before, [nzStart, nzEnd], [laStart, laEnd]) => {
      const nz = await kpis(auckland, period);
      const la = await kpis(losAngeles, period);
      expect(nz.range).toEqual({ start: nzStart, end: nzEnd });
      expect(la.range).toEqual({ start: laStart, end: laEnd });
      expect(sdrsInvited(nz)).toBe(0);
      expect(sdrsInvited(la)).toBe(1);
      expect(sdrsInvited(await kpis(auckland, before))).toBe(1);
    },
  );
});
