import type { FastifyInstance } from "fastify";
import { healthEndpoints as api } from "../../../shared/contracts/endpoints/health.js";
import type { BackupStatus } from "../backup/backup-job.js";
import type { Database } from "../db/client.js";
import { registerEndpoint } from "../http/endpoint-route.js";
import { DATABASE_RETRY_AFTER_SECONDS, HttpError } from "../http/errors.js";
import { migrationsDir } from "../paths.js";
import { journalMigrations, type Lifecycle, makeReadinessCheck, readinessWarnings } from "./readiness.js";

export interface HealthRouteDeps {
  database: Database;
  lifecycle: Lifecycle;
  backupStatus: BackupStatus;
}

/**
 * GET /api/health: liveness, answered without the database (a database outage must not get every
 * server restarted). GET /api/ready: whether to send this server traffic. See ADR 0009.
 */
export async function healthRoutes(
  app: FastifyInstance,
  { database, lifecycle, backupStatus }: HealthRouteDeps,
) {
  const isReady = makeReadinessCheck({
    database,
    lifecycle,
    migrations: journalMigrations(migrationsDir),
    log: app.log,
  });

  registerEndpoint(app, api.health, async () => ({ status: "ok" as const }));

  registerEndpoint(app, api.ready, async () => {
    const readiness = await isReady();
    if (!readiness.ready) {
      throw new HttpError(503, readiness.message, { "retry-after": String(DATABASE_RETRY_AFTER_SECONDS) });
    }
    const warnings = readinessWarnings(backupStatus);
    return { status: "ready" as const, ...(warnings.length > 0 ? { warnings } : {}) };
  });
}
