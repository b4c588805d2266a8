// Starts the built app on a fresh embedded database for the end-to-end run.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

process.env.DATA_DIR = mkdtempSync(join(tmpdir(), "outreach-e2e-"));
await import("../../dist/server/main.js");
