import type { FastifyRequest } from "fastify";
import { badRequest } from "./errors.js";

/**
 * PostgreSQL's text cannot hold the NUL character (U+0000): a value carrying one fails in the
 * database, as a server error, wherever it is stored or compared. This refuses such a value with a
 * 400 that names where it was, before any route's validation or handler sees it.
 */

const NUL = "\u0000";

export const nulMessage = (where: string) => `${where} must not contain a NUL character`;

/** Deeper than any request of the app nests; past it the value is not read further. */
const MAX_DEPTH = 32;

/** `messages.0.text` for a path; the top level is named by `whole` ("The request body"). */
const placeName = (path: readonly (string | number)[], whole: string) =>
  path.length === 0 ? whole : path.join(".");

/**
 * Where the first NUL character sits in a parsed JSON value, a query string's values or a route's
 * parameters: the path to the string holding it, or to the object whose field name holds it. Null
 * when there is none. Raw bytes (a webhook's body read as a Buffer) and streams are not read.
 */
export function findNul(
  value: unknown,
  path: (string | number)[] = [],
): { path: (string | number)[]; inName: boolean } | null {
  if (typeof value === "string") return value.includes(NUL) ? { path, inName: false } : null;
  if (path.length > MAX_DEPTH || value === null || typeof value !== "object") return null;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findNul(item, [...path, index]);
      if (found) return found;
    }
    return null;
  }
  // Raw bytes and streams are not text of the request's fields.
  if (ArrayBuffer.isView(value) || value instanceof ArrayBuffer) return null;
  if (typeof (value as { pipe?: unknown }).pipe === "function") return null;
  for (const [key, item] of Object.entries(value)) {
    if (key.includes(NUL)) return { path, inName: true };
    const found = findNul(item, [...path, key]);
    if (found) return found;
  }
  return null;
}

function check(value: unknown, whole: string): void {
  const found = findNul(value);
  if (!found) return;
  const where = placeName(found.path, whole);
  throw badRequest(
    found.inName
      ? `A field name in ${where.replace(/^The /, "the ")} must not contain a NUL character`
      : nulMessage(where),
  );
}

/**
 * preValidation hook for every route: the route's parameters, query string and parsed body. A
 * parameter is named as declared (`id`); the catch-all route's path as "The address".
 */
export async function refuseNulCharacters(request: FastifyRequest): Promise<void> {
  const params = request.params as Record<string, unknown> | undefined;
  if (params && typeof params === "object") {
    for (const [name, value] of Object.entries(params)) {
      if (typeof value === "string" && value.includes(NUL)) {
        throw badRequest(nulMessage(name === "*" ? "The address" : name));
      }
    }
  }
  check(request.query, "The query string");
  check(request.body, "The request body");
}
