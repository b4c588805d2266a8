import { existsSync, readdirSync } from "node:fs";
import { join, relative, sep } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { errorBody } from "./errors.js";

function listFiles(dir: string): Set<string> {
  const files = new Set<string>();
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || entry.name.endsWith(".gz") || entry.name.endsWith(".br")) continue;
    files.add(`/${relative(dir, join(entry.parentPath, entry.name)).split(sep).join("/")}`);
  }
  return files;
}

function apiNotFound(request: FastifyRequest, reply: FastifyReply) {
  const path = request.url.split("?")[0];
  return reply.code(404).send(errorBody(404, `No API endpoint ${request.method} ${path}`));
}

/** A malformed escape ("%E0%A4%A") is not a file name: treat it as a client route. */
function safeDecode(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

export const isApiPath = (url: string) =>
  url === "/api" || url.startsWith("/api/") || url.startsWith("/api?");

/** The build's folder of hashed files (scripts, styles, fonts, images). */
const ASSETS = "/assets/";
/** Endings of files a page loads (never of a client route), for paths outside the assets folder. */
const STATIC_FILE =
  /\.(?:js|mjs|css|map|json|wasm|woff2?|ttf|otf|png|jpe?g|gif|webp|avif|svg|ico|txt|xml|webmanifest)$/i;

/**
 * A path that names a file rather than a screen. Answering index.html for it would hand a page of
 * HTML to a `<script>` or `import()`: after a deploy, a tab opened earlier asks for the previous
 * build's chunks, and a clear 404 lets it tell that a new version is out.
 */
export function isStaticFilePath(path: string): boolean {
  return path.startsWith(ASSETS) || STATIC_FILE.test(path);
}

/**
 * Hashed build files never change: cached for a year. index.html names the current build's files:
 * revalidated on every load, so a reload after a deploy gets the new one. Other public files: an hour.
 */
function cacheControlFor(clientDir: string, filePath: string): string {
  const path = `/${relative(clientDir, filePath).split(sep).join("/")}`.replace(/\.(br|gz)$/, "");
  if (path === "/index.html") return "no-cache";
  return path.startsWith(ASSETS) ? "public, max-age=31536000, immutable" : "public, max-age=3600";
}

/** A missing file: 404 that no browser or proxy keeps, so the file can appear with the next deploy. */
function fileNotFound(path: string, reply: FastifyReply) {
  return reply
    .code(404)
    .header("cache-control", "no-store")
    .send(errorBody(404, `No file ${path}`));
}

/**
 * Serves the built React app: real files as they are (hashed assets cached for a year, index.html
 * revalidated on every load so a reload picks up a deploy), a missing file 404 (`isStaticFilePath`),
 * and every other path index.html so the client router can draw it, including its own 404 page.
 * Unknown /api paths answer 404 JSON.
 */
export async function clientAppRoutes(
  app: FastifyInstance,
  { clientDir }: { clientDir: string | undefined },
) {
  app.setNotFoundHandler((request, reply) => {
    if (isApiPath(request.url)) return apiNotFound(request, reply);
    const path = safeDecode(request.url.split("?")[0] ?? "/");
    if (isStaticFilePath(path)) return fileNotFound(path, reply);
    return reply.code(404).send(errorBody(404, "Not found"));
  });

  const hasClient = clientDir !== undefined && existsSync(join(clientDir, "index.html"));
  const files = hasClient ? listFiles(clientDir) : new Set<string>();
  if (hasClient) {
    await app.register(fastifyStatic, {
      root: clientDir,
      serve: false,
      preCompressed: true,
      index: false,
      // Its own Cache-Control would be "public, max-age=0" on every file; cacheControlFor decides.
      cacheControl: false,
      setHeaders: (reply: FastifyReply, filePath: string) =>
        reply.header("cache-control", cacheControlFor(clientDir, filePath)),
    });
  }

  app.get("/*", { config: { access: "public" } }, async (request, reply) => {
    if (isApiPath(request.url)) return apiNotFound(request, reply);
    if (!hasClient) {
      return reply
        .code(404)
        .send(errorBody(404, "The web app is not built: run npm run build, then start again."));
    }
    const path = safeDecode(request.url.split("?")[0] ?? "/");
    if (path !== "/index.html") {
      if (files.has(path)) return reply.sendFile(path.slice(1));
      if (isStaticFilePath(path)) {
        // Not in the start-up listing: looked up on disk all the same (files copied in since), and
        // when it is not there either the file server's not-found answers with fileNotFound above.
        return path.endsWith("/") ? fileNotFound(path, reply) : reply.sendFile(path.slice(1));
      }
    }
    return reply.type("text/html; charset=utf-8").sendFile("index.html");
  });
}
