import type { FastifyInstance } from "fastify";
import { metricsEndpoints as api } from "../../../shared/contracts/endpoints/metrics.js";
import { campaignOf } from "../../core/access/scopes.js";
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

  const campaign = { access: { campaign: "params.id" } } as const;
  registerEndpoint(app, api.campaignMetrics, campaign, async (request) =>
    campaignMetrics(campaignOf(request), db, request.query.period, new Date(), timeZone),
  );
  registerEndpoint(app, api.allMetrics, { access: "sdr" }, async (request) =>
    allCampaignMetrics(actingUser(request.actor), db, request.query.period, new Date(), timeZone),
  );
  registerEndpoint(app, api.campaignActivity, campaign, async (request) =>
    campaignActivity(campaignOf(request), db, request.query.period, new Date(), timeZone),
  );
  registerEndpoint(app, api.allActivity, { access: "sdr" }, async (request) =>
    allCampaignActivity(actingUser(request.actor), db, request.query.period, new Date(), timeZone),
  );
}
