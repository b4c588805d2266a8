import { Gauge, register as globalRegistry } from "prom-client";
import { describe, expect, it } from "vitest";
import {
  csvFile,
  IMPORT,
  importFields,
  STANDARD_HEADER,
  uploadForm,
} from "../../../../tests/helpers/imports.js";
import { expectError, signInManager } from "../../../../tests/helpers/management.js";
import { testAppSuite } from "../../../../tests/helpers/test-app.js";
import { errorBody } from "../http/errors.js";

const TOKEN = "s3cret-metrics-token";
const AUTH = { authorization: `Bearer ${TOKEN}` };
const CAMPAIGN_ID = "6f1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d";

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** The samples of a Prometheus text exposition. */
function samples(text: string): Sample[] {
  const found: Sample[] = [];
  for (const line of text.split("\n")) {
    if (line === "" || line.startsWith("#")) continue;
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match) throw new Error(`not a sample line: ${line}`);
    const labels: Record<string, string> = {};
    for (const [, name, value] of (match[2] ?? "").matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)) {
      labels[name as string] = value as string;
    }
    found.push({ name: match[1] as string, labels, value: Number(match[3]) });
  }
  return found;
}

/** The value of the one sample with this name and exactly these labels; undefined when there is none. */
function sampleValue(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  const matching = samples(text).filter(
    (sample) =>
      sample.name === name &&
      Object.keys(sample.labels).length === Object.keys(labels).length &&
      Object.entries(labels).every(([key, value]) => sample.labels[key] === value),
  );
  expect(matching.length).toBeLessThanOrEqual(1);
  return matching[0]?.value;
}

describe("GET /metrics without METRICS_TOKEN", () => {
  const t = testAppSuite();

  it("answers 404 as for an unknown path, with or without a token", async () => {
    for (const headers of [{}, AUTH, { authorization: "Bearer " }]) {
      const response = await t.app.inject({ method: "GET", url: "/metrics", headers });
      expectError(response, 404, "Not found");
    }
  });

  it("still counts requests, for the metrics other modules read", async () => {
    await t.app.inject({ method: "GET", url: "/api/health" });
    const text = await t.app.metrics.registry.metrics();
    expect(
      sampleValue(text, "http_requests_total", { method: "GET", route: "/api/health", status_code: "200" }),
    ).toBe(1);
  });
});

