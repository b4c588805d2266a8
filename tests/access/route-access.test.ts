import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import {
  describeAccess,
  describeKeyAccess,
  describeRoles,
  isValidAccess,
  type RegisteredRoute,
  trackRouteAccess,
} from "../../src/server/core/http/access.js";
import { testAppSuite } from "../helpers/test-app.js";

const t = testAppSuite();

describe("route access declarations", () => {
  it("every registered route declares one of the access levels", () => {
    const undeclared = t.app.registeredRoutes.filter((route) => !isValidAccess(route.access));
    expect(undeclared).toEqual([]);
    expect(t.app.registeredRoutes.length).toBeGreaterThan(5);
  });

  // A change here is a change of who may call what, signed in or with an API key: review it as a
  // permission change.
  it("matches the reviewed list of routes, their access, the roles they admit and what API keys may do there", () => {
    const lines = t.app.registeredRoutes
      .map(
        (route) =>
          `${route.method} ${route.url} -> ${describeAccess(route.access)} | roles: ${describeRoles(route.access)} | keys: ${describeKeyAccess(route)}`,
      )
      .sort();
    expect(lines).toMatchInlineSnapshot(`
      [
        "DELETE /api/api-keys/:id -> sdr | keys: none (session only)",
        "DELETE /api/calendly/companies/:companyId/signing-key -> sdr | keys: none (session only)",
        "DELETE /api/connection-matrix/:id -> sdr | keys: agency read-write",
        "DELETE /api/management-clients/:id -> sdr | keys: none (session only)",
        "DELETE /api/management-clients/:id/invitation -> sdr | keys: none (session only)",
        "DELETE /api/management-schedulers/:id -> sdr | keys: agency read-write",
        "DELETE /api/management-sdrs/:id -> sdr | keys: none (session only)",
        "DELETE /api/management-sdrs/:id/invitation -> sdr | keys: none (session only)",
        "DELETE /api/suppressions/:id -> sdr | keys: agency read-write",
        "DELETE /api/webhooks/:id -> sdr | keys: none (session only)",
        "GET /* -> public | keys: not needed (public)",
        "GET /api/activity -> sdr | keys: agency",
        "GET /api/api-keys -> sdr | keys: none (session only)",
        "GET /api/api-keys/audit -> sdr | keys: none (session only)",
        "GET /api/auth/me -> user | keys: agency, company",
        "GET /api/calendly/companies -> sdr | keys: none (session only)",
        "GET /api/calendly/companies/:companyId/bookings -> sdr | keys: none (session only)",
        "GET /api/campaigns/:id/activity -> campaign params.id | keys: agency, company",
        "GET /api/campaigns/:id/bad-data-count -> campaign params.id | keys: agency, company",
        "GET /api/campaigns/:id/budget -> campaign params.id | keys: agency, company",
        "GET /api/campaigns/:id/cadence -> campaign params.id | keys: agency, company",
        "GET /api/campaigns/:id/digest -> campaign params.id | keys: agency, company",
        "GET /api/campaigns/:id/metrics -> campaign params.id | keys: agency, company",
        "GET /api/campaigns/:id/metrics/export -> campaign params.id | keys: agency, company",
        "GET /api/campaigns/:id/prospects -> campaign params.id | keys: agency, company",
        "GET /api/campaigns/:id/prospects/export -> campaign params.id | keys: agency, company",
        "GET /api/campaigns/:id/scripts -> campaign params.id | keys: agency, company",
        "GET /api/campaigns/:id/share-links -> campaign params.id sdr | keys: agency",
        "GET /api/campaigns/active -> sdr | keys: agency",
        "GET /api/connection-matrix -> sdr | keys: agency",
        "GET /api/demo/data -> public | keys: not needed (public)",
        "GET /api/digest/unsubscribe -> public | keys: not needed (public)",
        "GET /api/docs -> public | keys: not needed (public)",
        "GET /api/docs/json -> public | keys: not needed (public)",
        "GET /api/docs/static/* -> public | keys: not needed (public)",
        "GET /api/docs/static/index.html -> public | keys: not needed (public)",
        "GET /api/docs/static/swagger-initializer.js -> public | keys: not needed (public)",
        "GET /api/docs/yaml -> public | keys: not needed (public)",
        "GET /api/download-template/prospect -> sdr | keys: agency",
        "GET /api/events -> user | keys: none (session only)",
        "GET /api/health -> public | keys: not needed (public)",
        "GET /api/import-batches -> sdr | keys: agency",
        "GET /api/import-batches/:id/errors.csv -> sdr | keys: agency",
        "GET /api/management-clients -> sdr | keys: agency",
        "GET /api/management-schedulers -> sdr | keys: agency",
        "GET /api/management-sdrs -> sdr | keys: agency",
        "GET /api/metrics -> sdr | keys: agency",
        "GET /api/metrics/export -> sdr | keys: agency",
        "GET /api/openapi.json -> public | keys: not needed (public)",
        "GET /api/pool-prospects -> sdr | keys: agency",
        "GET /api/privacy/log -> sdr | keys: agency",
        "GET /api/privacy/people -> sdr | keys: agency",
        "GET /api/privacy/requests -> sdr | keys: agency",
        "GET /api/privacy/requests/:id/export -> sdr | keys: agency",
        "GET /api/privacy/retention -> sdr | keys: agency",
        "GET /api/prospect-conversations -> campaign query.campaignId optional | keys: agency, company",
        "GET /api/prospect-conversations/:id/messages -> conversation params.id | keys: agency, company",
        "GET /api/public-config -> public | keys: not needed (public)",
        "GET /api/ready -> public | keys: not needed (public)",
        "GET /api/resources -> sdr | keys: agency",
        "GET /api/shared/:token -> public | keys: not needed (public)",
        "GET /api/subscriptions -> sdr | keys: agency",
        "GET /api/suppressions -> campaign query.campaignId optional | keys: agency, company",
        "GET /api/team-kpis -> sdr | keys: agency",
        "GET /api/team-kpis/export -> sdr | keys: agency",
        "GET /api/today -> sdr | keys: agency",
        "GET /api/webhooks -> sdr | keys: none (session only)",
        "GET /api/webhooks/:id/deliveries -> sdr | keys: none (session only)",
        "GET /checkout/test/:token -> public | keys: none (session only)",
        "GET /metrics -> public | keys: not needed (public)",
        "PATCH /api/auth/me -> user | keys: none (session only)",
        "PATCH /api/connection-matrix/:id -> sdr | keys: agency read-write",
        "PATCH /api/management-clients/:id -> sdr | keys: none (session only)",
        "PATCH /api/management-schedulers/:id -> sdr | keys: agency read-write",
        "PATCH /api/management-sdrs/:id -> sdr | keys: none (session only)",
        "PATCH /api/prospects/:id -> prospect params.id write | keys: agency read-write",
        "PATCH /api/webhooks/:id -> sdr | keys: none (session only)",
        "POST /api/analyze-csv -> sdr | keys: agency read-write",
        "POST /api/api-keys -> sdr | keys: none (session only)",
        "POST /api/auth/change-password -> user | keys: none (session only)",
        "POST /api/auth/forgot-password -> public | keys: none (session only)",
        "POST /api/auth/login -> public | keys: none (session only)",
        "POST /api/auth/logout -> public | keys: none (session only)",
        "POST /api/auth/register -> public | keys: none (session only)",
        "POST /api/auth/resend-verification -> user | keys: none (session only)",
        "POST /api/auth/reset-password -> public | keys: none (session only)",
        "POST /api/auth/sign-in-link -> public | keys: none (session only)",
        "POST /api/auth/verify-email -> public | keys: none (session only)",
        "POST /api/calendly/:companyId/webhook -> public | keys: not needed (public)",
        "POST /api/calendly/companies/:companyId/bookings/:bookingId/dismiss -> sdr | keys: none (session only)",
        "POST /api/calendly/companies/:companyId/bookings/:bookingId/match -> sdr | keys: none (session only)",
        "POST /api/campaigns/:id/digest/preview -> campaign params.id write | keys: agency read-write",
        "POST /api/campaigns/:id/prospects/bulk -> campaign params.id write sdr | keys: agency read-write",
        "POST /api/campaigns/:id/prospects/bulk/:changeId/undo -> campaign params.id write sdr | keys: agency read-write",
        "POST /api/campaigns/:id/share-links -> campaign params.id write sdr | keys: agency read-write",
        "POST /api/campaigns/:id/share-links/:linkId/revoke -> campaign params.id write sdr | keys: agency read-write",
        "POST /api/connection-matrix -> sdr | keys: agency read-write",
        "POST /api/connection-matrix/:id/launch -> sdr | keys: agency read-write",
        "POST /api/connection-matrix/:id/restore -> sdr | keys: agency read-write",
        "POST /api/create-checkout-session -> public | keys: none (session only)",
        "POST /api/demo/session -> public | keys: none (session only)",
        "POST /api/digest/unsubscribe -> public | keys: not needed (public)",
        "POST /api/flag-bad-data -> prospect body.prospectId write | keys: agency read-write",
        "POST /api/import-batches/:id/undo -> sdr | keys: agency read-write",
        "POST /api/import-with-mapping -> sdr | keys: agency read-write",
        "POST /api/invitations/accept -> public | keys: none (session only)",
        "POST /api/invitations/preview -> public | keys: none (session only)",
        "POST /api/management-clients -> sdr | keys: none (session only)",
        "POST /api/management-clients/:id/invitation -> sdr | keys: none (session only)",
        "POST /api/management-clients/:id/restore -> sdr | keys: none (session only)",
        "POST /api/management-schedulers -> sdr | keys: agency read-write",
        "POST /api/management-schedulers/:id/restore -> sdr | keys: agency read-write",
        "POST /api/management-sdrs -> sdr | keys: none (session only)",
        "POST /api/management-sdrs/:id/invitation -> sdr | keys: none (session only)",
        "POST /api/management-sdrs/:id/restore -> sdr | keys: none (session only)",
        "POST /api/onboarding-submit -> public | keys: none (session only)",
        "POST /api/pool-prospects/assign -> campaign body.campaignId write sdr | keys: agency read-write",
        "POST /api/privacy/requests -> sdr | keys: agency read-write",
        "POST /api/privacy/requests/:id/erase -> sdr | keys: agency read-write",
        "POST /api/prospect-conversations -> prospect body.prospectId write | keys: agency read-write",
        "POST /api/prospect-conversations/:id/messages -> conversation params.id write | keys: agency read-write",
        "POST /api/prospects/:id/do-not-contact -> prospect params.id | keys: agency read-write",
        "POST /api/prospects/:id/queue-marks -> prospect params.id write sdr | keys: agency read-write",
        "POST /api/prospects/:id/reply -> prospect params.id write | keys: agency read-write",
        "POST /api/stripe/webhook -> public | keys: not needed (public)",
        "POST /api/subscriptions/:id/cancel -> sdr | keys: none (session only)",
        "POST /api/suppressions -> campaign body.campaignId optional | keys: agency read-write",
        "POST /api/suppressions/import -> user | keys: agency read-write",
        "POST /api/webhooks -> sdr | keys: none (session only)",
        "POST /api/webhooks/:id/deliveries/:deliveryId/redeliver -> sdr | keys: none (session only)",
        "POST /api/webhooks/:id/rotate-secret -> sdr | keys: none (session only)",
        "POST /api/webhooks/:id/test -> sdr | keys: none (session only)",
        "POST /checkout/test/:token/cancel -> public | keys: none (session only)",
        "POST /checkout/test/:token/pay -> public | keys: none (session only)",
        "PUT /api/calendly/companies/:companyId/signing-key -> sdr | keys: none (session only)",
        "PUT /api/campaigns/:id/cadence -> campaign params.id write | keys: agency read-write",
        "PUT /api/campaigns/:id/digest -> campaign params.id write | keys: agency read-write",
        "PUT /api/campaigns/:id/scripts -> campaign params.id write | keys: agency read-write",
        "PUT /api/privacy/retention/:id -> sdr | keys: agency read-write",
        "PUT /api/resources -> sdr | keys: agency read-write",
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
    type Input = { params: { id: string }; cookies: { id: string } };
    for (const access of [
      { prospect: (input: Input) => input.params.id, optional: true },
      { campaign: (input: Input) => input.cookies.id },
      { campaign: (input: Input) => input.params.id, prospect: (input: Input) => input.params.id },
      { campaign: () => "always the same" },
      // The string form of earlier declarations: the id is read by a function of the validated input.
      { campaign: "params.id" },
    ]) {
      expect(() => app.get("/api/odd", { config: { access: access as never } }, async () => ({}))).toThrow(
        "Route GET /api/odd must declare a valid config.access",
      );
    }
    app.get("/api/declared", { config: { access: "user" } }, async () => ({}));
    expect(registered.at(-1)).toEqual({
      method: "GET",
      url: "/api/declared",
      access: "user",
      sessionOnly: false,
    });
    app.post("/api/own-only", { config: { access: "user", sessionOnly: true } }, async () => ({}));
    expect(registered.at(-1)).toMatchObject({ url: "/api/own-only", sessionOnly: true });
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
