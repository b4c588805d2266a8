import { AsyncLocalStorage } from "node:async_hooks";
import type { FastifyInstance } from "fastify";

/**
 * How long one request has waited for the database without any answer. Each of a query's stages
 * (waiting for a pooled connection, connecting, the query itself) has its own limit, and a request
 * that met them one after the other (a slot freed by a query that timed out, then a connection that
 * never opens, then a query) used to wait the sum. The clock here starts when the request begins to
 * wait and stops only when the database answers, so every stage of the request shares one limit.
 */
interface Silence {
  limitMs: number;
  since: number | null;
}

/** The error of a wait the request's silence left no time for; connection-errors.ts answers it 503. */
export const DATABASE_SILENT = "The database has not answered in time";

const silences = new AsyncLocalStorage<Silence>();

/**
 * Every request gets its own clock, which may run `limitMs` (the query timeout; 0 leaves requests to
 * each stage's own limit). What the request runs after this hook, its body's parsing included, runs
 * in the clock's async context.
 */
export function boundRequestDatabaseWaits(app: FastifyInstance, limitMs: number): void {
  if (limitMs <= 0) return;
  app.addHook("onRequest", (_request, _reply, done) => {
    silences.run({ limitMs, since: null }, done);
  });
}

export interface DatabaseWait {
  /** How long this wait may last, or null outside a request (jobs, start-up): only its own limits then. */
  leftMs: number | null;
  /** The database answered (a result or an error it sent): the request's clock stops. */
  answered(): void;
}

/** Starts a wait of the current request on the database. */
export function startDatabaseWait(): DatabaseWait {
  const silence = silences.getStore();
  if (!silence) return { leftMs: null, answered: () => {} };
  const now = performance.now();
  silence.since ??= now;
  return {
    leftMs: Math.max(0, silence.limitMs - (now - silence.since)),
    answered: () => {
      silence.since = null;
    },
  };
}

/**
 * Waits for the session cache's round trip on the listening connection, which runs on every
 * signed-in request and so sets no timer of its own here: its wait is bounded where it runs (each
 * round trip gives up after half the query timeout, and a request waits for two at most;
 * client.ts). The clock runs meanwhile, so that if it fails, what the request does next has only
 * what is left.
 */
export async function awaitDatabase<T>(roundTrip: Promise<T>): Promise<T> {
  const wait = startDatabaseWait();
  const result = await roundTrip;
  wait.answered();
  return result;
}
