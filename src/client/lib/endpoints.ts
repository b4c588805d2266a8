import { queryOptions, skipToken } from "@tanstack/react-query";
import {
  type Endpoint,
  type EndpointInput,
  type EndpointResult,
  endpointUrl,
} from "../../shared/contracts/endpoint";
import { apiRequest } from "./api";

/**
 * Calls a shared endpoint record: builds its URL from the params and query, sends the body as JSON, and
 * answers the record's 2xx type. A non-2xx answer throws ApiError (spec section 8). The answer is
 * typed, not parsed again: the server has already serialised it with the same schema.
 */
export function callEndpoint<E extends Endpoint>(
  definition: E,
  input: EndpointInput<E>,
  init?: { signal?: AbortSignal; cache?: RequestCache },
): Promise<EndpointResult<E>> {
  return apiRequest<EndpointResult<E>>(definition.method, endpointUrl(definition, input), input.body, init);
}

/**
 * An endpoint's method and path alone, standing for its record in the calls above (they read nothing
 * else). For the few calls the landing page makes: it then loads none of the records' schemas, which
 * would otherwise be a large part of its JavaScript. The type parameter is the record's type
 * (`typeof authEndpoints.me`, imported as a type), so a path or method that differs from the record's
 * does not compile.
 */
export const endpointAddress = <E extends Endpoint>(address: Pick<E, "method" | "path">): E => address as E;

/** The query key of a GET endpoint: its URL, as the spec's query keys are (section 7). */
export const endpointKey = <E extends Endpoint>(definition: E, input: EndpointInput<E>) =>
  [endpointUrl(definition, input)] as const;

/** Query options that read a GET endpoint under its URL key. */
export function endpointQuery<E extends Endpoint>(definition: E, input: EndpointInput<E>) {
  return queryOptions({
    queryKey: endpointKey(definition, input),
    queryFn: ({ signal }) => callEndpoint(definition, input, { signal }),
  });
}

/** Like endpointQuery, but idle (nothing fetched, keyed by the path pattern) while the input is not known. */
export function optionalEndpointQuery<E extends Endpoint>(definition: E, input: EndpointInput<E> | null) {
  return queryOptions({
    queryKey: [input ? endpointUrl(definition, input) : definition.path] as const,
    queryFn: input ? ({ signal }) => callEndpoint(definition, input, { signal }) : skipToken,
  });
}
