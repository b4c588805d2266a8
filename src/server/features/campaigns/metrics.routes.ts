import type { FastifyInstance } from "fastify";
import { metricsEndpoints as api } from "../../../shared/contracts/endpoints/metrics.js";
import type { AppContext } from "../../core/context.js";
import { actingUser } from "../../core/http/acting-user.js";
import { registerEndpoint } from "../../core/http/endpoint-route.js";
import {
  allCampaignActivity,
  allCampaignMetrics,
  campaignActivity,
  campaignMetrics,
} from "./metrics.service.js";
import { alignRollupTimeZone } from "./metrics-rollup.js";

/**
 * Dashboard figures (spec section 9) and the daily activity chart, per campaign and for every campaign.
 * `?period=` is one of PERIODS (default all-time); see periods.ts for what each one covers.
 */
export async function metricsRoutes(app: FastifyInstance, { db, timeZone }: AppContext) {
  // Counting days in the configured time zone (APP_TIME_ZONE) is settled before the first request (a
  // recount, once, only when the zone changed since the last start). Past days' slots are folded by
  // the fold-metrics-rollup job (fold-metrics-rollup.ts).
  await alignRollupTimeZone(db, timeZone);

  registerEndpoint(app, api.campaignMetrics, async ({ request, campaign }) =>
    campaignMetrics(campaign, db, request.query.period, new Date(), timeZone),
  );
  registerEndpoint(app, api.allMetrics, async ({ request }) =>
    allCampaignMetrics(actingUser(request.actor), db, request.query.period, new Date(), timeZone),
  );
  registerEndpoint(app, api.campaignActivity, async ({ request, campaign }) =>
    campaignActivity(campaign, db, request.query.period, new Date(), timeZone),
  );
  registerEndpoint(app, api.allActivity, async ({ request }) =>
    allCampaignActivity(actingUser(request.actor), db, request.query.period, new Date(), timeZone),
  );
}
