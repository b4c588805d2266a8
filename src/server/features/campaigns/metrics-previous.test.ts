import { describe, expect, it } from "vitest";
import { ALL_METRICS, local, metricsPath, NOW } from "../../../../tests/helpers/metrics.js";
import { directMetrics } from "../../../../tests/helpers/metrics-direct.js";
import { knownDataSuite } from "../../../../tests/helpers/metrics-suite.js";
import { authed, TEST_TIME_ZONE } from "../../../../tests/helpers/test-app.js";
import type { Metrics, Period } from "../../../shared/contracts/metrics.js";
import { readComparedMetrics } from "./metrics.service.js";

const { t, campaigns, cookies } = knownDataSuite();

/** The figures that count a period (the average last touch is measured from the moment of asking). */
/** The known campaign's figures for `period` at NOW, with the period before's. */
const knownCompared = (period: Period) =>
  readComparedMetrics(t.db, { campaignId: campaigns.known }, period, NOW, TEST_TIME_ZONE);

const counted = ({ averageLastTouchDays: _, ...rest }: Metrics) => rest;

/**
 * An instant inside the period before each period at NOW (Wednesday 18 November 2026, 15:30): asking
 * for the same period there answers the previous period's figures.
 */
const INSIDE_PREVIOUS: Record<Exclude<Period, "all-time">, Date> = {
  today: local(2026, 11, 17, 15, 30),
  yesterday: local(2026, 11, 17, 15, 30),
  "this-week": local(2026, 11, 11, 15, 30),
  "last-week": local(2026, 11, 11, 15, 30),
  "last-7-days": local(2026, 11, 11, 15, 30),
  "last-30-days": local(2026, 10, 19, 15, 30),
  "this-month": local(2026, 10, 18, 15, 30),
  "last-month": local(2026, 10, 18, 15, 30),
  "this-quarter": local(2026, 8, 18, 15, 30),
  "last-quarter": local(2026, 8, 18, 15, 30),
  "this-year": local(2025, 11, 18, 15, 30),
};

describe("the previous period's figures", () => {
  it.each(Object.entries(INSIDE_PREVIOUS))(
    "%s: equal the formulas over the records of the period before",
    async (period, inside) => {
      const compared = await knownCompared(period as Period);
      const direct = await directMetrics(
        t.db,
        { campaignId: campaigns.known },
        period as Period,
        inside,
        TEST_TIME_ZONE,
      );
      expect(direct).not.toBeNull();
      expect(compared?.previous && counted(compared.previous)).toEqual(direct && counted(direct));
      // Asked at the same moment, the figures that describe the campaign now are the same.
      expect(compared?.previous?.averageLastTouchDays).toBe(compared?.averageLastTouchDays);
    },
  );

  it("All Time has none", async () => {
    const compared = await knownCompared("all-time");
    expect(compared?.previous).toBeNull();
  });

  it("the known data set has figures in the week before NOW's, so the comparison is not of zeros", async () => {
    const compared = await knownCompared("this-week");
    expect(compared?.previous?.invited).toBeGreaterThan(0);
  });
});

describe("GET /api/campaigns/{id}/metrics and GET /api/metrics with the previous period", () => {
  // Pairs whose previous period is itself a period the API answers, at the real clock.
  const PAIRS = [
    ["today", "yesterday"],
    ["this-week", "last-week"],
    ["this-month", "last-month"],
    ["this-quarter", "last-quarter"],
  ] as const;

  it.each(PAIRS)("%s: previous equals what %s answers", async (period, before) => {
    const api = authed(t.app, cookies.clientA);
    const [current, asked] = await Promise.all([
      api.get(metricsPath(campaigns.known, period)),
      api.get(metricsPath(campaigns.known, before)),
    ]);
    expect(current.statusCode, current.body).toBe(200);
    expect(asked.statusCode, asked.body).toBe(200);
    const { previous: _, ...askedFigures } = asked.json();
    expect(counted(current.json().previous)).toEqual(counted(askedFigures));
  });

  it.each(PAIRS)("all campaigns, %s: previous equals what %s answers", async (period, before) => {
    const api = authed(t.app, cookies.sdr);
    const [current, asked] = await Promise.all([
      api.get(`${ALL_METRICS}?period=${period}`),
      api.get(`${ALL_METRICS}?period=${before}`),
    ]);
    expect(current.statusCode, current.body).toBe(200);
    const { previous: _, ...askedFigures } = asked.json();
    expect(counted(current.json().previous)).toEqual(counted(askedFigures));
  });

  it("All Time answers no previous period", async () => {
    const response = await authed(t.app, cookies.sdr).get(metricsPath(campaigns.known, "all-time"));
    expect(response.statusCode).toBe(200);
    expect(response.json().previous).toBeNull();
  });
});
