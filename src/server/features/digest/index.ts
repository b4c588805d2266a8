/** What the digest feature offers the rest of the server. */

import type { ServerFeature } from "../../core/feature.js";
import { digestRoutes } from "./digest.routes.js";
import { startDigests } from "./send-digests.js";

export const digestFeature: ServerFeature = {
  name: "digest",
  routes: [digestRoutes],
  startJobs: (jobs, database, config, log) => startDigests(jobs, database.db, config, log),
};
