import type { ErrorCode } from "../../shared/contracts/errors";
import { liveOriginHeaders } from "./tab-id";

/**
 * A non-OK API answer. Its message keeps the spec's "<status>: <body text>" form (section 8), so code
 * that reads `error.message` sees no difference; it also carries the status, the server's X-Request-Id
 * (an error screen shows it for support to find the request in the logs) and the error body's parts.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly requestId: string | undefined;
  /** The body's `message` (empty when a JSON body has none), or the raw text when the body is not JSON. */
  readonly serverMessage: string;
  /** The server's stable code for the kind of error, when its JSON body gives one. */
  readonly code: ErrorCode | undefined;
  /** The request field the error is about (e.g. `loginEmail`), when the JSON body names one. */
  readonly field: string | undefined;

  constructor(status: number, text: string, requestId?: string, method = "GET") {
    super(`${status}: ${text}`);
    this.name = "ApiError";
    this.status = status;
    this.requestId = requestId || undefined;
    const body = parseErrorBody(text);
    // A 5xx without the server's JSON body came from a proxy or a crash: its text ("Bad Gateway", an
    // HTML page) means nothing to the user, so it reads as the human sentence instead.
    this.serverMessage =
      status >= 500 && !body ? unreachableMessage(method, status) : body ? (body.message ?? "") : text;
    this.code = body?.code;
    this.field = body?.field;
  }
}

/** The server could not be reached at all (the browser's "Failed to fetch": offline, server down). */
export class NetworkError extends Error {
  constructor(method = "GET") {
    super(unreachableMessage(method, 0));
    this.name = "NetworkError";
  }
}

/** A change (any method but GET) is said not to be saved; a read only that the server did not answer. */
export function unreachableMessage(method: string, status: number): string {
  const what = status === 500 ? "The server ran into a problem." : "Can't reach the server.";
  return method.toUpperCase() === "GET" ? what : `${what} Your change was not saved.`;
}

/** True for errors worth trying again: no answer, or a server failure (5xx). A 4xx answer stays the same. */
export function isTransient(error: unknown): boolean {
  if (error instanceof ApiError) return error.status >= 500 || error.status === 429;
  return error instanceof NetworkError;
}

/**
 * Called when the API answers 401 to a request other than the sign-in ones: the session expired or was
 * ended elsewhere. The app signs the user out (app/session-end.ts).
 */
let sessionEndedHandler: (() => void) | null = null;

export function onSessionEnded(handler: (() => void) | null): void {
  sessionEndedHandler = handler;
}

/** Requests whose 401 is an answer (a wrong password), not the end of the session. */
const SIGN_IN_PATHS = ["/api/auth/login", "/api/auth/register", "/api/auth/logout"];

/** Tells the app the session ended, for a 401 from any request but the sign-in ones. */
export function reportUnauthorized(status: number, url: string): void {
  if (status !== 401) return;
  const path = url.split("?")[0] ?? url;
  if (SIGN_IN_PATHS.includes(path)) return;
  sessionEndedHandler?.();
}

/**
 * Called when a change is refused until the user enters their password again (403 `step_up_required`).
 * It resolves true once they have, false when they cancel; the change is then sent once more, or not.
 */
let stepUpHandler: (() => Promise<boolean>) | null = null;
/** The prompt on screen: changes refused while it is open wait for the same answer. */
let pendingStepUp: Promise<boolean> | null = null;

export function onStepUpRequired(handler: (() => Promise<boolean>) | null): void {
  stepUpHandler = handler;
}

/** The step-up request itself: it waits on the prompt's answer, so it must never wait for a prompt. */
const STEP_UP_PATH = "/api/auth/step-up";

/** True when the user has just confirmed who they are for a change refused for want of it. */
function steppedUp(error: unknown, method: string, url: string): Promise<boolean> {
  const handler = stepUpHandler;
  const wantsStepUp = error instanceof ApiError && error.status === 403 && error.code === "step_up_required";
  if (!handler || !wantsStepUp || method.toUpperCase() === "GET") return Promise.resolve(false);
  if ((url.split("?")[0] ?? url) === STEP_UP_PATH) return Promise.resolve(false);
  pendingStepUp ??= handler()
    .catch(() => false)
    .finally(() => {
      pendingStepUp = null;
    });
  return pendingStepUp;
}