describe("GET /metrics with METRICS_TOKEN", () => {
  const scrape = () => t.app.inject({ method: "GET", url: "/metrics", headers: AUTH });
  const t = testAppSuite({ metricsToken: TOKEN });

  it("answers 401 without the token, with a wrong one or another scheme", async () => {
    const refused = [
      {},
      { authorization: "Bearer wrong-token" },
      { authorization: `Bearer ${TOKEN}x` },
      { authorization: `Bearer ${TOKEN.slice(0, -1)}` },
      { authorization: `Basic ${Buffer.from(`metrics:${TOKEN}`).toString("base64")}` },
      { authorization: TOKEN },
      { authorization: "Bearer " },
    ];
    for (const headers of refused) {
      const response = await t.app.inject({ method: "GET", url: "/metrics", headers });
      expect(response.statusCode, JSON.stringify(headers)).toBe(401);
      expect(response.json()).toEqual(errorBody(401, "A valid metrics token is required."));
      expect(response.headers["www-authenticate"]).toMatch(/^Bearer/);
    }
  });

  it("answers the Prometheus text format, with process metrics and never cached", async () => {
    const response = await scrape();
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(() => samples(response.body)).not.toThrow();
    expect(response.body).toContain("# TYPE http_requests_total counter");
    expect(response.body).toContain("# TYPE http_request_duration_seconds histogram");
    expect(sampleValue(response.body, "process_cpu_user_seconds_total")).toBeGreaterThan(0);
    expect(response.body).toContain("nodejs_eventloop_lag_seconds");
  });

  it("counts requests by route pattern, never by raw URL, and not its own scrapes", async () => {
    for (let i = 0; i < 3; i++) await t.app.inject({ method: "GET", url: "/api/ready" });
    await t.app.inject({ method: "GET", url: `/api/campaigns/${CAMPAIGN_ID}/metrics` });
    await t.app.inject({ method: "POST", url: "/api/no-such-endpoint-7781", payload: {} });
    const text = (await scrape()).body;

    const ready = { method: "GET", route: "/api/ready" };
    expect(sampleValue(text, "http_requests_total", { ...ready, status_code: "200" })).toBe(3);
    expect(sampleValue(text, "http_request_duration_seconds_count", ready)).toBe(3);
    expect(sampleValue(text, "http_request_duration_seconds_bucket", { ...ready, le: "+Inf" })).toBe(3);
    expect(sampleValue(text, "http_request_duration_seconds_sum", ready)).toBeGreaterThan(0);
    expect(
      sampleValue(text, "http_requests_total", {
        method: "GET",
        route: "/api/campaigns/:id/metrics",
        status_code: "401",
      }),
    ).toBe(1);
    expect(
      sampleValue(text, "http_requests_total", { method: "POST", route: "unmatched", status_code: "404" }),
    ).toBe(1);
    expect(text).not.toContain(CAMPAIGN_ID);
    expect(text).not.toContain("no-such-endpoint");
    expect(text).not.toContain('route="/metrics"');
  });

  it("counts imports by outcome and their rows by result; a refused upload counts as failed", async () => {
    const manager = await signInManager(t);
    const file = csvFile(
      [
        STANDARD_HEADER,
        "Ada,Lovelace,Analyst,Engines,https://www.linkedin.com/in/ada-metrics,",
        "Alan,Turing,CTO,Bletchley,https://www.linkedin.com/in/alan-metrics,",
        "Ada,Lovelace,Analyst,Engines,https://linkedin.com/in/ada-metrics/,",
        "No,Link,,,,",
      ].join("\r\n"),
    );
    const imported = await manager.api.post(IMPORT, uploadForm(file, importFields(), { fileLast: true }));
    expect(imported.json()).toMatchObject({ importedRows: 2, duplicateRows: 1, failedRows: 1 });
    const refused = await manager.api.post(
      IMPORT,
      uploadForm({ ...file, name: "people.txt" }, importFields()),
    );
    expect(refused.statusCode).toBe(400);

    const text = (await scrape()).body;
    expect(sampleValue(text, "imports_total", { outcome: "imported" })).toBe(1);
    expect(sampleValue(text, "imports_total", { outcome: "failed" })).toBe(1);
    expect(sampleValue(text, "import_rows_total", { result: "imported" })).toBe(2);
    expect(sampleValue(text, "import_rows_total", { result: "duplicate" })).toBe(1);
    expect(sampleValue(text, "import_rows_total", { result: "failed" })).toBe(1);
  });

  it("reports the database pool on PostgreSQL only", async () => {
    const text = (await scrape()).body;
    if (t.database.kind === "postgres") {
      const stats = t.database.poolStats();
      expect(sampleValue(text, "db_pool_connections", { state: "max" })).toBe(stats?.max);
      for (const state of ["total", "idle", "waiting"]) {
        expect(sampleValue(text, "db_pool_connections", { state }), state).toBeGreaterThanOrEqual(0);
      }
      expect(sampleValue(text, "db_pool_connections", { state: "total" })).toBeGreaterThan(0);
    } else {
      expect(text).not.toContain("db_pool_connections");
    }
  });

  it("lets other modules add their own metrics to the app's registry, not the global one", async () => {
    const gauge = new Gauge({
      name: "test_streams_open",
      help: "A gauge another module registers.",
      registers: [t.app.metrics.registry],
    });
    gauge.set(3);
    expect(sampleValue((await scrape()).body, "test_streams_open")).toBe(3);
    expect(await globalRegistry.getSingleMetric("http_requests_total")).toBeUndefined();
  });
});
