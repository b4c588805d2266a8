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
