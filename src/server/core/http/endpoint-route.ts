import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { z } from "zod";
import type { Endpoint, EndpointRequest, EndpointResult } from "../../../shared/contracts/endpoint.js";
import { errorBodySchema } from "../../../shared/contracts/errors.js";
import type { Actor } from "../access/actor.js";
import {
  type CampaignsScope,
  type ConversationScope,
  type LoadedCampaignScope,
  type ProspectScope,
  resolvedScope,
  type SeatScope,
} from "../access/scopes.js";
import { type Changed, isChanged, recordChanges } from "../events/changes.js";

/** What only the route needs (the record says who may call it and what it takes). */
export interface EndpointRouteOptions {
  config?: Omit<
    FastifyContextConfig,
    "access" | "sessionOnly" | "panel" | "stepUp" | "audit" | "beforeSecondFactor"
  >;
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

type Validated<S> = S extends z.ZodType ? z.output<S> : undefined;

/** The scope a record's access rule declares, resolved: only that one is in the handler's context. */
type ScopeContext<A> = A extends { campaign: unknown }
  ? A extends { optional: true }
    ? { campaign: CampaignsScope }
    : { campaign: LoadedCampaignScope }
  : A extends { prospect: unknown }
    ? { prospect: ProspectScope }
    : A extends { conversation: unknown }
      ? { conversation: ConversationScope }
      : A extends { seat: unknown }
        ? { seat: SeatScope }
        : unknown;

/**
 * What a handler receives: the caller (null only on a public endpoint), the scope its record declares,
 * the validated input, and the request and reply for anything else (headers, status, streams).
 */
export type EndpointContext<E extends Endpoint> = {
  actor: E["access"] extends "public" ? Actor | null : Actor;
  params: Validated<E["params"]>;
  query: Validated<E["query"]>;
  body: Validated<E["body"]>;
  request: FastifyRequest<EndpointRequest<E>>;
  reply: FastifyReply;
} & ScopeContext<E["access"]>;

/**
 * A handler answers the endpoint's 2xx body, or sends its own answer through `reply`. A handler that
 * wrote answers `changed(body, changes)` (events/changes.ts): its changes go to the request's change
 * log, published once it has answered below 400 (ADR 0037). A status it answers with other than 200
 * is set on `reply` first (`reply.code(201)`; with 204 the body is `undefined`).
 */
export type EndpointHandler<E extends Endpoint> = (
  context: EndpointContext<E>,
) => Promise<EndpointResult<E> | FastifyReply | Changed<EndpointResult<E>> | Changed<undefined>>;

/** The handler's context, from the request once access and scope are resolved. */
function contextOf(request: FastifyRequest, reply: FastifyReply): Record<string, unknown> {
  const context: Record<string, unknown> = {
    actor: request.actor ?? null,
    params: request.params,
    query: request.query,
    body: request.body,
    request,
    reply,
  };
  const resolved = resolvedScope(request);
  if (resolved) context[resolved.kind] = resolved.scope;
  return context;
}

/**
 * Registers the route of a shared endpoint record: its method, path and schemas (Fastify validates the
 * input and serialises the answer with them), the access it declares (resolved before the handler
 * runs), and its summary and section for the API reference.
 */
export function registerEndpoint<E extends Endpoint>(
  app: FastifyInstance,
  definition: E,
  handler: EndpointHandler<E>,
): void;
export function registerEndpoint<E extends Endpoint>(
  app: FastifyInstance,
  definition: E,
  options: EndpointRouteOptions,
  handler: EndpointHandler<E>,
): void;
export function registerEndpoint<E extends Endpoint>(
  app: FastifyInstance,
  definition: E,
  ...rest: [EndpointHandler<E>] | [EndpointRouteOptions, EndpointHandler<E>]
): void {
  const [options, handler] = rest.length === 1 ? [{} as EndpointRouteOptions, rest[0]] : rest;
  app.withTypeProvider<ZodTypeProvider>().route({
    method: definition.method,
    url: definition.path,
    config: {
      ...options.config,
      access: definition.access,
      sessionOnly: definition.sessionOnly === true || definition.stepUp === true,
      panel: definition.panel === true,
      stepUp: definition.stepUp === true,
      ...(definition.beforeSecondFactor ? { beforeSecondFactor: true } : {}),
      ...(definition.audit ? { audit: definition.audit } : {}),
    },
    ...(options.bodyLimit === undefined ? {} : { bodyLimit: options.bodyLimit }),
    ...(options.preValidation ? { preValidation: options.preValidation } : {}),
    schema: {
      ...(definition.params ? { params: definition.params } : {}),
      ...(definition.query ? { querystring: definition.query } : {}),
      ...(definition.body ? { body: definition.body } : {}),
      response: { ...errorResponses(definition.method), ...definition.response },
      summary: definition.summary,
      tags: [definition.tag],
    },
    handler: async (request: FastifyRequest, reply: FastifyReply) => {
      const answer = await handler(contextOf(request, reply) as EndpointContext<E>);
      if (!isChanged(answer)) return answer;
      recordChanges(request, answer.changes);
      return answer.result;
    },
  });
}
