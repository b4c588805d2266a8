import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createClientUser, createCompany } from "../../../../tests/helpers/factories.js";
import {
  authed,
  companyClientUser,
  cookieToken,
  login,
  registerClient,
  testAppSuite,
} from "../../../../tests/helpers/test-app.js";
import { endpointUrl } from "../../../shared/contracts/endpoint.js";
import { authEndpoints } from "../../../shared/contracts/endpoints/auth.js";
import { queryRows } from "../db/raw.js";
import { errorBody } from "../http/errors.js";
import { hashToken, newToken } from "./tokens.js";

const t = testAppSuite();

const me = (cookie?: string) => authed(t.app, cookie).get(endpointUrl(authEndpoints.me));
const SIGN_IN = errorBody(401, "Please sign in to continue.");

describe("GET /api/auth/me", () => {
  it("answers the signed-in user, never cached", async () => {
    const company = await createCompany(t.db, { companyName: "Initech" });
    const client = await createClientUser(t.db, { companyId: company.companyId });
    const cookie = await login(t.app, client.email, client.password, "client");

    const response = await me(cookie);

    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(response.json()).toEqual(companyClientUser(company, client));
  });

  it("answers 401 without a cookie", async () => {
    const response = await me();
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(SIGN_IN);
  });

  it("answers 401 for a forged or mangled cookie", async () => {
    const { cookie } = await registerClient(t.app);
    for (const forged of [`od_session=${newToken()}`, `${cookie}x`, "od_session=", "od_session=%%%"]) {
      const response = await me(forged);
      expect(response.statusCode, forged).toBe(401);
      expect(response.json()).toEqual(SIGN_IN);
    }
  });

  it("answers 401 once the session has expired", async () => {
    const { cookie } = await registerClient(t.app);
    expect((await me(cookie)).statusCode).toBe(200);

    await t.db.execute(
      sql`update sessions set expires_at = now() - interval '1 minute' where token_hash = ${hashToken(cookieToken(cookie))}`,
    );

    const response = await me(cookie);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(SIGN_IN);
  });

  it("extends a session used in the second half of its life", async () => {
    const { cookie } = await registerClient(t.app);
    const hash = hashToken(cookieToken(cookie));
    await t.db.execute(
      sql`update sessions set expires_at = now() + interval '2 days' where token_hash = ${hash}`,
    );

    expect((await me(cookie)).statusCode).toBe(200);

    const [row] = await queryRows<{ days_left: number }>(
      t.db,
      sql`select extract(epoch from expires_at - now())::int / 86400 as days_left from sessions where token_hash = ${hash}`,
    );
    expect(Number(row?.days_left)).toBeGreaterThanOrEqual(29);
  });

  it("answers 401 when the user behind the session was deleted", async () => {
    const { cookie, user } = await registerClient(t.app);
    await t.db.execute(sql`delete from users where id = ${user.id}`);
    expect((await me(cookie)).statusCode).toBe(401);
  });
});

describe("POST /api/auth/logout", () => {
  it("deletes the session, clears the cookie and answers 204", async () => {
    const { cookie, user } = await registerClient(t.app);

    const response = await authed(t.app, cookie).post("/api/auth/logout");

    expect(response.statusCode).toBe(204);
    expect(response.body).toBe("");
    const cleared = response.cookies.find((c) => c.name === "od_session");
    expect(cleared?.value).toBe("");
    expect(cleared?.expires?.getTime()).toBeLessThan(Date.now());
    const sessions = await queryRows(t.db, sql`select token_hash from sessions where user_id = ${user.id}`);
    expect(sessions).toEqual([]);
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it("ends only the session it was called with", async () => {
    const client = await createClientUser(t.db, { companyId: null });
    const laptop = await login(t.app, client.email, client.password, "client");
    const phone = await login(t.app, client.email, client.password, "client");

    await authed(t.app, laptop).post("/api/auth/logout");

    expect((await me(laptop)).statusCode).toBe(401);
    expect((await me(phone)).statusCode).toBe(200);
  });

  it("answers 204 without a session too", async () => {
    const response = await authed(t.app, undefined).post("/api/auth/logout");
    expect(response.statusCode).toBe(204);
  });
});
