import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { createServer } from "node:net";
import pg from "pg";
import { afterAll, describe, expect, inject, it } from "vitest";
import { APPLICATION_NAME } from "../../src/server/core/db/client.js";
import { projectRoot } from "../../src/server/core/paths.js";
import { dedupKey } from "../../src/server/core/prospect-fields/dedup.js";
import type { ImportResult } from "../../src/shared/contracts/imports.js";
import { DEFAULT_PASSWORD, uniqueEmail } from "../helpers/factories.js";
import { csvFile, IMPORT, importFields, peopleCsv, uploadForm } from "../helpers/imports.js";
import { CLIENTS } from "../helpers/management.js";
import { createTestDatabase, type TestDatabaseUrl } from "../helpers/test-database.js";

/**
 * A real server process is killed (SIGKILL: no shutdown code runs) while PostgreSQL is in the middle of
 * an import's transaction. Nothing of the import may remain, and the same file imports in full once a
 * server runs again.
 *
 * To kill at a moment that is certainly before the commit, the test holds back the import: its own
 * transaction inserts, without committing, a person with the dedup key the import inserts last. The
 * import's insert statement then waits on that key with every other person of the file already
 * inserted (uncommitted), and stays there, inside its transaction, for as long as the test likes.
 */

const ROWS = 10_000;
const LABEL = `killed-import-${Date.now().toString(36)}`;
const FILE = csvFile(peopleCsv(LABEL, 0, ROWS), "ten-thousand.csv");
/** The import's people go in dedup-key order, so this key is the last one its insert reaches. */
const LAST_KEY = Array.from({ length: ROWS }, (_, i) =>
  dedupKey(`https://www.linkedin.com/in/${LABEL}-${i}`, null),
)
  .filter((key): key is string => key !== null)
  .sort()
  .at(-1);

const ADMIN_EMAIL = uniqueEmail("kill-manager");
const STARTUP_MS = 60_000;
const STEP_MS = 60_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Repeats `probe` every `everyMs` until it returns something other than undefined, for at most `ms`. */
async function waitFor<T>(what: string, ms: number, probe: () => Promise<T | undefined>, everyMs = 50) {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`gave up waiting for ${what} after ${ms} ms`);
    await sleep(everyMs);
  }
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

interface ServerProcess {
  child: ChildProcess;
  exited: Promise<unknown>;
  /** The process's last output lines, for a failure's message. */
  output(): string;
}

const servers: ServerProcess[] = [];

