#!/usr/bin/env node
// Checks which parts of the web app may import which (run by `npm run lint`; ADR 0021):
//   lib         -> lib
//   components  -> components, lib
//   shared      -> shared, components, lib
//   features/X  -> features/X, shared, components, lib   (features/shell, the app's frame, too)
//   app, main   -> anything (the router wires the features together)
// Every part may import packages and the isomorphic contracts in src/shared/. Biome's
// noRestrictedImports matches import strings, not the files they resolve to, so it cannot say this.
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const clientDir = join(root, "src", "client");

/** Imports that break the rules for now, each with the reason (remove an entry once it is fixed). */
const KNOWN = new Map();

const IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)["'](\.[^"']*)["']/gm;

function* sourceFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(path);
    else if (/\.(ts|tsx|mts|js|jsx)$/.test(entry.name)) yield path;
  }
}

/** The part of the web app a file belongs to: "lib", "shared", "features/chat", "app", ... */
function partOf(file) {
  const parts = relative(clientDir, file).split(sep);
  if (parts[0] === "..") return null; // outside the web app: src/shared contracts
  if (parts.length === 1) return "main";
  return parts[0] === "features" ? `features/${parts[1]}` : parts[0];
}

function allowed(from, to) {
  if (to === null || from === to || from === "app" || from === "main") return true;
  if (from === "lib") return false;
  if (from === "components") return to === "lib";
  if (from === "shared") return to === "lib" || to === "components";
  if (from.startsWith("features/")) return to === "shared" || to === "lib" || to === "components";
  return true;
}

const problems = [];
for (const file of sourceFiles(clientDir)) {
  const from = partOf(file);
  const text = readFileSync(file, "utf8");
  for (const match of text.matchAll(IMPORT)) {
    const target = resolve(dirname(file), match[1]);
    const to = partOf(target);
    if (allowed(from, to)) continue;
    const fileName = relative(root, file).split(sep).join("/");
    const targetName = relative(root, target).split(sep).join("/");
    if (KNOWN.has(`${fileName} -> ${targetName}`)) continue;
    const line = text.slice(0, match.index).split("\n").length;
    problems.push(`${fileName}:${line}: ${from} may not import ${to} ("${match[1]}")`);
  }
}

if (problems.length > 0) {
  console.error(`Client boundaries: ${problems.length} import(s) across feature lines.`);
  for (const problem of problems) console.error(`  ${problem}`);
  console.error(
    "A feature imports only itself, src/client/shared, lib and components; move what several use to shared.",
  );
  process.exit(1);
}
console.log("Client boundaries: no feature imports another; lib and shared import no feature.");
