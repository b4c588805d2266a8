import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createCompany } from "../../../../tests/helpers/factories.js";
import { expectError, UNKNOWN_ID } from "../../../../tests/helpers/management.js";
import {
  ALL_METRICS,
  EMPTY_METRICS,
  KNOWN_METRICS,
  local,
  metricsPath,
  NOW,
  setTagTime,
} from "../../../../tests/helpers/metrics.js";
import { directMetrics } from "../../../../tests/helpers/metrics-direct.js";
import { knownDataSuite } from "../../../../tests/helpers/metrics-suite.js";
import { createProspect, createProspects } from "../../../../tests/helpers/prospects.js";
import { authed, TEST_TIME_ZONE } from "../../../../tests/helpers/test-app.js";
import { PERIODS, type Period } from "../../../shared/contracts/metrics.js";
import { readMetrics } from "./metrics.service.js";
import { foldRollup } from "./metrics-rollup.js";

const { t, campaigns, cookies } = knownDataSuite();

const campaignMetricsAt = (campaignId: string, period: Period, now = NOW) =>
  readMetrics(t.db, { campaignId }, period, now, TEST_TIME_ZONE);

async function newCampaign(): Promise<string> {
  return (await createCompany(t.db)).campaignId;
}

describe("campaign metrics: spec section 9 formulas on a known data set", () => {
  it.each(Object.entries(KNOWN_METRICS))("%s", async (period, expected) => {
    expect(await campaignMetricsAt(campaigns.known, period as Period)).toEqual(expected);
  });

  it("every period answers the same figures as the formulas straight over the records", async () => {
    for (const period of PERIODS) {
      const served = await campaignMetricsAt(campaigns.known, period);
      expect(served, period).toEqual(
        await directMetrics(t.db, { campaignId: campaigns.known }, period, NOW, TEST_TIME_ZONE),
      );
    }
  });

  it("an empty campaign has zeros and no average last touch, in every period", async () => {
    const campaignId = await newCampaign();
    for (const period of PERIODS) expect(await campaignMetricsAt(campaignId, period)).toEqual(EMPTY_METRICS);
  });

  it("a campaign that does not exist has no figures", async () => {
    expect(await campaignMetricsAt(UNKNOWN_ID, "all-time")).toBeNull();
  });
});

describe("period boundaries", () => {
  // This week starts on Monday 16 November 2026 at 00:00 and ends on Monday 23 at 00:00.
  const weekStart = local(2026, 11, 16);
  const justBefore = new Date(weekStart.getTime() - 1);

  it("a flag set a millisecond before the start counts for the previous period, at the start for this one", async () => {
    const campaignId = await newCampaign();
    await createProspect(t.db, campaignId, { inviteAt: justBefore, connectedAt: weekStart });
    expect(await campaignMetricsAt(campaignId, "this-week")).toMatchObject({ invited: 0, connected: 1 });
    expect(await campaignMetricsAt(campaignId, "last-week")).toMatchObject({ invited: 1, connected: 0 });
    // Sunday 15 November is the 4th of the last 7 days counted back from Wednesday 18.
    expect(await campaignMetricsAt(campaignId, "last-7-days")).toMatchObject({ invited: 1, connected: 1 });
  });

  it("the end of a period is the start of the next one", async () => {
    const campaignId = await newCampaign();
    const nextWeek = local(2026, 11, 23);
    await createProspect(t.db, campaignId, {
      m1At: new Date(nextWeek.getTime() - 1),
      m2At: nextWeek,
    });
    expect(await campaignMetricsAt(campaignId, "this-week")).toMatchObject({ messagesSent: 1 });
    const nextMonday = local(2026, 11, 23, 8);
    expect(await campaignMetricsAt(campaignId, "this-week", nextMonday)).toMatchObject({ messagesSent: 1 });
    expect(await campaignMetricsAt(campaignId, "last-week", nextMonday)).toMatchObject({ messagesSent: 1 });
  });

  it("today starts at local midnight; yesterday ends there", async () => {
    const campaignId = await newCampaign();
    const midnight = local(2026, 11, 18);
    await createProspects(t.db, campaignId, 3, (i) => ({
      ff1At: new Date(midnight.getTime() + (i - 1)), // 23:59:59.999, 00:00:00.000, 00:00:00.001
    }));
    expect(await campaignMetricsAt(campaignId, "today")).toMatchObject({ followUpsSent: 2 });
    expect(await campaignMetricsAt(campaignId, "yesterday")).toMatchObject({ followUpsSent: 1 });
  });

  it("replies and meetings count by when the disposition was reached, positive replies by when the tag was set", async () => {
    const campaignId = await newCampaign();
    const lastWeek = local(2026, 11, 12, 10);
    const [meeting] = await createProspects(t.db, campaignId, 1, {
      connectedAt: lastWeek,
      finalDisposition: "Meeting",
      dispositionAt: local(2026, 11, 17, 10),
      sequenceTag: "Interested",
    });
    await setTagTime(t.db, meeting?.id ?? "", lastWeek);
    expect(await campaignMetricsAt(campaignId, "yesterday")).toMatchObject({
      replied: 1,
      meetingsBooked: 1,
      positiveReplies: 0,
      connected: 0,
    });
    expect(await campaignMetricsAt(campaignId, "last-week")).toMatchObject({
      replied: 0,
      meetingsBooked: 0,
      positiveReplies: 1,
      connected: 1,
    });
  });

  it("a fact with no recorded time counts for All Time only", async () => {
    const campaignId = await newCampaign();
    const [record] = await createProspects(t.db, campaignId, 1, {
      finalDisposition: "Reply",
      dispositionAt: null,
      sequenceTag: "Question",
    });
    await setTagTime(t.db, record?.id ?? "", null);
    expect(await campaignMetricsAt(campaignId, "all-time")).toMatchObject({ replied: 1, positiveReplies: 1 });
    for (const period of PERIODS.filter((p) => p !== "all-time")) {
      expect(await campaignMetricsAt(campaignId, period)).toMatchObject({ replied: 0, positiveReplies: 0 });
    }
  });

  it("changing a tag stamps when it was set, so it counts for the period it happened in", async () => {
    const campaignId = await newCampaign();
    const record = await createProspect(t.db, campaignId);
    await t.db.execute(sql`update assignments set sequence_tag = 'Interested' where id = ${record.id}`);
    const now = new Date();
    expect(await campaignMetricsAt(campaignId, "today", now)).toMatchObject({ positiveReplies: 1 });
    expect(await campaignMetricsAt(campaignId, "yesterday", now)).toMatchObject({ positiveReplies: 0 });
  });
});

