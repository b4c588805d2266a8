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
