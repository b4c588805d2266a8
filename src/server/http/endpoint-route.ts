import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Endpoint, EndpointRequest, EndpointResult } from "../../shared/contracts/endpoint.js";
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

/** A handler answers the endpoint's 2xx body, or sends its own answer through `reply`. */
export type EndpointHandler<E extends Endpoint> = (
  request: FastifyRequest<EndpointRequest<E>>,
  reply: FastifyReply,
) => Promise<EndpointResult<E> | FastifyReply>;

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
      response: definition.response,
    },
    // The record's schemas type the request; Fastify's own route typing cannot follow a generic record.
    handler: handler as never,
  });
}
