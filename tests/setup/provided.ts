/** What each project's global setup hands to its test files (read with `inject("testDatabase")`). */
export type TestDatabaseSource =
  | {
      kind: "pglite";
      /** Uncompressed tarball of a migrated PGlite data directory. */
      dataDirTarball: string;
    }
  | {
      kind: "postgres";
      /** Connection string of the server's maintenance database (TEST_DATABASE_URL). */
      adminUrl: string;
      /** Migrated database that every test database is created from. */
      template: string;
      /** Prefix of every database this run creates; teardown drops them all. */
      prefix: string;
    };

declare module "vitest" {
  export interface ProvidedContext {
    testDatabase: TestDatabaseSource;
  }
}
