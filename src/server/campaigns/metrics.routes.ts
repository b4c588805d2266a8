import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { idParamsSchema } from "../../shared/contracts/management.js";
import { dailyActivitySchema, metricsSchema, periodQuerySchema } from "../../shared/contracts/metrics.js";
import { campaignOf } from "../auth/scopes.js";
import type { Db } from "../db/client.js";
import {
  allCampaignActivity,
  allCampaignMetrics,
  campaignActivity,
  campaignMetrics,
} from "./metrics.service.js";
import { alignRollupTimeZone, foldRollup } from "./metrics-rollup.js";

/** How often past days' roll-up slots are folded together (see metrics-rollup.ts). */
const FOLD_INTERVAL_MS = 15 * 60 * 1000;

/**
 * Dashboard figures (spec section 9) and the daily activity chart, per campaign and for every campaign.
 * `?period=` is one of PERIODS (default all-time); see periods.ts for what each one covers.
 */
export async function metricsRoutes(app: FastifyInstance, { db, timeZone }: { db: Db; timeZone: string }) {
  // Counting days in the configured time zone (APP_TIME_ZONE) is settled before the first request (a
  // recount, once, only when the zone changed since the last start).
  await alignRollupTimeZone(db, timeZone);
  const fold = setInterval(() => {
    foldRollup(db, new Date(), timeZone).catch((error: unknown) =>
      app.log.warn({ err: error }, "folding the metrics roll-up failed"),
    );
  }, FOLD_INTERVAL_MS);
  fold.unref();
  app.addHook("onClose", async () => clearInterval(fold));

  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.get(
    "/api/campaigns/:id/metrics",
    {
      config: { access: { campaign: "params.id" } },
      schema: { params: idParamsSchema, querystring: periodQuerySchema, response: { 200: metricsSchema } },
    },
    async (request) => campaignMetrics(campaignOf(request), db, request.query.period, new Date(), timeZone),
  );
  typed.get(
    "/api/metrics",
    {
      config: { access: "sdr" },
      schema: { querystring: periodQuerySchema, response: { 200: metricsSchema } },
    },
    async (request) => allCampaignMetrics(db, request.query.period, new Date(), timeZone),
  );
  typed.get(
    "/api/campaigns/:id/activity",
    {
      config: { access: { campaign: "params.id" } },
      schema: {
        params: idParamsSchema,
        querystring: periodQuerySchema,
        response: { 200: z.array(dailyActivitySchema) },
      },
    },
    async (request) => campaignActivity(campaignOf(request), db, request.query.period, new Date(), timeZone),
  );
  typed.get(
    "/api/activity",
    {
      config: { access: "sdr" },
      schema: { querystring: periodQuerySchema, response: { 200: z.array(dailyActivitySchema) } },
    },
    async (request) => allCampaignActivity(db, request.query.period, new Date(), timeZone),
  );
}