/** A JSON error body `{ message, code?, field? }`; undefined for any other text. */
function parseErrorBody(text: string): { message?: string; code?: ErrorCode; field?: string } | undefined {
  try {
    const body = JSON.parse(text) as { message?: unknown; code?: unknown; field?: unknown } | null;
    if (!body || typeof body !== "object") return undefined;
    return {
      message: typeof body.message === "string" ? body.message : undefined,
      // Not checked against the schema: every page loads this file, and the landing page carries no
      // schemas. The server sends only known codes, and callers compare the code with one of them.
      code: typeof body.code === "string" && body.code ? (body.code as ErrorCode) : undefined,
      field: typeof body.field === "string" && body.field ? body.field : undefined,
    };
  } catch {
    return undefined;
  }
}

/** Turns a non-OK response into ApiError("<status>: <body text or status text>") (spec section 8). */
async function throwIfNotOk(response: Response, method: string, url: string): Promise<void> {
  if (response.ok) return;
  const text = (await response.text().catch(() => "")) || response.statusText;
  reportUnauthorized(response.status, url);
  throw new ApiError(response.status, text, response.headers.get("x-request-id") ?? undefined, method);
}

function send(
  method: string,
  url: string,
  body: unknown,
  init?: { signal?: AbortSignal; cache?: RequestCache },
) {
  return fetch(url, {
    method,
    signal: init?.signal,
    cache: init?.cache,
    credentials: "include",
    headers: {
      ...liveOriginHeaders(),
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/**
 * GETs started before the code that asks for them has loaded: on a page's first load, its screen's
 * first reads go out with the session check (app/router.tsx) instead of after the screen's code. The
 * first request for the same URL takes the answer; one nobody takes is dropped after a few seconds, so
 * an old answer never stands in for a later read.
 */
const earlyReads = new Map<string, Promise<Response>>();
const EARLY_READ_KEPT_MS = 5_000;

export function readEarly(url: string): void {
  if (earlyReads.has(url)) return;
  const answer = send("GET", url, undefined);
  // A failure is met again by the request that takes it, or by nobody.
  answer.catch(() => {});
  earlyReads.set(url, answer);
  setTimeout(() => {
    if (earlyReads.get(url) === answer) earlyReads.delete(url);
  }, EARLY_READ_KEPT_MS);
}

function takeEarlyRead(method: string, url: string): Promise<Response> | undefined {
  if (method !== "GET") return undefined;
  const answer = earlyReads.get(url);
  earlyReads.delete(url);
  return answer;
}

export async function apiRequest<T = unknown>(
  method: string,
  url: string,
  body?: unknown,
  init?: { signal?: AbortSignal; cache?: RequestCache },
): Promise<T> {
  try {
    return await request<T>(method, url, body, init);
  } catch (error) {
    if (!(await steppedUp(error, method, url))) throw error;
    // Sent once more only: a second refusal is the answer.
    return request<T>(method, url, body, init);
  }
}

async function request<T>(
  method: string,
  url: string,
  body?: unknown,
  init?: { signal?: AbortSignal; cache?: RequestCache },
): Promise<T> {
  const response = await (takeEarlyRead(method, url) ?? send(method, url, body, init)).catch(
    (error: unknown) => {
      // A cancelled request stays an AbortError; any other failure to fetch is a lost connection.
      if (error instanceof DOMException && error.name === "AbortError") throw error;
      if (init?.signal?.aborted) throw error;
      throw new NetworkError(method);
    },
  );
  await throwIfNotOk(response, method, url);
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

/**
 * The readable part of an error: an API error's server message (its body's `message`, else its text),
 * another error's message; the fallback when there is none.
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.serverMessage || fallback;
  return error instanceof Error ? error.message || fallback : fallback;
}

export interface Failure {
  status?: number;
  /** The request field the server's error body names, when it names one. */
  field?: string;
  text: string;
}

/**
 * The server's message and the field it concerns. A message about a field reads "loginEmail: Set a login
 * email first" on the wire; shown under that field, the name in front is left out.
 */
export function describeFailure(error: unknown, fallback: string): Failure {
  const message = errorMessage(error, fallback);
  if (!(error instanceof ApiError)) return { text: message };
  const { status, field } = error;
  if (!field) return { status, text: message };
  const prefix = `${field}: `;
  return { status, field, text: message.startsWith(prefix) ? message.slice(prefix.length) : message };
}
