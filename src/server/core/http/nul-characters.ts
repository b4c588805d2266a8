import type { FastifyRequest } from "fastify";
import { HttpError } from "./errors.js";

/**
 * PostgreSQL's text cannot hold the NUL character (U+0000): a value carrying one fails in the
 * database, as a server error, wherever it is stored or compared. This refuses such a value with a
 * 400 that names where it was, before any route's validation or handler sees it.
 */

const NUL = "\u0000";

export const nulMessage = (where: string) => `${where} must not contain a NUL character`;

/** The 400 for a NUL character, naming the field that holds it when it is one. */
export const nulError = (message: string, field?: string) =>
  new HttpError(400, message, {}, { code: "nul_character", field });

/** Deeper than any request of the app nests; past it the value is not read further. */
const MAX_DEPTH = 32;

/** `messages.0.text` for a path; the top level is named by `whole` ("The request body"). */
const placeName = (path: readonly (string | number)[], whole: string) =>
  path.length === 0 ? whole : path.join(".");

/**
 * Where the first NUL character sits in a parsed JSON value, a query string's values or a route's
 * parameters: the path to the string holding it, or to the object whose field name holds it. Null
 * when there is none. Raw bytes (a webhook's body read as a Buffer) and streams are not read.
 * `path` is one array walked in place (copied only when a NUL is found): this runs on every request.
 */
export function findNul(
  value: unknown,
  path: (string | number)[] = [],
): { path: (string | number)[]; inName: boolean } | null {
  if (typeof value === "string") return value.includes(NUL) ? { path: [...path], inName: false } : null;
  if (path.length > MAX_DEPTH || value === null || typeof value !== "object") return null;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      path.push(index);
      const found = findNul(item, path);
      path.pop();
      if (found) return found;
    }
    return null;
  }
  // Raw bytes and streams are not text of the request's fields.
  if (ArrayBuffer.isView(value) || value instanceof ArrayBuffer) return null;
  if (typeof (value as { pipe?: unknown }).pipe === "function") return null;
  for (const [key, item] of Object.entries(value)) {
    if (key.includes(NUL)) return { path: [...path], inName: true };
    path.push(key);
    const found = findNul(item, path);
    path.pop();
    if (found) return found;
  }
  return null;
}

function check(value: unknown, whole: string): void {
  const found = findNul(value);
  if (!found) return;
  const where = placeName(found.path, whole);
  throw nulError(
    found.inName
      ? `A field name in ${where.replace(/^The /, "the ")} must not contain a NUL character`
      : nulMessage(where),
    found.path.length > 0 ? found.path.join(".") : undefined,
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
        throw nulError(nulMessage(name === "*" ? "The address" : name), name === "*" ? undefined : name);
      }
    }
  }
  check(request.query, "The query string");
  check(request.body, "The request body");
}
