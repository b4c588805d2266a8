import { type ChildProcess, spawn } from "node:child_process";
import { createServer, Socket } from "node:net";
import { setTimeout as sleep } from "node:timers/promises";
import { APP_ENV_NAMES } from "../../src/server/core/config.js";
import { projectRoot } from "../../src/server/core/paths.js";

export async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolvePort(port));
    });
  });
}

/** One JSON log line of the server (pino): level, msg, reqId and whatever else it carries. */
export type LogLine = Record<string, unknown> & { level?: number; msg?: string; reqId?: string };

export interface AppProcess {
  url: string;
  child: ChildProcess;
  /** The JSON log lines so far. */
  logs: LogLine[];
  /** Everything the process wrote, for failure messages. */
  output(): string;
  /** Resolves with the log line once one matches; rejects if the process exits or time runs out. */
  waitForLog(what: string, matches: (line: LogLine) => boolean, timeoutMs?: number): Promise<LogLine>;
  /** Resolves with how the process ended. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** SIGKILL if still running (cleanup after a failed test). */
  kill(): void;
}

/**
 * Spawns `node --import tsx src/server/main.ts` (the real entry point) with `env` on a free port, and
 * resolves once GET /api/ready answers 200.
 */
export async function startApp(env: Record<string, string>, timeoutMs = 90_000): Promise<AppProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const childEnv: NodeJS.ProcessEnv = { ...process.env };
  for (const name of APP_ENV_NAMES) delete childEnv[name];
  Object.assign(childEnv, {
    LOG_LEVEL: "info",
    PUBLIC_URL: url,
    ...env,
    PORT: String(port),
    HOST: "127.0.0.1",
  });
  const child = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
    cwd: projectRoot,
    env: childEnv,
    stdio: ["ignore", "pipe", "pipe"],
  });

  let text = "";
  let pending = "";
  const logs: LogLine[] = [];
  const waiters = new Set<() => void>();
  const onLine = (line: string) => {
    if (!line.startsWith("{")) return;
    try {
      logs.push(JSON.parse(line) as LogLine);
    } catch {
      return;
    }
    for (const wake of waiters) wake();
  };
  child.stdout?.on("data", (chunk: Buffer) => {
    text += chunk.toString();
    pending += chunk.toString();
    const lines = pending.split("\n");
    pending = lines.pop() ?? "";
    for (const line of lines) onLine(line);
  });
  child.stderr?.on("data", (chunk: Buffer) => {
    text += chunk.toString();
  });

  let ended: { code: number | null; signal: NodeJS.Signals | null } | null = null;
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolveExit) => {
    child.once("exit", (code, signal) => {
      ended = { code, signal };
      for (const wake of waiters) wake();
      resolveExit(ended);
    });
  });
  const output = () => text.slice(-20_000);

  const waitForLog: AppProcess["waitForLog"] = (what, matches, waitMs = 60_000) =>
    new Promise((resolveLine, reject) => {
      const check = () => {
        const line = logs.find(matches);
        if (line) {
          done();
          resolveLine(line);
        } else if (ended) {
          done();
          reject(new Error(`The server exited before logging ${what}.\n${output()}`));
        }
      };
      const timer = setTimeout(() => {
        done();
        reject(new Error(`No log line of ${what} within ${waitMs} ms.\n${output()}`));
      }, waitMs);
      const done = () => {
        clearTimeout(timer);
        waiters.delete(check);
      };
      waiters.add(check);
      check();
    });

  const app: AppProcess = {
    url,
    child,
    logs,
    output,
    waitForLog,
    exited,
    kill: () => {
      if (!ended) child.kill("SIGKILL");
    },
  };

  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (ended)
      throw new Error(`The server exited (${JSON.stringify(ended)}) before it was ready.\n${output()}`);
    try {
      const response = await fetch(`${url}/api/ready`, { signal: AbortSignal.timeout(5_000) });
      await response.arrayBuffer();
      if (response.status === 200) return app;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      app.kill();
      throw new Error(`${url}/api/ready did not answer 200 within ${timeoutMs} ms.\n${output()}`);
    }
    await sleep(100);
  }
}

/**
 * Whether a new TCP connection to the app is refused right now. A connection reset while connecting
 * reached a listener that was closing: not refused yet.
 */
export function connectionRefused(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolveRefused, reject) => {
    const socket = new Socket();
    socket.once("connect", () => {
      socket.destroy();
      resolveRefused(false);
    });
    socket.once("error", (error: NodeJS.ErrnoException) => {
      socket.destroy();
      if (error.code === "ECONNREFUSED") resolveRefused(true);
      else if (error.code === "ECONNRESET") resolveRefused(false);
      else reject(error);
    });
    socket.connect(Number(port), hostname);
  });
}

/** Waits until new connections are refused (the server stopped listening); false if they never are. */
export async function becomesRefused(url: string, timeoutMs = 30_000): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await connectionRefused(url)) return true;
    await sleep(50);
  }
  return false;
}

/**
 * A request body sent in two parts: the first at once, the rest only when `release()` is called, so
 * the request is certainly in flight (routed, its body incomplete) until then.
 */
export function heldBody(bytes: Uint8Array, firstPart: number) {
  let release!: () => void;
  const released = new Promise<void>((resolveRelease) => {
    release = resolveRelease;
  });
  let sentFirst = false;
  const stream = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!sentFirst) {
        sentFirst = true;
        controller.enqueue(bytes.subarray(0, firstPart));
        return;
      }
      await released;
      controller.enqueue(bytes.subarray(firstPart));
      controller.close();
    },
  });
  return { stream, release };
}
