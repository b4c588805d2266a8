import http from "node:http";
import https from "node:https";
import { guardedLookup, hostOf, isPrivateAddress } from "./webhook-addresses.js";

/** The longest a delivery may take, connection to the last byte of the answer. */
export const DELIVERY_TIMEOUT_MS = 10_000;
/** What is read of an answer's body (and then dropped): receivers only need to answer 2xx. */
const MAX_ANSWER_BYTES = 64 * 1024;

export interface PostOutcome {
  /** The answer's status; null when none came (refused, timed out, private address). */
  status: number | null;
  durationMs: number;
  error: string | null;
}

// Connections are kept open between deliveries: a busy endpoint takes many events a second.
const agents = {
  "http:": new http.Agent({ keepAlive: true, maxSockets: 32 }),
  "https:": new https.Agent({ keepAlive: true, maxSockets: 32 }),
};

/**
 * POSTs a signed body to an endpoint: redirects are not followed (a 3xx is a failure like any other
 * non-2xx), the host's addresses are checked when connecting, and the whole exchange is limited to
 * DELIVERY_TIMEOUT_MS. Never throws: what happened is in the outcome.
 */
export function postWebhook(
  target: string,
  body: string,
  headers: Record<string, string>,
  allowPrivate: boolean,
): Promise<PostOutcome> {
  const started = performance.now();
  const outcome = (status: number | null, error: string | null): PostOutcome => ({
    status,
    durationMs: Math.round(performance.now() - started),
    error,
  });
  let url: URL;
  try {
    url = new URL(target);
  } catch {
    return Promise.resolve(outcome(null, "The endpoint's address is not a URL"));
  }
  const literal = hostOf(url);
  if (!allowPrivate && isPrivateAddress(literal)) {
    return Promise.resolve(outcome(null, `${literal} is a private address`));
  }
  const client = url.protocol === "https:" ? https : url.protocol === "http:" ? http : null;
  if (!client) return Promise.resolve(outcome(null, "Only http and https addresses are called"));

  return new Promise((resolve) => {
    const request = client.request(
      url,
      {
        method: "POST",
        agent: agents[url.protocol as keyof typeof agents],
        lookup: guardedLookup(allowPrivate) as never,
        signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
        headers: {
          ...headers,
          "content-type": "application/json",
          "content-length": String(Buffer.byteLength(body)),
          "user-agent": "OutreachDesk-Webhooks/1",
        },
      },
      (response) => {
        let read = 0;
        response.on("data", (chunk: Buffer) => {
          read += chunk.length;
          if (read > MAX_ANSWER_BYTES) response.destroy();
        });
        const done = () => resolve(outcome(response.statusCode ?? null, null));
        response.on("end", done);
        response.on("close", done);
        response.on("error", done);
      },
    );
    request.on("error", (error: Error) => {
      const message =
        error.name === "AbortError" || error.name === "TimeoutError"
          ? `No answer within ${DELIVERY_TIMEOUT_MS / 1000} seconds`
          : error.message;
      resolve(outcome(null, message));
    });
    request.end(body);
  });
}
