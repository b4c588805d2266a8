import { type ErrorCode, errorCodeSchema } from "../../shared/contracts/errors";
import { liveOriginHeaders } from "./tab-id";

/**
 * A non-OK API answer. Its message keeps the spec's "<status>: <body text>" form (section 8), so code
 * that reads `error.message` sees no difference; it also carries the status and the server's
 * X-Request-Id, which an error screen can show for support to find the request in the logs.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly requestId: string | undefined;
  /** The server's stable code for the kind of error, when its JSON body gives one. */
  readonly code: ErrorCode | undefined;
  /** The request field the error is about (e.g. `loginEmail`), when the JSON body names one. */
  readonly field: string | undefined;

  constructor(status: number, text: string, requestId?: string) {
    super(`${status}: ${text}`);
    this.name = "ApiError";
    this.status = status;
    this.requestId = requestId || undefined;
    const body = parseErrorBody(text);
    this.code = body?.code;
    this.field = body?.field;
  }
}

/** The code and field of a JSON error body `{ message, code?, field? }`; undefined for other text. */
function parseErrorBody(text: string): { code?: ErrorCode; field?: string } | undefined {
  try {
    const body = JSON.parse(text) as { code?: unknown; field?: unknown } | null;
    if (!body || typeof body !== "object") return undefined;
    const code = errorCodeSchema.safeParse(body.code);
    return {
      code: code.success ? code.data : undefined,
      field: typeof body.field === "string" && body.field ? body.field : undefined,
    };
  } catch {
    return undefined;
  }
}

/** Turns a non-OK response into ApiError("<status>: <body text or status text>") (spec section 8). */
async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  const text = (await response.text()) || response.statusText;
  throw new ApiError(response.status, text, response.headers.get("x-request-id") ?? undefined);
}

export async function apiRequest<T = unknown>(method: string, url: string, body?: unknown): Promise<T> {
  const response = await fetch(url, {
    method,
    credentials: "include",
    headers: {
      ...liveOriginHeaders(),
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  await throwIfNotOk(response);
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

export async function apiGet<T>(url: string, init?: RequestInit): Promise<T> {
  const response = await fetch(url, { credentials: "include", ...init });
  await throwIfNotOk(response);
  return (await response.json()) as T;
}

/**
 * The readable part of an API error: the server's `message` when the body is JSON, else the raw text.
 * "401: {"message":"Invalid email or password."}" -> "Invalid email or password."
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (!(error instanceof Error)) return fallback;
  const match = /^\d{3}: ([\s\S]*)$/.exec(error.message);
  if (!match?.[1]) return error.message || fallback;
  try {
    const parsed = JSON.parse(match[1]) as { message?: unknown };
    return typeof parsed.message === "string" && parsed.message ? parsed.message : fallback;
  } catch {
    return match[1] || fallback;
  }
}

export interface Failure {
  status?: number;
  /** The field a server message names ("loginEmail: ..."), when it names one. */
  field?: string;
  text: string;
}

/** Reads the server's message; "loginEmail: Set a login email first" names its field. */
export function describeFailure(error: unknown, fallback: string): Failure {
  const message = errorMessage(error, fallback);
  const statusMatch = error instanceof Error ? /^(\d{3}):/.exec(error.message) : null;
  const status = statusMatch ? Number(statusMatch[1]) : undefined;
  const fieldMatch = /^([a-zA-Z]+): ([\s\S]+)$/.exec(message);
  const text = fieldMatch?.[1] && fieldMatch[2] ? fieldMatch[2] : message;
  const field = (error instanceof ApiError ? error.field : undefined) ?? fieldMatch?.[1];
  return field ? { status, field, text } : { status, text };
}
