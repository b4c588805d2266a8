import { readFileSync } from "node:fs";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance, RouteOptions } from "fastify";
import { jsonSchemaTransformObject } from "fastify-type-provider-zod";
import { ENDPOINT_TAGS } from "../../../shared/contracts/endpoint.js";
import { SESSION_COOKIE } from "../access/cookie.js";
import { documentOperation } from "./operation-docs.js";

export const OPENAPI_PATH = "/api/openapi.json";
export const DOCS_PATH = "/api/docs";
export const API_TITLE = "Outreach Desk API";

const { version } = JSON.parse(
  readFileSync(new URL("../../../../package.json", import.meta.url), "utf8"),
) as {
  version: string;
};

const DESCRIPTION = `The JSON API of Outreach Desk: the same calls the web app makes.

**Authentication.** A browser signs in (\`POST /api/auth/login\`) and sends its session cookie with each call.
Any other program sends an API key: \`Authorization: Bearer <API key>\`. Managers create keys under Settings
(agency-wide, or one client company with that client's read-only rights; read-only or read-write). A key
has exactly the rights of its scope, and is refused on the routes marked "Session only".

**Errors.** Every answer that is not 2xx is JSON: \`{ "message": "...", "code": "...", "field": "..." }\`:
the message a person can act on, a stable code, and the request field concerned when there is one.
Ids of another company's data answer 404, as unknown ids do.`;

/**
 * The reference page's own routes (the page, its scripts and styles, the copy of the document it reads)
 * are public: @fastify/swagger-ui registers them without route options, so they get their access here,
 * before the access tracker (http/access.ts) sees them. Only routes hidden from the document qualify.
 */
function docsPageRoutesArePublic(route: RouteOptions): void {
  const underDocs = route.url === DOCS_PATH || route.url.startsWith(`${DOCS_PATH}/`);
  if (underDocs && route.schema?.hide === true && route.config?.access === undefined) {
    route.config = { ...route.config, access: "public" };
  }
}

/**
 * Collects the OpenAPI document from the routes registered after it: call it before any route and
 * before the access tracker.
 */
export async function installOpenApi(app: FastifyInstance): Promise<void> {
  app.addHook("onRoute", docsPageRoutesArePublic);
  await app.register(swagger, {
    openapi: {
      openapi: "3.1.0",
      info: { title: API_TITLE, version, description: DESCRIPTION },
      tags: ENDPOINT_TAGS.map((name) => ({ name })),
      components: {
        securitySchemes: {
          session: {
            type: "apiKey",
            in: "cookie",
            name: SESSION_COOKIE,
            description: "The browser's session, set by signing in.",
          },
          apiKey: {
            type: "http",
            scheme: "bearer",
            description: "An API key made under Settings: `Authorization: Bearer <API key>`.",
          },
        },
      },
    },
    transform: documentOperation,
    transformObject: jsonSchemaTransformObject,
  });
}

/** GET /api/openapi.json and the API reference page at /api/docs (from the package's own files). */
export async function openApiRoutes(app: FastifyInstance): Promise<void> {
  app.get(OPENAPI_PATH, { config: { access: "public" } }, async () => app.swagger());
  await app.register(swaggerUi, {
    routePrefix: DOCS_PATH,
    theme: { title: API_TITLE },
    // The base layout: the reference alone, without the bar for exploring other documents.
    uiConfig: { layout: "BaseLayout", deepLinking: true, docExpansion: "list", defaultModelsExpandDepth: 0 },
  });
}
