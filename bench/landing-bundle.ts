import { gzipSync } from "node:zlib";
import { chromium, type Response } from "@playwright/test";
import { CHROMIUM_ARGS, findChromium } from "../e2e/support/chromium.js";
import type { Row } from "./lib/report.js";
import { migratedDataDir, removeDir, withServer } from "./lib/server-process.js";

const KB = 1024;
const TARGET_KB = 150;

interface ScriptFile {
  path: string;
  rawBytes: number;
  gzipBytes: number;
}

const isJavaScript = (response: Response) =>
  response.request().resourceType() === "script" ||
  /javascript|ecmascript/.test(response.headers()["content-type"] ?? "") ||
  /\.m?js(\?|$)/.test(new URL(response.url()).pathname);

/** Every JavaScript file the landing page loads until the network is idle, with its gzip -9 size. */
async function landingScripts(baseUrl: string): Promise<ScriptFile[]> {
  const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext();
    const page = await context.newPage();
    const scripts = new Map<string, Response>();
    page.on("response", (response) => {
      if (response.ok() && isJavaScript(response)) scripts.set(response.url(), response);
    });
    await page.goto(`${baseUrl}/`, { waitUntil: "networkidle" });
    const files: ScriptFile[] = [];
    for (const [url, response] of scripts) {
      // The decoded body, compressed here: the size does not depend on what the server sent.
      const body = await response.body();
      files.push({
        path: new URL(url).pathname,
        rawBytes: body.length,
        gzipBytes: gzipSync(body, { level: 9 }).length,
      });
    }
    return files.sort((a, b) => b.gzipBytes - a.gzipBytes);
  } finally {
    await browser.close();
  }
}

/** 3. JavaScript the landing page loads, gzipped. */
export async function measureLandingBundle(): Promise<Row[]> {
  const dataDir = await migratedDataDir("landing");
  try {
    const files = await withServer({ env: { DATA_DIR: dataDir } }, (server) => landingScripts(server.url));
    if (files.length === 0) throw new Error("The landing page loaded no JavaScript: is the client built?");
    const width = Math.max(...files.map((file) => file.path.length));
    const kb = (bytes: number) => `${(bytes / KB).toFixed(1).padStart(7)} KB`;
    console.log(`  ${"file".padEnd(width)}  ${"raw".padStart(10)}  ${"gzip -9".padStart(10)}`);
    for (const file of files) {
      console.log(`  ${file.path.padEnd(width)}  ${kb(file.rawBytes)}  ${kb(file.gzipBytes)}`);
    }
    const raw = files.reduce((sum, file) => sum + file.rawBytes, 0);
    const gzip = files.reduce((sum, file) => sum + file.gzipBytes, 0);
    console.log(`  ${`total (${files.length} files)`.padEnd(width)}  ${kb(raw)}  ${kb(gzip)}`);
    const value = gzip / KB;
    return [
      {
        name: "landing page JS (gzip -9)",
        runs: 1,
        median: value,
        min: value,
        max: value,
        unit: "KB",
        decimals: 1,
        target: { op: "<=", value: TARGET_KB },
      },
    ];
  } finally {
    await removeDir(dataDir);
  }
}
