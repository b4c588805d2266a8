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
  it("matches the reviewed list of routes, their access, the roles they admit, what API keys may do there and what the audit log records", () => {
    const lines = t.app.registeredRoutes
      .map(
        (route) =>
          `${route.method} ${route.url} -> ${describeAccess(route.access)}${route.stepUp ? " step-up" : ""} | roles: ${describeRoles(route.access)} | keys: ${describeKeyAccess(route)}${route.audit ? ` | audit: ${route.audit}` : ""}`,
      )
      .sort();
    expect(lines).toMatchInlineSnapshot(`
      [
        "DELETE /api/api-keys/:id -> manager | roles: owner, manager | keys: none (session only) | audit: api_key.revoked",
        "DELETE /api/auth/passkeys/:id -> sdr step-up | roles: owner, manager, sdr (own campaigns) | keys: none (session only) | audit: passkey.removed",
        "DELETE /api/auth/second-factor -> sdr step-up | roles: owner, manager, sdr (own campaigns) | keys: none (session only) | audit: second_factor.disabled",
        "DELETE /api/calendly/companies/:companyId/signing-key -> manager | roles: owner, manager | keys: none (session only) | audit: calendly.key_removed",
        "DELETE /api/connection-matrix/:id -> manager | roles: owner, manager | keys: agency read-write | audit: connection.archived",
        "DELETE /api/management-clients/:id -> manager | roles: owner, manager | keys: none (session only) | audit: client.archived",
        "DELETE /api/management-clients/:id/invitation -> manager | roles: owner, manager | keys: none (session only) | audit: client.invitation_revoked",
        "DELETE /api/management-clients/:id/logins/:loginId -> manager | roles: owner, manager | keys: none (session only) | audit: client.login_removed",
        "DELETE /api/management-schedulers/:id -> manager | roles: owner, manager | keys: agency read-write",
        "DELETE /api/management-sdrs/:id -> manager | roles: owner, manager | keys: none (session only) | audit: staff.archived",
        "DELETE /api/management-sdrs/:id/invitation -> manager | roles: owner, manager | keys: none (session only) | audit: staff.invitation_revoked",
        "DELETE /api/management-sdrs/:id/second-factor -> owner step-up | roles: owner | keys: none (session only) | audit: second_factor.reset",
        "DELETE /api/side-panel/connection -> sdr | roles: owner, manager, sdr (own campaigns) | keys: none (session or side panel only)",
        "DELETE /api/side-panel/connections/:id -> sdr | roles: owner, manager, sdr (own campaigns) | keys: none (session only) | audit: side_panel.revoked",
        "DELETE /api/suppressions/:id -> manager | roles: owner, manager | keys: agency read-write",
        "DELETE /api/webhooks/:id -> manager | roles: owner, manager | keys: none (session only) | audit: webhook.deleted",
        "GET /* -> public | roles: anyone | keys: not needed (public)",
        "GET /api/activity -> manager | roles: owner, manager | keys: agency",
        "GET /api/agency/security -> owner | roles: owner | keys: none (session only)",
        "GET /api/api-keys -> manager | roles: owner, manager | keys: none (session only)",
        "GET /api/api-keys/audit -> manager | roles: owner, manager | keys: none (session only)",
        "GET /api/audit -> manager | roles: owner, manager | keys: agency",
        "GET /api/audit/export -> manager | roles: owner, manager | keys: agency | audit: export",
        "GET /api/auth/me -> user | roles: owner, manager, sdr, client | keys: agency, company",
        "GET /api/auth/passkeys -> sdr | roles: owner, manager, sdr (own campaigns) | keys: none (session only)",
        "GET /api/auth/second-factor -> sdr | roles: owner, manager, sdr (own campaigns) | keys: none (session only)",
        "GET /api/calendly/companies -> manager | roles: owner, manager | keys: none (session only)",
        "GET /api/calendly/companies/:companyId/bookings -> manager | roles: owner, manager | keys: none (session only)",
        "GET /api/campaigns/:id/activity -> campaign params.id | roles: owner, manager, sdr (own campaigns), client (own company) | keys: agency, company",
        "GET /api/campaigns/:id/bad-data-count -> campaign params.id | roles: owner, manager, sdr (own campaigns), client (own company) | keys: agency, company",
        "GET /api/campaigns/:id/budget -> campaign params.id | roles: owner, manager, sdr (own campaigns), client (own company) | keys: agency, company",
        "GET /api/campaigns/:id/cadence -> campaign params.id | roles: owner, manager, sdr (own campaigns), client (own company) | keys: agency, company",
        "GET /api/campaigns/:id/digest -> campaign params.id | roles: owner, manager, sdr (own campaigns), client (own company) | keys: agency, company",
        "GET /api/campaigns/:id/metrics -> campaign params.id | roles: owner, manager, sdr (own campaigns), client (own company) | keys: agency, company",
        "GET /api/campaigns/:id/metrics/export -> campaign params.id | roles: owner, manager, sdr (own campaigns), client (own company) | keys: agency, company | audit: export",
        "GET /api/campaigns/:id/prospects -> campaign params.id | roles: owner, manager, sdr (own campaigns), client (own company) | keys: agency, company",
        "GET /api/campaigns/:id/prospects/export -> campaign params.id | roles: owner, manager, sdr (own campaigns), client (own company) | keys: agency, company | audit: export",
        "GET /api/campaigns/:id/scripts -> campaign params.id | roles: owner, manager, sdr (own campaigns), client (own company) | keys: agency, company",
        "GET /api/campaigns/:id/seat-safety -> campaign params.id | roles: owner, manager, sdr (own campaigns), client (own company) | keys: agency, company",
        "GET /api/campaigns/:id/share-links -> campaign params.id staff:sdr | roles: owner, manager, sdr (own campaigns) | keys: agency",
        "GET /api/campaigns/active -> sdr | roles: owner, manager, sdr (own campaigns) | keys: agency",
        "GET /api/connection-matrix -> manager | roles: owner, manager | keys: agency",
        "GET /api/demo/data -> public | roles: anyone | keys: not needed (public)",
        "GET /api/digest/unsubscribe -> public | roles: anyone | keys: not needed (public)",
        "GET /api/docs -> public | roles: anyone | keys: not needed (public)",
        "GET /api/docs/json -> public | roles: anyone | keys: not needed (public)",
        "GET /api/docs/static/* -> public | roles: anyone | keys: not needed (public)",
        "GET /api/docs/static/index.html -> public | roles: anyone | keys: not needed (public)",
        "GET /api/docs/static/swagger-initializer.js -> public | roles: anyone | keys: not needed (public)",
        "GET /api/docs/yaml -> public | roles: anyone | keys: not needed (public)",
        "GET /api/download-template/prospect -> sdr | roles: owner, manager, sdr (own campaigns) | keys: agency",
        "GET /api/events -> user | roles: owner, manager, sdr, client | keys: none (session or side panel only)",
        "GET /api/health -> public | roles: anyone | keys: not needed (public)",
        "GET /api/import-batches -> sdr | roles: owner, manager, sdr (own campaigns) | keys: agency",
        "GET /api/import-batches/:id/errors.csv -> sdr | roles: owner, manager, sdr (own campaigns) | keys: agency",
        "GET /api/management-clients -> manager | roles: owner, manager | keys: agency",
        "GET /api/management-clients/:id/logins -> manager | roles: owner, manager | keys: none (session only)",
        "GET /api/management-schedulers -> manager | roles: owner, manager | keys: agency",
        "GET /api/management-sdrs -> manager | roles: owner, manager | keys: agency",
        "GET /api/metrics -> manager | roles: owner, manager | keys: agency",
        "GET /api/metrics/export -> manager | roles: owner, manager | keys: agency | audit: export",
        "GET /api/openapi.json -> public | roles: anyone | keys: not needed (public)",
        "GET /api/pool-prospects -> manager | roles: owner, manager | keys: agency",
        "GET /api/privacy/log -> manager | roles: owner, manager | keys: agency",
        "GET /api/privacy/people -> manager | roles: owner, manager | keys: agency",
        "GET /api/privacy/requests -> manager | roles: owner, manager | keys: agency",
        "GET /api/privacy/requests/:id/export -> manager | roles: owner, manager | keys: agency | audit: export",
        "GET /api/privacy/retention -> manager | roles: owner, manager | keys: agency",
        "GET /api/prospect-conversations -> campaign query.campaignId optional | roles: owner, manager, sdr (own campaigns), client (own company) | keys: agency, company",
        "GET /api/prospect-conversations/:id/messages -> conversation params.id | roles: owner, manager, sdr (own campaigns), client (own company) | keys: agency, company",
        "GET /api/public-config -> public | roles: anyone | keys: not needed (public)",
        "GET /api/ready -> public | roles: anyone | keys: not needed (public)",
        "GET /api/resources -> sdr | roles: owner, manager, sdr (own campaigns) | keys: agency",
        "GET /api/seat-alerts -> manager | roles: owner, manager | keys: agency",
        "GET /api/seats -> sdr | roles: owner, manager, sdr (own campaigns) | keys: agency",
        "GET /api/seats/:id -> seat params.id staff:sdr | roles: owner, manager, sdr (own campaigns) | keys: agency",
        "GET /api/seats/:id/imports/:importId -> seat params.id staff:sdr | roles: owner, manager, sdr (own campaigns) | keys: agency",
        "GET /api/seats/:id/imports/:importId/report.csv -> seat params.id staff:sdr | roles: owner, manager, sdr (own campaigns) | keys: agency",
        "GET /api/shared/:token -> public | roles: anyone | keys: not needed (public)",
        "GET /api/side-panel/connections -> sdr | roles: owner, manager, sdr (own campaigns) | keys: none (session only)",
        "GET /api/side-panel/lookup -> sdr | roles: owner, manager, sdr (own campaigns) | keys: agency",
        "GET /api/subscriptions -> manager | roles: owner, manager | keys: agency",
        "GET /api/suppressions -> campaign query.campaignId optional | roles: owner, manager, sdr (own campaigns), client (own company) | keys: agency, company",
        "GET /api/team-kpis -> manager | roles: owner, manager | keys: agency",
        "GET /api/team-kpis/export -> manager | roles: owner, manager | keys: agency | audit: export",
        "GET /api/today -> sdr | roles: owner, manager, sdr (own campaigns) | keys: agency",
        "GET /api/webhooks -> manager | roles: owner, manager | keys: none (session only)",
        "GET /api/webhooks/:id/deliveries -> manager | roles: owner, manager | keys: none (session only)",
        "GET /checkout/test/:token -> public | roles: anyone | keys: none (session only)",
        "GET /downloads/outreach-desk-side-panel.zip -> sdr | roles: owner, manager, sdr (own campaigns) | keys: agency",
        "GET /metrics -> public | roles: anyone | keys: not needed (public)",
        "PATCH /api/auth/me -> user | roles: owner, manager, sdr, client | keys: none (session only) | audit: profile.changed",
        "PATCH /api/connection-matrix/:id -> manager | roles: owner, manager | keys: agency read-write | audit: connection.changed",
        "PATCH /api/management-clients/:id -> manager | roles: owner, manager | keys: none (session only) | audit: client.changed",
        "PATCH /api/management-schedulers/:id -> manager | roles: owner, manager | keys: agency read-write",
        "PATCH /api/management-sdrs/:id -> manager step-up | roles: owner, manager | keys: none (session only) | audit: staff.changed",
        "PATCH /api/prospects/:id -> prospect params.id write | roles: owner, manager, sdr (own campaigns) | keys: agency read-write",
        "PATCH /api/seats/:id -> seat params.id staff:manager | roles: owner, manager | keys: agency read-write | audit: seat.changed",
        "PATCH /api/webhooks/:id -> manager step-up | roles: owner, manager | keys: none (session only) | audit: webhook.changed",
        "POST /api/analyze-csv -> sdr | roles: owner, manager, sdr (own campaigns) | keys: agency read-write",
        "POST /api/api-keys -> manager step-up | roles: owner, manager | keys: none (session only) | audit: api_key.created",
        "POST /api/auth/change-password -> user | roles: owner, manager, sdr, client | keys: none (session only) | audit: password.changed",
        "POST /api/auth/forgot-password -> public | roles: anyone | keys: none (session only)",
        "POST /api/auth/login -> public | roles: anyone | keys: none (session only) | audit: sign_in",
        "POST /api/auth/logout -> public | roles: anyone | keys: none (session only) | audit: sign_out",
        "POST /api/auth/passkeys -> sdr | roles: owner, manager, sdr (own campaigns) | keys: none (session only) | audit: passkey.added",
        "POST /api/auth/passkeys/options -> sdr step-up | roles: owner, manager, sdr (own campaigns) | keys: none (session only) | audit: second_factor.setup_started",
        "POST /api/auth/register -> public | roles: anyone | keys: none (session only)",
        "POST /api/auth/resend-verification -> user | roles: owner, manager, sdr, client | keys: none (session only)",
        "POST /api/auth/reset-password -> public | roles: anyone | keys: none (session only) | audit: password.reset",
        "POST /api/auth/second-factor/confirm -> sdr | roles: owner, manager, sdr (own campaigns) | keys: none (session only) | audit: second_factor.enabled",
        "POST /api/auth/second-factor/passkey-options -> public | roles: anyone | keys: none (session only)",
        "POST /api/auth/second-factor/recovery-codes -> sdr step-up | roles: owner, manager, sdr (own campaigns) | keys: none (session only) | audit: recovery_codes.regenerated",
        "POST /api/auth/second-factor/setup -> sdr step-up | roles: owner, manager, sdr (own campaigns) | keys: none (session only) | audit: second_factor.setup_started",
        "POST /api/auth/second-factor/sign-in -> public | roles: anyone | keys: none (session only) | audit: sign_in.second_factor",
        "POST /api/auth/sign-in-link -> public | roles: anyone | keys: none (session only) | audit: sign_in.link",
        "POST /api/auth/step-up -> user | roles: owner, manager, sdr, client | keys: none (session only) | audit: step_up",
        "POST /api/auth/step-up/passkey-options -> sdr | roles: owner, manager, sdr (own campaigns) | keys: none (session only)",
        "POST /api/auth/verify-email -> public | roles: anyone | keys: none (session only)",
        "POST /api/calendly/:companyId/webhook -> public | roles: anyone | keys: not needed (public)",
        "POST /api/calendly/companies/:companyId/bookings/:bookingId/dismiss -> manager | roles: owner, manager | keys: none (session only)",
        "POST /api/calendly/companies/:companyId/bookings/:bookingId/match -> manager | roles: owner, manager | keys: none (session only)",
        "POST /api/campaigns/:id/digest/preview -> campaign params.id write | roles: owner, manager, sdr (own campaigns) | keys: agency read-write",
        "POST /api/campaigns/:id/prospects -> campaign params.id write staff:sdr | roles: owner, manager, sdr (own campaigns) | keys: agency read-write",
        "POST /api/campaigns/:id/prospects/bulk -> campaign params.id write staff:sdr | roles: owner, manager, sdr (own campaigns) | keys: agency read-write",
        "POST /api/campaigns/:id/prospects/bulk/:changeId/undo -> campaign params.id write staff:sdr | roles: owner, manager, sdr (own campaigns) | keys: agency read-write",
        "POST /api/campaigns/:id/share-links -> campaign params.id write staff:sdr | roles: owner, manager, sdr (own campaigns) | keys: agency read-write",
        "POST /api/campaigns/:id/share-links/:linkId/revoke -> campaign params.id write staff:sdr | roles: owner, manager, sdr (own campaigns) | keys: agency read-write",
        "POST /api/connection-matrix -> manager | roles: owner, manager | keys: agency read-write | audit: connection.added",
        "POST /api/connection-matrix/:id/launch -> manager | roles: owner, manager | keys: agency read-write | audit: campaign.launched",
        "POST /api/connection-matrix/:id/restore -> manager | roles: owner, manager | keys: agency read-write | audit: connection.restored",
        "POST /api/create-checkout-session -> public | roles: anyone | keys: none (session only)",
        "POST /api/demo/session -> public | roles: anyone | keys: none (session only)",
        "POST /api/digest/unsubscribe -> public | roles: anyone | keys: not needed (public)",
        "POST /api/flag-bad-data -> prospect body.prospectId write | roles: owner, manager, sdr (own campaigns) | keys: agency read-write",
        "POST /api/import-batches/:id/undo -> sdr | roles: owner, manager, sdr (own campaigns) | keys: agency read-write",
        "POST /api/import-with-mapping -> sdr | roles: owner, manager, sdr (own campaigns) | keys: agency read-write",
        "POST /api/invitations/accept -> public | roles: anyone | keys: none (session only) | audit: invitation.accepted",
        "POST /api/invitations/preview -> public | roles: anyone | keys: none (session only)",
        "POST /api/management-clients -> manager | roles: owner, manager | keys: none (session only) | audit: client.added",
        "POST /api/management-clients/:id/invitation -> manager | roles: owner, manager | keys: none (session only) | audit: client.invited",
        "POST /api/management-clients/:id/logins -> manager | roles: owner, manager | keys: none (session only) | audit: client.login_invited",
        "POST /api/management-clients/:id/logins/:loginId/invitation -> manager | roles: owner, manager | keys: none (session only) | audit: client.login_reinvited",
        "POST /api/management-clients/:id/restore -> manager | roles: owner, manager | keys: none (session only) | audit: client.restored",
        "POST /api/management-schedulers -> manager | roles: owner, manager | keys: agency read-write",
        "POST /api/management-schedulers/:id/restore -> manager | roles: owner, manager | keys: agency read-write",
        "POST /api/management-sdrs -> manager | roles: owner, manager | keys: none (session only) | audit: staff.added",
        "POST /api/management-sdrs/:id/invitation -> manager | roles: owner, manager | keys: none (session only) | audit: staff.invited",
        "POST /api/management-sdrs/:id/restore -> manager | roles: owner, manager | keys: none (session only) | audit: staff.restored",
        "POST /api/management-sdrs/:id/transfer-ownership -> owner step-up | roles: owner | keys: none (session only) | audit: ownership.transferred",
        "POST /api/onboarding-submit -> public | roles: anyone | keys: none (session only)",
        "POST /api/pool-prospects/assign -> campaign body.campaignId write staff:manager | roles: owner, manager | keys: agency read-write",
        "POST /api/privacy/requests -> manager | roles: owner, manager | keys: agency read-write | audit: privacy_request.created",
        "POST /api/privacy/requests/:id/erase -> manager step-up | roles: owner, manager | keys: none (session only) | audit: erasure",
        "POST /api/prospect-conversations -> prospect body.prospectId write | roles: owner, manager, sdr (own campaigns) | keys: agency read-write",
        "POST /api/prospect-conversations/:id/messages -> conversation params.id write | roles: owner, manager, sdr (own campaigns) | keys: agency read-write",
        "POST /api/prospects/:id/do-not-contact -> prospect params.id | roles: owner, manager, sdr (own campaigns), client (own company) | keys: agency read-write",
        "POST /api/prospects/:id/queue-marks -> prospect params.id write staff:sdr | roles: owner, manager, sdr (own campaigns) | keys: agency read-write",
        "POST /api/prospects/:id/reply -> prospect params.id write | roles: owner, manager, sdr (own campaigns) | keys: agency read-write",
        "POST /api/seats -> manager | roles: owner, manager | keys: agency read-write | audit: seat.added",
        "POST /api/seats/:id/imports -> seat params.id staff:sdr | roles: owner, manager, sdr (own campaigns) | keys: agency read-write",
        "POST /api/seats/:id/imports/:importId/undo -> seat params.id staff:sdr | roles: owner, manager, sdr (own campaigns) | keys: agency read-write",
        "POST /api/side-panel/grants -> sdr | roles: owner, manager, sdr (own campaigns) | keys: none (session only) | audit: side_panel.connected",
        "POST /api/side-panel/tokens -> public | roles: anyone | keys: not needed (public)",
        "POST /api/stripe/webhook -> public | roles: anyone | keys: not needed (public)",
        "POST /api/subscriptions/:id/cancel -> manager | roles: owner, manager | keys: none (session only) | audit: subscription.cancelled",
        "POST /api/suppressions -> campaign body.campaignId optional | roles: owner, manager, sdr (own campaigns), client (own company) | keys: agency read-write",
        "POST /api/suppressions/import -> user | roles: owner, manager, sdr, client | keys: agency read-write",
        "POST /api/webhooks -> manager step-up | roles: owner, manager | keys: none (session only) | audit: webhook.created",
        "POST /api/webhooks/:id/deliveries/:deliveryId/redeliver -> manager | roles: owner, manager | keys: none (session only)",
        "POST /api/webhooks/:id/rotate-secret -> manager step-up | roles: owner, manager | keys: none (session only) | audit: webhook.secret_rotated",
        "POST /api/webhooks/:id/test -> manager | roles: owner, manager | keys: none (session only)",
        "POST /checkout/test/:token/cancel -> public | roles: anyone | keys: none (session only)",
        "POST /checkout/test/:token/pay -> public | roles: anyone | keys: none (session only)",
        "PUT /api/agency/security -> owner step-up | roles: owner | keys: none (session only) | audit: second_factor.required",
        "PUT /api/calendly/companies/:companyId/signing-key -> manager | roles: owner, manager | keys: none (session only) | audit: calendly.key_saved",
        "PUT /api/campaigns/:id/cadence -> campaign params.id write | roles: owner, manager, sdr (own campaigns) | keys: agency read-write",
        "PUT /api/campaigns/:id/digest -> campaign params.id write | roles: owner, manager, sdr (own campaigns) | keys: agency read-write",
        "PUT /api/campaigns/:id/scripts -> campaign params.id write | roles: owner, manager, sdr (own campaigns) | keys: agency read-write",
        "PUT /api/privacy/retention/:id -> manager | roles: owner, manager | keys: agency read-write | audit: retention.changed",
        "PUT /api/resources -> manager | roles: owner, manager | keys: agency read-write",
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
      panel: false,
      stepUp: false,
      audit: null,
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
