import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from "fastify";

/** What an incoming X-Request-Id may look like to be kept: short, and safe in logs and headers. */
const ACCEPTED_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * The request's id (Fastify's genReqId, logged as reqId): the caller's X-Request-Id when it is
 * acceptable (a proxy's or load balancer's id ties their logs to ours), otherwise a new UUID.
 */
export function requestId(raw: IncomingMessage): string {
  const incoming = raw.headers["x-request-id"];
  return typeof incoming === "string" && ACCEPTED_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

/** onRequest hook, first of all: every answer, errors and 404s included, carries the id. */
export function echoRequestId(request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) {
  reply.header("x-request-id", request.id);
  done();
}
