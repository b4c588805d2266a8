import type { SwaggerTransform } from "@fastify/swagger";
import type { FastifySchema, RouteOptions } from "fastify";
import { createJsonSchemaTransform } from "fastify-type-provider-zod";
import type { z } from "zod";
import { errorResponses } from "../http/endpoint-route.js";
import { auditNote, keysAccepted, securityOf, whoMayCall } from "./access-notes.js";
import { MULTIPART_FORMS } from "./multipart-forms.js";
import {
  type DocumentedResponse,
  PLAIN_ROUTE_RESPONSES,
  PLAIN_ROUTE_SUMMARIES,
} from "./plain-route-responses.js";
import { ERROR_BODY_REF } from "./schema-registry.js";

/** The client app's catch-all: every path that is not the API draws a screen. Not part of the API. */
export const CLIENT_APP_ROUTE = "/*";

/** The section of a route without a record that is missing from PLAIN_ROUTE_SUMMARIES. */
export const UNLISTED_TAG = "Other";

const DESCRIPTIONS: Record<string, string> = {
  "200": "OK.",
  "201": "Created.",
  "202": "Accepted: it happens in the background.",
  "204": "Done: no content.",
  "304": "Not modified: what `If-None-Match` names is still current.",
  "400": "The request is invalid: the message names the problem, `field` the field.",
  "401": "Not signed in, or the API key is unknown or revoked.",
  "403": "Signed in, but not allowed to do this (or the request came from another site).",
  "404": "Not found, or not reachable with these rights.",
  "409": "The change clashes with the current state, e.g. a value already in use.",
  "410": "The link is invalid, was withdrawn or has expired.",
  "413": "The request body is too large.",
  "415": "The body is neither JSON nor a multipart form.",
  "429": "Too many requests: try again after the `Retry-After` seconds.",
  "502": "The payment provider could not do it right now: try again in a few minutes.",
  "503": "Unavailable for a moment: try again after the `Retry-After` seconds.",
};

const zodToJsonSchema = createJsonSchemaTransform({ skipList: [] });

const methodOf = (route: RouteOptions): string =>
  String(Array.isArray(route.method) ? route.method[0] : route.method);

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/**
 * A name for code generators and the reference's links: `GET /api/campaigns/:id/share-links` ->
 * `getApiCampaignsByIdShareLinks`. Letters and digits only: the reference page reads `_` in a link as a
 * space (and warns).
 */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .split("/")
    .filter(Boolean)
    .flatMap((segment) =>
      segment.startsWith(":") ? ["by", segment.slice(1)] : segment.split(/[^A-Za-z0-9]+/).filter(Boolean),
    );
  return method.toLowerCase() + words.map(capitalised).join("");
}

const isSchemaless = (response: DocumentedResponse): response is { description: string } =>
  !("content" in response) && !("_zod" in response);

/**
 * A route's answers: its own (its schemas', and for a route without an endpoint record those listed in
 * PLAIN_ROUTE_RESPONSES) over the error answers every route can give; the answers without a body
 * (redirects) apart, as they hold no schema to convert.
 */
function routeResponses(route: RouteOptions, plain: Record<number, DocumentedResponse> = {}) {
  const declared = (route.schema?.response ?? {}) as Record<number, z.ZodType>;
  const all: Record<number, DocumentedResponse> = {
    ...errorResponses(methodOf(route)),
    ...declared,
    ...plain,
  };
  const withSchema: Record<number, DocumentedResponse> = {};
  const empty: Record<string, { description: string; type: "null" }> = {};
  for (const [status, response] of Object.entries(all)) {
    if (isSchemaless(response)) empty[status] = { description: response.description, type: "null" };
    else withSchema[Number(status)] = response;
  }
  return { withSchema, empty };
}

/** Every answer says what it is (an error body by its status); a 204 or 304 has no body. */
function describeAnswers(response: Record<string, Record<string, unknown>>): void {
  for (const [status, answer] of Object.entries(response)) {
    const description = DESCRIPTIONS[status];
    if (!description) continue;
    if (status === "204" || status === "304") response[status] = { type: "null", description };
    else if (answer.$ref === ERROR_BODY_REF || answer.description === undefined) {
      response[status] = { ...answer, description };
    }
  }
}

/**
 * Turns a route into its operation: the zod schemas into JSON Schema, the section and summary, who may
 * call it and whether API keys are accepted (from its access declaration), an upload's form, and, for a
 * route registered without an endpoint record, the answers it sends (files, pages, streams).
 */
export const documentOperation: SwaggerTransform = (document) => {
  const { route, url } = document;
  if (document.schema?.hide || url === CLIENT_APP_ROUTE) return { schema: { hide: true }, url };
  const operation = `${methodOf(route)} ${url}`;
  const responses = routeResponses(route, PLAIN_ROUTE_RESPONSES[operation]);
  const form = MULTIPART_FORMS[operation];
  const schema = {
    ...document.schema,
    response: responses.withSchema,
    ...(form ? { body: form, consumes: ["multipart/form-data"] } : {}),
  };
  const converted = zodToJsonSchema({ ...document, schema }).schema as FastifySchema & {
    response?: Record<string, Record<string, unknown>>;
  };
  converted.response = { ...converted.response, ...responses.empty };
  describeAnswers(converted.response);

  const config = route.config ?? {};
  // A record's summary and section (registerEndpoint puts them in the route's schema); a plain route's.
  const declared = route.schema as { summary?: string; tags?: string[] } | undefined;
  const listed = declared?.summary
    ? { summary: declared.summary, tag: declared.tags?.[0] ?? UNLISTED_TAG }
    : PLAIN_ROUTE_SUMMARIES[operation];
  const keys = keysAccepted(methodOf(route), config);
  return {
    url,
    schema: {
      ...converted,
      operationId: operationIdOf(methodOf(route), url),
      tags: [listed?.tag ?? UNLISTED_TAG],
      summary: listed?.summary ?? operation,
      description: [whoMayCall(config), keys, auditNote(config)].filter(Boolean).join("\n\n"),
      security: securityOf(config),
    },
  };
};
