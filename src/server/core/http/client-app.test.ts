import { mkdirSync, mkdtempSync, rmSync, unlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectError } from "../../../../tests/helpers/management.js";
import { createTestApp, type TestApp } from "../../../../tests/helpers/test-app.js";
import { errorBody } from "./errors.js";

/** A built client as Vite lays it out: index.html, hashed chunks under assets/, public files at the top. */
let root: string;
let clientDir: string;
let t: TestApp;

const INDEX =
  '<!doctype html><html><body><div id="root"></div><script type="module" src="/assets/index-AAAA1111.js"></script></body></html>';

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), "client-app-test-"));
  clientDir = join(root, "client");
  mkdirSync(join(clientDir, "assets"), { recursive: true });
  writeFileSync(join(clientDir, "index.html"), INDEX);
  writeFileSync(join(clientDir, "assets", "index-AAAA1111.js"), "export const app = 1;\n");
  writeFileSync(join(clientDir, "assets", "scripts-page-BBBB2222.js"), "export default 1;\n");
  writeFileSync(join(clientDir, "assets", "index-CCCC3333.css"), "body{margin:0}\n");
  writeFileSync(join(clientDir, "favicon.svg"), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  // compress-assets.mjs writes .br and .gz beside the larger files, index.html included.
  writeFileSync(join(clientDir, "index.html.br"), brotliCompressSync(INDEX));
  writeFileSync(
    join(clientDir, "assets", "index-AAAA1111.js.br"),
    brotliCompressSync("export const app = 1;\n"),
  );
  // Beside the client folder: must never be reachable through it.
  writeFileSync(join(root, "secret.txt"), "not for the web");
  t = await createTestApp({ clientDir });
});
afterAll(async () => {
  await t.close();
  rmSync(root, { recursive: true, force: true });
});

const get = (url: string) => t.app.inject({ method: "GET", url });

describe("the built web app", () => {
  it("answers every screen's address with index.html, revalidated on each load so a reload gets a new deploy", async () => {
    for (const url of [
      "/",
      "/scheduler",
      "/campaign/6f1c2a8e-1111-4222-8333-944445555666/dashboard",
      "/invitation?token=a.b.c",
      "/no-such-screen",
      "/index.html",
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers["content-type"], url).toBe("text/html; charset=utf-8");
      expect(response.headers["cache-control"], url).toBe("no-cache");
      expect(response.body, url).toBe(INDEX);
    }
  });

  it("serves hashed assets for a year and public files for an hour", async () => {
    const chunk = await get("/assets/scripts-page-BBBB2222.js");
    expect(chunk.statusCode).toBe(200);
    expect(chunk.headers["content-type"]).toMatch(/javascript/);
    expect(chunk.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(chunk.body).toBe("export default 1;\n");

    const icon = await get("/favicon.svg");
    expect(icon.statusCode).toBe(200);
    expect(icon.headers["cache-control"]).toBe("public, max-age=3600");
  });

  it("keeps the same rules for the compressed copies it sends to browsers that accept them", async () => {
    const br = { "accept-encoding": "br, gzip" };
    const page = await t.app.inject({ method: "GET", url: "/scheduler", headers: br });
    expect([page.headers["content-encoding"], page.headers["cache-control"]]).toEqual(["br", "no-cache"]);
    expect(brotliDecompressSync(page.rawPayload).toString()).toBe(INDEX);

    const chunk = await t.app.inject({ method: "GET", url: "/assets/index-AAAA1111.js", headers: br });
    expect([chunk.headers["content-encoding"], chunk.headers["cache-control"]]).toEqual([
      "br",
      "public, max-age=31536000, immutable",
    ]);
  });

  it("answers a missing asset with a 404 kept by no cache, never with index.html", async () => {
    for (const url of [
      "/assets/scripts-page-OLDHASH1.js",
      "/assets/scripts-page-OLDHASH1.js?v=2",
      "/assets/index-OLDHASH1.css",
      "/assets/fonts/inter-OLD.woff2",
      "/assets/",
      "/assets/no-extension",
      "/old-service-worker.js",
      "/manifest.webmanifest",
      "/favicon.ico",
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers["cache-control"], url).toBe("no-store");
      expect(response.headers["content-type"], url).toMatch(/^application\/json/);
      expect(response.body, url).not.toContain("<html");
    }
    expect((await get("/assets/scripts-page-OLDHASH1.js?v=2")).json()).toEqual(
      errorBody(404, "No file /assets/scripts-page-OLDHASH1.js"),
    );
  });

  it("follows files on disk: one removed since start-up is a 404, one added since is served", async () => {
    const removed = join(clientDir, "assets", "index-CCCC3333.css");
    expect((await get("/assets/index-CCCC3333.css")).statusCode).toBe(200);
    unlinkSync(removed);
    const gone = await get("/assets/index-CCCC3333.css");
    expect([gone.statusCode, gone.headers["cache-control"]]).toEqual([404, "no-store"]);

    writeFileSync(join(clientDir, "assets", "team-kpis-page-DDDD4444.js"), "export default 2;\n");
    const added = await get("/assets/team-kpis-page-DDDD4444.js");
    expect([added.statusCode, added.body]).toEqual([200, "export default 2;\n"]);
    expect(added.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  it("never serves a file outside the client folder", async () => {
    for (const url of [
      "/assets/../../secret.txt",
      "/assets/..%2f..%2fsecret.txt",
      "/assets/%2e%2e/%2e%2e/secret.txt",
      "/..%2fsecret.txt",
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(response.body, url).not.toContain("not for the web");
    }
  });

  it("still answers unknown API paths with the API's 404", async () => {
    const response = await get("/api/assets/x.js");
    expectError(response, 404, "No API endpoint GET /api/assets/x.js");
    expect(response.headers["cache-control"]).toBe("no-store");
  });
});
