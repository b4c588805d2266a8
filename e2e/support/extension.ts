import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { type BrowserContext, chromium, type Worker } from "@playwright/test";
import { unzipSync } from "fflate";
import { CHROMIUM_ARGS, findChromium } from "./chromium.js";

/** The panel's page in the unpacked extension, and its real width beside a browser window. */
export const SIDE_PANEL_PAGE = "sidepanel.html";
export const PANEL_VIEWPORT = { width: 360, height: 800 };

/** Unzips the side panel's zip into a new temporary directory, ready for `--load-extension`. */
export function unzipExtension(zip: Uint8Array): string {
  const dir = mkdtempSync(join(tmpdir(), "outreach-desk-panel-"));
  for (const [name, data] of Object.entries(unzipSync(zip))) {
    if (name.endsWith("/")) continue;
    const path = join(dir, name);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, data);
  }
  return dir;
}

export interface ExtensionBrowser {
  context: BrowserContext;
  extensionId: string;
  serviceWorker: Worker;
}

/**
 * Chromium (new headless, which runs extensions) with the unpacked extension at `dir` loaded, in a
 * persistent context of its own (extensions need one).
 */
export async function launchWithExtension(
  dir: string,
  { args = [], baseURL }: { args?: string[]; baseURL?: string } = {},
): Promise<ExtensionBrowser> {
  const context = await chromium.launchPersistentContext("", {
    executablePath: findChromium(),
    headless: true,
    baseURL,
    viewport: { width: 1280, height: 800 },
    args: [...CHROMIUM_ARGS, `--disable-extensions-except=${dir}`, `--load-extension=${dir}`, ...args],
  });
  const serviceWorker = context.serviceWorkers()[0] ?? (await context.waitForEvent("serviceworker"));
  return { context, extensionId: new URL(serviceWorker.url()).host, serviceWorker };
}

export const sidePanelUrl = (extensionId: string) => `chrome-extension://${extensionId}/${SIDE_PANEL_PAGE}`;
