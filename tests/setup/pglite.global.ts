import { createHash, randomBytes } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { rename, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../../src/server/core/db/client.js";
import { definitionsDir } from "../../src/server/core/db/definitions.js";
import { migrationsDir, projectRoot } from "../../src/server/core/paths.js";
import "./provided.js";

/**
 * A fresh PGlite data directory takes seconds to initialise, so it is built and migrated once and
 * dumped to a tarball in the temp directory; each test file loads the tarball into its own in-memory
 * PGlite. The tarball is named after the migrations, the function definitions (ADR 0020) and the
 * PGlite version, so later runs reuse it until one of them changes.
 */
export default async function setup(project: TestProject) {
  const dataDirTarball = join(tmpdir(), `outreach-desk-pglite-${templateKey()}.tar`);
  if (!existsSync(dataDirTarball)) await buildTemplate(dataDirTarball);
  project.provide("testDatabase", { kind: "pglite", dataDirTarball });
}

function templateKey(): string {
  const hash = createHash("sha256");
  hash.update(readFileSync(join(projectRoot, "node_modules/@electric-sql/pglite/package.json")));
  for (const dir of [migrationsDir, definitionsDir]) {
    const files = readdirSync(dir, { recursive: true, encoding: "utf8" }).sort();
    for (const file of files) {
      if (!file.endsWith(".sql") && !file.endsWith(".json")) continue;
      hash.update(`${file}\n`).update(readFileSync(join(dir, file)));
    }
  }
  return hash.digest("hex").slice(0, 16);
}

async function buildTemplate(target: string) {
  const pglite = new PGlite();
  const database = await openDatabase({ pglite });
  await database.migrate();
  const dump = await pglite.dumpDataDir("none");
  await database.close();
  // Written aside and renamed, so a parallel run never reads half a file.
  const partial = `${target}.${process.pid}-${randomBytes(4).toString("hex")}.partial`;
  await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
  await rename(partial, target).catch(async (error) => {
    await rm(partial, { force: true });
    throw error;
  });
}
