import type { FastifyInstance } from "fastify";
import { beforeAll, describe, expect, it } from "vitest";
import { connections } from "../../src/server/core/db/schema/index.js";
import { isScopeRule, staffRoleNeeded } from "../../src/server/core/http/access.js";
import { errorBody } from "../../src/server/core/http/errors.js";
import { MANAGERS_ONLY } from "../../src/shared/contracts/staff-roles.js";
import { createSdrUser } from "../helpers/factories.js";
import {
  ACTIVE_CAMPAIGNS,
  CLIENTS,
  createRow,
  listRows,
  MANAGEMENT_ROUTE_CASES,
  MATRIX,
  type ManagementIds,
  SCHEDULERS,
  SDRS,
} from "../helpers/management.js";
import { type Tenancy, type TenantIds, tenancySuite } from "../helpers/tenancy.js";
import { authed, login } from "../helpers/test-app.js";

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
  /** Tells apart two cases of one route. */
  label?: string;
  check?: (app: FastifyInstance, tenancy: Tenancy) => Promise<void>;
}

/** An import id no one has: the seat scope is judged before it is looked up. */
const UNKNOWN_IMPORT = "00000000-0000-4000-8000-000000000000";

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
  // Dashboard figures and daily activity: reads, 200 to the owner.
  {
    method: "GET",
    route: "/api/campaigns/:id/metrics",
    url: (ids) => `/api/campaigns/${ids.campaignId}/metrics?period=this-week`,
  },
  {
    method: "GET",
    route: "/api/campaigns/:id/activity",
    url: (ids) => `/api/campaigns/${ids.campaignId}/activity?period=last-30-days`,
  },
  // Prospects: reads answer 200 to the owner; writes answer 403 to the owner (clients are read-only).
  {
    method: "GET",
    route: "/api/campaigns/:id/prospects",
    url: (ids) => `/api/campaigns/${ids.campaignId}/prospects`,
  },
  {
    method: "GET",
    route: "/api/campaigns/:id/prospects",
    url: (ids) => `/api/campaigns/${ids.campaignId}/prospects?q=Prospect`,
    label: "search",
  },
  {
    method: "GET",
    route: "/api/campaigns/:id/bad-data-count",
    url: (ids) => `/api/campaigns/${ids.campaignId}/bad-data-count`,
  },
  // Exports: downloads of the screens' rows and the dashboard's figures, 200 to the owner.
  {
    method: "GET",
    route: "/api/campaigns/:id/prospects/export",
    url: (ids) => `/api/campaigns/${ids.campaignId}/prospects/export?screen=scheduler&q=Prospect&format=csv`,
  },
  {
    method: "GET",
    route: "/api/campaigns/:id/prospects/export",
    url: (ids) => `/api/campaigns/${ids.campaignId}/prospects/export?screen=replies&format=xlsx`,
    label: "xlsx",
  },
  {
    method: "GET",
    route: "/api/campaigns/:id/metrics/export",
    url: (ids) => `/api/campaigns/${ids.campaignId}/metrics/export?period=this-week&format=csv`,
  },
  {
    method: "POST",
    route: "/api/flag-bad-data",
    url: () => "/api/flag-bad-data",
    body: (ids) => ({ prospectId: ids.prospectId, sdrEmail: "sdr@example.test", reason: "Wrong person" }),
  },
  {
    method: "PATCH",
    route: "/api/prospects/:id",
    url: (ids) => `/api/prospects/${ids.prospectId}`,
    body: () => ({ invite: true }),
  },
  {
    method: "PATCH",
    route: "/api/prospects/:id",
    url: (ids) => `/api/prospects/${ids.prospectId}`,
    body: () => ({ finalDisposition: "Meeting" }),
    label: "disposition",
  },
  {
    method: "POST",
    route: "/api/prospects/:id/reply",
    url: (ids) => `/api/prospects/${ids.prospectId}/reply`,
    body: () => ({ content: "Interested, call me" }),
  },
  // Scripts: the owner reads (200); a write answers the owner 403 (clients are read-only).
  {
    method: "GET",
    route: "/api/campaigns/:id/scripts",
    url: (ids) => `/api/campaigns/${ids.campaignId}/scripts`,
  },
  {
    method: "PUT",
    route: "/api/campaigns/:id/scripts",
    url: (ids) => `/api/campaigns/${ids.campaignId}/scripts`,
    body: () => ({ invite: "Hi {{FirstName}}, good to meet you." }),
  },
  {
    method: "GET",
    route: "/api/campaigns/:id/cadence",
    url: (ids) => `/api/campaigns/${ids.campaignId}/cadence`,
  },
  {
    method: "PUT",
    route: "/api/campaigns/:id/cadence",
    url: (ids) => `/api/campaigns/${ids.campaignId}/cadence`,
    body: () => ({ acceptanceWindowDays: 14 }),
  },
  {
    method: "GET",
    route: "/api/campaigns/:id/budget",
    url: (ids) => `/api/campaigns/${ids.campaignId}/budget`,
  },
  // The weekly digest: a client reads its own company's settings; writes and previews are staff-only.
  {
    method: "GET",
    route: "/api/campaigns/:id/digest",
    url: (ids) => `/api/campaigns/${ids.campaignId}/digest`,
  },
  {
    method: "PUT",
    route: "/api/campaigns/:id/digest",
    url: (ids) => `/api/campaigns/${ids.campaignId}/digest`,
    body: () => ({ weekday: 2, hour: 8, extraRecipients: [] }),
  },
  {
    method: "POST",
    route: "/api/campaigns/:id/digest/preview",
    url: (ids) => `/api/campaigns/${ids.campaignId}/digest/preview`,
  },
  // Share links are staff-only: no client lists, makes or revokes one, for its own campaign or another's;
  // a link is reached only under its own company's campaign.
  {
    method: "GET",
    route: "/api/campaigns/:id/share-links",
    url: (ids) => `/api/campaigns/${ids.campaignId}/share-links`,
    async check(app, { a, b }) {
      for (const campaignId of [a.ids.campaignId, b.ids.campaignId]) {
        const response = await authed(app, a.clientCookie).get(`/api/campaigns/${campaignId}/share-links`);
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual(errorBody(403, "This is available to agency staff only."));
      }
    },
  },
  {
    method: "POST",
    route: "/api/campaigns/:id/share-links",
    url: (ids) => `/api/campaigns/${ids.campaignId}/share-links`,
    body: () => ({ label: "Sweep" }),
    async check(app, { a, b }) {
      for (const campaignId of [a.ids.campaignId, b.ids.campaignId]) {
        const response = await authed(app, a.clientCookie).post(
          `/api/campaigns/${campaignId}/share-links`,
          {},
        );
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual(errorBody(403, "This is available to agency staff only."));
      }
    },
  },
  {
    method: "POST",
    route: "/api/campaigns/:id/share-links/:linkId/revoke",
    url: (ids) => `/api/campaigns/${ids.campaignId}/share-links/${ids.campaignId}/revoke`,
    async check(app, { a, b, sdr }) {
      const staff = authed(app, sdr.cookie);
      const created = await staff.post(`/api/campaigns/${b.ids.campaignId}/share-links`, { label: "B" });
      expect(created.statusCode).toBe(201);
      const linkId = (created.json() as { link: { id: string } }).link.id;
      for (const campaignId of [a.ids.campaignId, b.ids.campaignId]) {
        const response = await authed(app, a.clientCookie).post(
          `/api/campaigns/${campaignId}/share-links/${linkId}/revoke`,
        );
        expect(response.statusCode).toBe(403);
      }
      // B's link is not reached under A's campaign, even by agency staff.
      const crossed = await staff.post(`/api/campaigns/${a.ids.campaignId}/share-links/${linkId}/revoke`);
      expect(crossed.statusCode).toBe(404);
      const listed = await staff.get(`/api/campaigns/${b.ids.campaignId}/share-links`);
      expect(listed.json()).toContainEqual(expect.objectContaining({ id: linkId, status: "active" }));
      expect((await staff.get(`/api/campaigns/${a.ids.campaignId}/share-links`)).body).not.toContain(linkId);
    },
  },
  // Bulk changes are staff-only; agency staff naming company B's prospects under A's campaign get 404.
  {
    method: "POST",
    route: "/api/campaigns/:id/prospects",
    url: (ids) => `/api/campaigns/${ids.campaignId}/prospects`,
    body: () => ({
      firstName: "Tenant",
      lastName: "Probe",
      jobTitle: "Buyer",
      company: "Probe Co",
      linkedinUrl: "https://www.linkedin.com/in/tenant-probe",
    }),
    async check(app, { a, b }) {
      for (const campaignId of [a.ids.campaignId, b.ids.campaignId]) {
        const response = await authed(app, a.clientCookie).post(`/api/campaigns/${campaignId}/prospects`, {});
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual(errorBody(403, "This is available to agency staff only."));
      }
    },
  },
  {
    method: "POST",
    route: "/api/campaigns/:id/prospects/bulk",
    url: (ids) => `/api/campaigns/${ids.campaignId}/prospects/bulk`,
    body: (ids) => ({ ids: [ids.prospectId], change: { field: "sequenceTag", value: "Soft No" } }),
    async check(app, { a, b, sdr }) {
      const body = { ids: [b.ids.prospectId], change: { field: "sequenceTag", value: "Soft No" } };
      for (const campaignId of [a.ids.campaignId, b.ids.campaignId]) {
        const response = await authed(app, a.clientCookie).post(
          `/api/campaigns/${campaignId}/prospects/bulk`,
          body,
        );
        expect(response.statusCode).toBe(403);
      }
      const crossed = await authed(app, sdr.cookie).post(
        `/api/campaigns/${a.ids.campaignId}/prospects/bulk`,
        body,
      );
      expect(crossed.statusCode).toBe(404);
    },
  },
  {
    method: "POST",
    route: "/api/campaigns/:id/prospects/bulk/:changeId/undo",
    url: (ids) => `/api/campaigns/${ids.campaignId}/prospects/bulk/${ids.campaignId}/undo`,
    async check(app, { a, b }) {
      for (const campaignId of [a.ids.campaignId, b.ids.campaignId]) {
        const response = await authed(app, a.clientCookie).post(
          `/api/campaigns/${campaignId}/prospects/bulk/${campaignId}/undo`,
        );
        expect(response.statusCode).toBe(403);
      }
    },
  },
  // The Today queue's skip and withdraw are staff-only: no client marks a prospect, its own or another's.
  {
    method: "POST",
    route: "/api/prospects/:id/queue-marks",
    url: (ids) => `/api/prospects/${ids.prospectId}/queue-marks`,
    body: () => ({ action: "withdrawn", step: "withdraw" }),
    async check(app, { a, b }) {
      for (const prospectId of [a.ids.prospectId, b.ids.prospectId]) {
        const response = await authed(app, a.clientCookie).post(`/api/prospects/${prospectId}/queue-marks`, {
          action: "withdrawn",
          step: "withdraw",
        });
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual(errorBody(403, "This is available to agency staff only."));
      }
    },
  },
  // Conversations: the list is filtered by campaign; the rest are reached through a prospect or a conversation.
  {
    method: "GET",
    route: "/api/prospect-conversations",
    url: (ids) => `/api/prospect-conversations?campaignId=${ids.campaignId}`,
  },
  {
    method: "GET",
    route: "/api/prospect-conversations",
    url: () => "/api/prospect-conversations",
    label: "without campaignId: the client's own only",
    async check(app, { a, b }) {
      const response = await authed(app, a.clientCookie).get("/api/prospect-conversations");
      expect(response.statusCode).toBe(200);
      expect(response.json().map((row: { id: string }) => row.id)).toEqual([a.ids.conversationId]);
      expect(response.body).not.toContain(b.ids.conversationId);
      expect(response.body).not.toContain(b.ids.prospectId);
    },
  },
  {
    method: "POST",
    route: "/api/prospect-conversations",
    url: () => "/api/prospect-conversations",
    body: (ids) => ({ prospectId: ids.prospectId, status: "replied" }),
  },
  {
    method: "GET",
    route: "/api/prospect-conversations/:id/messages",
    url: (ids) => `/api/prospect-conversations/${ids.conversationId}/messages`,
  },
  {
    method: "POST",
    route: "/api/prospect-conversations/:id/messages",
    url: (ids) => `/api/prospect-conversations/${ids.conversationId}/messages`,
    body: () => ({ content: "Hello", sender: "sdr", messageType: "sdr_reply" }),
  },
  // The do-not-contact list: a client reads and adds its own company's entries (a client write on
  // purpose); another company's campaign or prospect is 404. Last, as it suppresses B's prospect.
  {
    method: "GET",
    route: "/api/suppressions",
    url: (ids) => `/api/suppressions?campaignId=${ids.campaignId}`,
  },
  {
    method: "POST",
    route: "/api/suppressions",
    url: () => "/api/suppressions",
    body: (ids) => ({
      kind: "domain",
      value: "tenancy.example",
      campaignId: ids.campaignId,
      reason: "customer",
    }),
  },
  {
    method: "POST",
    route: "/api/prospects/:id/do-not-contact",
    url: (ids) => `/api/prospects/${ids.prospectId}/do-not-contact`,
    body: () => ({ reason: "objected" }),
  },
  // A campaign's seat safety: the client reads its own.
  {
    method: "GET",
    route: "/api/campaigns/:id/seat-safety",
    url: (ids) => `/api/campaigns/${ids.campaignId}/seat-safety`,
  },
  // Seats and their imports are staff-only: no client reaches them, its own campaign's seat or another's.
  ...(
    [
      ["GET", "/api/seats/:id", (ids: TenantIds) => `/api/seats/${ids.seatId}`],
      ["PATCH", "/api/seats/:id", (ids: TenantIds) => `/api/seats/${ids.seatId}`],
      ["POST", "/api/seats/:id/imports", (ids: TenantIds) => `/api/seats/${ids.seatId}/imports`],
      [
        "GET",
        "/api/seats/:id/imports/:importId",
        (ids: TenantIds) => `/api/seats/${ids.seatId}/imports/${UNKNOWN_IMPORT}`,
      ],
      [
        "POST",
        "/api/seats/:id/imports/:importId/undo",
        (ids: TenantIds) => `/api/seats/${ids.seatId}/imports/${UNKNOWN_IMPORT}/undo`,
      ],
      [
        "GET",
        "/api/seats/:id/imports/:importId/report.csv",
        (ids: TenantIds) => `/api/seats/${ids.seatId}/imports/${UNKNOWN_IMPORT}/report.csv`,
      ],
    ] as const
  ).map(
    ([method, route, url]): TenancyCase => ({
      method,
      route,
      url,
      body: method === "PATCH" ? () => ({ name: "Taken over" }) : undefined,
      async check(app, { a, b }) {
        for (const ids of [a.ids, b.ids]) {
          const response = await authed(app, a.clientCookie).request(method, url(ids), this.body?.(ids));
          expect(response.statusCode, response.body).toBe(403);
          expect(response.json()).toEqual(errorBody(403, "This is available to agency staff only."));
        }
      },
    }),
  ),
  // Pool assignment is staff-only: no client reaches it, for its own campaign or another's.
  {
    method: "POST",
    route: "/api/pool-prospects/assign",
    url: () => "/api/pool-prospects/assign",
    body: (ids) => ({ campaignId: ids.campaignId, prospectIds: [ids.prospectId] }),
    async check(app, { a, b }) {
      for (const campaignId of [a.ids.campaignId, b.ids.campaignId]) {
        const response = await authed(app, a.clientCookie).post("/api/pool-prospects/assign", {
          campaignId,
          prospectIds: [a.ids.prospectId],
        });
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual(errorBody(403, "This is available to agency staff only."));
      }
    },
  },
];

