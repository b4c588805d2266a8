/** What the campaigns feature offers the rest of the server. */

import type { ServerFeature } from "../../core/feature.js";
import { campaignRoutes } from "./campaigns.routes.js";
import { startRollupFolding } from "./fold-metrics-rollup.js";

export { allCampaignMetrics, campaignMetrics, readActivity, readComparedMetrics } from "./metrics.service.js";

export const campaignsFeature: ServerFeature = {
  name: "campaigns",
  routes: [campaignRoutes],
  startJobs: (jobs, database, config, log) => startRollupFolding(jobs, database.db, config, log),
};
