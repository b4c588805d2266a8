// `npm start`: builds when the build is missing or older than the sources, then runs the server.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

const outputs = ["dist/client/index.html", "dist/server/main.js"];
const inputs = ["src", "index.html", "public", "vite.config.ts", "tsconfig.server.json", "package.json"];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

const built = outputs.every((file) => existsSync(file));
const stale =
  built && Math.min(...outputs.map((file) => statSync(file).mtimeMs)) < Math.max(...inputs.map(newestMtime));
if (!built || stale) {
  console.log(
    built ? "Sources changed since the last build: rebuilding..." : "Building the app (first start)...",
  );
  const result = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

await import("../dist/server/main.js");
