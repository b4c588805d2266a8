import { channel } from "node:diagnostics_channel";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { fromJSONSchema, type z } from "zod";
import { CLIENT_APP_ROUTE } from "../../src/server/core/openapi/operation-docs.js";

interface DocumentedResponse {
  content?: Record<string, { schema?: object }>;
}
interface OpenApiDocument {
  paths: Record<string, Record<string, { responses: Record<string, DocumentedResponse> }>>;
  components?: { schemas?: object };
}

/** zod reads references to `#/$defs/...` only: the document's components, moved there. */
const withDefsReferences = (schema: object): object =>
  JSON.parse(JSON.stringify(schema).replaceAll('"#/components/schemas/', '"#/$defs/'));

/** Fastify's `/api/campaigns/:id` as the document writes it: `/api/campaigns/{id}`. */
export const openApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, "{$1}");

const mediaType = (reply: FastifyReply) =>
  String(reply.getHeader("content-type") ?? "")
    .split(";")[0]
    ?.trim();

/**
 * Checks each answer of an app against its OpenAPI document: the route is documented, the status is
 * one of its documented answers, the media type one of that answer's, and a JSON body validates
 * against the documented schema. Routes outside the document (the client app's catch-all, the
 * reference page's own files) and answers of no route (unknown paths) are not the API's: not checked.
 */
export class DocumentedAnswers {
  readonly violations: string[] = [];
  private readonly allowed = new Set<string>();
  private document: OpenApiDocument | undefined;
  private readonly validators = new Map<string, z.ZodType>();

  constructor(private readonly app: FastifyInstance) {}

  /**
   * Lets "METHOD /route" answer `status` undocumented: for a test that provokes it on purpose (a write
   * the database is made to refuse answers 500).
   */
  allowUndocumented(route: string, status: number): void {
    this.allowed.add(`${route} ${status}`);
  }

  check(request: FastifyRequest, reply: FastifyReply, payload: unknown): void {
    const url = request.routeOptions.url;
    if (url === undefined || url === CLIENT_APP_ROUTE || request.method === "HEAD") return;
    if (this.allowed.has(`${request.method} ${url} ${reply.statusCode}`)) return;
    if ((request.routeOptions.schema as { hide?: boolean } | undefined)?.hide) return;
    let problem: string | undefined;
    try {
      problem = this.problemOf(request.method, url, reply, payload);
    } catch (error) {
      problem = `the check failed: ${(error as Error).message}`;
    }
    if (problem) this.violations.push(`${request.method} ${url} answered ${reply.statusCode}: ${problem}`);
  }

  private problemOf(method: string, url: string, reply: FastifyReply, payload: unknown): string | undefined {
    this.document ??= this.app.swagger() as unknown as OpenApiDocument;
    const operation = this.document.paths[openApiPath(url)]?.[method.toLowerCase()];
    if (!operation) return "the route is not in the OpenAPI document";
    const status = String(reply.statusCode);
    const documented = operation.responses[status];
    const body = typeof payload === "string" || Buffer.isBuffer(payload) ? payload.toString() : undefined;
    if (!documented) return `status not documented (${body?.slice(0, 200) ?? "a stream"})`;
    const type = mediaType(reply);
    if (!documented.content)
      return body ? `a body where none is documented: ${body.slice(0, 200)}` : undefined;
    const content = type ? documented.content[type] : undefined;
    if (!content)
      return `${type || "no content type"}, not one of ${Object.keys(documented.content).join(", ")}`;
    if (type !== "application/json" || body === undefined || !content.schema) return undefined;
    const result = this.validator(`${method} ${url} ${status}`, content.schema).safeParse(JSON.parse(body));
    if (result.success) return undefined;
    const issues = result.error.issues
      .slice(0, 3)
      .map((issue) => `${issue.path.join(".") || "(body)"}: ${issue.message}`);
    return `the body does not match the documented schema: ${issues.join("; ")}`;
  }

  private validator(key: string, schema: object): z.ZodType {
    let validator = this.validators.get(key);
    if (!validator) {
      const components = this.document?.components?.schemas ?? {};
      validator = fromJSONSchema({
        ...withDefsReferences(schema),
        $defs: withDefsReferences(components),
      } as never);
      this.validators.set(key, validator);
    }
    return validator;
  }
}

const initialization = channel("fastify.initialization");

/**
 * Builds an app whose every answer is checked against its OpenAPI document (DocumentedAnswers). The
 * check is hooked in as the app is created, before any route: Fastify announces each new instance on
 * its `fastify.initialization` diagnostics channel for this.
 */
export async function buildCheckedApp(
  build: () => Promise<FastifyInstance>,
): Promise<{ app: FastifyInstance; answers: DocumentedAnswers }> {
  let answers: DocumentedAnswers | undefined;
  const attach = (message: unknown) => {
    const { fastify } = message as { fastify: FastifyInstance };
    if (answers) return;
    const checked = new DocumentedAnswers(fastify);
    answers = checked;
    fastify.addHook("onSend", async (request, reply, payload) => {
      checked.check(request, reply, payload);
      return payload;
    });
  };
  initialization.subscribe(attach);
  try {
    const app = await build();
    if (!answers) throw new Error("the app was built without a Fastify instance");
    return { app, answers };
  } finally {
    initialization.unsubscribe(attach);
  }
}
