import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createSdrUser } from "../../../../tests/helpers/factories.js";
import { openSecondServer } from "../../../../tests/helpers/second-server.js";
import { authed, createTestApp, login, type TestApp } from "../../../../tests/helpers/test-app.js";
import type { Db } from "../db/client.js";
import type { Actor } from "./actor.js";
import {
  createSessionCache,
  type FoundSession,
  SESSION_CACHE_TTL_MS,
  sessionCacheOf,
} from "./session-cache.js";
import { hashToken } from "./tokens.js";

const actor: Actor = {
  id: "00000000-0000-4000-8000-000000000001",
  role: "sdr",
  email: "sam@example.com",
  name: "Sam",
  secondFactorAt: null,
  secondFactorRequired: false,
  companyId: null,
  companyName: null,
  campaignId: null,
  emailVerifiedAt: null,
  staffRole: "manager",
};
const HASH = "a".repeat(64);
const heardAtOnce = async () => {};
/** Lets the lookups already started reach their first wait. */
const nextTurn = () => new Promise((done) => setTimeout(done, 0));

describe("the session cache", () => {
  const found = (expiresAt = new Date(Date.now() + 60_000)): FoundSession => ({
    actor,
    expiresAt,
    provenAt: new Date(),
    kind: "browser",
    lastUsedAt: null,
  });

  it("keeps lookups only while listening, for its time limit and never past the session's expiry", async () => {
    let now = Date.now();
    const cache = createSessionCache(() => now);
    let lookups = 0;
    /** A counted lookup of a session that expires `ms` after the cache's clock at the time. */
    const lookUpExpiringIn = (ms: number) => async () => {
      lookups += 1;
      return found(new Date(now + ms));
    };
    const lookUp = lookUpExpiringIn(10 * SESSION_CACHE_TTL_MS);
    /** Two requests in a row with the same session; answers how many lookups were made in all. */
    const lookupsAfterTwoFinds = async () => {
      await cache.find(HASH, lookUp);
      await cache.find(HASH, lookUp);
      return lookups;
    };
    expect(await lookupsAfterTwoFinds()).toBe(2);

    cache.activate(heardAtOnce);
    expect(await lookupsAfterTwoFinds()).toBe(3);
    now += SESSION_CACHE_TTL_MS + 1;
    await cache.find(HASH, lookUp);
    expect(lookups).toBe(4);

    const shortLived = lookUpExpiringIn(1_000);
    cache.clear();
    await cache.find(HASH, shortLived);
    now += 1_001;
    await cache.find(HASH, shortLived);
    expect(lookups).toBe(6);

    cache.activate(null);
    expect(await lookupsAfterTwoFinds()).toBe(8);
  });

  it("drops ended sessions, and keeps no lookup that a drop overtook", async () => {
    const cache = createSessionCache();
    cache.activate(heardAtOnce);
    await cache.find(HASH, async () => found());
    cache.drop([HASH]);
    expect(await cache.find(HASH, async () => null)).toBeNull();

    let release = () => {};
    const slow = cache.find(HASH, () => new Promise((done) => (release = () => done(found()))));
    await nextTurn();
    cache.drop([HASH]);
    release();
    expect(await slow).not.toBeNull();
    expect(await cache.find(HASH, async () => null)).toBeNull();
  });

  it("uses a kept session only after the announcements before it were heard, else looks it up", async () => {
    const cache = createSessionCache();
    const heard: (() => void)[] = [];
    cache.activate(() => new Promise<void>((done) => heard.push(done)));
    const first = cache.find(HASH, async () => found());
    await nextTurn();
    heard.shift()?.();
    await first;

    // A drop heard during the round trip counts: the kept session is not used.
    const second = cache.find(HASH, async () => null);
    await nextTurn();
    cache.drop([HASH]);
    heard.shift()?.();
    expect(await second).toBeNull();

    // The listening connection fails its round trip: the lookup is made.
    cache.activate(() => Promise.reject(new Error("lost")));
    await cache.find(HASH, async () => found());
    expect(await cache.find(HASH, async () => null)).toBeNull();
  });
});

describe.skipIf(inject("testDatabase").kind === "pglite")("the session cache on several app servers", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** Waits until the server uses its cache; answers whether it holds the session (makes no lookup). */
  async function cacheOf(db: Db, cookie: string) {
    const hash = hashToken(cookie.replace(/^od_session=/, ""));
    const cache = sessionCacheOf(db);
    for (let i = 0; i < 100 && !cache.active; i++) await new Promise((done) => setTimeout(done, 20));
    expect(cache.active).toBe(true);
    return async () => {
      let looked = false;
      await cache.find(hash, async () => {
        looked = true;
        return null;
      });
      return !looked;
    };
  }

  it("a session signed out through server A is refused by server B at once, though B had it cached", async () => {
    const serverB = await openSecondServer(t);
    try {
      const sdr = await createSdrUser(t.db);
      const cookie = await login(t.app, sdr.email, sdr.password, "sdr");
      const meOnB = async () => (await authed(serverB.app, cookie).get("/api/auth/me")).statusCode;
      expect(await meOnB()).toBe(200);
      const holds = await cacheOf(serverB.database.db, cookie);
      expect(await meOnB()).toBe(200);
      expect(await holds()).toBe(true);

      expect((await authed(t.app, cookie).post("/api/auth/logout")).statusCode).toBe(204);
      expect(await meOnB()).toBe(401);
    } finally {
      await serverB.close();
    }
  });

  it("a name changed through server A, and a role changed in the database, show on server B at once", async () => {
    const serverB = await openSecondServer(t);
    try {
      const sdr = await createSdrUser(t.db, { name: "Before Name" });
      const cookie = await login(t.app, sdr.email, sdr.password, "sdr");
      const meOnB = async () => (await authed(serverB.app, cookie).get("/api/auth/me")).json();
      await meOnB();
      const holds = await cacheOf(serverB.database.db, cookie);
      expect(await meOnB()).toMatchObject({ type: "sdr", name: "Before Name" });
      expect(await holds()).toBe(true);

      const renamed = await authed(t.app, cookie).patch("/api/auth/me", {
        email: sdr.email,
        name: "After Name",
      });
      expect(renamed.statusCode, renamed.body).toBe(200);
      expect(await meOnB()).toMatchObject({ type: "sdr", name: "After Name" });
      expect(await holds()).toBe(true);

      // Nothing in the app changes a role; written by hand, it is announced all the same.
      await t.db.execute(sql`update users set role = 'client' where id = ${sdr.userId}`);
      expect(await meOnB()).toMatchObject({ type: "client" });
    } finally {
      await serverB.close();
    }
  });
});
