/** What the campaigns feature offers the rest of the server. */

import type { ServerFeature } from "../../core/feature.js";
import { startCronJob } from "../../core/jobs/cron-job.js";
import { campaignRoutes } from "./campaigns.routes.js";
import { foldingJob } from "./fold-metrics-rollup.js";

export { allCampaignMetrics, campaignMetrics, readActivity, readComparedMetrics } from "./metrics.service.js";

export const campaignsFeature: ServerFeature = {
  name: "campaigns",
  routes: [campaignRoutes],
  startJobs: (jobs, database, config, log) =>
    startCronJob(jobs, foldingJob(database.db, config.timeZone, log)),
};
