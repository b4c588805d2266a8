import { existsSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { strFromU8, strToU8, unzipSync, zipSync } from "fflate";
import { projectRoot } from "../../core/paths.js";

export const SIDE_PANEL_ZIP = "outreach-desk-side-panel.zip";
/** `npm run build` packs the extension here (scripts/zip-extension.mjs). */
const builtZip = resolve(projectRoot, "dist", SIDE_PANEL_ZIP);
const FIXED_TIME = new Date("2000-01-01T00:00:00Z");

/**
 * The built side panel, addressed to this app: its manifest's one host permission (which is also where
 * the panel reads the app's address from) becomes `origin`. Null when the extension was not built.
 */
export function sidePanelZipFor(origin: string, zipPath = builtZip): Uint8Array | null {
  if (!existsSync(zipPath)) return null;
  const files = unzipSync(readFileSync(zipPath));
  const manifestBytes = files["manifest.json"];
  if (!manifestBytes) return null;
  const manifest = JSON.parse(strFromU8(manifestBytes)) as { host_permissions: string[] };
  manifest.host_permissions = [`${origin}/*`];
  files["manifest.json"] = strToU8(`${JSON.stringify(manifest, null, 2)}\n`);
  return zipSync(files, { level: 9, mtime: FIXED_TIME });
}
