import { sql } from "drizzle-orm";
import * as OTPAuth from "otpauth";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { hashToken } from "../../src/server/core/access/tokens.js";
import { queryRows } from "../../src/server/core/db/raw.js";
import { errorBody } from "../../src/server/core/http/errors.js";
import { API_KEY_SESSION_ONLY } from "../../src/shared/contracts/api-keys.js";
import {
  INVALID_SIGN_IN_LINK,
  RECOVERY_CODE_COUNT,
  SECOND_FACTOR_NEEDED,
  SECOND_FACTOR_SIGN_IN_EXPIRED,
  STEP_UP_MINUTES,
  WRONG_SECOND_FACTOR_CODE,
} from "../../src/shared/contracts/auth.js";
import { createKey, withKey } from "../helpers/api-keys.js";
import { createClientUser, createCompany, createSdrUser } from "../helpers/factories.js";
import { authed, cookieToken, login, sessionCookie, testAppSuite } from "../helpers/test-app.js";

vi.setConfig({ testTimeout: 20_000 });

const LIMITS = { perIp: 1_000, perEmail: 5, windowSeconds: 900 };
const t = testAppSuite({ authRateLimit: LIMITS });

const BASE = "/api/auth/second-factor";

/** The authenticator app's code `steps` 30-second steps from now. */
const codeAt = (secret: string, steps = 0) =>
  new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) }).generate({
    timestamp: Date.now() + steps * 30_000,
  });

/** Sets up and turns on an authenticator app for the signed-in member of staff. */
async function turnOnSecondFactor(api: ReturnType<typeof authed>) {
  const setup = await api.post(`${BASE}/setup`);
  expect(setup.statusCode, setup.body).toBe(200);
  const { secret, uri, qrCode } = setup.json();
  expect(uri).toMatch(/^otpauth:\/\/totp\/Outreach%20Desk:.+\?.*secret=/);
  expect(qrCode).toMatch(/^data:image\/png;base64,/);
  const confirmed = await api.post(`${BASE}/confirm`, { code: codeAt(secret, -1) });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  const { recoveryCodes } = confirmed.json() as { recoveryCodes: string[] };
  return { secret, recoveryCodes };
}

async function staffWithSecondFactor(role: "manager" | "sdr" = "sdr") {
  const user = await createSdrUser(t.db, { role });
  const cookie = await login(t.app, user.email, user.password, "sdr");
  const api = authed(t.app, cookie);
  return { ...user, cookie, api, ...(await turnOnSecondFactor(api)) };
}

function passwordStep(email: string, password: string, cookie?: string) {
  return t.app.inject({
    method: "POST",
    url: "/api/auth/login",
    payload: { email, password, userType: "sdr" },
    headers: cookie ? { cookie } : {},
  });
}

const pendingCookieOf = (response: Awaited<ReturnType<typeof passwordStep>>) => {
  const pending = response.cookies.find((cookie) => cookie.name === "od_pending_sign_in");
  return pending ? `od_pending_sign_in=${pending.value}` : undefined;
};

const codeStep = (cookie: string | undefined, code: string) =>
  authed(t.app, cookie).post(`${BASE}/sign-in`, { code });

describe("setting up an authenticator app", () => {
  it("turns the second factor on with a first valid code, and answers recovery codes once", async () => {
    const staff = await staffWithSecondFactor();
    expect(staff.recoveryCodes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(staff.recoveryCodes).size).toBe(RECOVERY_CODE_COUNT);
    const status = await staff.api.get(BASE);
    expect(status.json()).toMatchObject({ enabled: true, recoveryCodesLeft: RECOVERY_CODE_COUNT });
    expect((await staff.api.get("/api/auth/me")).json()).toMatchObject({ secondFactor: true });
    // Stored hashed: no code is in the database as shown.
    const rows = await t.db.execute(
      sql`select code_hash from recovery_codes where user_id = ${staff.userId}`,
    );
    expect(JSON.stringify(rows)).not.toContain(staff.recoveryCodes[0]);
    // The secret is never shown again: set-up refuses while the factor is on.
    const again = await staff.api.post(`${BASE}/setup`);
    expect(again.statusCode).toBe(409);
    expect(again.body).not.toContain(staff.secret);
  });

  it("refuses a wrong first code and keeps the factor off", async () => {
    const user = await createSdrUser(t.db);
    const api = authed(t.app, await login(t.app, user.email, user.password, "sdr"));
    await api.post(`${BASE}/setup`);
    const wrong = await api.post(`${BASE}/confirm`, { code: "000000" });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ field: "code" });
    expect((await api.get(BASE)).json()).toMatchObject({ enabled: false });
  });
});

