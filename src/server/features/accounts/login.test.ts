import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  createClientUser,
  createCompany,
  createSdrUser,
  uniqueEmail,
} from "../../../../tests/helpers/factories.js";
import { expectError } from "../../../../tests/helpers/management.js";
import {
  authed,
  companyClientUser,
  login,
  registerClient,
  sdrUser,
  sessionCookie,
  type TestApp,
  testAppSuite,
} from "../../../../tests/helpers/test-app.js";
import { queryRows } from "../../core/db/raw.js";
import { errorBody } from "../../core/http/errors.js";

const postLogin = (
  t: TestApp,
  payload: object,
  extra: { cookie?: string; ip?: string; headers?: Record<string, string> } = {},
) =>
  t.app.inject({
    method: "POST",
    url: "/api/auth/login",
    payload,
    ...(extra.ip ? { remoteAddress: extra.ip } : {}),
    headers: { ...(extra.cookie ? { cookie: extra.cookie } : {}), ...extra.headers },
  });

/** Shared by the describes below that need no database of their own. */
const t = testAppSuite();

describe("login", () => {
  it("signs a client in with their company's campaign and sets the session cookie", async () => {
    const company = await createCompany(t.db, { companyName: "Globex" });
    const client = await createClientUser(t.db, { companyId: company.companyId });

    const response = await postLogin(t, {
      email: client.email,
      password: client.password,
      userType: "client",
    });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(companyClientUser(company, client));
    expect(response.cookies[0]).toMatchObject({ name: "od_session", httpOnly: true, sameSite: "Lax" });
  });

  it("signs an SDR in, whatever the case of the email typed", async () => {
    const sdr = await createSdrUser(t.db, { name: "Morgan Lee" });

    const response = await postLogin(t, {
      email: `  ${sdr.email.toUpperCase()} `,
      password: sdr.password,
      userType: "sdr",
    });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(
      sdrUser({ id: sdr.userId, email: sdr.email, name: "Morgan Lee", emailVerified: true }),
    );
  });

  it("answers a wrong password and an unknown email with the same 401", async () => {
    const client = await createClientUser(t.db, { companyId: null });

    const wrongPassword = await postLogin(t, {
      email: client.email,
      password: "not-the-password",
      userType: "client",
    });
    const unknownUser = await postLogin(t, {
      email: uniqueEmail("nobody"),
      password: "not-the-password",
      userType: "client",
    });

    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownUser.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual(errorBody(401, "Invalid email or password."));
    expect(unknownUser.body).toBe(wrongPassword.body);
    expect(wrongPassword.cookies).toEqual([]);
  });

  it("refuses the right password on the wrong account type with 401 and a hint", async () => {
    const client = await createClientUser(t.db, { companyId: null });
    const sdr = await createSdrUser(t.db);

    const clientAsSdr = await postLogin(t, {
      email: client.email,
      password: client.password,
      userType: "sdr",
    });
    const sdrAsClient = await postLogin(t, { email: sdr.email, password: sdr.password, userType: "client" });

    expect(clientAsSdr.statusCode).toBe(401);
    expect(clientAsSdr.json()).toEqual(
      errorBody(401, "This is a client account. Sign in on the Client tab."),
    );
    expectError(sdrAsClient, 401, "This is an SDR account. Sign in on the SDR tab.");
    expect([...clientAsSdr.cookies, ...sdrAsClient.cookies]).toEqual([]);
  });

  it("rotates the session: the cookie held before signing in stops working", async () => {
    const { email, password, cookie: before } = await registerClient(t.app);

    const response = await postLogin(t, { email, password, userType: "client" }, { cookie: before });
    const after = sessionCookie(response);

    expect(after).not.toBe(before);
    expect((await authed(t.app, before).get("/api/auth/me")).statusCode).toBe(401);
    expect((await authed(t.app, after).get("/api/auth/me")).statusCode).toBe(200);
  });

  it("keeps each device's session: signing in twice gives two working cookies", async () => {
    const client = await createClientUser(t.db, { companyId: null });
    const first = await login(t.app, client.email, client.password, "client");
    const second = await login(t.app, client.email, client.password, "client");

    expect(first).not.toBe(second);
    expect((await authed(t.app, first).get("/api/auth/me")).statusCode).toBe(200);
    expect((await authed(t.app, second).get("/api/auth/me")).statusCode).toBe(200);
  });

  it("answers an SDR archived from the roster or Terminated exactly as a wrong password", async () => {
    for (const change of ["archived_at = now()", "status = 'Terminated'"]) {
      const sdr = await createSdrUser(t.db);
      await t.db.execute(sql`update sdrs set ${sql.raw(change)} where id = ${sdr.sdrId}`);

      const right = await postLogin(t, { email: sdr.email, password: sdr.password, userType: "sdr" });
      const wrong = await postLogin(t, {
        email: sdr.email,
        password: "not-the-password-at-all",
        userType: "sdr",
      });

      for (const response of [right, wrong]) {
        expectError(response, 401, "Invalid email or password.");
        expect(response.cookies).toEqual([]);
      }
    }
  });

  it("answers a client of an archived or Terminated company exactly as a wrong password", async () => {
    for (const change of ["archived_at = now()", "status = 'Terminated'"]) {
      const company = await createCompany(t.db);
      const client = await createClientUser(t.db, { companyId: company.companyId });
      await t.db.execute(sql`update companies set ${sql.raw(change)} where id = ${company.companyId}`);

      const right = await postLogin(t, {
        email: client.email,
        password: client.password,
        userType: "client",
      });
      const wrong = await postLogin(t, {
        email: client.email,
        password: "not-the-password-at-all",
        userType: "client",
      });

      expect([right.statusCode, wrong.statusCode]).toEqual([401, 401]);
      expect(right.json()).toEqual(wrong.json());
    }
  });

  it.each([
    ["missing email", { password: "whatever", userType: "client" }, "Email is required"],
    [
      "malformed email",
      { email: "at-sign-missing", password: "whatever", userType: "client" },
      "Enter a valid email address",
    ],
    [
      "email over 254 characters",
      { email: `${"c".repeat(250)}@x.io`, password: "whatever", userType: "client" },
      "Email must be at most 254 characters",
    ],
    ["empty password", { email: "a@example.test", password: "", userType: "client" }, "Password is required"],
    [
      "password over 200 characters",
      { email: "a@example.test", password: "p".repeat(201), userType: "client" },
      "Password must be at most 200 characters",
    ],
    [
      "bad account type",
      { email: "a@example.test", password: "whatever", userType: "manager" },
      "Account type must be client or sdr",
    ],
  ])("%s: 400 naming the field", async (_name, payload, message) => {
    const response = await postLogin(t, payload);
    expect(response.statusCode).toBe(400);
    // The field's own name is in the message; the body also names it (see tests/access/error-bodies).
    expect(response.json()).toMatchObject(errorBody(400, message));
  });

  it("checks an existing password only for presence: a short one is just wrong (401)", async () => {
    const client = await createClientUser(t.db, { companyId: null });
    const response = await postLogin(t, { email: client.email, password: "short", userType: "client" });
    expect(response.statusCode).toBe(401);
  });
});

