import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createCompany } from "../../../../tests/helpers/factories.js";
import { expectError, UNKNOWN_ID } from "../../../../tests/helpers/management.js";
import { ALL_ACTIVITY, activityPath, local, NOW } from "../../../../tests/helpers/metrics.js";
import { knownDataSuite } from "../../../../tests/helpers/metrics-suite.js";
import { createProspect } from "../../../../tests/helpers/prospects.js";
import { authed, TEST_TIME_ZONE } from "../../../../tests/helpers/test-app.js";
import type { DailyActivity, Period } from "../../../shared/contracts/metrics.js";
import { queryRows } from "../../core/db/raw.js";
import { localDay } from "../../core/time/periods.js";
import { readActivity, readMetrics } from "./metrics.service.js";

const { t, campaigns, cookies } = knownDataSuite();

const day = (date: string, counts: Partial<Omit<DailyActivity, "date">> = {}): DailyActivity => ({
  date,
  invited: 0,
  connected: 0,
  messagesSent: 0,
  followUpsSent: 0,
  replied: 0,
  ...counts,
});

const activityAt = (campaignId: string, period: Period, now = NOW, timeZone = TEST_TIME_ZONE) =>
  readActivity(t.db, { campaignId }, period, now, timeZone);

describe("daily activity on the known data set", () => {
  it("this week: one row per day up to today, zero-filled, bad data left out", async () => {
    expect(await activityAt(campaigns.known, "this-week")).toEqual([
      day("2026-11-16", { connected: 1, messagesSent: 2, followUpsSent: 1, replied: 1 }),
      day("2026-11-17"),
      day("2026-11-18", { invited: 1, connected: 1, messagesSent: 1, replied: 1 }),
    ]);
  });

  it("last week: all seven days", async () => {
    expect(await activityAt(campaigns.known, "last-week")).toEqual([
      day("2026-11-09"),
      day("2026-11-10", { invited: 2, connected: 1, messagesSent: 4, followUpsSent: 5 }),
      day("2026-11-11"),
      day("2026-11-12"),
      day("2026-11-13"),
      day("2026-11-14"),
      day("2026-11-15"),
    ]);
  });

  it("All Time: the last 90 days, today included", async () => {
    const days = await activityAt(campaigns.known, "all-time");
    expect(days).toHaveLength(90);
    expect(days[0]?.date).toBe("2026-08-21");
    expect(days.at(-1)?.date).toBe("2026-11-18");
    // June's invitations are older than 90 days.
    expect(days.reduce((sum, row) => sum + row.invited, 0)).toBe(3);
  });

  it.each<Period>([
    "today",
    "yesterday",
    "this-week",
    "last-week",
    "this-month",
    "last-7-days",
    "last-30-days",
  ])("%s: the days add up to the period's figures", async (period) => {
    const [days, metrics] = await Promise.all([
      activityAt(campaigns.known, period),
      readMetrics(t.db, { campaignId: campaigns.known }, period, NOW, TEST_TIME_ZONE),
    ]);
    const total = (key: keyof Omit<DailyActivity, "date">) => days.reduce((sum, row) => sum + row[key], 0);
    expect({
      invited: total("invited"),
      connected: total("connected"),
      messagesSent: total("messagesSent"),
      followUpsSent: total("followUpsSent"),
      replied: total("replied"),
    }).toEqual({
      invited: metrics?.invited,
      connected: metrics?.connected,
      messagesSent: metrics?.messagesSent,
      followUpsSent: metrics?.followUpsSent,
      replied: metrics?.replied,
    });
  });

  it("every campaign together adds each campaign's days", async () => {
    const [all, known, other] = await Promise.all([
      readActivity(t.db, { all: true }, "this-week", NOW, TEST_TIME_ZONE),
      activityAt(campaigns.known, "this-week"),
      activityAt(campaigns.other, "this-week"),
    ]);
    expect(all.map((row) => row.date)).toEqual(known.map((row) => row.date));
    expect(all.map((row) => row.invited)).toEqual(
      known.map((row, i) => row.invited + (other[i]?.invited ?? 0)),
    );
  });

  it("a campaign that does not exist has no days", async () => {
    expect(await activityAt(UNKNOWN_ID, "this-week")).toEqual([]);
  });
});

