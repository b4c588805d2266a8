import { withPostgresDatabase } from "./postgres.js";
import { type RunningServer, withServer } from "./server-process.js";
import { benchServerEnv } from "./sign-in.js";

/** The METRICS_TOKEN of the servers whose GET /metrics the bench reads. */
export const METRICS_TOKEN = "bench-metrics-token";

/** The server's GET /metrics (Prometheus' text format), read with the bench's token. */
export async function scrapeMetrics(server: RunningServer): Promise<string> {
  const response = await fetch(`${server.url}/metrics`, {
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
  });
  const text = await response.text();
  if (response.status !== 200) throw new Error(`GET /metrics answered ${response.status}`);
  return text;
}

/** Runs `work` against one app server, with the bench's metrics token, on a fresh PostgreSQL database. */
export function withMetricsServer<T>(
  label: string,
  work: (server: RunningServer, databaseUrl: string) => Promise<T>,
): Promise<T> {
  return withPostgresDatabase(label, (databaseUrl) =>
    withServer({ env: benchServerEnv({ DATABASE_URL: databaseUrl, METRICS_TOKEN }) }, (server) =>
      work(server, databaseUrl),
    ),
  );
}
