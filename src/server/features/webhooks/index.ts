/** What the webhooks feature offers the rest of the server. */

import type { ServerFeature } from "../../core/feature.js";
import { startWebhookDelivery } from "./deliver-webhooks.js";
import { webhookRoutes } from "./webhooks.routes.js";

export const webhooksFeature: ServerFeature = {
  name: "webhooks",
  routes: [webhookRoutes],
  startJobs: (jobs, database, config, log) => startWebhookDelivery(jobs, database.db, config, log),
};
