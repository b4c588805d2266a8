import { existsSync } from "node:fs";
import { chromium } from "@playwright/test";

/** CHROMIUM_PATH, else Debian's /usr/bin/chromium, else Playwright's own download. */
export function findChromium(): string | undefined {
  const candidates = [process.env.CHROMIUM_PATH, "/usr/bin/chromium"];
  for (const path of candidates) if (path && existsSync(path)) return path;
  if (existsSync(chromium.executablePath())) return undefined;
  throw new Error(
    "No Chromium found: run `apt-get install -y chromium` or set CHROMIUM_PATH to a Chromium binary.",
  );
}

/** The flags a root user on a machine without network needs. */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
