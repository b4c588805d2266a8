import { sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { hashToken } from "../../src/server/core/access/tokens.js";
import { errorBody } from "../../src/server/core/http/errors.js";
import { API_KEY_SESSION_ONLY } from "../../src/shared/contracts/api-keys.js";
import { STEP_UP_MINUTES, STEP_UP_REQUIRED } from "../../src/shared/contracts/auth.js";
import { createKey, withKey } from "../helpers/api-keys.js";
import { UNKNOWN_ID } from "../helpers/management.js";
import { tenancySuite } from "../helpers/tenancy.js";
import { authed, cookieToken } from "../helpers/test-app.js";

/**
 * Step-up: what cannot be undone (keys, webhook endpoints, erasure, roles and ownership) needs the
 * password within the last STEP_UP_MINUTES, in this session.
 */
const { t, tenancy } = tenancySuite();
const STALE = { message: STEP_UP_REQUIRED, code: "step_up_required" };

/** Moves the session's last proof back past the step-up window. */
async function age(cookie: string, minutes = STEP_UP_MINUTES + 1) {
  await t.db.execute(
    sql`update sessions set proven_at = now() - make_interval(mins => ${minutes})
        where token_hash = ${hashToken(cookieToken(cookie))}`,
  );
}

const stepUpRoutes = () => t.app.registeredRoutes.filter((route) => route.stepUp);

describe("step-up before what cannot be undone", () => {
  beforeEach(async () => {
    await age(tenancy.sdr.cookie, 0);
  });

  it("is declared on the routes that hand out access or destroy data, all session-only", () => {
    expect(
      stepUpRoutes()
        .map((route) => `${route.method} ${route.url}`)
        .sort(),
    ).toEqual([
      "DELETE /api/auth/passkeys/:id",
      "DELETE /api/auth/second-factor",
      "DELETE /api/management-sdrs/:id/second-factor",
      "PATCH /api/management-sdrs/:id",
      "PATCH /api/webhooks/:id",
      "POST /api/api-keys",
      "POST /api/auth/passkeys/options",
      "POST /api/auth/second-factor/recovery-codes",
      "POST /api/auth/second-factor/setup",
      "POST /api/management-sdrs/:id/transfer-ownership",
      "POST /api/privacy/requests/:id/erase",
      "POST /api/webhooks",
      "POST /api/webhooks/:id/rotate-secret",
      "PUT /api/agency/security",
    ]);
    expect(stepUpRoutes().every((route) => route.sessionOnly)).toBe(true);
  });

  it("refuses each of them to a session whose last proof is older than the window (403, nothing done)", async () => {
    await age(tenancy.sdr.cookie);
    for (const route of stepUpRoutes()) {
      const url = route.url.replace(/:([A-Za-z]+)/g, UNKNOWN_ID);
      const response = await authed(t.app, tenancy.sdr.cookie).request(route.method as "POST", url, {});
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(403);
      expect(response.json()).toEqual(STALE);
    }
  });

  it("lets the action through once the password is entered again, and only then", async () => {
    const api = authed(t.app, tenancy.sdr.cookie);
    await age(tenancy.sdr.cookie);
    expect((await api.post("/api/api-keys", { name: "Stale" })).json()).toEqual(STALE);

    const wrong = await api.post("/api/auth/step-up", { password: "not-the-password" });
    expect(wrong.json()).toEqual(
      errorBody(400, "password: Current password is incorrect", { field: "password" }),
    );
    expect((await api.post("/api/api-keys", { name: "Still stale" })).json()).toEqual(STALE);

    const proven = await api.post("/api/auth/step-up", { password: tenancy.sdr.password });
    expect(proven.statusCode).toBe(204);
    expect((await api.post("/api/api-keys", { name: "Fresh" })).statusCode).toBe(201);
  });

  it("never counts another session's proof, nor accepts an API key", async () => {
    const key = await createKey(authed(t.app, tenancy.sdr.cookie), { name: "Reader" });
    const viaKey = await withKey(t.app, key.secret).post(`/api/privacy/requests/${UNKNOWN_ID}/erase`, {});
    expect(viaKey.json()).toEqual(errorBody(403, API_KEY_SESSION_ONLY));
    const asClient = await authed(t.app, tenancy.a.clientCookie).post("/api/auth/step-up", {
      password: tenancy.a.clientPassword,
    });
    expect(asClient.statusCode).toBe(204);
    await age(tenancy.sdr.cookie);
    expect((await authed(t.app, tenancy.sdr.cookie).post("/api/api-keys", { name: "X" })).json()).toEqual(
      STALE,
    );
  });

  it("answers 401 without a session", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/auth/step-up",
      payload: { password: "x" },
    });
    expect(response.statusCode).toBe(401);
  });
});
