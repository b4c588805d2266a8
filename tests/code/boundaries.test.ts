import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";

const checker = join(import.meta.dirname, "../../scripts/check-boundaries.mjs");
const trees: string[] = [];

/** A project tree of the given files (path -> text), checked by the boundary script. */
function check(files: Record<string, string>) {
  const root = mkdtempSync(join(tmpdir(), "boundaries-"));
  trees.push(root);
  const all = { "src/client/main.tsx": "", "src/server/main.ts": "", ...files };
  for (const [path, text] of Object.entries(all)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  const run = spawnSync(process.execPath, [checker, root], { encoding: "utf8" });
  return { status: run.status, output: run.stdout + run.stderr };
}

afterEach(() => {
  for (const root of trees.splice(0)) rmSync(root, { recursive: true, force: true });
});

describe("server boundaries", () => {
  const feature = {
    "src/server/core/db/client.ts": "export const db = 1;\n",
    "src/server/features/prospects/index.ts": 'export { list } from "./list.js";\n',
    "src/server/features/prospects/list.ts":
      'import { db } from "../../core/db/client.js";\nexport const list = db;\n',
  };

  it("accepts core imported by features and a feature reached through its index.ts", () => {
    const result = check({
      ...feature,
      "src/server/features/exports/export.ts":
        'import { list } from "../prospects/index.js";\nexport const x = list;\n',
      "src/server/app.ts": 'import { list } from "./features/prospects/list.js";\n',
    });
    expect(result.output).toContain("no feature reaches into another");
    expect(result.status).toBe(0);
  });

  it("refuses core importing a feature", () => {
    const result = check({
      ...feature,
      "src/server/core/http/route.ts": 'import { list } from "../../features/prospects/index.js";\n',
    });
    expect(result.status).toBe(1);
    expect(result.output).toContain(
      "src/server/core/http/route.ts:1: server core may not import features/prospects",
    );
  });

  it("refuses a feature reaching past another feature's index.ts", () => {
    const result = check({
      ...feature,
      "src/server/features/exports/export.ts": 'import { list } from "../prospects/list.js";\n',
    });
    expect(result.status).toBe(1);
    expect(result.output).toContain("server features/exports may not import features/prospects");
  });

  it("refuses core importing the app that assembles it", () => {
    const result = check({
      ...feature,
      "src/server/core/db/seed.ts": 'import { x } from "../../main.js";\n',
    });
    expect(result.status).toBe(1);
    expect(result.output).toContain("server core may not import main");
  });

  it("refuses the server importing the web app", () => {
    const result = check({
      ...feature,
      "src/server/core/db/x.ts": 'import { y } from "../../../client/main.js";\n',
    });
    expect(result.status).toBe(1);
    expect(result.output).toContain("may not import src/client");
  });
});

describe("web app boundaries", () => {
  it("refuses a feature importing another feature", () => {
    const result = check({
      "src/client/features/today/page.tsx": 'import { x } from "../chat/api.js";\n',
      "src/client/features/chat/api.ts": "export const x = 1;\n",
    });
    expect(result.status).toBe(1);
    expect(result.output).toContain("client features/today may not import features/chat");
  });
});

describe("extension boundaries", () => {
  it("lets the side panel import itself and the shared contracts", () => {
    const result = check({
      "src/shared/linkedin-url.ts": "export const x = 1;\n",
      "extension/src/lib/page-kind.ts":
        'import { x } from "../../../src/shared/linkedin-url";\nexport const y = x;\n',
      "extension/src/main.tsx": 'import { y } from "./lib/page-kind";\n',
    });
    expect(result.status).toBe(0);
  });

  it("refuses the side panel an import of the web app", () => {
    const result = check({
      "src/client/lib/api.ts": "export const api = 1;\n",
      "extension/src/main.tsx": 'import { api } from "../../src/client/lib/api";\n',
    });
    expect(result.status).toBe(1);
    expect(result.output).toContain(
      "extension/src/main.tsx:1: the extension may import only itself and src/shared",
    );
  });
});
