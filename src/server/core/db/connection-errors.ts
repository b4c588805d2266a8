import { DATABASE_SILENT } from "./database-silence.js";

/**
 * Recognises a failure to reach PostgreSQL, or to get its answer in time (as opposed to a query the
 * database refused), so that a request caught by a short outage or a stalled database can answer
 * "try again" instead of a generic server error.
 */

/**
 * node-postgres and pg-pool messages of a connection lost, never made, or timed out, and of a query
 * not answered within query_timeout (its connection is then ended: see db/client.ts).
 */
const CONNECTION_MESSAGES = new Set([
  "Connection terminated unexpectedly",
  "Connection terminated due to connection timeout",
  "timeout exceeded when trying to connect",
  "Client has encountered a connection error and is not queryable",
  "Client was closed and is not queryable",
  "Query read timeout",
  DATABASE_SILENT,
]);

/** Node's socket errors: nobody listening, connection reset or broken, no answer, unknown host. */
const SOCKET_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "EPIPE", "ETIMEDOUT", "ENOTFOUND"]);

/**
 * PostgreSQL's SQLSTATEs of the same: class 08 (connection exception), the server shutting down
 * (57P01 admin_shutdown, 57P02 crash_shutdown) or not taking connections yet (57P03 cannot_connect_now),
 * a statement cancelled (57014 query_canceled: statement_timeout, or an operator's pg_cancel_backend)
 * and a session closed after idling in a transaction (25P03 idle_in_transaction_session_timeout).
 */
const SHUTDOWN_STATES = new Set(["57P01", "57P02", "57P03", "57014", "25P03"]);
const CONNECTION_EXCEPTION_CLASS = /^08[0-9A-Z]{3}$/;

/** How deep to follow `cause` (drizzle wraps the driver's error in a DrizzleQueryError, pg-pool in its own). */
const MAX_DEPTH = 5;

interface ErrorShape {
  message?: unknown;
  code?: unknown;
  cause?: unknown;
  errors?: unknown;
}

function ownReason(error: ErrorShape): string | null {
  const { code, message } = error;
  if (typeof code === "string") {
    if (SOCKET_CODES.has(code) || SHUTDOWN_STATES.has(code) || CONNECTION_EXCEPTION_CLASS.test(code)) {
      return typeof message === "string" && message !== "" ? `${code}: ${message}` : code;
    }
  }
  if (typeof message === "string" && CONNECTION_MESSAGES.has(message)) return message;
  return null;
}

/**
 * What made the database unreachable, briefly ("Connection terminated unexpectedly",
 * "ECONNREFUSED: connect ECONNREFUSED 127.0.0.1:5432"), when `error` is, or wraps in its `cause` chain
 * or among an AggregateError's `errors`, a database connection failure; null for any other error.
 */
export function databaseConnectionFailure(error: unknown, depth = 0): string | null {
  if (depth > MAX_DEPTH || error === null || typeof error !== "object") return null;
  const shape = error as ErrorShape;
  const reason = ownReason(shape);
  if (reason) return reason;
  // Connecting to a host name with several addresses fails with one error per address.
  if (Array.isArray(shape.errors)) {
    for (const inner of shape.errors) {
      const innerReason = databaseConnectionFailure(inner, depth + 1);
      if (innerReason) return innerReason;
    }
  }
  return databaseConnectionFailure(shape.cause, depth + 1);
}