describe("bad data", () => {
  it("is left out of every figure and counted by when it was flagged", async () => {
    const campaignId = await newCampaign();
    const [, flagged] = await createProspects(t.db, campaignId, 2, {
      inviteAt: local(2026, 11, 17, 9),
      connectedAt: local(2026, 11, 17, 10),
      lastTouchAt: local(2026, 11, 17, 15, 30),
    });
    expect(await campaignMetricsAt(campaignId, "all-time")).toMatchObject({
      invited: 2,
      connected: 2,
      totalProspects: 2,
      badDataCount: 0,
      averageLastTouchDays: 1,
    });

    await t.db.execute(sql`update assignments set bad_data_at = ${NOW.toISOString()}::timestamptz
      where id = ${flagged?.id}`);
    expect(await campaignMetricsAt(campaignId, "all-time")).toMatchObject({
      invited: 1,
      connected: 1,
      totalProspects: 1,
      badDataCount: 1,
    });
    expect(await campaignMetricsAt(campaignId, "today")).toMatchObject({ badDataCount: 1, invited: 0 });
    expect(await campaignMetricsAt(campaignId, "yesterday")).toMatchObject({ badDataCount: 0, invited: 1 });

    // Un-flagging (not offered by the app, but possible in the data) brings it back.
    await t.db.execute(sql`update assignments set bad_data_at = null where id = ${flagged?.id}`);
    expect(await campaignMetricsAt(campaignId, "all-time")).toMatchObject({
      invited: 2,
      totalProspects: 2,
      badDataCount: 0,
    });
  });
});

