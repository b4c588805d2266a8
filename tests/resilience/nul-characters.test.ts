import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { errorBody } from "../../src/server/core/http/errors.js";
import { ANALYZE, IMPORT } from "../helpers/imports.js";
import { CLIENTS, createRow, UNKNOWN_ID } from "../helpers/management.js";
import { onboardingForm, SUBMIT, WEBHOOK_SECRET } from "../helpers/onboarding.js";
import { createTenancy, type Tenancy } from "../helpers/tenancy.js";
import { authed, createTestApp, type TestApp } from "../helpers/test-app.js";
import { prospectPath, prospectsPath } from "../helpers/workspace.js";

/** A 400 with the NUL character's own code, naming where it was. */
function expectNulRefused(response: LightMyRequestResponse, message: string): void {
  const { field: _field, ...body } = response.json() as { field?: string };
  expect({ status: response.statusCode, body }).toEqual({
    status: 400,
    body: errorBody(400, message, { code: "nul_character" }),
  });
}

/**
 * PostgreSQL's text cannot hold U+0000. A NUL character anywhere in a request (a JSON field at any
 * depth, a query string value, a route parameter, a multipart form field) is refused with a 400 that
 * names where it was, by every route, instead of failing in the database as a 500.
 */

const NUL = "\u0000";

let t: TestApp;
let tenancy: Tenancy;
let sdr: ReturnType<typeof authed>;
let clientId: string;

beforeAll(async () => {
  // With a webhook secret, Stripe's webhook answers a bad signature (400) instead of "not set up" (503).
  t = await createTestApp({ stripeWebhookSecret: WEBHOOK_SECRET });
  tenancy = await createTenancy(t.app, t.db);
  sdr = authed(t.app, tenancy.sdr.cookie);
  clientId = (await createRow<{ id: string }>(sdr, CLIENTS, { companyName: "Nul Co", clientName: "Before" }))
    .id;
});
afterAll(() => t.close());

/** A real id of the kind each route's parameter names, so that requests reach as far as they can. */
function fillParams(route: string): string {
  const { campaignId, prospectId, conversationId } = tenancy.a.ids;
  return route
    .replace(/^\/api\/campaigns\/:id/, `/api/campaigns/${campaignId}`)
    .replace(/^\/api\/prospects\/:id/, `/api/prospects/${prospectId}`)
    .replace(/^\/api\/prospect-conversations\/:id/, `/api/prospect-conversations/${conversationId}`)
    .replace(/^\/api\/management-clients\/:id/, `/api/management-clients/${clientId}`)
    .replace(/:token/, "some-token")
    .replace(/:id/, UNKNOWN_ID)
    .replace(/\/\*$/, "/some/page");
}

const hasBody = (method: string) => ["POST", "PATCH", "PUT"].includes(method);

function expectRefused(response: LightMyRequestResponse, message: string, what: string) {
  expect({ what, status: response.statusCode, body: response.json() }).toEqual({
    what,
    status: 400,
    body: expect.objectContaining({ message, code: "nul_character" }),
  });
}

/** Routes that check a signature over the raw body, and what they answer an unsigned one. */
const SIGNED_WEBHOOKS: Record<string, number> = {
  "/api/stripe/webhook": 400,
  "/api/calendly/:companyId/webhook": 401,
};

