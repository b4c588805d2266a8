import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { build } from "vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const here = import.meta.dirname;
let outDir = "";

function* files(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else yield path;
  }
}

/** The extension as `npm run build:extension` builds it, for another app address. */
beforeAll(async () => {
  outDir = mkdtempSync(join(tmpdir(), "side-panel-"));
  const before = process.env.PUBLIC_URL;
  process.env.PUBLIC_URL = "https://desk.example.com/some/path";
  try {
    await build({
      configFile: join(here, "vite.config.ts"),
      logLevel: "silent",
      build: { outDir, emptyOutDir: true },
    });
  } finally {
    if (before === undefined) delete process.env.PUBLIC_URL;
    else process.env.PUBLIC_URL = before;
  }
}, 120_000);

afterAll(() => rmSync(outDir, { recursive: true, force: true }));

describe("the built side panel extension", () => {
  it("asks for the side panel and the tabs, and reaches only the app's origin", () => {
    const manifest = JSON.parse(readFileSync(join(outDir, "manifest.json"), "utf8"));
    expect(manifest.manifest_version).toBe(3);
    expect(manifest.permissions).toEqual(["sidePanel", "tabs"]);
    expect(manifest.host_permissions).toEqual(["https://desk.example.com/*"]);
    expect(manifest).not.toHaveProperty("content_scripts");
    expect(manifest).not.toHaveProperty("optional_host_permissions");
    expect(JSON.stringify(manifest)).not.toMatch(/linkedin\.com/i);
    expect(manifest.side_panel).toEqual({ default_path: "sidepanel.html" });
    expect(manifest.background.service_worker).toBe("service-worker.js");
  });

  it("holds the panel page, its script and style, and a worker that only sets the panel's behaviour", () => {
    const names = [...files(outDir)].map((file) => relative(outDir, file).replaceAll("\\", "/"));
    expect(names).toEqual(expect.arrayContaining(["manifest.json", "sidepanel.html", "service-worker.js"]));
    expect(names.some((name) => /^assets\/.+\.js$/.test(name))).toBe(true);
    expect(names.some((name) => /^assets\/.+\.css$/.test(name))).toBe(true);
    const worker = readFileSync(join(outDir, "service-worker.js"), "utf8");
    expect(worker).toContain("setPanelBehavior");
    expect(worker).not.toMatch(/fetch\(|import /);
    const page = readFileSync(join(outDir, "sidepanel.html"), "utf8");
    // Extension pages run no inline script.
    expect(page).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
  });

  it("holds every icon the manifest names, as a PNG", () => {
    const manifest = JSON.parse(readFileSync(join(outDir, "manifest.json"), "utf8"));
    expect(manifest.action.default_icon).toEqual(manifest.icons);
    for (const [size, file] of Object.entries<string>(manifest.icons)) {
      const png = readFileSync(join(outDir, file));
      expect(png.subarray(1, 4).toString("latin1")).toBe("PNG");
      expect(png.readUInt32BE(16)).toBe(Number(size));
    }
  });

  it("takes the app's origin from its manifest alone, and requests nothing of LinkedIn", () => {
    const code = [...files(outDir)].map((file) => readFileSync(file, "utf8")).join("\n");
    // The server re-addresses each download by rewriting the manifest (side-panel-download.ts).
    expect(code.split("https://desk.example.com")).toHaveLength(2);
    expect(code).not.toContain("http://localhost:3000");
    // linkedin.com appears only in the address patterns that recognise a profile, never as a request.
    expect(code).not.toMatch(
      /(fetch|XMLHttpRequest|EventSource|WebSocket|sendBeacon)\([^)]{0,200}linkedin\.com/i,
    );
    expect(code).not.toMatch(/["'`](https?:)?\/\/[a-z.]*linkedin\.com\/(voyager|api|li\/|sales-api)/i);
    for (const match of code.matchAll(/linkedin\.com/gi)) {
      const around = code.slice(Math.max(0, match.index - 40), match.index + 40);
      expect(around, around).toMatch(/\/in\/|\/pub\/|\\\.|…|linkedin\\.com/);
    }
  });
});