describe("rates and averages", () => {
  it("rates are percentages rounded half up to one decimal", async () => {
    const campaignId = await newCampaign();
    // 16 invited, 3 of them connected (18.75 %), 2 of those replied (66.66... %).
    await createProspects(t.db, campaignId, 16, (i) => ({
      inviteAt: local(2026, 11, 2),
      connectedAt: i < 3 ? local(2026, 11, 3) : null,
      finalDisposition: i < 2 ? "Reply" : "New",
      dispositionAt: i < 2 ? local(2026, 11, 4) : null,
    }));
    expect(await campaignMetricsAt(campaignId, "all-time")).toMatchObject({
      inviteToConnectionRate: 18.8,
      connectionToReplyRate: 66.7,
    });
  });

  it("a rate is 0 when its denominator is 0", async () => {
    const campaignId = await newCampaign();
    await createProspect(t.db, campaignId, { connectedAt: local(2026, 11, 3), finalDisposition: "Meeting" });
    expect(await campaignMetricsAt(campaignId, "all-time")).toMatchObject({
      invited: 0,
      connected: 1,
      inviteToConnectionRate: 0,
      connectionToReplyRate: 100,
    });
    expect(await campaignMetricsAt(campaignId, "today")).toMatchObject({
      connected: 0,
      connectionToReplyRate: 0,
    });
  });

  it("the average last touch is the mean of days since each touch, over touched records only", async () => {
    const campaignId = await newCampaign();
    const hours = (h: number) => new Date(NOW.getTime() - h * 3_600_000);
    // 12 h, 36 h and 60 h ago: 0.5, 1.5 and 2.5 days, mean 1.5; one record never touched.
    await createProspects(t.db, campaignId, 4, (i) => ({ lastTouchAt: i < 3 ? hours(12 + 24 * i) : null }));
    expect(await campaignMetricsAt(campaignId, "all-time")).toMatchObject({
      averageLastTouchDays: 1.5,
      totalProspects: 4,
    });
    // The campaign as it is now, whatever the period.
    expect(await campaignMetricsAt(campaignId, "last-quarter")).toMatchObject({
      averageLastTouchDays: 1.5,
      totalProspects: 4,
    });
  });
});

describe("the roll-up stays exact", () => {
  /** Pseudo-random but repeatable data, then every kind of change a record can go through. */
  it("equals the formulas over the records after inserts, updates, moves, bad data and deletes", async () => {
    const [first, second] = [await newCampaign(), await newCampaign()];
    let state = 7;
    const random = () => {
      state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
      return state / 2_147_483_648;
    };
    const sometime = () => (random() < 0.4 ? null : new Date(NOW.getTime() - random() * 200 * 86_400_000));
    const tags = ["New", "Interested", "Question", "Soft No", "Hard No"] as const;
    const dispositions = ["New", "Meeting", "Reply", "No Reply", "Dead"] as const;
    const records = await createProspects(t.db, first, 120, () => ({
      inviteAt: sometime(),
      connectedAt: sometime(),
      m1At: sometime(),
      m3At: sometime(),
      ff2At: sometime(),
      ff5At: sometime(),
      sequenceTag: tags[Math.floor(random() * tags.length)],
      finalDisposition: dispositions[Math.floor(random() * dispositions.length)],
      dispositionAt: sometime(),
      lastTouchAt: sometime(),
      badDataAt: random() < 0.1 ? sometime() : null,
    }));
    const ids = records.map((record) => record.id);
    const some = (fraction: number) => ids.filter(() => random() < fraction);

    await t.db.execute(sql`update assignments set m2_at = now() - interval '3 days', last_touch_at = now()
      where id in ${some(0.3)}`);
    await t.db.execute(sql`update assignments set invite_at = null where id in ${some(0.2)}`);
    await t.db.execute(sql`update assignments set final_disposition = 'Meeting', disposition_at = now()
      where id in ${some(0.2)}`);
    await t.db.execute(sql`update assignments set sequence_tag = 'Question' where id in ${some(0.2)}`);
    await t.db.execute(sql`update assignments set bad_data_at = now() where id in ${some(0.1)}`);
    await t.db.execute(sql`update assignments set bad_data_at = null where id in ${some(0.1)}`);
    await t.db.execute(sql`update assignments set campaign_id = ${second} where id in ${some(0.25)}`);
    await t.db.execute(sql`delete from assignments where id in ${some(0.05)}`);
    await foldRollup(t.db, new Date(), TEST_TIME_ZONE);

    const now = new Date();
    for (const campaignId of [first, second]) {
      for (const period of PERIODS) {
        const served = await readMetrics(t.db, { campaignId }, period, now, TEST_TIME_ZONE);
        expect(served, period).toEqual(
          await directMetrics(t.db, { campaignId }, period, now, TEST_TIME_ZONE),
        );
      }
    }
    for (const period of PERIODS) {
      expect(await readMetrics(t.db, { all: true }, period, now, TEST_TIME_ZONE), period).toEqual(
        await directMetrics(t.db, { all: true }, period, now, TEST_TIME_ZONE),
      );
    }
  });

  it("folding the writers' slots changes no figure", async () => {
    const farFuture = local(2100, 1, 1);
    await foldRollup(t.db, farFuture, TEST_TIME_ZONE);
    const before = await readMetrics(t.db, { all: true }, "all-time", NOW, TEST_TIME_ZONE);
    // Two writers' rows for one past day that cancel out, as concurrent sessions leave them.
    await t.db.execute(sql`insert into campaign_daily_metrics (campaign_id, day, slot, invited, touched)
      values (${campaigns.known}, '2026-11-10', 17, 1, 1), (${campaigns.known}, '2026-11-10', 18, -1, -1)`);
    expect(await readMetrics(t.db, { all: true }, "all-time", NOW, TEST_TIME_ZONE)).toEqual(before);
    expect(await foldRollup(t.db, farFuture, TEST_TIME_ZONE)).toBe(2);
    expect(await readMetrics(t.db, { all: true }, "all-time", NOW, TEST_TIME_ZONE)).toEqual(before);
    expect(await campaignMetricsAt(campaigns.known, "last-week")).toEqual(KNOWN_METRICS["last-week"]);
  });
});

