#!/usr/bin/env node
// Checks which parts of the code may import which (run by `npm run lint`; ADRs 0021 and 0035).
//
// The web app (src/client):
//   lib         -> lib
//   components  -> components, lib
//   shared      -> shared, components, lib
//   features/X  -> features/X, shared, components, lib   (features/shell, the app's frame, too)
//   app, main   -> anything of the web app (the router wires the features together)
// The server (src/server):
//   core        -> core                                 (the framework: never a feature)
//   features/X  -> features/X, core, and another feature only through its index.ts
//   app, main   -> anything of the server (they assemble core and the features)
//   tests (*.test.ts) -> anything of the server (they reach into what they test)
// Both may import packages and the isomorphic contracts in src/shared/; neither imports the other.
// The side panel extension (extension/) imports itself and src/shared/ only: it is built on its own.
// Biome's noRestrictedImports matches import strings, not the files they resolve to, so it cannot say this.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";

// The project root; a test passes another one with a tree of its own.
const root = process.argv[2]
  ? resolve(process.argv[2])
  : resolve(dirname(fileURLToPath(import.meta.url)), "..");

const IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)["'](\.[^"']*)["']/gm;

function* sourceFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(path);
    else if (/\.(ts|tsx|mts|js|jsx)$/.test(entry.name)) yield path;
  }
}

/** Where a file sits: { side: "client" | "server" | "shared" | null, part, file (within the part) }. */
function placeOf(file) {
  const parts = relative(join(root, "src"), file).split(sep);
  const side = parts[0] === ".." ? null : parts[0];
  if (side !== "client" && side !== "server") return { side: side ?? null, part: null };
  const inSide = parts.slice(1);
  if (inSide.length === 1) return { side, part: "main", rest: inSide };
  if (inSide[0] === "features") return { side, part: `features/${inSide[1]}`, rest: inSide.slice(2) };
  return { side, part: inSide[0], rest: inSide.slice(1) };
}

function clientAllows(from, to) {
  if (from === to || from === "app" || from === "main") return true;
  if (from === "lib") return false;
  if (from === "components") return to === "lib";
  if (from === "shared") return to === "lib" || to === "components";
  if (from.startsWith("features/")) return to === "shared" || to === "lib" || to === "components";
  return true;
}

function serverAllows(from, to, targetRest, isTest) {
  if (from === to || from === "main" || isTest) return true;
  if (to === "main") return false;
  if (from === "core") return to === "core";
  if (from.startsWith("features/")) {
    if (to === "core") return true;
    if (to.startsWith("features/")) return targetRest.length === 1 && /^index\.(ts|js)$/.test(targetRest[0]);
  }
  return false;
}

const problems = [];
for (const side of ["client", "server"]) {
  for (const file of sourceFiles(join(root, "src", side))) {
    const from = placeOf(file);
    const isTest = /\.test\.tsx?$/.test(file);
    const text = readFileSync(file, "utf8");
    for (const match of text.matchAll(IMPORT)) {
      const to = placeOf(resolve(dirname(file), match[1]));
      let ok;
      if (to.side === null || to.side === "shared") ok = true;
      else if (to.side !== from.side) ok = false;
      else if (side === "client") ok = clientAllows(from.part, to.part);
      else ok = serverAllows(from.part, to.part, to.rest, isTest);
      if (ok) continue;
      const line = text.slice(0, match.index).split("\n").length;
      const fileName = relative(root, file).split(sep).join("/");
      const what = to.side !== from.side ? `src/${to.side}` : to.part;
      problems.push(`${fileName}:${line}: ${side} ${from.part} may not import ${what} ("${match[1]}")`);
    }
  }
}

const extension = join(root, "extension");
for (const file of existsSync(extension) ? sourceFiles(extension) : []) {
  const text = readFileSync(file, "utf8");
  for (const match of text.matchAll(IMPORT)) {
    const target = resolve(dirname(file), match[1]);
    const inside = (dir) => !relative(dir, target).startsWith("..");
    if (inside(extension) || inside(join(root, "src", "shared"))) continue;
    const line = text.slice(0, match.index).split("\n").length;
    const fileName = relative(root, file).split(sep).join("/");
    problems.push(`${fileName}:${line}: the extension may import only itself and src/shared ("${match[1]}")`);
  }
}

if (problems.length > 0) {
  console.error(`Boundaries: ${problems.length} import(s) across the lines.`);
  for (const problem of problems) console.error(`  ${problem}`);
  console.error(
    "Web app: a feature imports only itself, src/client/shared, lib and components. Server: core imports no " +
      "feature; a feature imports core, itself, and other features only through their index.ts. The extension " +
      "imports itself and src/shared.",
  );
  process.exit(1);
}
console.log("Boundaries: no feature reaches into another; core, lib and shared import no feature.");
