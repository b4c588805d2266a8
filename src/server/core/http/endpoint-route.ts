import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { z } from "zod";
import type { Endpoint, EndpointRequest, EndpointResult } from "../../../shared/contracts/endpoint.js";
import { errorBodySchema } from "../../../shared/contracts/errors.js";
import { type Changed, isChanged, recordChanges } from "../events/changes.js";
import type { Access } from "./access.js";

export interface EndpointRouteOptions {
  /** Who may call it (access.ts); scoped routes resolve their scope before the handler runs. */
  access: Access;
  /** API keys are refused here (see FastifyContextConfig.sessionOnly). */
  sessionOnly?: boolean;
  config?: Omit<FastifyContextConfig, "access" | "sessionOnly">;
  bodyLimit?: number;
  /** Runs before the input is validated (a rate limit that counts invalid requests too). */
  preValidation?: (request: FastifyRequest) => Promise<void>;
}

/**
 * The error answers every route can give, each an ErrorBody (errors.ts): documented with each route
 * unless its record declares its own, and checked by the serialiser like any other answer.
 */
export const COMMON_ERROR_STATUSES = [400, 401, 403, 404, 409, 429, 503] as const;

/** The further error answers of a route that takes a body: one too large, or neither JSON nor multipart. */
export const BODY_ERROR_STATUSES = [413, 415] as const;

/** The error answers of a route by status: the common ones, and those of a body when it takes one. */
export function errorResponses(method: string): Record<number, z.ZodType> {
  const takesBody = method !== "GET" && method !== "DELETE";
  const statuses = [...COMMON_ERROR_STATUSES, ...(takesBody ? BODY_ERROR_STATUSES : [])];
  return Object.fromEntries(statuses.map((status) => [status, errorBodySchema]));
}

/**
 * A handler answers the endpoint's 2xx body, or sends its own answer through `reply`. A handler that
 * wrote answers `changed(body, changes)` (events/changes.ts): its changes go to the request's change
 * log, published once it has answered below 400 (ADR 0037). A status it answers with other than 200
 * is set on `reply` first (`reply.code(201)`; with 204 the body is `undefined`).
 */
export type EndpointHandler<E extends Endpoint> = (
  request: FastifyRequest<EndpointRequest<E>>,
  reply: FastifyReply,
) => Promise<EndpointResult<E> | FastifyReply | Changed<EndpointResult<E>> | Changed<undefined>>;

/**
 * Registers the route of a shared endpoint record: its method, path and schemas (Fastify validates the
 * input and serialises the answer with them), with the access it declares.
 */
export function registerEndpoint<E extends Endpoint>(
  app: FastifyInstance,
  definition: E,
  options: EndpointRouteOptions,
  handler: EndpointHandler<E>,
): void {
  app.withTypeProvider<ZodTypeProvider>().route({
    method: definition.method,
    url: definition.path,
    config: { ...options.config, access: options.access, sessionOnly: options.sessionOnly === true },
    ...(options.bodyLimit === undefined ? {} : { bodyLimit: options.bodyLimit }),
    ...(options.preValidation ? { preValidation: options.preValidation } : {}),
    schema: {
      ...(definition.params ? { params: definition.params } : {}),
      ...(definition.query ? { querystring: definition.query } : {}),
      ...(definition.body ? { body: definition.body } : {}),
      response: { ...errorResponses(definition.method), ...definition.response },
    },
    // The record's schemas type the request; Fastify's own route typing cannot follow a generic record.
    handler: (async (request: FastifyRequest<EndpointRequest<E>>, reply: FastifyReply) => {
      const answer = await handler(request, reply);
      if (!isChanged(answer)) return answer;
      recordChanges(request, answer.changes);
      return answer.result;
    }) as never,
  });
}
