#!/usr/bin/env node
// Packs the built side panel extension (dist/extension/) into dist/outreach-desk-side-panel.zip,
// the file to load into Chrome or upload to the Chrome Web Store (run by `npm run build:extension`).
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { zipSync } from "fflate";

const dist = fileURLToPath(new URL("../dist/", import.meta.url));
const source = join(dist, "extension");
const target = join(dist, "outreach-desk-side-panel.zip");

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else yield path;
  }
}

const entries = {};
for (const file of files(source)) {
  entries[relative(source, file).split(sep).join("/")] = readFileSync(file);
}
if (!entries["manifest.json"]) {
  console.error(`No manifest.json in ${source}: build the extension first.`);
  process.exit(1);
}
// A fixed time keeps the zip the same for the same files.
writeFileSync(target, zipSync(entries, { level: 9, mtime: new Date("2000-01-01T00:00:00Z") }));
console.log(
  `Side panel: ${Object.keys(entries).length} files packed into ${relative(process.cwd(), target)}`,
);
