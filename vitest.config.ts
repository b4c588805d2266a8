import { defineConfig, type TestProjectInlineConfiguration } from "vitest/config";

/**
 * API tests run once on PGlite and, when TEST_DATABASE_URL points at a PostgreSQL server, once more
 * on PostgreSQL. Each project's global setup builds one migrated template; every test file then gets
 * its own database copied from it (see tests/helpers/test-database.ts), so files run in parallel.
 *
 * The client project holds the browser code's and the shared contracts' pure logic (formatting,
 * column mapping, cache updates, contract parsing): no database, no DOM. It runs in a fixed time zone
 * west of UTC, so that dates shown in "the browser's zone" are the same on every machine and a day
 * shifted by the zone would show.
 */
const postgresUrl = process.env.TEST_DATABASE_URL?.trim();

const apiProject = (
  name: string,
  globalSetup: string,
  maxWorkers?: number,
): TestProjectInlineConfiguration => ({
  extends: true,
  // A project with a worker count of its own runs as a group of its own, after the others.
  test: {
    name,
    globalSetup: [globalSetup],
    ...(maxWorkers ? { maxWorkers, sequence: { groupOrder: 1 } } : {}),
  },
});

const clientProject: TestProjectInlineConfiguration = {
  test: {
    name: "client",
    environment: "node",
    include: ["src/client/**/*.test.ts", "src/shared/**/*.test.ts"],
    env: { TZ: "America/New_York" },
  },
};

/** The side panel extension's pure logic, and its built manifest and files (it builds itself once). */
const extensionProject: TestProjectInlineConfiguration = {
  test: {
    name: "extension",
    environment: "node",
    include: ["extension/**/*.test.ts"],
  },
};

export default defineConfig({
  test: {
    environment: "node",
    // The API projects' tests; the client project lists its own.
    include: ["src/server/**/*.test.ts", "tests/**/*.test.ts"],
    hookTimeout: 30_000,
    teardownTimeout: 30_000,
    projects: [
      apiProject("api-pglite", "tests/setup/pglite.global.ts"),
      // Two files at once even on a two-core machine: a file on PostgreSQL spends much of its time
      // waiting for the server, which the other file's work fills (about 40 % less time measured).
      // PGlite runs the database in the test's own thread, so its files gain nothing from it.
      ...(postgresUrl ? [apiProject("api-postgres", "tests/setup/postgres.global.ts", 2)] : []),
      clientProject,
      extensionProject,
    ],
  },
});