/** `node --import tsx src/server/main.ts` on the database, answering on `port` once healthy. */
async function startServer(databaseUrl: string, port: number): Promise<ServerProcess> {
  const publicUrl = `http://localhost:${port}`;
  const child = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
    cwd: projectRoot,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: publicUrl,
      ADMIN_EMAIL,
      ADMIN_PASSWORD: DEFAULT_PASSWORD,
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const lines: string[] = [];
  const keep = (chunk: Buffer) => {
    lines.push(...String(chunk).split("\n").filter(Boolean));
    lines.splice(0, Math.max(0, lines.length - 40));
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  const server: ServerProcess = {
    child,
    exited: once(child, "exit"),
    output: () => lines.join("\n"),
  };
  servers.push(server);

  await waitFor(
    `the server on port ${port} to answer /api/health`,
    STARTUP_MS,
    async () => {
      if (child.exitCode !== null || child.signalCode !== null) {
        throw new Error(
          `the server exited during startup (${child.exitCode ?? child.signalCode}):\n${server.output()}`,
        );
      }
      const response = await fetch(`${publicUrl}/api/health`).catch(() => undefined);
      return response?.ok ? true : undefined;
    },
    200,
  );
  return server;
}

function isRunning(server: ServerProcess): boolean {
  return server.child.exitCode === null && server.child.signalCode === null;
}

/** Requests to a server as the signed-in manager, sent from the app's own origin. */
async function signIn(port: number) {
  const base = `http://localhost:${port}`;
  const login = await fetch(`${base}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base },
    body: JSON.stringify({ email: ADMIN_EMAIL, password: DEFAULT_PASSWORD, userType: "sdr" }),
  });
  expect(login.status, await login.clone().text()).toBe(200);
  const cookie = login.headers
    .getSetCookie()
    .map((header) => header.split(";")[0] ?? "")
    .find((pair) => pair.startsWith("od_session=") && pair !== "od_session=");
  if (!cookie) throw new Error("the login set no session cookie");
  return (path: string, init: { method: string; body?: RequestInit["body"]; json?: unknown }) =>
    fetch(`${base}${path}`, {
      method: init.method,
      headers: {
        cookie,
        origin: base,
        ...(init.json === undefined ? {} : { "content-type": "application/json" }),
      },
      body: init.json === undefined ? init.body : JSON.stringify(init.json),
    });
}

// PGlite is embedded: one process owns its data directory, and a second process cannot watch its
// transactions from outside, so a server killed mid-import can only be shown on PostgreSQL.
const onPostgres = inject("testDatabase").kind === "postgres";

describe("a server killed during an import", () => {
  let created: TestDatabaseUrl | undefined;
  const clients: pg.Client[] = [];

  const connectTo = async (url: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    clients.push(client);
    return client;
  };

  const appBackends = async (admin: pg.Client) =>
    (
      await admin.query<{ n: number }>(
        "select count(*)::int as n from pg_stat_activity where datname = $1 and application_name = $2",
        [created?.name, APPLICATION_NAME],
      )
    ).rows[0]?.n ?? 0;

  afterAll(async () => {
    for (const server of servers) {
      if (isRunning(server)) server.child.kill("SIGKILL");
      await server.exited;
    }
    for (const client of clients) await client.end().catch(() => {});
    await created?.drop();
  }, STEP_MS);

  it.skipIf(!onPostgres)(
    "leaves no person, assignment or batch of it, and the same file imports in full on the next start",
    async () => {
      expect(LAST_KEY).toBeDefined();
      created = await createTestDatabase();
      const admin = await connectTo(created.adminUrl);
      const port = await freePort();

      const first = await startServer(created.url, port);
      let api = await signIn(port);
      const company = await api(CLIENTS, {
        method: "POST",
        json: { companyName: "Killed Import Co", clientName: "Kim Client" },
      });
      expect(company.status, await company.clone().text()).toBe(201);
      const { campaignId } = (await company.json()) as { campaignId: string };
      const form = () => uploadForm(FILE, importFields(undefined, { campaignId }), { fileLast: true });

      // Hold back the import's last person (see the top of the file).
      const holder = await connectTo(created.url);
      await holder.query("begin");
      await holder.query(
        "insert into prospects (dedup_key, first_name, last_name) values ($1, 'Held', 'Back')",
        [LAST_KEY],
      );

      const importing = api(IMPORT, { method: "POST", body: form() }).then(
        async (response) => ({ answered: response.status, body: await response.text() }),
        (error: unknown) => ({ failed: String(error) }),
      );
      let settled: unknown;
      void importing.then((outcome) => {
        settled = outcome;
      });

      // The server's backend inside the import's transaction, running its one statement that inserts the
      // people and their assignments (the text shown may be cut short, so only its start is matched), and
      // waiting for the held-back key: every other person of the file is inserted, none committed.
      const observed = await waitFor(
        "the import's insert inside its transaction",
        STEP_MS,
        async () => {
          if (settled) throw new Error(`the import ended before it was caught: ${JSON.stringify(settled)}`);
          if (!isRunning(first)) throw new Error(`the server died on its own:\n${first.output()}`);
          const { rows } = await admin.query<{
            pid: number;
            state: string;
            inTransaction: boolean;
            query: string;
          }>(
            `select pid, state, wait_event_type as "waitEventType", xact_start is not null as "inTransaction", query
             from pg_stat_activity
            where datname = $1 and application_name = $2 and xact_start is not null
              and query ilike '%insert into prospects%' and wait_event_type = 'Lock'`,
            [created?.name, APPLICATION_NAME],
          );
          return rows[0];
        },
        25,
      );
      process.kill(first.child.pid as number, "SIGKILL");
      await first.exited;
      expect(observed).toMatchObject({ state: "active", waitEventType: "Lock", inTransaction: true });
      expect(await importing).toEqual({ failed: expect.any(String) });

      // The held-back key is let go; the orphaned backend then finds its client gone and rolls back.
      await holder.query("rollback");
      await waitFor("the killed server's backends to end", STEP_MS, async () =>
        (await appBackends(admin)) === 0 ? true : undefined,
      );

      const db = await connectTo(created.url);
      const count = async (statement: string, value: string) =>
        (await db.query<{ n: number }>(statement, [value])).rows[0]?.n;
      const leftovers = async () => ({
        assignments: await count(
          "select count(*)::int as n from assignments where campaign_id = $1",
          campaignId,
        ),
        batches: await count(
          "select count(*)::int as n from import_batches where campaign_id = $1",
          campaignId,
        ),
        people: await count("select count(*)::int as n from prospects where dedup_key like $1", `%${LABEL}%`),
      });
      expect(await leftovers()).toEqual({ assignments: 0, batches: 0, people: 0 });
      expect(
        await count("select count(*)::int as n from import_batches where file_name = $1", FILE.name),
      ).toBe(0);

      await startServer(created.url, port);
      api = await signIn(port);
      const again = await api(IMPORT, { method: "POST", body: form() });
      expect(again.status, await again.clone().text()).toBe(200);
      expect((await again.json()) as ImportResult).toMatchObject({
        importedRows: ROWS,
        duplicateRows: 0,
        failedRows: 0,
      });
      expect(await leftovers()).toEqual({ assignments: ROWS, batches: 1, people: ROWS });
    },
    5 * STEP_MS,
  );
});
