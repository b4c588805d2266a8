import { ApiError, errorMessage } from "./api";

/**
 * What browsers and the bundler say when a piece of the app's code could not be fetched. After a
 * deploy, a tab opened earlier asks for the previous build's file names, which the server no longer
 * has; the import fails with one of these.
 */
const CHUNK_LOAD_FAILURES = [
  /Failed to fetch dynamically imported module/i, // Chromium
  /error loading dynamically imported module/i, // Firefox
  /Importing a module script failed/i, // Safari
  /Unable to preload CSS/i, // Vite, when a screen's stylesheet is missing
  /Loading (CSS )?chunk \S+ failed/i, // webpack-style ChunkLoadError
  /is not a valid JavaScript MIME type/i, // a page answered where a script was expected
];

/** True when `error` means the app's code changed on the server and this tab should reload. */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.name === "ChunkLoadError") return true;
  return CHUNK_LOAD_FAILURES.some((pattern) => pattern.test(error.message));
}

/**
 * Errors from loading a screen's code (however it failed). The browser keeps a failed module and the
 * router keeps a failed lazy route until the page is loaded again, so only a reload retries them.
 */
const codeLoadFailures = new WeakSet<object>();

/** Runs `load` (a screen's `import()`), remembering a failure as one only a reload can retry. */
export async function loadScreenCode<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (typeof error === "object" && error !== null) codeLoadFailures.add(error);
    throw error;
  }
}

/** True when `error` came from loading a screen's code: Try again has to reload the page. */
export function needsReloadToRetry(error: unknown): boolean {
  return typeof error === "object" && error !== null && codeLoadFailures.has(error);
}

/** How an unexpected error reads on the error screen. */
export interface ErrorReport {
  /** The server's own sentence when the error is an API answer ("Campaign not found"). */
  serverMessage?: string;
  /** The server's X-Request-Id for that answer, to quote when reporting the problem. */
  requestId?: string;
  /** The raw message of any other error, for a "Details" disclosure. */
  details?: string;
}

/** Sorts a caught error into what the error screen shows. */
export function reportOf(error: unknown): ErrorReport {
  if (error instanceof ApiError) {
    return {
      serverMessage: errorMessage(error, `The server answered ${error.status}.`),
      requestId: error.requestId,
    };
  }
  if (error instanceof Error) return { details: error.message || error.name };
  if (isRouteErrorLike(error)) return { details: `${error.status} ${error.statusText}`.trim() };
  return typeof error === "string" && error ? { details: error } : {};
}

/** React Router's thrown responses ({ status, statusText, data }), without importing the router here. */
function isRouteErrorLike(error: unknown): error is { status: number; statusText: string } {
  return (
    typeof error === "object" &&
    error !== null &&
    typeof (error as { status?: unknown }).status === "number" &&
    typeof (error as { statusText?: unknown }).statusText === "string"
  );
}
