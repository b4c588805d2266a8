import { createHash, timingSafeEqual } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import { errorBodySchema } from "../../../shared/contracts/errors.js";
import { METRICS_TOKEN_REQUIRED } from "../../../shared/contracts/health.js";
import type { ImportResult } from "../../../shared/contracts/imports.js";
import type { Database } from "../db/client.js";
import { HttpError } from "../http/errors.js";

/**
 * The app's Prometheus metrics: one registry per app instance (tests build many apps in one process),
 * reachable as `app.metrics`. Another module adds its own metric with
 * `new Gauge({ name, help, registers: [app.metrics.registry] })`.
 */
export interface AppMetrics {
  registry: Registry;
  httpRequests: Counter<"method" | "route" | "status_code">;
  httpRequestDuration: Histogram<"method" | "route">;
  imports: Counter<"outcome">;
  importRows: Counter<"result">;
}

declare module "fastify" {
  interface FastifyInstance {
    metrics: AppMetrics;
  }
  interface FastifyContextConfig {
    /** false keeps a route out of the HTTP request metrics (the scrape itself, long-lived streams). */
    metrics?: boolean;
  }
}

/** The label of requests that matched no route: never the raw URL, whose values have no bound. */
export const UNMATCHED_ROUTE = "unmatched";

/**
 * Creates the registry, decorates `app.metrics` and counts every answered request by method, route
 * pattern and status. Call before any route is registered. Process metrics (CPU, memory, event loop,
 * GC) are collected only when they can be scraped, i.e. with a metrics token: they start observers
 * that live as long as the process.
 */
export function installMetrics(
  app: FastifyInstance,
  { database, collectProcessMetrics }: { database: Database; collectProcessMetrics: boolean },
): AppMetrics {
  const registry = new Registry();
  const registers = [registry];
  const metrics: AppMetrics = {
    registry,
    httpRequests: new Counter({
      name: "http_requests_total",
      help: "HTTP requests answered, by method, route pattern and status code.",
      labelNames: ["method", "route", "status_code"],
      registers,
    }),
    httpRequestDuration: new Histogram({
      name: "http_request_duration_seconds",
      help: "Time from receiving an HTTP request to the end of its answer, by method and route pattern.",
      labelNames: ["method", "route"],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
      registers,
    }),
    imports: new Counter({
      name: "imports_total",
      help: "CSV imports finished, by outcome (a refused upload counts as failed).",
      labelNames: ["outcome"],
      registers,
    }),
    importRows: new Counter({
      name: "import_rows_total",
      help: "Rows of finished CSV imports, by result.",
      labelNames: ["result"],
      registers,
    }),
  };

  // PostgreSQL's pool only: the embedded database has one connection and no pool figures.
  if (database.poolStats() !== null) {
    new Gauge({
      name: "db_pool_connections",
      help: "Database pool connections: total open, idle among them, queries waiting for one, and the pool's max.",
      labelNames: ["state"],
      registers,
      collect() {
        this.reset();
        const stats = database.poolStats();
        if (!stats) return;
        for (const state of ["total", "idle", "waiting", "max"] as const) this.set({ state }, stats[state]);
      },
    });
  }
  new Counter({
    name: "db_transaction_retries_total",
    help: "Transactions run again because PostgreSQL aborted them, by reason (deadlock, serialization).",
    labelNames: ["reason"],
    registers,
    collect() {
      this.reset();
      for (const [reason, count] of Object.entries(database.transactionRetries)) this.inc({ reason }, count);
    },
  });
  if (collectProcessMetrics) collectDefaultMetrics({ register: registry });

  app.decorate("metrics", metrics);
  app.addHook("onResponse", (request, reply, done) => {
    if (request.routeOptions.config.metrics !== false) {
      const method = request.method;
      const route = request.is404 ? UNMATCHED_ROUTE : (request.routeOptions.url ?? UNMATCHED_ROUTE);
      metrics.httpRequests.inc({ method, route, status_code: String(reply.statusCode) });
      metrics.httpRequestDuration.observe({ method, route }, reply.elapsedTime / 1000);
    }
    done();
  });
  return metrics;
}

/** Runs an import and counts it: its rows by result when it finishes, as failed when it throws. */
export async function countImport(
  metrics: AppMetrics,
  work: () => Promise<ImportResult>,
): Promise<ImportResult> {
  let result: ImportResult;
  try {
    result = await work();
  } catch (error) {
    metrics.imports.inc({ outcome: "failed" });
    throw error;
  }
  metrics.imports.inc({ outcome: "imported" });
  metrics.importRows.inc({ result: "imported" }, result.importedRows);
  metrics.importRows.inc({ result: "duplicate" }, result.duplicateRows);
  metrics.importRows.inc({ result: "failed" }, result.failedRows);
  return result;
}

const digest = (text: string) => createHash("sha256").update(text).digest();

/** Whether an Authorization header carries the token; compared in constant time (as equal-length digests). */
function bearerMatches(header: string | undefined, expected: Buffer): boolean {
  const match = /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(header ?? "");
  const presented = digest(match?.[1] ?? "");
  return timingSafeEqual(presented, expected) && match !== null;
}

/**
 * GET /metrics in Prometheus' text format, for `Authorization: Bearer <METRICS_TOKEN>`. Without a token
 * configured it answers 404 as for any unknown path. Not counted in its own request metrics.
 */
export async function metricsRoutes(
  app: FastifyInstance,
  { metrics, token }: { metrics: AppMetrics; token: string | undefined },
) {
  const expected = token === undefined ? undefined : digest(token);
  app.get(
    "/metrics",
    {
      config: { access: "public", metrics: false },
      schema: { response: { 401: errorBodySchema } },
    },
    async (request, reply) => {
      if (expected === undefined) return reply.callNotFound();
      if (!bearerMatches(request.headers.authorization, expected)) {
        throw new HttpError(401, METRICS_TOKEN_REQUIRED, { "www-authenticate": 'Bearer realm="metrics"' });
      }
      const text = await metrics.registry.metrics();
      return reply.header("cache-control", "no-store").type(metrics.registry.contentType).send(text);
    },
  );
}
