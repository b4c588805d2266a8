import type { FastifyInstance } from "fastify";
import type { AppConfig } from "../config.js";
import type { Db } from "../db/client.js";

export interface CalendlyRouteDeps {
  db: Db;
  config: AppConfig;
}

/** Meetings booked through Calendly: each company's inbound webhook, its signing key, unmatched bookings. */
export async function calendlyRoutes(_app: FastifyInstance, _deps: CalendlyRouteDeps) {}
