import { beforeAll, describe, expect, it } from "vitest";
import {
  isReadMethod,
  isScopeRule,
  type RegisteredRoute,
  scopeSource,
  scopeTarget,
  staffRoleNeeded,
} from "../../src/server/core/http/access.js";
import { errorBody } from "../../src/server/core/http/errors.js";
import {
  API_KEY_READ_ONLY,
  API_KEY_SESSION_ONLY,
  type CreatedApiKey,
} from "../../src/shared/contracts/api-keys.js";
import { createKey, withKey } from "../helpers/api-keys.js";
import { UNKNOWN_ID } from "../helpers/management.js";
import { type TenantIds, tenancySuite } from "../helpers/tenancy.js";
import { authed } from "../helpers/test-app.js";

/**
 * What each kind of API key gets on every registered route, built from the route list so a new route is
 * covered without being named here: a session-only route refuses every key; a read-only key (a company
 * key always is) may not change anything; a company key is a client of its company (staff-only routes
 * are 403, another company's campaign data 404); anything else lets the key through (the answer may
 * still be 400 or 404 for the made-up input, never 401, 403 or 500).
 */

const STAFF_ONLY = "This is available to agency staff only.";

/** Query values a route needs before its scope is looked at (validation comes first). */
const REQUIRED_QUERY: Record<string, string> = {
  "GET /api/campaigns/:id/prospects/export": "screen=scheduler&format=csv",
  "GET /api/campaigns/:id/metrics/export": "period=this-week&format=csv",
};

const routeKey = (route: Pick<RegisteredRoute, "method" | "url">) => `${route.method} ${route.url}`;
const ID_OF = {
  campaign: "campaignId",
  prospect: "prospectId",
  conversation: "conversationId",
  seat: "seatId",
} as const;

/** The request for a route with a tenant's ids in its scope; every other parameter is an unknown id. */
function requestFor(route: RegisteredRoute, ids: TenantIds): { url: string; body: unknown } {
  const scope = isScopeRule(route.access) ? scopeTarget(route.access) : null;
  const [part, name] = scope
    ? ((scopeSource(route.access as never) ?? "").split(".") as [string, string])
    : [];
  const scopeId = scope ? ids[ID_OF[scope.kind]] : undefined;
  const path = route.url
    .replace(/:([A-Za-z]+)/g, (_match, param: string) =>
      part === "params" && param === name ? String(scopeId) : UNKNOWN_ID,
    )
    .replace("*", "anything");
  const query = [part === "query" ? `${name}=${scopeId}` : "", REQUIRED_QUERY[routeKey(route)] ?? ""]
    .filter(Boolean)
    .join("&");
  return {
    url: query ? `${path}?${query}` : path,
    body: isReadMethod(route.method) ? undefined : part === "body" ? { [name as string]: scopeId } : {},
  };
}

const isStaffOnly = (route: RegisteredRoute) => staffRoleNeeded(route.access ?? "sdr") !== null;

const { t, tenancy } = tenancySuite();
const keys = {} as Record<"agencyReadOnly" | "agencyReadWrite" | "companyA", CreatedApiKey>;

beforeAll(async () => {
  const manager = authed(t.app, tenancy.sdr.cookie);
  keys.agencyReadOnly = await createKey(manager, { name: "Agency reader" });
  keys.agencyReadWrite = await createKey(manager, { name: "Agency writer", readOnly: false });
  keys.companyA = await createKey(manager, { name: "Company A", companyId: tenancy.a.ids.companyId });
});

function call(secret: string, route: RegisteredRoute, ids: TenantIds) {
  const { url, body } = requestFor(route, ids);
  return withKey(t.app, secret).request(route.method as "GET", url, body);
}

function expectLetThrough(response: { statusCode: number; body: string }) {
  expect([401, 403], response.body).not.toContain(response.statusCode);
  expect(response.statusCode, response.body).toBeLessThan(500);
}

const routes = () => t.app.registeredRoutes;
const reads = () => routes().filter((route) => isReadMethod(route.method));
const changes = () => routes().filter((route) => !isReadMethod(route.method));