describe("signing in with a second factor", () => {
  it("asks for the code after the right password, with no session until then", async () => {
    const staff = await staffWithSecondFactor();
    const first = await passwordStep(staff.email, staff.password);
    expect(first.statusCode).toBe(202);
    expect(first.json()).toEqual({ message: SECOND_FACTOR_NEEDED, secondFactor: true, passkey: false });
    expect(first.cookies.find((cookie) => cookie.name === "od_session")).toBeUndefined();
    const pending = pendingCookieOf(first);
    expect(pending).toBeDefined();
    // The pending cookie grants nothing else.
    expect((await authed(t.app, pending).get("/api/auth/me")).statusCode).toBe(401);

    const wrong = await codeStep(pending, "123456");
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual(errorBody(400, `code: ${WRONG_SECOND_FACTOR_CODE}`, { field: "code" }));

    const code = codeAt(staff.secret);
    const done = await codeStep(pending, code);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ type: "sdr", email: staff.email, secondFactor: true });
    const session = sessionCookie(done);
    expect((await authed(t.app, session).get("/api/auth/me")).statusCode).toBe(200);

    // The pending sign-in is spent; and the same code never works twice.
    expect((await codeStep(pending, code)).json()).toEqual(errorBody(401, SECOND_FACTOR_SIGN_IN_EXPIRED));
    const replay = pendingCookieOf(await passwordStep(staff.email, staff.password));
    expect((await codeStep(replay, code)).statusCode).toBe(400);
    // The next step's code is still good.
    expect((await codeStep(replay, codeAt(staff.secret, 1))).statusCode).toBe(200);
  });

  it("accepts each recovery code once, in any case and with or without its dash", async () => {
    const staff = await staffWithSecondFactor();
    const [recovery] = staff.recoveryCodes as [string];
    const pending = pendingCookieOf(await passwordStep(staff.email, staff.password));
    const typed = ` ${recovery.replace("-", "").toUpperCase()} `;
    expect((await codeStep(pending, typed)).statusCode).toBe(200);
    const again = pendingCookieOf(await passwordStep(staff.email, staff.password));
    expect((await codeStep(again, recovery)).statusCode).toBe(400);
    expect((await staff.api.get(BASE)).json()).toMatchObject({ recoveryCodesLeft: RECOVERY_CODE_COUNT - 1 });
  });

  it("limits wrong codes as passwords are, then answers 429 even to the right one", async () => {
    const staff = await staffWithSecondFactor();
    const pending = pendingCookieOf(await passwordStep(staff.email, staff.password));
    for (let i = 0; i < LIMITS.perEmail; i++) {
      expect((await codeStep(pending, `00000${i}`)).statusCode).toBe(400);
    }
    expect((await codeStep(pending, codeAt(staff.secret))).statusCode).toBe(429);
  });

  it("refuses a pending sign-in that expired", async () => {
    const staff = await staffWithSecondFactor();
    const pending = pendingCookieOf(await passwordStep(staff.email, staff.password)) as string;
    const token = pending.split("=")[1] as string;
    await t.db.execute(
      sql`update pending_sign_ins set expires_at = now() - interval '1 minute' where token_hash = ${hashToken(token)}`,
    );
    expect((await codeStep(pending, codeAt(staff.secret))).json()).toEqual(
      errorBody(401, SECOND_FACTOR_SIGN_IN_EXPIRED),
    );
  });

  it("a mailed sign-in link does not skip the code", async () => {
    const staff = await staffWithSecondFactor();
    const { newToken } = await import("../../src/server/core/access/tokens.js");
    const link = newToken();
    await t.db.execute(
      sql`insert into sign_in_links (user_id, token_hash, expires_at)
          values (${staff.userId}, ${hashToken(link)}, now() + interval '10 minutes')`,
    );
    const opened = await t.app.inject({
      method: "POST",
      url: "/api/auth/sign-in-link",
      payload: { token: link },
    });
    expect(opened.statusCode).toBe(202);
    expect(opened.json()).toEqual({ message: SECOND_FACTOR_NEEDED, secondFactor: true, passkey: false });
    expect(opened.cookies.find((cookie) => cookie.name === "od_session")).toBeUndefined();
    const again = await t.app.inject({
      method: "POST",
      url: "/api/auth/sign-in-link",
      payload: { token: link },
    });
    expect(again.json()).toEqual(errorBody(400, INVALID_SIGN_IN_LINK));
    expect((await codeStep(pendingCookieOf(opened), codeAt(staff.secret))).statusCode).toBe(200);
  });

  it("records the code step in the audit log, its failures too, with the code hidden", async () => {
    const staff = await staffWithSecondFactor();
    const pending = pendingCookieOf(await passwordStep(staff.email, staff.password));
    await codeStep(pending, "999999");
    await codeStep(pending, codeAt(staff.secret));
    const rows = (await t.db.execute(
      sql`select actor_id, succeeded, detail from audit_log where action = 'sign_in.second_factor'
          and (actor_id = ${staff.userId} or actor_id is null) order by id desc limit 2`,
    )) as unknown as { rows?: unknown[] } | unknown[];
    const list = (Array.isArray(rows) ? rows : (rows.rows ?? [])) as {
      actor_id: string | null;
      succeeded: boolean;
      detail: Record<string, unknown>;
    }[];
    expect(list[0]).toMatchObject({ actor_id: staff.userId, succeeded: true, detail: { code: "(hidden)" } });
    expect(list[1]).toMatchObject({ succeeded: false, detail: { code: "(hidden)" } });
  });
});

