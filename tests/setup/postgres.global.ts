import { randomBytes } from "node:crypto";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../../src/server/core/db/client.js";
import { adminQuery, databaseUrl, dropDatabase } from "./postgres-admin.js";
import "./provided.js";

/**
 * Builds one migrated template database per run; each test file creates its own database from it
 * (CREATE DATABASE ... TEMPLATE), and teardown drops every database of the run.
 */
export default async function setup(project: TestProject) {
  const adminUrl = process.env.TEST_DATABASE_URL?.trim();
  if (!adminUrl) throw new Error("TEST_DATABASE_URL is not set");
  const prefix = `od_test_${process.pid}_${randomBytes(3).toString("hex")}`;
  const template = `${prefix}_tpl`;

  await adminQuery(adminUrl, `create database "${template}"`);
  const database = await openDatabase({ databaseUrl: databaseUrl(adminUrl, template), poolSize: 1 });
  try {
    await database.migrate();
  } finally {
    // The template must have no open connection when databases are copied from it.
    await database.close();
  }
  project.provide("testDatabase", { kind: "postgres", adminUrl, template, prefix });

  return async () => {
    const leftovers = await adminQuery<{ datname: string }>(
      adminUrl,
      "select datname from pg_database where starts_with(datname, $1)",
      [prefix],
    );
    for (const { datname } of leftovers) await dropDatabase(adminUrl, datname);
  };
}
