import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTenancy, type Tenancy, type TenantIds } from "../helpers/tenancy.js";
import { authed, createTestApp, type TestApp } from "../helpers/test-app.js";

/**
 * Every campaign-scoped route, with how to call it for a tenant's ids. The default check: client A
 * asking with company B's ids gets 404 (not 403: another company's data is not even confirmed to
 * exist), while client B asking with its own ids does not get 404, which proves the URL is right.
 * A route whose isolation shows differently (like /api/auth/me) gives its own `check`.
 */
interface TenancyCase {
  method: "GET" | "POST" | "PATCH" | "PUT" | "DELETE";
  /** The route's URL as registered (with :params), matched against app.registeredRoutes. */
  route: string;
  /** The request path for a tenant's ids. */
  url: (ids: TenantIds) => string;
  body?: (ids: TenantIds) => unknown;
  check?: (app: FastifyInstance, tenancy: Tenancy) => Promise<void>;
}

const campaignScopedRoutes: TenancyCase[] = [
  {
    method: "GET",
    route: "/api/auth/me",
    url: () => "/api/auth/me",
    async check(app, { a, b }) {
      const response = await authed(app, a.clientCookie).get("/api/auth/me");
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        type: "client",
        email: a.clientEmail,
        companyName: a.companyName,
        campaignId: a.ids.campaignId,
      });
      expect(response.body).not.toContain(b.ids.campaignId);
      expect(response.body).not.toContain(b.ids.companyId);
    },
  },
];

const routeKey = (testCase: TenancyCase) => `${testCase.method} ${testCase.route}`;

const call = (app: FastifyInstance, cookie: string, testCase: TenancyCase, ids: TenantIds) =>
  authed(app, cookie).request(testCase.method, testCase.url(ids), testCase.body?.(ids));

let t: TestApp;
let tenancy: Tenancy;
beforeAll(async () => {
  t = await createTestApp();
  tenancy = await createTenancy(t.app, t.db);
});
afterAll(() => t.close());

describe("tenancy: a client never reaches another company's campaign", () => {
  it("the fixture gives each company its own campaign and client", () => {
    expect(tenancy.a.ids.companyId).not.toBe(tenancy.b.ids.companyId);
    expect(tenancy.a.ids.campaignId).not.toBe(tenancy.b.ids.campaignId);
    expect(tenancy.a.clientCookie).not.toBe(tenancy.b.clientCookie);
  });

  it.each(campaignScopedRoutes.map((testCase) => [routeKey(testCase), testCase] as const))(
    "%s",
    async (_route, testCase) => {
      if (testCase.check) {
        await testCase.check(t.app, tenancy);
        return;
      }
      const foreign = await call(t.app, tenancy.a.clientCookie, testCase, tenancy.b.ids);
      expect(foreign.statusCode, foreign.body).toBe(404);
      expect(foreign.json()).toHaveProperty("message");
      const own = await call(t.app, tenancy.b.clientCookie, testCase, tenancy.b.ids);
      expect(own.statusCode, own.body).not.toBe(404);
    },
  );

  it("covers every route registered with access 'campaign'", () => {
    const covered = new Set(campaignScopedRoutes.map(routeKey));
    const missing = t.app.registeredRoutes
      .filter((route) => route.access === "campaign")
      .map((route) => `${route.method} ${route.url}`)
      .filter((route) => !covered.has(route));
    expect(missing, "add these routes to campaignScopedRoutes").toEqual([]);
  });

  it("lists only routes that exist", () => {
    const registered = new Set(t.app.registeredRoutes.map((route) => `${route.method} ${route.url}`));
    for (const testCase of campaignScopedRoutes) expect(registered).toContain(routeKey(testCase));
  });
});