describe("turning it off and replacing recovery codes", () => {
  const age = (cookie: string) =>
    t.db.execute(
      sql`update sessions set proven_at = now() - make_interval(mins => ${STEP_UP_MINUTES + 1})
          where token_hash = ${hashToken(cookieToken(cookie))}`,
    );

  it("need a recent proof, which a code from the app gives as well as the password", async () => {
    const staff = await staffWithSecondFactor();
    await age(staff.cookie);
    expect((await staff.api.delete(BASE)).statusCode).toBe(403);
    expect((await staff.api.post(`${BASE}/recovery-codes`)).statusCode).toBe(403);

    const wrong = await staff.api.post("/api/auth/step-up", { code: "111111" });
    expect(wrong.statusCode).toBe(400);
    expect((await staff.api.post("/api/auth/step-up", { code: codeAt(staff.secret) })).statusCode).toBe(204);

    const replaced = await staff.api.post(`${BASE}/recovery-codes`);
    expect(replaced.statusCode).toBe(200);
    const fresh = replaced.json().recoveryCodes as string[];
    expect(fresh).toHaveLength(RECOVERY_CODE_COUNT);
    // The old codes no longer work.
    const pending = pendingCookieOf(await passwordStep(staff.email, staff.password));
    expect((await codeStep(pending, staff.recoveryCodes[0] as string)).statusCode).toBe(400);
    expect((await codeStep(pending, fresh[0] as string)).statusCode).toBe(200);

    expect((await staff.api.delete(BASE)).statusCode).toBe(204);
    expect((await staff.api.get("/api/auth/me")).json()).toMatchObject({ secondFactor: false });
    // Sign-in is the password alone again.
    expect((await passwordStep(staff.email, staff.password)).statusCode).toBe(200);
  });
});

describe("who may reach the second-factor routes", () => {
  const staffRoutes = [
    ["GET", BASE],
    ["POST", `${BASE}/setup`],
    ["POST", `${BASE}/confirm`],
    ["DELETE", BASE],
    ["POST", `${BASE}/recovery-codes`],
    ["GET", "/api/auth/passkeys"],
    ["POST", "/api/auth/passkeys/options"],
    ["POST", "/api/auth/passkeys"],
    ["DELETE", "/api/auth/passkeys/00000000-0000-4000-8000-000000000000"],
  ] as const;

  it("refuses clients (of any company) with 403 and strangers with 401", async () => {
    const company = await createCompany(t.db);
    const client = await createClientUser(t.db, { companyId: company.companyId });
    const clientApi = authed(t.app, await login(t.app, client.email, client.password, "client"));
    for (const [method, url] of staffRoutes) {
      expect(
        (await clientApi.request(method, url, method === "GET" ? undefined : { code: "123456" })).statusCode,
      ).toBe(403);
      expect((await authed(t.app, undefined).request(method, url, {})).statusCode).toBe(401);
    }
  });

  it("someone who knows only the e-mail address gets no pending sign-in, and no code step without one", async () => {
    const staff = await staffWithSecondFactor();
    const guessed = await passwordStep(staff.email, "not-the-password");
    expect(guessed.statusCode).toBe(401);
    expect(pendingCookieOf(guessed)).toBeUndefined();
    expect((await codeStep(undefined, codeAt(staff.secret, 1))).json()).toEqual(
      errorBody(401, SECOND_FACTOR_SIGN_IN_EXPIRED),
    );
    expect((await codeStep("od_pending_sign_in=forged", codeAt(staff.secret, 1))).statusCode).toBe(401);
  });

  it("refuses API keys: the routes are session-only", async () => {
    const manager = await staffWithSecondFactor("manager");
    const key = await createKey(manager.api, { name: "Second factor probe" });
    for (const [method, url] of staffRoutes) {
      const response = await withKey(t.app, key.secret).request(
        method,
        url,
        method === "GET" ? undefined : {},
      );
      expect(response.json(), `${method} ${url}`).toEqual(errorBody(403, API_KEY_SESSION_ONLY));
    }
  });
});

