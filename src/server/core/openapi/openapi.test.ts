import { describe, expect, it } from "vitest";
import { openApiPath } from "../../../../tests/helpers/documented-answers.js";
import { testAppSuite } from "../../../../tests/helpers/test-app.js";
import { MULTIPART_FORMS } from "./multipart-forms.js";
import { API_TITLE, DOCS_PATH, OPENAPI_PATH } from "./openapi.js";
import { CLIENT_APP_ROUTE, UNLISTED_TAG } from "./operation-docs.js";
import { PLAIN_ROUTE_RESPONSES, PLAIN_ROUTE_SUMMARIES } from "./plain-route-responses.js";

const t = testAppSuite();

interface Operation {
  operationId: string;
  requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown> } }> };
  summary: string;
  tags: string[];
  description: string;
  security: Record<string, string[]>[];
  responses: Record<string, { description: string; content?: Record<string, { schema: unknown }> }>;
}
type Document = {
  openapi: string;
  info: { title: string; version: string; description: string };
  components: { securitySchemes: Record<string, Record<string, string>> };
  paths: Record<string, Record<string, Operation>>;
};

async function readDocument(): Promise<Document> {
  const response = await t.app.inject({ method: "GET", url: OPENAPI_PATH });
  expect(response.statusCode).toBe(200);
  return response.json();
}

const operationOf = (document: Document, method: string, url: string) =>
  document.paths[openApiPath(url)]?.[method.toLowerCase()];

/**
 * Outside the API: the client app's catch-all draws the web app's screens for every other path, and the
 * reference page's own files (its HTML, scripts, styles and the copy of the document it reads) are the
 * page, not operations.
 */
const isOutsideTheApi = (url: string) =>
  url === CLIENT_APP_ROUTE || url === DOCS_PATH || url.startsWith(`${DOCS_PATH}/`);

