import { existsSync, readdirSync } from "node:fs";
import { join, relative, sep } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";

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
  return reply.code(404).send({ message: `No API endpoint ${request.method} ${path}` });
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

/**
 * Serves the built React app: real files as they are (hashed assets cached for a year), every other
 * path gets index.html so the client router can draw it, including its own 404 page.
 * Unknown /api paths answer 404 JSON.
 */
export async function clientAppRoutes(
  app: FastifyInstance,
  { clientDir }: { clientDir: string | undefined },
) {
  app.setNotFoundHandler((request, reply) => {
    if (isApiPath(request.url)) return apiNotFound(request, reply);
    return reply.code(404).send({ message: "Not found" });
  });

  const hasClient = clientDir !== undefined && existsSync(join(clientDir, "index.html"));
  const files = hasClient ? listFiles(clientDir) : new Set<string>();
  if (hasClient) {
    await app.register(fastifyStatic, { root: clientDir, serve: false, preCompressed: true, index: false });
  }

  app.get("/*", { config: { access: "public" } }, async (request, reply) => {
    if (isApiPath(request.url)) return apiNotFound(request, reply);
    if (!hasClient) {
      return reply
        .code(404)
        .send({ message: "The web app is not built: run npm run build, then start again." });
    }
    const path = safeDecode(request.url.split("?")[0] ?? "/");
    if (files.has(path) && path !== "/index.html") {
      const immutable = path.startsWith("/assets/");
      return reply.sendFile(path.slice(1), {
        cacheControl: false,
        setHeaders: (res: { setHeader(name: string, value: string): void }) =>
          res.setHeader(
            "cache-control",
            immutable ? "public, max-age=31536000, immutable" : "public, max-age=3600",
          ),
      } as never);
    }
    reply.header("cache-control", "no-cache");
    return reply.type("text/html; charset=utf-8").sendFile("index.html");
  });
}