describe("the owner requires a second factor of all staff", () => {
  const SECURITY = "/api/agency/security";

  it("only the owner, with a second factor of their own, and staff without one can then only set it up", async () => {
    const bare = await createSdrUser(t.db, { role: "owner" });
    const bareApi = authed(t.app, await login(t.app, bare.email, bare.password, "sdr"));
    const refused = await bareApi.put(SECURITY, { secondFactorRequired: true });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ field: "secondFactorRequired" });

    for (const role of ["manager", "sdr"] as const) {
      const staff = await createSdrUser(t.db, { role });
      const api = authed(t.app, await login(t.app, staff.email, staff.password, "sdr"));
      expect((await api.put(SECURITY, { secondFactorRequired: true })).statusCode, role).toBe(403);
      expect((await api.get(SECURITY)).statusCode, role).toBe(403);
    }

    const manager = await createSdrUser(t.db, { role: "manager" });
    const managerApi = authed(t.app, await login(t.app, manager.email, manager.password, "sdr"));
    const key = await createKey(managerApi, { name: "Security probe" });
    expect((await withKey(t.app, key.secret).put(SECURITY, { secondFactorRequired: true })).json()).toEqual(
      errorBody(403, API_KEY_SESSION_ONLY),
    );
    const owner = { api: bareApi };
    await turnOnSecondFactor(bareApi);
    const required = await owner.api.put(SECURITY, { secondFactorRequired: true });
    expect(required.statusCode, required.body).toBe(200);
    expect((await owner.api.get(SECURITY)).json()).toEqual({ secondFactorRequired: true });
    try {
      // The owner, who has one, goes on as before.
      expect((await owner.api.get("/api/campaigns/active")).statusCode).toBe(200);

      // Staff without one sign in with the password, and can do nothing but set it up.
      const sdr = await createSdrUser(t.db);
      const api = authed(t.app, await login(t.app, sdr.email, sdr.password, "sdr"));
      expect((await api.get("/api/auth/me")).json()).toMatchObject({
        secondFactor: false,
        secondFactorRequired: true,
      });
      const blocked = await api.get("/api/campaigns/active");
      expect(blocked.statusCode).toBe(403);
      expect(blocked.json()).toMatchObject({ code: "second_factor_setup_required" });
      // A session that had signed in before the switch is held back at once too.
      expect((await managerApi.get("/api/campaigns/active")).statusCode).toBe(403);

      const { secret } = (await api.post(`${BASE}/setup`)).json();
      expect((await api.post(`${BASE}/confirm`, { code: codeAt(secret) })).statusCode).toBe(200);
      expect((await api.get("/api/campaigns/active")).statusCode).toBe(200);
    } finally {
      await owner.api.put(SECURITY, { secondFactorRequired: false });
    }
    expect((await managerApi.get("/api/campaigns/active")).statusCode).toBe(200);
  });
});

