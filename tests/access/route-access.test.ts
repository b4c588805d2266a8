import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import {
  describeAccess,
  isValidAccess,
  type RegisteredRoute,
  trackRouteAccess,
} from "../../src/server/http/access.js";
import { testAppSuite } from "../helpers/test-app.js";

const t = testAppSuite();

describe("route access declarations", () => {
  it("every registered route declares one of the access levels", () => {
    const undeclared = t.app.registeredRoutes.filter((route) => !isValidAccess(route.access));
    expect(undeclared).toEqual([]);
    expect(t.app.registeredRoutes.length).toBeGreaterThan(5);
  });

  // A change here is a change of who may call what: review it as a permission change.
  it("matches the reviewed list of routes and their access", () => {
    const lines = t.app.registeredRoutes
      .map((route) => `${route.method} ${route.url} -> ${describeAccess(route.access)}`)
      .sort();
    expect(lines).toMatchInlineSnapshot(`
      [
        "DELETE /api/connection-matrix/:id -> sdr",
        "DELETE /api/management-clients/:id -> sdr",
        "DELETE /api/management-clients/:id/invitation -> sdr",
        "DELETE /api/management-schedulers/:id -> sdr",
        "DELETE /api/management-sdrs/:id -> sdr",
        "DELETE /api/management-sdrs/:id/invitation -> sdr",
        "DELETE /api/suppressions/:id -> sdr",
        "GET /* -> public",
        "GET /api/activity -> sdr",
        "GET /api/auth/me -> user",
        "GET /api/campaigns/:id/activity -> campaign params.id",
        "GET /api/campaigns/:id/bad-data-count -> campaign params.id",
        "GET /api/campaigns/:id/budget -> campaign params.id",
        "GET /api/campaigns/:id/cadence -> campaign params.id",
        "GET /api/campaigns/:id/digest -> campaign params.id",
        "GET /api/campaigns/:id/metrics -> campaign params.id",
        "GET /api/campaigns/:id/metrics/export -> campaign params.id",
        "GET /api/campaigns/:id/prospects -> campaign params.id",
        "GET /api/campaigns/:id/prospects/export -> campaign params.id",
        "GET /api/campaigns/:id/scripts -> campaign params.id",
        "GET /api/campaigns/:id/share-links -> campaign params.id sdr",
        "GET /api/campaigns/active -> sdr",
        "GET /api/connection-matrix -> sdr",
        "GET /api/demo/data -> public",
        "GET /api/digest/unsubscribe -> public",
        "GET /api/download-template/prospect -> sdr",
        "GET /api/events -> user",
        "GET /api/health -> public",
        "GET /api/import-batches -> sdr",
        "GET /api/import-batches/:id/errors.csv -> sdr",
        "GET /api/management-clients -> sdr",
        "GET /api/management-schedulers -> sdr",
        "GET /api/management-sdrs -> sdr",
        "GET /api/metrics -> sdr",
        "GET /api/metrics/export -> sdr",
        "GET /api/pool-prospects -> sdr",
        "GET /api/privacy/log -> sdr",
        "GET /api/privacy/people -> sdr",
        "GET /api/privacy/requests -> sdr",
        "GET /api/privacy/requests/:id/export -> sdr",
        "GET /api/privacy/retention -> sdr",
        "GET /api/prospect-conversations -> campaign query.campaignId optional",
        "GET /api/prospect-conversations/:id/messages -> conversation params.id",
        "GET /api/public-config -> public",
        "GET /api/ready -> public",
        "GET /api/resources -> sdr",
        "GET /api/shared/:token -> public",
        "GET /api/subscriptions -> sdr",
        "GET /api/suppressions -> campaign query.campaignId optional",
        "GET /api/team-kpis -> sdr",
        "GET /api/team-kpis/export -> sdr",
        "GET /api/today -> sdr",
        "GET /checkout/test/:token -> public",
        "GET /metrics -> public",
        "PATCH /api/auth/me -> user",
        "PATCH /api/connection-matrix/:id -> sdr",
        "PATCH /api/management-clients/:id -> sdr",
        "PATCH /api/management-schedulers/:id -> sdr",
        "PATCH /api/management-sdrs/:id -> sdr",
        "PATCH /api/prospects/:id -> prospect params.id write",
        "POST /api/analyze-csv -> sdr",
        "POST /api/auth/change-password -> user",
        "POST /api/auth/forgot-password -> public",
        "POST /api/auth/login -> public",
        "POST /api/auth/logout -> public",
        "POST /api/auth/register -> public",
        "POST /api/auth/resend-verification -> user",
        "POST /api/auth/reset-password -> public",
        "POST /api/auth/verify-email -> public",
        "POST /api/campaigns/:id/digest/preview -> campaign params.id write",
        "POST /api/campaigns/:id/share-links -> campaign params.id write sdr",
        "POST /api/campaigns/:id/share-links/:linkId/revoke -> campaign params.id write sdr",
        "POST /api/connection-matrix -> sdr",
        "POST /api/connection-matrix/:id/launch -> sdr",
        "POST /api/connection-matrix/:id/restore -> sdr",
        "POST /api/create-checkout-session -> public",
        "POST /api/demo/session -> public",
        "POST /api/digest/unsubscribe -> public",
        "POST /api/flag-bad-data -> prospect body.prospectId write",
        "POST /api/import-batches/:id/undo -> sdr",
        "POST /api/import-with-mapping -> sdr",
        "POST /api/invitations/accept -> public",
        "POST /api/invitations/preview -> public",
        "POST /api/management-clients -> sdr",
        "POST /api/management-clients/:id/invitation -> sdr",
        "POST /api/management-clients/:id/restore -> sdr",
        "POST /api/management-schedulers -> sdr",
        "POST /api/management-schedulers/:id/restore -> sdr",
        "POST /api/management-sdrs -> sdr",
        "POST /api/management-sdrs/:id/invitation -> sdr",
        "POST /api/management-sdrs/:id/restore -> sdr",
        "POST /api/onboarding-submit -> public",
        "POST /api/pool-prospects/assign -> campaign body.campaignId write sdr",
        "POST /api/privacy/requests -> sdr",
        "POST /api/privacy/requests/:id/erase -> sdr",
        "POST /api/prospect-conversations -> prospect body.prospectId write",
        "POST /api/prospect-conversations/:id/messages -> conversation params.id write",
        "POST /api/prospects/:id/do-not-contact -> prospect params.id",
        "POST /api/prospects/:id/queue-marks -> prospect params.id write sdr",
        "POST /api/prospects/:id/reply -> prospect params.id write",
        "POST /api/stripe/webhook -> public",
        "POST /api/subscriptions/:id/cancel -> sdr",
        "POST /api/suppressions -> campaign body.campaignId optional",
        "POST /api/suppressions/import -> user",
        "POST /checkout/test/:token/cancel -> public",
        "POST /checkout/test/:token/pay -> public",
        "PUT /api/campaigns/:id/cadence -> campaign params.id write",
        "PUT /api/campaigns/:id/digest -> campaign params.id write",
        "PUT /api/campaigns/:id/scripts -> campaign params.id write",
        "PUT /api/privacy/retention/:id -> sdr",
        "PUT /api/resources -> sdr",
      ]
    `);
  });

  it("refuses to register a route without config.access", () => {
    const app = Fastify();
    const registered: RegisteredRoute[] = [];
    trackRouteAccess(app, registered);
    expect(() => app.get("/api/undeclared", async () => ({}))).toThrow(
      "Route GET /api/undeclared must declare a valid config.access",
    );
    expect(() =>
      app.post("/api/made-up", { config: { access: "admin" as never } }, async () => ({})),
    ).toThrow("Route POST /api/made-up must declare a valid config.access");
    for (const access of [
      { prospect: "params.id", optional: true },
      { campaign: "cookies.id" },
      { campaign: "params.id", prospect: "params.id" },
    ]) {
      expect(() => app.get("/api/odd", { config: { access: access as never } }, async () => ({}))).toThrow(
        "Route GET /api/odd must declare a valid config.access",
      );
    }
    app.get("/api/declared", { config: { access: "user" } }, async () => ({}));
    expect(registered.at(-1)).toEqual({ method: "GET", url: "/api/declared", access: "user" });
  });

  it("refuses an undeclared route registered inside a plugin, so the app does not start", async () => {
    const app = Fastify();
    trackRouteAccess(app, []);
    const loading = app.register(async (plugin) => {
      plugin.delete("/api/things/:id", async () => ({}));
    });
    await expect(loading).rejects.toThrow("Route DELETE /api/things/:id must declare a valid config.access");
    await app.close();
  });
});
