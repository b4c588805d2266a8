import { z } from "zod";

/** GET /api/health: liveness. The process is up and answering; the database is not asked. */
export const healthResponseSchema = z.object({ status: z.literal("ok") });

/**
 * GET /api/ready: readiness. 200 when the database answers and every migration is applied; otherwise
 * 503 with `{ message }` naming what is missing (the database, migrations, or the server is shutting down).
 */
export const readyResponseSchema = z.object({ status: z.literal("ready") });

export const READY_SHUTTING_DOWN = "The server is shutting down.";
export const READY_DATABASE_UNREACHABLE = "The database is unreachable.";
export const readyMigrationsPending = (applied: number, total: number) =>
  `Database migrations are not applied yet (${applied} of ${total}).`;

/** GET /metrics without `Authorization: Bearer <METRICS_TOKEN>`. */
export const METRICS_TOKEN_REQUIRED = "A valid metrics token is required.";