describe("days in the configured time zone", () => {
  it("counts a flag on the calendar day it was set in the configured zone", async () => {
    const campaignId = (await createCompany(t.db)).campaignId;
    // 03:00 UTC on 18 November is 22:00 on the 17th in New York.
    await createProspect(t.db, campaignId, { inviteAt: new Date("2026-11-18T03:00:00Z") });
    const now = new Date("2026-11-18T20:00:00Z");

    const newYork = "America/New_York";
    expect(localDay(now, newYork)).toBe("2026-11-18");
    expect(await activityAt(campaignId, "this-week", now, newYork)).toEqual([
      day("2026-11-16"),
      day("2026-11-17", { invited: 1 }),
      day("2026-11-18"),
    ]);
    expect(await readMetrics(t.db, { campaignId }, "yesterday", now, newYork)).toMatchObject({
      invited: 1,
    });

    expect((await activityAt(campaignId, "this-week", now, "UTC")).at(-1)).toEqual(
      day("2026-11-18", { invited: 1 }),
    );
    expect(await readMetrics(t.db, { campaignId }, "today", now, "UTC")).toMatchObject({
      invited: 1,
    });
    const [settings] = await queryRows<{ timeZone: string }>(
      t.db,
      sql`select time_zone as "timeZone" from metric_settings`,
    );
    expect(settings?.timeZone).toBe("UTC");
  });
});

describe("GET /api/campaigns/{id}/activity and GET /api/activity", () => {
  it("a client reads its own campaign's days", async () => {
    const response = await authed(t.app, cookies.clientA).get(activityPath(campaigns.known, "last-7-days"));
    expect(response.statusCode, response.body).toBe(200);
    const days: DailyActivity[] = response.json();
    expect(days).toHaveLength(7);
    expect(days.at(-1)?.date).toBe(localDay(new Date(), TEST_TIME_ZONE));
    expect(days).toEqual(await activityAt(campaigns.known, "last-7-days", new Date()));
  });

  it("defaults to All Time: the last 90 days", async () => {
    const response = await authed(t.app, cookies.sdr).get(activityPath(campaigns.known));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toHaveLength(90);
  });

  it("another company's campaign is 404 for a client; one that does not exist is 404 for an SDR", async () => {
    const foreign = await authed(t.app, cookies.clientB).get(activityPath(campaigns.known));
    expectError(foreign, 404, "Campaign not found");
    const missing = await authed(t.app, cookies.sdr).get(activityPath(UNKNOWN_ID));
    expectError(missing, 404, "Campaign not found");
  });

  it("refuses an unknown period", async () => {
    const response = await authed(t.app, cookies.sdr).get(activityPath(campaigns.known, "someday"));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain("period must be one of");
  });

  it("anonymous requests are 401; a client asking for every campaign is 403", async () => {
    expect((await authed(t.app, undefined).get(activityPath(campaigns.known))).statusCode).toBe(401);
    expect((await authed(t.app, undefined).get(ALL_ACTIVITY)).statusCode).toBe(401);
    const response = await authed(t.app, cookies.clientA).get(ALL_ACTIVITY);
    expect(response.statusCode).toBe(403);
  });

  it("an SDR reads every campaign's days together", async () => {
    const response = await authed(t.app, cookies.sdr).get(`${ALL_ACTIVITY}?period=this-month`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(
      await readActivity(t.db, { all: true }, "this-month", new Date(), TEST_TIME_ZONE),
    );
    expect(response.json()[0]?.date).toBe(
      localDay(local(new Date().getFullYear(), new Date().getMonth() + 1, 1), TEST_TIME_ZONE),
    );
  });
});
