import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { strFromU8, strToU8, unzipSync, zipSync } from "fflate";
import { afterAll, describe, expect, it } from "vitest";
import { sidePanelZipFor } from "./side-panel-download.js";

const dir = mkdtempSync(join(tmpdir(), "panel-zip-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("the side panel's download", () => {
  it("is the built extension with its one host permission set to this app's origin, all else unchanged", () => {
    const built = join(dir, "built.zip");
    const manifest = {
      manifest_version: 3,
      permissions: ["sidePanel", "tabs"],
      host_permissions: ["http://localhost:3000/*"],
    };
    writeFileSync(
      built,
      zipSync({
        "manifest.json": strToU8(JSON.stringify(manifest)),
        "sidepanel.html": strToU8("<html></html>"),
      }),
    );
    const files = unzipSync(sidePanelZipFor("https://desk.example.com", built) as Uint8Array);
    expect(JSON.parse(strFromU8(files["manifest.json"] as Uint8Array))).toEqual({
      ...manifest,
      host_permissions: ["https://desk.example.com/*"],
    });
    expect(strFromU8(files["sidepanel.html"] as Uint8Array)).toBe("<html></html>");
  });

  it("is absent when the extension was not built", () => {
    expect(sidePanelZipFor("https://desk.example.com", join(dir, "missing.zip"))).toBeNull();
  });
});