const routeKey = (testCase: TenancyCase) => `${testCase.method} ${testCase.route}`;
const caseName = (testCase: TenancyCase) =>
  testCase.label ? `${routeKey(testCase)} (${testCase.label})` : routeKey(testCase);

const call = (app: FastifyInstance, cookie: string, testCase: TenancyCase, ids: TenantIds) =>
  authed(app, cookie).request(testCase.method, testCase.url(ids), testCase.body?.(ids));

const { t, tenancy } = tenancySuite();

describe("tenancy: a client never reaches another company's campaign", () => {
  it("the fixture gives each company its own campaign and client", () => {
    expect(tenancy.a.ids.companyId).not.toBe(tenancy.b.ids.companyId);
    expect(tenancy.a.ids.campaignId).not.toBe(tenancy.b.ids.campaignId);
    expect(tenancy.a.clientCookie).not.toBe(tenancy.b.clientCookie);
  });

  it.each(campaignScopedRoutes.map((testCase) => [caseName(testCase), testCase] as const))(
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

  it("covers every scoped route (one that reaches a campaign, prospect or conversation)", () => {
    const covered = new Set(campaignScopedRoutes.map(routeKey));
    const scoped = t.app.registeredRoutes.filter((route) => isScopeRule(route.access));
    expect(scoped.length).toBeGreaterThan(10);
    const missing = scoped
      .map((route) => `${route.method} ${route.url}`)
      .filter((route) => !covered.has(route));
    expect(missing, "add these routes to campaignScopedRoutes").toEqual([]);
  });

  it("lists only routes that exist", () => {
    const registered = new Set(t.app.registeredRoutes.map((route) => `${route.method} ${route.url}`));
    for (const testCase of campaignScopedRoutes) expect(registered).toContain(routeKey(testCase));
  });
});

/**
 * The same sweep with an SDR as the attacker: a member of staff in the SDR role whose matrix row names
 * company A only reaches nothing of company B's (404, as for a client), and reaches A's.
 */
describe("tenancy: an SDR never reaches a campaign they do not work", () => {
  const sdrOfA = { cookie: "" };
  beforeAll(async () => {
    const sdr = await createSdrUser(t.db, { role: "sdr" });
    await t.db.insert(connections).values({ companyId: tenancy.a.ids.companyId, sdrId: sdr.sdrId });
    sdrOfA.cookie = await login(t.app, sdr.email, sdr.password, "sdr");
  });
  const attacked = campaignScopedRoutes.filter(
    (testCase) => testCase.route !== "/api/auth/me" && !testCase.label,
  );

  it.each(attacked.map((testCase) => [caseName(testCase), testCase] as const))(
    "%s",
    async (_route, testCase) => {
      const registered = t.app.registeredRoutes.find(
        (route) => `${route.method} ${route.url}` === routeKey(testCase),
      );
      const managersOnly = registered && staffRoleNeeded(registered.access ?? "sdr") === "manager";
      const foreign = await call(t.app, sdrOfA.cookie, testCase, tenancy.b.ids);
      if (managersOnly) {
        expect(foreign.statusCode, foreign.body).toBe(403);
        expect(foreign.json()).toEqual(errorBody(403, MANAGERS_ONLY));
        return;
      }
      expect(foreign.statusCode, foreign.body).toBe(404);
      expect(foreign.body).not.toContain(tenancy.b.companyName);
      // Routes with a check of their own make up their second id: only the plain ones prove the URL.
      if (testCase.check) return;
      const own = await call(t.app, sdrOfA.cookie, testCase, tenancy.a.ids);
      expect(own.statusCode, own.body).not.toBe(404);
      expect(own.statusCode, own.body).not.toBe(403);
    },
  );

  it("lists only the worked campaign's conversations without a campaignId", async () => {
    const response = await authed(t.app, sdrOfA.cookie).get("/api/prospect-conversations");
    expect(response.statusCode).toBe(200);
    // Exactly what the owner sees for A's campaign alone (the sweep above may have hidden some).
    const ownersViewOfA = await authed(t.app, tenancy.sdr.cookie).get(
      `/api/prospect-conversations?campaignId=${tenancy.a.ids.campaignId}`,
    );
    expect(response.json()).toEqual(ownersViewOfA.json());
    expect(response.body).not.toContain(tenancy.b.ids.conversationId);
    const ownersViewOfAll = await authed(t.app, tenancy.sdr.cookie).get("/api/prospect-conversations");
    expect(ownersViewOfAll.body).toContain(tenancy.b.ids.conversationId);
  });
});

/**
 * The management routes are SDR-only rather than campaign-scoped, so they are not in the table above:
 * a client gets 403 from every one of them, whichever company's ids it sends, and nothing of company B
 * shows in client A's answers, even once B's campaign is launched and active.
 */
describe("tenancy: management routes never show a client another company's data", () => {
  let bIds: ManagementIds;
  beforeAll(async () => {
    const sdrApi = authed(t.app, tenancy.sdr.cookie);
    const [sdr] = (await listRows<{ id: string; email: string }>(sdrApi, SDRS)).filter(
      (row) => row.email === tenancy.sdr.email,
    );
    const scheduler = await createRow<{ id: string }>(sdrApi, SCHEDULERS, { name: "B's scheduler" });
    const connection = await createRow<{ id: string }>(sdrApi, MATRIX, {
      companyId: tenancy.b.ids.companyId,
      sdrId: sdr?.id,
      schedulerId: scheduler.id,
    });
    expect((await sdrApi.post(`${MATRIX}/${connection.id}/launch`)).statusCode).toBe(200);
    bIds = {
      sdr: sdr?.id ?? "",
      client: tenancy.b.ids.companyId,
      scheduler: scheduler.id,
      connection: connection.id,
    };
  });

  it.each(MANAGEMENT_ROUTE_CASES)("%s: 403 for client A with company B's ids", async (_route, testCase) => {
    const response = await authed(t.app, tenancy.a.clientCookie).request(
      testCase.method,
      testCase.url(bIds),
      testCase.body,
    );
    expect(response.statusCode, response.body).toBe(403);
    expect(response.json()).toEqual(errorBody(403, "This is available to agency staff only."));
    for (const secret of [tenancy.b.ids.campaignId, tenancy.b.companyName, tenancy.b.clientEmail]) {
      expect(response.body).not.toContain(secret);
    }
  });

  it("company B stays as the manager left it after client A's attempts", async () => {
    const sdrApi = authed(t.app, tenancy.sdr.cookie);
    const [company] = (await listRows<{ id: string; status: string }>(sdrApi, CLIENTS)).filter(
      (row) => row.id === tenancy.b.ids.companyId,
    );
    expect(company?.status).toBe("Active");
    const [connection] = (await listRows<{ id: string; status: string }>(sdrApi, MATRIX)).filter(
      (row) => row.id === bIds.connection,
    );
    expect(connection?.status).toBe("Active");
    expect((await sdrApi.get(ACTIVE_CAMPAIGNS)).json()).toContainEqual({
      id: tenancy.b.ids.campaignId,
      companyName: tenancy.b.companyName,
    });
  });

  it("client A's /api/auth/me shows A's campaign only, while B's is active", async () => {
    const response = await authed(t.app, tenancy.a.clientCookie).get("/api/auth/me");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      type: "client",
      companyName: tenancy.a.companyName,
      campaignId: tenancy.a.ids.campaignId,
    });
    expect(response.body).not.toContain(tenancy.b.ids.campaignId);
    expect(response.body).not.toContain(tenancy.b.companyName);
  });
});
