import { describe, expect, it } from "vitest";
import { APP_ENV_NAMES, loadConfig } from "./config.js";

describe("DATABASE_POOL_SIZE", () => {
  it("defaults to 10 connections and takes a positive whole number", () => {
    expect(loadConfig({}).databasePoolSize).toBe(10);
    expect(loadConfig({ DATABASE_POOL_SIZE: " 4 " }).databasePoolSize).toBe(4);
    expect(loadConfig({ DATABASE_POOL_SIZE: "" }).databasePoolSize).toBe(10);
    expect(APP_ENV_NAMES).toContain("DATABASE_POOL_SIZE");
  });

  it("refuses anything else, naming the variable", () => {
    for (const bad of ["0", "-2", "2.5", "ten"]) {
      expect(() => loadConfig({ DATABASE_POOL_SIZE: bad })).toThrow(
        `DATABASE_POOL_SIZE must be a positive whole number, got "${bad}"`,
      );
    }
  });
});

describe("NODE_ENV, ALLOW_TEST_CHECKOUT and DEMO_RATE_LIMIT_PER_IP", () => {
  it("read production, the test checkout permission and the demo limit", () => {
    expect(loadConfig({})).toMatchObject({
      production: false,
      allowTestCheckout: false,
      demo: { perIp: 300 },
    });
    expect(
      loadConfig({ NODE_ENV: "production", ALLOW_TEST_CHECKOUT: "true", DEMO_RATE_LIMIT_PER_IP: "50" }),
    ).toMatchObject({ production: true, allowTestCheckout: true, demo: { perIp: 50, sessionDays: 1 } });
    expect(loadConfig({ NODE_ENV: "development" }).production).toBe(false);
    expect(() => loadConfig({ DEMO_RATE_LIMIT_PER_IP: "0" })).toThrow(
      'DEMO_RATE_LIMIT_PER_IP must be a positive whole number, got "0"',
    );
    for (const name of ["NODE_ENV", "ALLOW_TEST_CHECKOUT", "DEMO_RATE_LIMIT_PER_IP"] as const) {
      expect(APP_ENV_NAMES).toContain(name);
    }
  });
});

describe("database time limits and REQUEST_TIMEOUT_MS", () => {
  it("default to 8 s per query, 5 s to connect, 7 s per statement, 60 s idle in a transaction, 60 s per request", () => {
    expect(loadConfig({})).toMatchObject({
      databaseTimeouts: { queryMs: 8_000, connectMs: 5_000, statementMs: 7_000, idleInTransactionMs: 60_000 },
      requestTimeoutMs: 60_000,
    });
    for (const name of [
      "DATABASE_QUERY_TIMEOUT_MS",
      "DATABASE_CONNECT_TIMEOUT_MS",
      "DATABASE_STATEMENT_TIMEOUT_MS",
      "DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS",
      "REQUEST_TIMEOUT_MS",
    ] as const) {
      expect(APP_ENV_NAMES).toContain(name);
    }
  });

  it("take whole milliseconds, 0 switching a limit off", () => {
    expect(
      loadConfig({
        DATABASE_QUERY_TIMEOUT_MS: "20000",
        DATABASE_CONNECT_TIMEOUT_MS: " 3000 ",
        DATABASE_STATEMENT_TIMEOUT_MS: "0",
        DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: "",
        REQUEST_TIMEOUT_MS: "0",
      }),
    ).toMatchObject({
      databaseTimeouts: { queryMs: 20_000, connectMs: 3_000, statementMs: 0, idleInTransactionMs: 60_000 },
      requestTimeoutMs: 0,
    });
  });

  it("refuse anything else, naming the variable", () => {
    for (const bad of ["-1", "2.5", "5s"]) {
      expect(() => loadConfig({ REQUEST_TIMEOUT_MS: bad })).toThrow(
        `REQUEST_TIMEOUT_MS must be a whole number of milliseconds (0 switches it off), got "${bad}"`,
      );
    }
  });

  it("refuse a statement limit that is not shorter than the query limit", () => {
    expect(() => loadConfig({ DATABASE_STATEMENT_TIMEOUT_MS: "8000" })).toThrow(
      "DATABASE_STATEMENT_TIMEOUT_MS (8000) must be shorter than DATABASE_QUERY_TIMEOUT_MS (8000)",
    );
    expect(loadConfig({ DATABASE_QUERY_TIMEOUT_MS: "0" }).databaseTimeouts.statementMs).toBe(7_000);
  });
});

describe("the step-up window", () => {
  it("lasts ten minutes unless STEP_UP_SECONDS says otherwise, from 10 seconds to a day", () => {
    expect(loadConfig({}).stepUpSeconds).toBe(600);
    expect(loadConfig({ STEP_UP_SECONDS: "300" }).stepUpSeconds).toBe(300);
    for (const bad of ["9", "86401", "1.5", "ten"]) {
      expect(() => loadConfig({ STEP_UP_SECONDS: bad })).toThrow(
        `STEP_UP_SECONDS must be a whole number of seconds from 10 to 86400, got "${bad}"`,
      );
    }
  });
});
