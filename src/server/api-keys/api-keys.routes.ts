import type { FastifyInstance } from "fastify";
import type { Db } from "../db/client.js";

export interface ApiKeyRouteDeps {
  db: Db;
}

/** API keys: managers create, list and revoke them under Settings (session only). */
export async function apiKeyRoutes(_app: FastifyInstance, _deps: ApiKeyRouteDeps) {}
