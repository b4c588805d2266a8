import { defineConfig, type TestProjectInlineConfiguration } from "vitest/config";

/**
 * API tests run once on PGlite and, when TEST_DATABASE_URL points at a PostgreSQL server, once more
 * on PostgreSQL. Each project's global setup builds one migrated template; every test file then gets
 * its own database copied from it (see tests/helpers/test-database.ts), so files run in parallel.
 */
const postgresUrl = process.env.TEST_DATABASE_URL?.trim();

const apiProject = (name: string, globalSetup: string): TestProjectInlineConfiguration => ({
  extends: true,
  test: { name, globalSetup: [globalSetup] },
});

export default defineConfig({
  test: {
    environment: "node",
    include: ["src/server/**/*.test.ts", "tests/**/*.test.ts"],
    hookTimeout: 30_000,
    teardownTimeout: 30_000,
    projects: [
      apiProject("api-pglite", "tests/setup/pglite.global.ts"),
      ...(postgresUrl ? [apiProject("api-postgres", "tests/setup/postgres.global.ts")] : []),
    ],
  },
});