describe("the OpenAPI document", () => {
  it("is OpenAPI 3.1 with the API's title, version and both ways to authenticate", async () => {
    const document = await readDocument();
    expect(document.openapi).toBe("3.1.0");
    expect(document.info.title).toBe(API_TITLE);
    expect(document.info.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(document.info.description).toContain("Authorization: Bearer <API key>");
    expect(document.components.securitySchemes).toEqual({
      session: expect.objectContaining({ type: "apiKey", in: "cookie", name: "od_session" }),
      apiKey: expect.objectContaining({ type: "http", scheme: "bearer" }),
    });
  });

  it("holds every route of the route table with its method and path, in a section, with a summary", async () => {
    const document = await readDocument();
    const routes = t.app.registeredRoutes.filter((route) => !isOutsideTheApi(route.url));
    expect(routes.length).toBeGreaterThan(100);
    const missing = routes
      .filter((route) => !operationOf(document, route.method, route.url))
      .map((route) => `${route.method} ${route.url}`);
    expect(missing).toEqual([]);
    const unlisted = routes
      .filter((route) => operationOf(document, route.method, route.url)?.tags[0] === UNLISTED_TAG)
      .map((route) => `${route.method} ${route.url}`);
    expect(unlisted, "give these a summary and tag (record) or a PLAIN_ROUTE_SUMMARIES entry").toEqual([]);
  });

  it("names each operation once, in letters and digits", async () => {
    const document = await readDocument();
    const ids = Object.values(document.paths).flatMap((operations) =>
      Object.values(operations).map((operation) => operation.operationId),
    );
    expect(ids.filter((id) => !/^[a-z]+[A-Za-z0-9]*$/.test(id))).toEqual([]);
    expect(new Set(ids).size).toBe(ids.length);
    expect(operationOf(document, "GET", "/api/campaigns/:id/share-links")?.operationId).toBe(
      "getApiCampaignsByIdShareLinks",
    );
  });

  it("lists no operation that is not a route (a renamed or removed route leaves no entry behind)", () => {
    const routes = new Set(t.app.registeredRoutes.map((route) => `${route.method} ${route.url}`));
    const listed = [
      ...Object.keys(PLAIN_ROUTE_SUMMARIES),
      ...Object.keys(PLAIN_ROUTE_RESPONSES),
      ...Object.keys(MULTIPART_FORMS),
    ];
    expect(listed.filter((operation) => !routes.has(operation))).toEqual([]);
  });

  it("documents a success answer for every operation, and the error body for the errors", async () => {
    const document = await readDocument();
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const statuses = Object.keys(operation.responses);
        expect(
          statuses.some((status) => /^[23]/.test(status)),
          `${method} ${path}`,
        ).toBe(true);
        for (const status of ["400", "401", "403", "404", "409", "429", "503"]) {
          const answer = operation.responses[status];
          expect(answer?.description, `${method} ${path} ${status}`).toBeTruthy();
          // JSON's ErrorBody, or a page where a route answers people in a browser.
          const errorTypes = Object.keys(answer?.content ?? {});
          expect(
            errorTypes.length === 1 && ["application/json", "text/html"].includes(errorTypes[0] ?? ""),
          ).toBe(true);
        }
      }
    }
    const login = operationOf(document, "POST", "/api/auth/login");
    expect(login?.responses["400"]?.content?.["application/json"]?.schema).toEqual({
      $ref: "#/components/schemas/ErrorBody",
    });
    expect(login?.responses["415"]).toBeDefined();
    expect(operationOf(document, "GET", "/api/auth/me")?.responses["415"]).toBeUndefined();
  });

  it("documents the routes without an endpoint record with the media types they send", async () => {
    const document = await readDocument();
    const mediaTypes = (method: string, url: string, status = "200") =>
      Object.keys(operationOf(document, method, url)?.responses[status]?.content ?? {});
    expect(mediaTypes("GET", "/api/campaigns/:id/prospects/export")).toEqual([
      "text/csv",
      "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    ]);
    expect(mediaTypes("GET", "/api/import-batches/:id/errors.csv")).toEqual(["text/csv"]);
    expect(mediaTypes("GET", "/api/events")).toEqual(["text/event-stream"]);
    expect(mediaTypes("GET", "/metrics")).toEqual(["text/plain"]);
    expect(mediaTypes("GET", "/checkout/test/:token")).toEqual(["text/html"]);
    expect(mediaTypes("POST", "/api/stripe/webhook")).toEqual(["application/json"]);
    expect(operationOf(document, "POST", "/api/stripe/webhook")?.responses["200"]?.description).toBe(
      "What became of the event.",
    );
    const upload = operationOf(document, "POST", "/api/import-with-mapping")?.requestBody?.content;
    expect(Object.keys(upload?.["multipart/form-data"]?.schema.properties ?? {})).toEqual(
      expect.arrayContaining(["file", "mappings", "campaignId"]),
    );
    expect(upload?.["multipart/form-data"]?.schema.properties?.file).toEqual(
      expect.objectContaining({ type: "string", contentMediaType: "text/csv" }),
    );
    expect(operationOf(document, "POST", "/checkout/test/:token/pay")?.responses["303"]).toEqual({
      description: expect.any(String),
    });
  });

  it("says who may call each operation and whether API keys are accepted", async () => {
    const document = await readDocument();
    const shareLinks = operationOf(document, "GET", "/api/campaigns/:id/share-links");
    expect(shareLinks?.tags).toEqual(["Share links"]);
    expect(shareLinks?.summary).toBe("List a campaign's share links");
    expect(shareLinks?.description).toContain("Agency staff (Owner, Manager, SDR) only.");
    expect(shareLinks?.description).toContain("an SDR the campaigns whose matrix rows name them");
    expect(shareLinks?.description).toContain("API keys: agency-wide keys.");
    expect(shareLinks?.security).toEqual([{ session: [] }, { apiKey: [] }]);

    const prospects = operationOf(document, "GET", "/api/campaigns/:id/prospects");
    expect(prospects?.description).toContain("a client reaches only its own company's");
    expect(prospects?.description).toContain(
      "API keys: agency-wide keys, and a client company's key for its own company's data.",
    );
    const update = operationOf(document, "PATCH", "/api/prospects/:id");
    expect(update?.description).toContain("Clients are read-only");
    expect(update?.description).toContain("API keys: an agency-wide read-write key.");

    const password = operationOf(document, "POST", "/api/auth/change-password");
    expect(password?.description).toContain("Session only: API keys are refused.");
    expect(password?.security).toEqual([{ session: [] }]);

    const keys = operationOf(document, "POST", "/api/api-keys");
    expect(keys?.description).toContain("Agency staff (Owner, Manager) only.");
    const transfer = operationOf(document, "POST", "/api/management-sdrs/:id/transfer-ownership");
    expect(transfer?.description).toContain("Agency staff (Owner) only.");

    const shared = operationOf(document, "GET", "/api/shared/:token");
    expect(shared?.description).toBe("Anyone: no sign-in needed.");
    expect(shared?.security).toEqual([]);
  });
});

describe("the API reference page", () => {
  it("loads its scripts and styles from this server and has no inline script", async () => {
    const page = await t.app.inject({ method: "GET", url: DOCS_PATH });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toMatch(/^text\/html/);
    expect(page.body).toContain(`<title>${API_TITLE}</title>`);
    expect(page.headers["content-security-policy"]).toContain("script-src 'self'");

    const scripts = [...page.body.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [tag, attributes = "", content = ""] of scripts) {
      expect(content.trim(), tag).toBe("");
      expect(attributes, tag).toMatch(/\bsrc="\/api\/docs\//);
    }
    const sources = scripts.map(([, attributes = ""]) => /\bsrc="([^"]+)"/.exec(attributes)?.[1] ?? "");
    const styles = [...page.body.matchAll(/<link rel="stylesheet"[^>]*href="([^"]+)"/g)].map(
      ([, href]) => href ?? "",
    );
    expect(styles.length).toBeGreaterThan(0);
    for (const url of [...sources, ...styles]) {
      const asset = await t.app.inject({ method: "GET", url });
      expect(asset.statusCode, url).toBe(200);
      expect(asset.headers["content-type"], url).toMatch(url.endsWith(".css") ? /^text\/css/ : /javascript/);
      expect(asset.body.length, url).toBeGreaterThan(0);
    }
  });

  it("is readable signed out: the page and the document it reads are public", async () => {
    const reads = await Promise.all(
      [DOCS_PATH, `${DOCS_PATH}/json`, OPENAPI_PATH].map((url) => t.app.inject({ method: "GET", url })),
    );
    expect(reads.map((response) => response.statusCode)).toEqual([200, 200, 200]);
    expect(reads[1]?.json()).toEqual(reads[2]?.json());
  });
});