describe("login rate limits", () => {
  /** A database of its own. */
  const limited = testAppSuite({ authRateLimit: { perIp: 3, perEmail: 2, windowSeconds: 900 } });

  it("answers the attempt after the per-IP limit with 429, a message and Retry-After", async () => {
    const ip = "203.0.113.10";
    for (let attempt = 1; attempt <= 3; attempt++) {
      const response = await postLogin(
        limited,
        { email: uniqueEmail(), password: "guess", userType: "client" },
        { ip },
      );
      expect(response.statusCode).toBe(401);
    }

    const blocked = await postLogin(
      limited,
      { email: uniqueEmail(), password: "guess", userType: "client" },
      { ip },
    );

    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual(
      errorBody(429, "Too many attempts. Please wait 15 minutes and try again."),
    );
    const retryAfter = Number(blocked.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThan(800);
    expect(retryAfter).toBeLessThanOrEqual(900);

    const otherIp = await postLogin(
      limited,
      { email: uniqueEmail(), password: "guess", userType: "client" },
      { ip: "203.0.113.11" },
    );
    expect(otherIp.statusCode).toBe(401);
  });

  it("counts registrations separately and limits them too", async () => {
    const ip = "192.0.2.50";
    const registerFrom = () =>
      limited.app.inject({
        method: "POST",
        url: "/api/auth/register",
        remoteAddress: ip,
        payload: { email: uniqueEmail(), password: "long-enough-pw", userType: "client" },
      });
    for (let i = 0; i < 3; i++) expect((await registerFrom()).statusCode).toBe(201);
    const blocked = await registerFrom();
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(/^Too many attempts/);
  });

  it("keeps the counters in the database, where every app server shares them", async () => {
    const rows = await queryRows<{ key: string; hits: number }>(
      limited.db,
      sql`select key, hits from rate_limits where key = 'password:ip:203.0.113.10'`,
    );
    expect(rows).toEqual([{ key: "password:ip:203.0.113.10", hits: 4 }]);
  });
});

describe("cross-site request check", () => {
  const credentials = async () => {
    const client = await createClientUser(t.db, { companyId: null });
    return { email: client.email, password: client.password, userType: "client" };
  };
  /** A new client's sign-in sent with these headers. */
  const signInWith = async (headers?: Record<string, string>) =>
    postLogin(t, await credentials(), { headers });

  it("refuses a mutation whose Origin is another site with 403", async () => {
    const response = await signInWith({ origin: "https://evil.example" });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(
      errorBody(403, "Cross-site request refused: the request came from another site."),
    );
    expect(response.cookies).toEqual([]);
  });

  it("refuses a look-alike origin that only shares a prefix with PUBLIC_URL", async () => {
    const response = await signInWith({ origin: "http://localhost:3000.evil.example" });
    expect(response.statusCode).toBe(403);
  });

  it("refuses a cross-site logout, which would otherwise sign the user out", async () => {
    const { cookie } = await registerClient(t.app);
    const response = await authed(t.app, cookie).post("/api/auth/logout", undefined, {
      headers: { origin: "https://evil.example" },
    });
    expect(response.statusCode).toBe(403);
    expect((await authed(t.app, cookie).get("/api/auth/me")).statusCode).toBe(200);
  });

  it("accepts the PUBLIC_URL origin", async () => {
    const response = await signInWith({ origin: "http://localhost:3000" });
    expect(response.statusCode).toBe(200);
  });

  it("accepts the request's own host as origin", async () => {
    const response = await signInWith({ host: "desk.internal:8080", origin: "http://desk.internal:8080" });
    expect(response.statusCode).toBe(200);
  });

  it("accepts a request without Origin (curl, server-to-server)", async () => {
    const response = await signInWith();
    expect(response.statusCode).toBe(200);
  });

  it("lets reads from another origin through", async () => {
    const response = await t.app.inject({
      method: "GET",
      url: "/api/health",
      headers: { origin: "https://evil.example" },
    });
    expect(response.statusCode).toBe(200);
  });
});
