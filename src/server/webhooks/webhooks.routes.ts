import type { FastifyInstance } from "fastify";
import type { AppConfig } from "../config.js";
import type { Db } from "../db/client.js";

export interface WebhookRouteDeps {
  db: Db;
  config: AppConfig;
}

/** Outgoing webhook endpoints, their delivery logs, redelivery and test events. */
export async function webhookRoutes(_app: FastifyInstance, _deps: WebhookRouteDeps) {}
