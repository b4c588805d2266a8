import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { performance } from "node:perf_hooks";
import { setTimeout as sleep } from "node:timers/promises";
import { fileURLToPath } from "node:url";
import { APP_ENV_NAMES } from "../../src/server/core/config.js";
import { forgetTempDir, trackChild, trackTempDir } from "./cleanup.js";

export const projectRoot = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
export const serverEntry = join(projectRoot, "dist/server/main.js");
export const clientIndex = join(projectRoot, "dist/client/index.html");

export const isBuilt = () => existsSync(serverEntry) && existsSync(clientIndex);

const POLL_INTERVAL_MS = 20;
const STOP_GRACE_MS = 10_000;

export async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.unref();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolvePort(port));
    });
  });
}

export async function makeTempDir(label: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), `od-bench-${label}-`));
  trackTempDir(dir);
  return dir;
}

export async function removeDir(path: string): Promise<void> {
  await rm(path, { recursive: true, force: true });
  forgetTempDir(path);
}

export interface RunningServer {
  url: string;
  pid: number;
  /** Milliseconds from spawn to the first 200 from GET /api/health. */
  startupMs: number;
  stop(): Promise<void>;
}

export interface StartOptions {
  /** App settings (DATA_DIR or DATABASE_URL, ADMIN_EMAIL, ...); PORT and HOST are chosen here. */
  env: Record<string, string>;
  timeoutMs?: number;
  /** The script to run instead of the built app (a reference server). */
  entry?: string;
}

/**
 * Spawns `node dist/server/main.js` and resolves once GET /api/health answers 200, polling every 20 ms.
 * The server is stopped again if it never gets healthy.
 */
export async function startServer({
  env,
  timeoutMs = 60_000,
  entry = serverEntry,
}: StartOptions): Promise<RunningServer> {
  const port = await freePort();
  const childEnv: NodeJS.ProcessEnv = { ...process.env };
  for (const name of APP_ENV_NAMES) delete childEnv[name];
  Object.assign(childEnv, { LOG_LEVEL: "warn", ...env, PORT: String(port), HOST: "127.0.0.1" });
  const url = `http://127.0.0.1:${port}`;

  const started = performance.now();
  const child = spawn(process.execPath, [entry], {
    cwd: projectRoot,
    env: childEnv,
    stdio: ["ignore", "pipe", "pipe"],
  });
  const untrack = trackChild(child);

  let output = "";
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-8_000);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);

  let exitStatus: string | null = null;
  const exited = new Promise<void>((resolveExit) => {
    child.once("exit", (code, signal) => {
      untrack();
      exitStatus = signal ? `signal ${signal}` : `code ${code}`;
      resolveExit();
    });
    child.once("error", (error) => {
      untrack();
      exitStatus = `spawn error: ${error.message}`;
      resolveExit();
    });
  });

  async function stop() {
    if (exitStatus !== null) return;
    child.kill("SIGTERM");
    const timer = sleep(STOP_GRACE_MS, undefined, { ref: false }).then(() => "timeout" as const);
    if ((await Promise.race([exited.then(() => "exited" as const), timer])) === "timeout") {
      child.kill("SIGKILL");
      await exited;
    }
  }

  try {
    const healthyAt = await waitForHealth(`${url}/api/health`, started + timeoutMs, () => exitStatus);
    return { url, pid: child.pid ?? -1, startupMs: healthyAt - started, stop };
  } catch (error) {
    await stop();
    const message = error instanceof Error ? error.message : String(error);
    throw new Error(`${message}\n--- server output ---\n${output.trim() || "(none)"}`);
  }
}

async function waitForHealth(healthUrl: string, deadline: number, exitStatus: () => string | null) {
  for (;;) {
    const status = exitStatus();
    if (status !== null) throw new Error(`The server exited (${status}) before it was healthy.`);
    const attemptStarted = performance.now();
    try {
      const response = await fetch(healthUrl, { signal: AbortSignal.timeout(2_000) });
      const healthyAt = performance.now();
      await response.arrayBuffer();
      if (response.status === 200) return healthyAt;
    } catch {
      // not listening yet
    }
    if (performance.now() > deadline) throw new Error(`${healthUrl} did not answer 200 in time.`);
    await sleep(Math.max(0, POLL_INTERVAL_MS - (performance.now() - attemptStarted)));
  }
}

/** Runs `work` against a started server and always stops the server afterwards. */
export async function withServer<T>(
  options: StartOptions,
  work: (server: RunningServer) => Promise<T>,
): Promise<T> {
  const server = await startServer(options);
  try {
    return await work(server);
  } finally {
    await server.stop();
  }
}

/** A data dir that the app has already created and migrated (one start and stop). */
export async function migratedDataDir(label: string): Promise<string> {
  const dataDir = await makeTempDir(label);
  try {
    await withServer({ env: { DATA_DIR: dataDir } }, async () => {});
    return dataDir;
  } catch (error) {
    await removeDir(dataDir);
    throw error;
  }
}