describe("GET /api/campaigns/{id}/metrics and GET /api/metrics", () => {
  it("a client reads its own campaign's figures", async () => {
    const response = await authed(t.app, cookies.clientA).get(metricsPath(campaigns.known, "all-time"));
    expect(response.statusCode, response.body).toBe(200);
    const { averageLastTouchDays, ...counts } = KNOWN_METRICS["all-time"];
    expect(response.json()).toMatchObject(counts);
    // Days since each touch, counted from the real clock: at least as many as from NOW.
    expect(response.json().averageLastTouchDays).toBeGreaterThanOrEqual(averageLastTouchDays);
  });

  it("the period defaults to All Time", async () => {
    const api = authed(t.app, cookies.sdr);
    const [plain, allTime] = await Promise.all([
      api.get(metricsPath(campaigns.known)),
      api.get(metricsPath(campaigns.known, "all-time")),
    ]);
    expect(plain.json()).toEqual(allTime.json());
  });

  it("answers the period it is asked for", async () => {
    const response = await authed(t.app, cookies.sdr).get(metricsPath(campaigns.known, "today"));
    expect(response.statusCode).toBe(200);
    const expected = await readMetrics(
      t.db,
      { campaignId: campaigns.known },
      "today",
      new Date(),
      TEST_TIME_ZONE,
    );
    expect(response.json()).toMatchObject({ ...expected, averageLastTouchDays: expect.any(Number) });
  });

  it("refuses an unknown period with a message naming the choices", async () => {
    const response = await authed(t.app, cookies.sdr).get(metricsPath(campaigns.known, "fortnight"));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain("period must be one of: all-time, today, yesterday");
  });

  it("an SDR reads any campaign; an id that names none is 404", async () => {
    const api = authed(t.app, cookies.sdr);
    expect((await api.get(metricsPath(campaigns.other))).statusCode).toBe(200);
    const missing = await api.get(metricsPath(UNKNOWN_ID));
    expectError(missing, 404, "Campaign not found");
    expect((await api.get(metricsPath("not-an-id"))).statusCode).toBe(400);
  });

  it("another company's campaign is 404 for a client, exactly like one that does not exist", async () => {
    const foreign = await authed(t.app, cookies.clientB).get(metricsPath(campaigns.known));
    expectError(foreign, 404, "Campaign not found");
    const missing = await authed(t.app, cookies.clientB).get(metricsPath(UNKNOWN_ID));
    expect(missing.json()).toEqual(foreign.json());
  });

  it("anonymous requests are 401", async () => {
    expect((await authed(t.app, undefined).get(metricsPath(campaigns.known))).statusCode).toBe(401);
    expect((await authed(t.app, undefined).get(ALL_METRICS)).statusCode).toBe(401);
  });

  it("all campaigns together is for SDRs: a client gets 403", async () => {
    const response = await authed(t.app, cookies.clientA).get(ALL_METRICS);
    expectError(response, 403, "This is available to agency staff only.");
  });

  it("all campaigns together adds up every campaign, active or not", async () => {
    const response = await authed(t.app, cookies.sdr).get(`${ALL_METRICS}?period=last-30-days`);
    expect(response.statusCode).toBe(200);
    const now = new Date();
    const [all, known] = await Promise.all([
      directMetrics(t.db, { all: true }, "last-30-days", now, TEST_TIME_ZONE),
      readMetrics(t.db, { campaignId: campaigns.known }, "last-30-days", now, TEST_TIME_ZONE),
    ]);
    expect(response.json()).toMatchObject({ ...all, averageLastTouchDays: expect.any(Number) });
    // Company A's campaign has no Active matrix row, and still counts.
    expect(response.json().totalProspects).toBeGreaterThan(known?.totalProspects ?? 0);
  });
});