describe("passkeys", () => {
  const PASSKEYS = "/api/auth/passkeys";
  const forged = { id: "AAAA", rawId: "AAAA", type: "public-key", response: {}, clientExtensionResults: {} };

  it("hands out registration options for PUBLIC_URL's host, and refuses an answer that is not a real credential", async () => {
    const user = await createSdrUser(t.db);
    const api = authed(t.app, await login(t.app, user.email, user.password, "sdr"));
    const options = await api.post(`${PASSKEYS}/options`);
    expect(options.statusCode, options.body).toBe(200);
    expect(options.json()).toMatchObject({
      rp: { id: "localhost", name: "Outreach Desk" },
      user: { name: user.email },
    });
    const added = await api.post(PASSKEYS, { name: "Laptop", response: forged });
    expect(added.statusCode).toBe(400);
    expect(added.json()).toMatchObject({ field: "response" });
    // The challenge was spent by the failed try.
    expect((await api.post(PASSKEYS, { name: "Laptop", response: forged })).statusCode).toBe(400);
    expect((await api.get(PASSKEYS)).json()).toEqual([]);
    expect((await api.get("/api/auth/me")).json()).toMatchObject({ secondFactor: false });
  });

  it("another person's passkey cannot be removed (404), and a forged answer never finishes a sign-in", async () => {
    const staff = await staffWithSecondFactor();
    expect((await staff.api.delete(`${PASSKEYS}/00000000-0000-4000-8000-000000000000`)).statusCode).toBe(404);
    const pending = pendingCookieOf(await passwordStep(staff.email, staff.password));
    // No pending sign-in, no challenge.
    expect((await authed(t.app, undefined).post(`${BASE}/passkey-options`)).statusCode).toBe(401);
    const options = await authed(t.app, pending).post(`${BASE}/passkey-options`);
    expect(options.statusCode).toBe(200);
    expect(options.json()).toMatchObject({ rpId: "localhost", allowCredentials: [] });
    const refused = await authed(t.app, pending).post(`${BASE}/sign-in`, { passkey: forged });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ field: "passkey" });
    expect((await codeStep(pending, codeAt(staff.secret))).statusCode).toBe(200);
  });

  it("step-up with a passkey needs one, and refuses a forged answer", async () => {
    const staff = await staffWithSecondFactor();
    const options = await staff.api.post("/api/auth/step-up/passkey-options");
    expect(options.statusCode).toBe(400);
    const refused = await staff.api.post("/api/auth/step-up", { passkey: forged });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ field: "passkey" });
  });
});

describe("the owner resetting a colleague's lost second factor", () => {
  const resetPath = (sdrId: string) => `/api/management-sdrs/${sdrId}/second-factor`;
  let owner: Awaited<ReturnType<typeof createSdrUser>>;
  let ownerApi: ReturnType<typeof authed>;

  beforeAll(async () => {
    // An agency of its own: the owner made above hands over, and nobody is required a second factor.
    await t.db.execute(sql`update sdrs set role = 'manager' where role = 'owner'`);
    await t.db.execute(sql`update agency_settings set require_second_factor = false`);
    owner = await createSdrUser(t.db, { role: "owner" });
    ownerApi = authed(t.app, await login(t.app, owner.email, owner.password, "sdr"));
  });

  it("removes it and signs them out; their password alone then signs them in; recorded in the audit log", async () => {
    const lost = await staffWithSecondFactor("manager");

    const reset = await ownerApi.delete(resetPath(lost.sdrId));
    expect(reset.statusCode, reset.body).toBe(200);
    expect((await lost.api.get("/api/auth/me")).statusCode).toBe(401);
    const signedIn = await passwordStep(lost.email, lost.password);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.json()).toMatchObject({ secondFactor: false });
    const [entry] = await queryRows<{ action: string; detail: { id: string } }>(
      t.db,
      sql`select action, detail from audit_log where action = 'second_factor.reset' order by id desc limit 1`,
    );
    expect(entry).toEqual({ action: "second_factor.reset", detail: { id: lost.sdrId } });

    // Nothing left to reset.
    expect((await ownerApi.delete(resetPath(lost.sdrId))).json()).toEqual(
      errorBody(409, "This person has no second factor to reset"),
    );
    // One's own is turned off in one's own settings.
    expect((await ownerApi.delete(resetPath(owner.sdrId))).statusCode).toBe(400);
  });

  it("is the owner's alone: not a manager, an SDR, a client, an API key or someone who knows an address", async () => {
    const target = await staffWithSecondFactor();
    const manager = await staffWithSecondFactor("manager");
    const { companyId } = await createCompany(t.db);
    const client = await createClientUser(t.db, { companyId });
    const clientApi = authed(t.app, await login(t.app, client.email, client.password, "client"));
    expect((await manager.api.delete(resetPath(target.sdrId))).statusCode).toBe(403);
    expect((await clientApi.delete(resetPath(target.sdrId))).statusCode).toBe(403);
    expect((await authed(t.app, undefined).delete(resetPath(target.sdrId))).statusCode).toBe(401);
    const key = await createKey(ownerApi, { name: "Owner's key", readOnly: false });
    expect((await withKey(t.app, key.secret).delete(resetPath(target.sdrId))).json()).toEqual(
      errorBody(403, API_KEY_SESSION_ONLY),
    );
    expect((await target.api.get(BASE)).json()).toMatchObject({ enabled: true });
  });
});
