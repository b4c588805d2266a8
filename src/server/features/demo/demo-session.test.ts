import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSdrUser } from "../../../../tests/helpers/factories.js";
import { expectError } from "../../../../tests/helpers/management.js";
import {
  authed,
  clientUser,
  cookieToken,
  createTestApp,
  login,
  sessionCookie,
  type TestApp,
  testAppSuite,
} from "../../../../tests/helpers/test-app.js";
import {
  DEMO_CLIENT_EMAIL,
  DEMO_CLIENT_PASSWORD,
  DEMO_COMPANY_NAME,
  DEMO_SESSION_PATH,
  DEMO_UNAVAILABLE_MESSAGE,
} from "../../../shared/contracts/demo.js";
import type { Prospect } from "../../../shared/contracts/prospects.js";
import { hashToken } from "../../core/access/tokens.js";
import { loadConfig } from "../../core/config.js";
import { queryRows } from "../../core/db/raw.js";
import { seedDemo } from "./seed.js";

const HOUR_MS = 60 * 60 * 1000;
const startDemo = (t: TestApp, extra: { cookie?: string; remoteAddress?: string } = {}) =>
  t.app.inject({
    method: "POST",
    url: DEMO_SESSION_PATH,
    ...(extra.remoteAddress ? { remoteAddress: extra.remoteAddress } : {}),
    headers: extra.cookie ? { cookie: extra.cookie } : {},
  });

async function sessionExpiry(t: TestApp, cookie: string): Promise<number> {
  const [row] = await queryRows<{ expires_at: Date | string }>(
    t.db,
    sql`select expires_at from sessions where token_hash = ${hashToken(cookieToken(cookie))}`,
  );
  if (!row) throw new Error("no such session");
  return new Date(row.expires_at).getTime();
}

describe("POST /api/demo/session with the shipped limits", () => {
  let t: TestApp;
  let campaignId: string;
  beforeAll(async () => {
    // The sign-in limits as shipped (30 per IP, 10 per e-mail): the demo must not count against them.
    t = await createTestApp({ authRateLimit: loadConfig({}).authRateLimit });
    await seedDemo(t.db);
    const [row] = await queryRows<{ id: string }>(
      t.db,
      sql`select c.id from campaigns c join companies co on co.id = c.company_id where co.company_name = ${DEMO_COMPANY_NAME}`,
    );
    campaignId = row?.id ?? "";
  });
  afterAll(() => t.close());

  it("lets 200 consecutive visitors in, each with a working demo session on the demo campaign", async () => {
    for (let visitor = 1; visitor <= 200; visitor++) {
      const started = await startDemo(t);
      expect(started.statusCode, `visitor ${visitor}: ${started.body}`).toBe(200);
      expect(started.json()).toEqual(
        clientUser({
          email: DEMO_CLIENT_EMAIL,
          companyName: DEMO_COMPANY_NAME,
          campaignId,
          emailVerified: expect.any(Boolean),
        }),
      );
      const api = authed(t.app, sessionCookie(started));
      const me = await api.get("/api/auth/me");
      expect(me.statusCode, `visitor ${visitor}`).toBe(200);
      expect(me.json()).toMatchObject({ type: "client", email: DEMO_CLIENT_EMAIL, campaignId });
      const prospects = await api.get(`/api/campaigns/${campaignId}/prospects`);
      expect(prospects.statusCode, `visitor ${visitor}`).toBe(200);
      expect((prospects.json() as Prospect[]).length).toBe(100);
    }
    // The sign-in limits were not touched: the demo account still signs in with its password.
    await login(t.app, DEMO_CLIENT_EMAIL, DEMO_CLIENT_PASSWORD, "client");
  }, 120_000);

  it("gives a session of one day that use does not extend", async () => {
    const cookie = sessionCookie(await startDemo(t));
    const expiresAt = await sessionExpiry(t, cookie);
    expect(Math.abs(expiresAt - (Date.now() + 24 * HOUR_MS))).toBeLessThan(HOUR_MS);
    const started = await startDemo(t);
    const maxAge = started.cookies.find((c) => cookie.startsWith(`${c.name}=`))?.maxAge;
    expect(maxAge).toBe(24 * 60 * 60);

    expect((await authed(t.app, cookie).get("/api/auth/me")).statusCode).toBe(200);
    expect(await sessionExpiry(t, cookie)).toBe(expiresAt);
  });

  it("ends the session the browser held before", async () => {
    const sdr = await createSdrUser(t.db);
    const sdrCookie = await login(t.app, sdr.email, sdr.password, "sdr");
    const started = await startDemo(t, { cookie: sdrCookie });
    expect(started.statusCode).toBe(200);
    expect((await authed(t.app, sdrCookie).get("/api/auth/me")).statusCode).toBe(401);
    const me = await authed(t.app, sessionCookie(started)).get("/api/auth/me");
    expect(me.json()).toMatchObject({ type: "client", email: DEMO_CLIENT_EMAIL });
  });

  it("is read-only: campaign data and the account cannot be changed", async () => {
    const api = authed(t.app, sessionCookie(await startDemo(t)));
    const [prospect] = (await api.get(`/api/campaigns/${campaignId}/prospects`)).json() as Prospect[];
    expectError(
      await api.patch(`/api/prospects/${prospect?.id}`, { invite: !prospect?.invite }),
      403,
      "Clients can view their campaign but not change it.",
    );
    const [after] = (await api.get(`/api/campaigns/${campaignId}/prospects`)).json() as Prospect[];
    expect(after?.invite).toBe(prospect?.invite);
    expectError(
      await api.patch("/api/auth/me", { email: "someone@else.test" }),
      403,
      "The demo account cannot be changed.",
    );
  });
});

describe("POST /api/demo/session over its own limit", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ demo: { ...loadConfig({}).demo, perIp: 3 } });
    await seedDemo(t.db);
  });
  afterAll(() => t.close());

  it("answers 429 with Retry-After to a visitor over the per-IP limit, and lets other addresses in", async () => {
    for (let visitor = 1; visitor <= 3; visitor++) expect((await startDemo(t)).statusCode).toBe(200);
    const refused = await startDemo(t);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect(refused.json().message).toMatch(/^Too many attempts\. Please wait \d+ minutes? and try again\.$/);
    expect(refused.cookies).toEqual([]);
    expect((await startDemo(t, { remoteAddress: "203.0.113.9" })).statusCode).toBe(200);
  });
});

describe("POST /api/demo/session without a demo account", () => {
  const t = testAppSuite();

  it("answers 503 and sets no cookie", async () => {
    const response = await startDemo(t);
    expectError(response, 503, DEMO_UNAVAILABLE_MESSAGE);
    expect(response.cookies).toEqual([]);
  });
});
