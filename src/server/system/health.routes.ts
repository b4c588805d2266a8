import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { errorResponseSchema } from "../../shared/contracts/common.js";
import { healthResponseSchema, readyResponseSchema } from "../../shared/contracts/health.js";
import type { Database } from "../db/client.js";
import { DATABASE_RETRY_AFTER_SECONDS, HttpError } from "../http/errors.js";
import { migrationsDir } from "../paths.js";
import { journalMigrations, type Lifecycle, makeReadinessCheck } from "./readiness.js";

export interface HealthRouteDeps {
  database: Database;
  lifecycle: Lifecycle;
}

/**
 * GET /api/health: liveness, answered without the database (a database outage must not get every
 * server restarted). GET /api/ready: whether to send this server traffic. See ADR 0009.
 */
export async function healthRoutes(app: FastifyInstance, { database, lifecycle }: HealthRouteDeps) {
  const isReady = makeReadinessCheck({
    database,
    lifecycle,
    migrations: journalMigrations(migrationsDir),
    log: app.log,
  });
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    "/api/health",
    { config: { access: "public" }, schema: { response: { 200: healthResponseSchema } } },
    async () => ({ status: "ok" as const }),
  );

  r.get(
    "/api/ready",
    {
      config: { access: "public" },
      schema: { response: { 200: readyResponseSchema, 503: errorResponseSchema } },
    },
    async () => {
      const readiness = await isReady();
      if (!readiness.ready) {
        throw new HttpError(503, readiness.message, { "retry-after": String(DATABASE_RETRY_AFTER_SECONDS) });
      }
      return { status: "ready" as const };
    },
  );
}
