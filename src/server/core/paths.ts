import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";

/** The package root, whether this runs from src/server/core (tsx, tests) or dist/server/core (build). */
export const projectRoot = resolve(dirname(fileURLToPath(import.meta.url)), "../../..");

export const migrationsDir = resolve(projectRoot, "src/server/core/db/migrations");
