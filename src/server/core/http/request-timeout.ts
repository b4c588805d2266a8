import type { ServerOptions } from "node:http";
import type { Socket } from "node:net";
import type { FastifyInstance } from "fastify";
import { errorBody } from "./errors.js";

/**
 * A client that sends its headers, or part of its body, and then stops would otherwise hold its
 * connection (and a multipart upload's handler) for ever. Node's HTTP server ends a request that has
 * not fully arrived within `requestTimeout` (headers within `headersTimeout`) by raising a client
 * error, which this module answers with 408 before closing the connection. Only the arrival of the
 * request counts: an answer, however long (a live-update stream), is not limited by it.
 */

export const REQUEST_TIMEOUT_MESSAGE =
  "The request took too long to arrive and was cut off. Check the connection and try again.";

/** Node's own defaults, kept when they are shorter than the request timeout. */
const HEADERS_TIMEOUT_MS = 60_000;
const CHECK_INTERVAL_MS = 30_000;
/** How long a closed connection lingers for the client to read the answer before it is reset. */
const LINGER_MS = 1_000;

/**
 * Node's server options for a request timeout (0 switches it off). Node looks for late requests on an
 * interval; a quarter of the timeout keeps a request from running much past its limit.
 */
export function requestTimeoutServerOptions(requestTimeoutMs: number): ServerOptions {
  if (requestTimeoutMs <= 0) return { requestTimeout: 0 };
  return {
    requestTimeout: requestTimeoutMs,
    headersTimeout: Math.min(HEADERS_TIMEOUT_MS, requestTimeoutMs),
    connectionsCheckingInterval: Math.min(CHECK_INTERVAL_MS, Math.max(100, Math.floor(requestTimeoutMs / 4))),
  };
}

const ANSWERS: Record<string, { status: string; message: string }> = {
  ERR_HTTP_REQUEST_TIMEOUT: { status: "408 Request Timeout", message: REQUEST_TIMEOUT_MESSAGE },
  HPE_HEADER_OVERFLOW: {
    status: "431 Request Header Fields Too Large",
    message: "The request's headers are too large.",
  },
};
const MALFORMED = { status: "400 Bad Request", message: "The request is not valid HTTP." };

/**
 * Fastify's clientErrorHandler: answers a request timeout with 408 and the app's `{"message"}`, a
 * malformed request with 400, then closes the connection. When an answer has already begun on the
 * connection (a refused upload whose body was still arriving), it is closed without another one.
 */
export function answerClientError(this: FastifyInstance, error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === "ECONNRESET" || socket.destroyed) return;
  this.log.debug({ err: error }, "client error");
  const answering = (socket as { _httpMessage?: { headersSent?: boolean } })._httpMessage?.headersSent;
  if (!socket.writable || answering) {
    socket.destroy();
    return;
  }
  const { status, message } = ANSWERS[error.code ?? ""] ?? MALFORMED;
  const body = JSON.stringify(errorBody(Number.parseInt(status, 10), message));
  socket.end(
    `HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
  // Ended rather than reset at once, so that the client reads the answer; reset if it never closes.
  const timer = setTimeout(() => socket.destroy(), LINGER_MS);
  timer.unref();
  socket.once("close", () => clearTimeout(timer));
}
