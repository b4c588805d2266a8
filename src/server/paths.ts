import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";

/** The package root, whether this runs from src/ (tsx, tests) or dist/ (build): both sit one level below it. */
export const projectRoot = resolve(dirname(fileURLToPath(import.meta.url)), "../..");

export const migrationsDir = resolve(projectRoot, "src/server/db/migrations");
