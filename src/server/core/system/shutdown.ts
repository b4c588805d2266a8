import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Database } from "../db/client.js";

export interface GracefulShutdown {
  /** Runs the shutdown once; later calls (a second signal) wait for the same one. */
  shutdown(signal: string): Promise<void>;
}

export interface ShutdownOptions {
  app: FastifyInstance;
  database: Database;
  /** Hard limit: past it the process logs an error and exits with 1. */
  timeoutMs: number;
  /** process.exit, replaceable in tests. */
  exit?: (code: number) => void;
  signals?: NodeJS.Signals[];
}

/**
 * On SIGTERM or SIGINT: readiness answers 503 at once, the server stops accepting connections and
 * closes idle keep-alive sockets, requests already running (a CSV import included) finish, long-lived
 * streams end from their own preClose/onClose hooks, then the database closes and the process exits
 * with 0. If that takes longer than `timeoutMs`, it exits with 1 instead.
 */
export function handleShutdownSignals({
  app,
  database,
  timeoutMs,
  exit = (code) => process.exit(code),
  signals = ["SIGTERM", "SIGINT"],
}: ShutdownOptions): GracefulShutdown {
  let running: Promise<void> | undefined;

  async function run(signal: string): Promise<void> {
    app.lifecycle.shuttingDown = true;
    app.log.info({ signal, timeoutMs }, "shutting down: finishing requests in flight");
    const limit = setTimeout(() => {
      app.log.error(
        { timeoutMs },
        `shutdown did not finish within ${timeoutMs} ms (SHUTDOWN_TIMEOUT_MS): exiting`,
      );
      exit(1);
    }, timeoutMs);
    try {
      await app.close();
      await database.close();
    } catch (error) {
      clearTimeout(limit);
      app.log.error({ err: error }, "shutdown failed");
      exit(1);
      return;
    }
    clearTimeout(limit);
    app.log.info("shut down");
    exit(0);
  }

  const shutdown = (signal: string) => {
    running ??= run(signal);
    return running;
  };
  for (const signal of signals) process.on(signal, () => void shutdown(signal));
  return { shutdown };
}

/**
 * onSend hook: once shutdown has begun, every answer (to a request that was already running) carries
 * `Connection: close`, so its socket closes after it rather than lingering as a keep-alive connection
 * the closing server would have to wait out.
 */
export function closeConnectionWhenShuttingDown(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
  done: (error: Error | null, payload?: unknown) => void,
) {
  if (request.server.lifecycle.shuttingDown && request.raw.httpVersionMajor < 2) {
    reply.header("connection", "close");
  }
  done(null, payload);
}
