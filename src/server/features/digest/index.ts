/** What the digest feature offers the rest of the server. */

import type { ServerFeature } from "../../core/feature.js";
import { startCronJob } from "../../core/jobs/cron-job.js";
import { digestRoutes } from "./digest.routes.js";
import { digestJob } from "./send-digests.js";

export const digestFeature: ServerFeature = {
  name: "digest",
  routes: [digestRoutes],
  startJobs: (jobs, database, config, log) => startCronJob(jobs, digestJob(jobs, database.db, config, log)),
};
