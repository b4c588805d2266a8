import { createServer } from "node:net";
import { DrizzleQueryError, sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { databaseConnectionFailure } from "./connection-errors.js";

/** An error as Node's net module raises it. */
function socketError(code: string, message = `connect ${code} 127.0.0.1:5432`) {
  return Object.assign(new Error(message), { code, errno: -1, syscall: "connect" });
}

/** An error as PostgreSQL sends it (node-postgres' DatabaseError with its SQLSTATE). */
function serverError(code: string, message = "terminating connection due to administrator command") {
  const error = new pg.DatabaseError(message, message.length, "error");
  error.code = code;
  error.severity = "FATAL";
  return error;
}

/** As drizzle hands a failed query to the caller. */
const wrapped = (cause: unknown) => new DrizzleQueryError("select 1", [], cause as Error);

const PG_MESSAGES = [
  "Connection terminated unexpectedly",
  "Connection terminated due to connection timeout",
  "timeout exceeded when trying to connect",
  "Client has encountered a connection error and is not queryable",
  // A query the database did not answer within query_timeout, and the next one on its ended connection.
  "Query read timeout",
  "Client was closed and is not queryable",
];
const SOCKET_CODES = ["ECONNREFUSED", "ECONNRESET", "EPIPE", "ETIMEDOUT", "ENOTFOUND"];
// 57014: a statement cancelled by statement_timeout (or an operator); 25P03: a session closed by
// idle_in_transaction_session_timeout.
const SQLSTATES = [
  "08000",
  "08001",
  "08003",
  "08004",
  "08006",
  "08P01",
  "57P01",
  "57P02",
  "57P03",
  "57014",
  "25P03",
];

describe("databaseConnectionFailure", () => {
  it.each(PG_MESSAGES)('recognises node-postgres\' "%s", raw and wrapped by drizzle', (message) => {
    expect(databaseConnectionFailure(new Error(message))).toBe(message);
    expect(databaseConnectionFailure(wrapped(new Error(message)))).toBe(message);
  });

  it("recognises pg-pool's connection timeout that carries the lost connection as its cause", () => {
    const error = new Error("Connection terminated due to connection timeout", {
      cause: new Error("Connection terminated unexpectedly"),
    });
    expect(databaseConnectionFailure(wrapped(error))).toBe("Connection terminated due to connection timeout");
  });

  it.each(SOCKET_CODES)("recognises the socket error %s, raw and wrapped by drizzle", (code) => {
    const error = socketError(code);
    expect(databaseConnectionFailure(error)).toBe(`${code}: ${error.message}`);
    expect(databaseConnectionFailure(wrapped(error))).toBe(`${code}: ${error.message}`);
  });

  it("recognises an AggregateError of one failed attempt per address, with or without its own code", () => {
    const attempts = [
      socketError("ECONNREFUSED", "connect ECONNREFUSED ::1:5432"),
      socketError("ECONNREFUSED"),
    ];
    const withoutCode = new AggregateError(attempts);
    expect(databaseConnectionFailure(withoutCode)).toBe("ECONNREFUSED: connect ECONNREFUSED ::1:5432");
    const withCode = Object.assign(new AggregateError(attempts, ""), { code: "ECONNREFUSED" });
    expect(databaseConnectionFailure(wrapped(withCode))).toBe("ECONNREFUSED");
  });

  it.each(SQLSTATES)("recognises PostgreSQL's SQLSTATE %s, raw and wrapped by drizzle", (code) => {
    const error = serverError(code);
    expect(databaseConnectionFailure(error)).not.toBeNull();
    expect(databaseConnectionFailure(wrapped(error))).toBe(`${code}: ${error.message}`);
  });

  it.each([
    ["a unique violation", serverError("23505", "duplicate key value violates unique constraint")],
    ["a syntax error", serverError("42601", "syntax error at or near")],
    ["a serialization failure", wrapped(serverError("40001", "could not serialize access"))],
    ["the pool's own shutdown", new Error("Connection terminated")],
    ["a plain error", new Error("boom")],
    ["a file error", Object.assign(new Error("no such file"), { code: "ENOENT" })],
    ["a string", "Connection terminated unexpectedly"],
    ["null", null],
    ["undefined", undefined],
  ])("does not take %s for an outage", (_label, error) => {
    expect(databaseConnectionFailure(error)).toBeNull();
  });

  it("stops following a cause chain that loops", () => {
    const first = new Error("first");
    const second = new Error("second", { cause: first });
    first.cause = second;
    expect(databaseConnectionFailure(first)).toBeNull();
  });

  it("recognises what drizzle really throws when nothing listens on the database's port", async () => {
    const closedPort = await new Promise<number>((resolve) => {
      const server = createServer().listen(0, "127.0.0.1", () => {
        const { port } = server.address() as { port: number };
        server.close(() => resolve(port));
      });
    });
    const pool = new pg.Pool({ connectionString: `postgres://nobody@127.0.0.1:${closedPort}/none` });
    try {
      const db = drizzle({ client: pool });
      const viaQuery = await db.execute(sql`select 1`).catch((error: unknown) => error);
      expect(databaseConnectionFailure(viaQuery)).toMatch(/^ECONNREFUSED/);
      const viaTransaction = await db
        .transaction((tx) => tx.execute(sql`select 1`))
        .catch((error: unknown) => error);
      expect(databaseConnectionFailure(viaTransaction)).toMatch(/^ECONNREFUSED/);
    } finally {
      await pool.end();
    }
  });
});
