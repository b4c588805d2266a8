import { z } from "zod";

/** GET /api/health: liveness. The process is up and answering; the database is not asked. */
export const healthResponseSchema = z.object({ status: z.literal("ok") });

/** A check that failed without making the server unready (the last backup), and why. */
export const readyWarningSchema = z.object({ check: z.literal("backup"), message: z.string() });
export type ReadyWarning = z.infer<typeof readyWarningSchema>;

/**
 * GET /api/ready: readiness. 200 when the database answers and every migration is applied, with
 * `warnings` when the last backup failed; otherwise 503 with `{ message }` naming what is missing (the
 * database, migrations, or the server is shutting down).
 */
export const readyResponseSchema = z.object({
  status: z.literal("ready"),
  warnings: z.array(readyWarningSchema).optional(),
});

export const READY_SHUTTING_DOWN = "The server is shutting down.";
export const readyBackupFailed = (at: string, error: string) => `The last backup failed (${at}): ${error}`;
export const READY_DATABASE_UNREACHABLE = "The database is unreachable.";
export const readyMigrationsPending = (applied: number, total: number) =>
  `Database migrations are not applied yet (${applied} of ${total}).`;

/** GET /metrics without `Authorization: Bearer <METRICS_TOKEN>`. */
export const METRICS_TOKEN_REQUIRED = "A valid metrics token is required.";
