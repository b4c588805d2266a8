import { liveOriginHeaders } from "./tab-id";

/**
 * A non-OK API answer. Its message keeps the spec's "<status>: <body text>" form (section 8), so code
 * that reads `error.message` sees no difference; it also carries the status and the server's
 * X-Request-Id, which an error screen can show for support to find the request in the logs.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly requestId: string | undefined;

  constructor(status: number, text: string, requestId?: string) {
    super(`${status}: ${text}`);
    this.name = "ApiError";
    this.status = status;
    this.requestId = requestId || undefined;
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
  if (fieldMatch?.[1] && fieldMatch[2]) return { status, field: fieldMatch[1], text: fieldMatch[2] };
  return { status, text: message };
}