describe("API keys against every registered route", () => {
  it("the route list holds routes of every kind", () => {
    expect(routes().filter((route) => route.sessionOnly).length).toBeGreaterThan(5);
    expect(changes().filter((route) => !route.sessionOnly).length).toBeGreaterThan(10);
    expect(reads().filter((route) => isScopeRule(route.access)).length).toBeGreaterThan(5);
  });

  it("a session-only route refuses every key", async () => {
    for (const route of routes().filter((r) => r.sessionOnly)) {
      for (const key of Object.values(keys)) {
        const response = await call(key.secret, route, tenancy.a.ids);
        expect({ route: routeKey(route), status: response.statusCode, body: response.json() }).toEqual({
          route: routeKey(route),
          status: 403,
          body: errorBody(403, API_KEY_SESSION_ONLY),
        });
      }
    }
  });

  it("a read-only key, agency or company, may not change anything", async () => {
    for (const route of changes().filter((r) => !r.sessionOnly && r.access !== "public")) {
      for (const key of [keys.agencyReadOnly, keys.companyA]) {
        const response = await call(key.secret, route, tenancy.b.ids);
        expect({ route: routeKey(route), status: response.statusCode, body: response.json() }).toEqual({
          route: routeKey(route),
          status: 403,
          body: errorBody(403, API_KEY_READ_ONLY),
        });
      }
    }
  });

  it("an agency key reads every route that is not session-only", async () => {
    for (const route of reads().filter((r) => !r.sessionOnly)) {
      const response = await call(keys.agencyReadOnly.secret, route, tenancy.b.ids);
      expectLetThrough(response);
    }
  });

  it("a company key gets 403 on staff-only reads and reads its own company's campaign data", async () => {
    for (const route of reads().filter((r) => !r.sessionOnly && r.access !== "public")) {
      const response = await call(keys.companyA.secret, route, tenancy.a.ids);
      if (isStaffOnly(route)) {
        expect({ route: routeKey(route), status: response.statusCode, body: response.json() }).toEqual({
          route: routeKey(route),
          status: 403,
          body: errorBody(403, STAFF_ONLY),
        });
      } else {
        expect([401, 403, 404], `${routeKey(route)}: ${response.body}`).not.toContain(response.statusCode);
        expect(response.statusCode, response.body).toBeLessThan(500);
      }
    }
  });

  it("a key changes nothing on a public route: it is answered as without one", async () => {
    for (const route of reads().filter((r) => !r.sessionOnly && r.access === "public")) {
      const { url } = requestFor(route, tenancy.a.ids);
      const withoutKey = await authed(t.app, undefined).get(url);
      const response = await call(keys.companyA.secret, route, tenancy.a.ids);
      expect({ route: routeKey(route), status: response.statusCode }).toEqual({
        route: routeKey(route),
        status: withoutKey.statusCode,
      });
    }
  });

  // Last: these requests change company A's data.
  it("an agency read-write key is let through on every route that is not session-only", async () => {
    for (const route of changes().filter((r) => !r.sessionOnly && r.access !== "public")) {
      const response = await call(keys.agencyReadWrite.secret, route, tenancy.a.ids);
      expectLetThrough(response);
    }
  });
});

describe("tenancy: company A's key never reaches company B's campaign", () => {
  it("every campaign-scoped read answers 404 with B's ids, and reveals nothing of B", async () => {
    const scoped = reads().filter((r) => isScopeRule(r.access) && !isStaffOnly(r) && !r.sessionOnly);
    expect(scoped.length).toBeGreaterThan(5);
    for (const route of scoped) {
      const response = await call(keys.companyA.secret, route, tenancy.b.ids);
      expect({ route: routeKey(route), status: response.statusCode }).toEqual({
        route: routeKey(route),
        status: 404,
      });
      for (const secret of [tenancy.b.companyName, tenancy.b.ids.prospectId]) {
        expect(response.body).not.toContain(secret);
      }
    }
  });

  it("its own lists hold only company A's records", async () => {
    const key = withKey(t.app, keys.companyA.secret);
    const conversations = await key.get("/api/prospect-conversations");
    expect(conversations.statusCode).toBe(200);
    expect(conversations.json().map((row: { id: string }) => row.id)).toEqual([tenancy.a.ids.conversationId]);
    const me = await key.get("/api/auth/me");
    expect(me.json()).toMatchObject({ type: "client", campaignId: tenancy.a.ids.campaignId });
    expect(me.body).not.toContain(tenancy.b.ids.campaignId);
  });
});
