/** What the privacy feature offers the rest of the server. */

import type { ServerFeature } from "../../core/feature.js";
import { startCronJob } from "../../core/jobs/cron-job.js";
import { privacyRoutes } from "./privacy.routes.js";
import { retentionJob } from "./privacy-retention.js";
import { SUPPRESSIONS_CHANGED_CHANNEL, suppressionIndexOf } from "./suppression-index.js";
import { suppressionRoutes } from "./suppressions.routes.js";

export { recordPrivacyEvent } from "./privacy-log.js";
export { SUPPRESSIONS_CHANGED_CHANNEL, suppressionIndexOf } from "./suppression-index.js";
export { refreshSuppression, splitSuppressed } from "./suppression-match.js";

export const privacyFeature: ServerFeature = {
  name: "privacy",
  routes: [suppressionRoutes, privacyRoutes],
  startJobs: (jobs, database, _config, log) => startCronJob(jobs, retentionJob(database.db, log)),
  heardCaches: (db) => ({ [SUPPRESSIONS_CHANGED_CHANNEL]: suppressionIndexOf(db) }),
};
