import type { z } from "zod";

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/**
 * One API call as both sides see it: the server registers its route from this record (path pattern and
 * validation schemas), the client calls it through `callEndpoint` with the same record, and tests build
 * their requests from it. `path` is Fastify's pattern (`/api/campaigns/:id/prospects`).
 */
export interface Endpoint {
  method: HttpMethod;
  path: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The answers by status; the 2xx ones type what the client receives. */
  response: { [status: number]: z.ZodType };
}

/** Declares an endpoint, keeping its literal types (`const`) for both sides. */
export const endpoint = <const E extends Endpoint>(definition: E): E => definition;

type Input<S> = S extends z.ZodType ? z.input<S> : never;
type Output<S> = S extends z.ZodType ? z.output<S> : never;
type SuccessStatus = 200 | 201 | 202 | 204;

/** What the client sends: the params, query and body the endpoint declares, each as its schema reads it. */
export type EndpointInput<E extends Endpoint> = (E["params"] extends z.ZodType
  ? { params: Input<E["params"]> }
  : { params?: undefined }) &
  (E["query"] extends z.ZodType ? { query?: Input<E["query"]> } : { query?: undefined }) &
  (E["body"] extends z.ZodType ? { body: Input<E["body"]> } : { body?: undefined });

/** What a successful answer holds (the union of the endpoint's 2xx bodies; undefined for 204). */
export type EndpointResult<E extends Endpoint> = {
  [S in keyof E["response"] & SuccessStatus]: S extends 204 ? undefined : Output<E["response"][S]>;
}[keyof E["response"] & SuccessStatus];

/** The request types a handler sees once Fastify has validated the input with the endpoint's schemas. */
export interface EndpointRequest<E extends Endpoint> {
  Params: Output<E["params"]>;
  Querystring: Output<E["query"]>;
  Body: Output<E["body"]>;
}

/** `/api/campaigns/:id/prospects` with `{ id: "c1" }` -> `/api/campaigns/c1/prospects` (segments encoded). */
export function endpointPath(definition: Endpoint, params?: Record<string, unknown>): string {
  return definition.path.replace(/:([A-Za-z]+)/g, (_match, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === "") {
      throw new Error(`${definition.method} ${definition.path} needs the parameter ${name}`);
    }
    return encodeURIComponent(String(value));
  });
}

/** The path with the query's defined values, in the order given: the URL, and the client's query key. */
export function endpointUrl(definition: Endpoint, input: { params?: unknown; query?: unknown } = {}): string {
  const path = endpointPath(definition, input.params as Record<string, unknown> | undefined);
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries((input.query ?? {}) as Record<string, unknown>)) {
    if (value !== undefined && value !== null && value !== "") query.set(name, String(value));
  }
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}