describe("a NUL character on every registered route", () => {
  const routes = () => t.app.registeredRoutes;

  it("covers the app's routes", () => {
    expect(routes().length).toBeGreaterThan(50);
  });

  it("in a JSON body string field: 400 naming the field, never a 5xx", async () => {
    const checked: string[] = [];
    for (const route of routes().filter((r) => hasBody(r.method))) {
      const what = `${route.method} ${route.url}`;
      const response = await sdr.request(route.method as "POST", fillParams(route.url), {
        companyName: `Acme${NUL}`,
      });
      // Stripe's and Calendly's webhooks read their bodies as raw bytes, trusted only with a valid
      // signature: an unsigned body is refused for that before anything in it is read.
      const unsignedStatus = SIGNED_WEBHOOKS[route.url];
      if (unsignedStatus !== undefined) {
        expect({ what, status: response.statusCode }).toEqual({ what, status: unsignedStatus });
        continue;
      }
      expectRefused(response, "companyName must not contain a NUL character", what);
      checked.push(what);
    }
    expect(checked.length).toBeGreaterThan(40);
  });

  it("in a query string value: 400 naming the parameter, never a 5xx", async () => {
    for (const route of routes()) {
      const what = `${route.method} ${route.url}`;
      const response = await sdr.request(
        route.method as "GET",
        `${fillParams(route.url)}?q=Pro${encodeURIComponent(NUL)}`,
        hasBody(route.method) ? {} : undefined,
      );
      expectRefused(response, "q must not contain a NUL character", what);
    }
  });

  it("in a route parameter: 400 naming the parameter, never a 5xx", async () => {
    const withParams = routes().filter((route) => /:|\*/.test(route.url));
    expect(withParams.length).toBeGreaterThan(20);
    for (const route of withParams) {
      const what = `${route.method} ${route.url}`;
      const url = route.url.replace(/:(\w+)/g, "abc%00").replace(/\*$/, "page%00");
      const response = await sdr.request(route.method as "GET", url, hasBody(route.method) ? {} : undefined);
      const name = /:(\w+)/.exec(route.url)?.[1] ?? "The address";
      expectRefused(response, `${name} must not contain a NUL character`, what);
    }
  });

  it("also for requests without a session, on the public routes, and never a 5xx on the others", async () => {
    const anonymous = authed(t.app, undefined);
    for (const route of routes()) {
      const what = `${route.method} ${route.url}`;
      const response = await anonymous.request(
        route.method as "GET",
        `${fillParams(route.url)}?q=${encodeURIComponent(NUL)}`,
        hasBody(route.method) ? { companyName: NUL } : undefined,
      );
      expect({ what, serverError: response.statusCode >= 500 }).toEqual({ what, serverError: false });
      if (route.access === "public") {
        expect({ what, status: response.statusCode }).toEqual({ what, status: 400 });
      }
    }
  });
});

describe("a NUL character where it used to reach the database", () => {
  it("in the public onboarding form", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: SUBMIT,
      payload: onboardingForm({ fullName: `Jordan${NUL}Rivera` }),
    });
    expectNulRefused(response, "fullName must not contain a NUL character");
  });

  it("in the prospect search ?q=, while a search without one still answers", async () => {
    const { campaignId } = tenancy.a.ids;
    expectNulRefused(
      await sdr.get(prospectsPath(campaignId, `Pro${NUL}spect`)),
      "q must not contain a NUL character",
    );
    const found = await sdr.get(prospectsPath(campaignId, "Prospect A"));
    expect(found.statusCode, found.body).toBe(200);
  });

  it("in a JSON PATCH, which leaves the record unchanged", async () => {
    expectNulRefused(
      await sdr.patch(`${CLIENTS}/${clientId}`, { clientName: `After${NUL}` }),
      "clientName must not contain a NUL character",
    );
    const rows = (await sdr.get(CLIENTS)).json() as { id: string; clientName: string }[];
    expect(rows.find((row) => row.id === clientId)?.clientName).toBe("Before");
  });

  it("in a prospect's path: /api/prospects/%00 is a 400", async () => {
    expectNulRefused(
      await sdr.patch(prospectPath("%00"), { invite: true }),
      "id must not contain a NUL character",
    );
  });

  it("nested in a list, named by its path", async () => {
    expectNulRefused(
      await sdr.put("/api/resources", [
        { title: "Deck", detail: "" },
        { title: "Notes", detail: `one${NUL}two` },
      ]),
      "1.detail must not contain a NUL character",
    );
    expectNulRefused(
      await sdr.post("/api/auth/login", { email: "a@example.test", nested: { list: ["ok", `x${NUL}`] } }),
      "nested.list.1 must not contain a NUL character",
    );
  });

  it("in a field name", async () => {
    expectNulRefused(
      await sdr.patch(`${CLIENTS}/${clientId}`, { [`client${NUL}Name`]: "x" }),
      "A field name in the request body must not contain a NUL character",
    );
  });
});

/** A multipart body with the given text fields and a small CSV file. */
function multipart(fields: Record<string, string>) {
  const boundary = "----nul-test";
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  parts.push(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="people.csv"\r\nContent-Type: text/csv\r\n\r\nFirst Name,Last Name\r\nAda,Lovelace\r\n`,
  );
  return {
    payload: Buffer.from(`${parts.join("")}--${boundary}--\r\n`, "utf8"),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}

describe("a NUL character in a multipart form field of an upload", () => {
  it.each([
    [ANALYZE, "targetEntity"],
    [IMPORT, "mappings"],
    [IMPORT, "campaignId"],
  ])("%s field %s: 400 naming the field", async (url, field) => {
    const { payload, headers } = multipart({ [field]: `x${NUL}y` });
    const response = await t.app.inject({
      method: "POST",
      url,
      payload,
      headers: { ...headers, cookie: tenancy.sdr.cookie },
    });
    expectNulRefused(response, `${field} must not contain a NUL character`);
  });
});
