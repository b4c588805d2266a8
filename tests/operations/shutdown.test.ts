import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from "vitest";
import type { ImportResult } from "../../src/shared/contracts/imports.js";
import { csvFile, IMPORT, importFields, peopleCsv, uploadForm } from "../helpers/imports.js";
import { createDatabaseFromTemplate, databaseUrl, dropDatabase } from "../setup/postgres-admin.js";
import "../setup/provided.js";
import { type AppProcess, becomesRefused, connectionRefused, heldBody, startApp } from "./app-process.js";

const ADMIN = { email: "ops-manager@example.test", password: "shutdown-test-password" };
const ROWS = 10_000;

/**
 * The real server process (src/server/main.ts) on its own database: a temp DATA_DIR (PGlite) in the
 * PGlite project, a database copied from the run's template in the PostgreSQL one.
 */
let databaseEnv: Record<string, string>;
let cleanUp: () => Promise<void>;
beforeAll(async () => {
  const source = inject("testDatabase");
  if (source.kind === "pglite") {
    const dataDir = await mkdtemp(join(tmpdir(), "outreach-shutdown-"));
    databaseEnv = { DATA_DIR: dataDir };
    cleanUp = () => rm(dataDir, { recursive: true, force: true });
  } else {
    const name = `${source.prefix}_ops_${randomBytes(4).toString("hex")}`;
    await createDatabaseFromTemplate(source.adminUrl, name, source.template);
    databaseEnv = { DATABASE_URL: databaseUrl(source.adminUrl, name) };
    cleanUp = () => dropDatabase(source.adminUrl, name);
  }
}, 60_000);
afterAll(() => cleanUp?.(), 60_000);

let server: AppProcess | undefined;
afterEach(async () => {
  server?.kill();
  await server?.exited;
  server = undefined;
});

async function signIn(app: AppProcess): Promise<string> {
  const response = await fetch(`${app.url}/api/auth/login`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      origin: app.url,
      "x-request-id": "ops-login-1",
    },
    body: JSON.stringify({ ...ADMIN, userType: "sdr" }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  expect(response.headers.get("x-request-id")).toBe("ops-login-1");
  const cookie = response.headers.getSetCookie().find((value) => value.startsWith("od_session="));
  if (!cookie) throw new Error("no session cookie");
  return cookie.split(";")[0] as string;
}

/** Starts an import of ROWS new people whose body stops halfway until `release()`. */
async function startHeldImport(app: AppProcess, cookie: string, label: string, requestId: string) {
  const form = uploadForm(csvFile(peopleCsv(label, 1, ROWS)), importFields(), { fileLast: true });
  const encoded = new Response(form);
  const bytes = new Uint8Array(await encoded.arrayBuffer());
  const body = heldBody(bytes, Math.floor(bytes.length / 2));
  const abort = new AbortController();
  const answer = fetch(`${app.url}${IMPORT}`, {
    method: "POST",
    headers: {
      cookie,
      origin: app.url,
      "content-type": encoded.headers.get("content-type") ?? "",
      "x-request-id": requestId,
    },
    body: body.stream,
    duplex: "half",
    signal: abort.signal,
  } as RequestInit);
  // Marked as handled here; the tests still await (or expect) its outcome.
  answer.catch(() => {});
  // Fastify logs a request when it starts handling it: from then on it is in flight.
  await app.waitForLog(
    "the import's arrival",
    (line) => line.reqId === requestId && line.msg === "incoming request",
  );
  return { answer, release: body.release, abort: () => abort.abort() };
}

const isShutdownStart = (line: { msg?: string }) => line.msg?.startsWith("shutting down") === true;

describe("graceful shutdown of the server process", () => {
  it("on SIGTERM stops accepting connections, finishes the import in flight, then exits with 0", async () => {
    server = await startApp({ ...databaseEnv, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
    const app = server;
    const cookie = await signIn(app);
    // JSON log lines carry the accepted request id.
    await app.waitForLog(
      "the login",
      (line) => line.reqId === "ops-login-1" && line.msg === "request completed",
    );

    const upload = await startHeldImport(app, cookie, "graceful", "ops-import-1");
    app.child.kill("SIGTERM");
    await app.waitForLog("the shutdown's start", isShutdownStart);

    // The listening socket closes while the import is still waiting for the rest of its file.
    expect(await becomesRefused(app.url)).toBe(true);
    expect(app.logs.some((line) => line.reqId === "ops-import-1" && line.msg === "request completed")).toBe(
      false,
    );

    upload.release();
    const response = await upload.answer;
    expect(response.status).toBe(200);
    expect(response.headers.get("x-request-id")).toBe("ops-import-1");
    expect(response.headers.get("connection")).toBe("close");
    const result = (await response.json()) as ImportResult;
    expect(result).toMatchObject({ importedRows: ROWS, duplicateRows: 0, failedRows: 0 });

    expect(await app.exited).toEqual({ code: 0, signal: null });
    expect(await connectionRefused(app.url)).toBe(true);
    const order = (matches: (line: { msg?: string; reqId?: string }) => boolean) =>
      app.logs.findIndex(matches);
    const shutdownAt = order(isShutdownStart);
    const importDoneAt = order((line) => line.reqId === "ops-import-1" && line.msg === "request completed");
    expect(shutdownAt).toBeGreaterThanOrEqual(0);
    expect(importDoneAt).toBeGreaterThan(shutdownAt);
    expect(app.logs.some((line) => line.msg === "shut down")).toBe(true);
    expect(app.logs.filter((line) => (line.level ?? 0) >= 50)).toEqual([]);
  }, 180_000);

  it("on SIGINT exits with 1 and logs an error when a request outlasts SHUTDOWN_TIMEOUT_MS", async () => {
    server = await startApp({ ...databaseEnv, SHUTDOWN_TIMEOUT_MS: "1500" });
    const app = server;
    const upload = await startHeldImport(app, await signIn(app), "outlasting", "ops-import-2");
    app.child.kill("SIGINT");

    expect(await app.exited).toEqual({ code: 1, signal: null });
    const error = app.logs.find((line) => line.level === 50);
    expect(error?.msg).toContain("shutdown did not finish within 1500 ms");
    await expect(upload.answer).rejects.toThrow();
    upload.abort();
  }, 180_000);
});
