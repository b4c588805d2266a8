import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from "vitest";
import { createSdrUser } from "../../../../tests/helpers/factories.js";
import {
  changeFor,
  endsWithin,
  type LiveStreamReader,
  listening,
  openLiveStream,
} from "../../../../tests/helpers/live-stream.js";
import { SCHEDULERS, SDRS, signInManager } from "../../../../tests/helpers/management.js";
import { openSecondServer } from "../../../../tests/helpers/second-server.js";
import { authed, createTestApp, login, type TestApp } from "../../../../tests/helpers/test-app.js";
import { hashToken, newToken } from "../access/tokens.js";
import { passwordResets } from "../db/schema/index.js";

/** A stream must end this soon after its session did, on this server or another. */
const AT_ONCE_MS = 1_000;
const NEW_PASSWORD = "Quartz-Lantern-Harbor-91";

let t: TestApp;
let manager: Awaited<ReturnType<typeof signInManager>>;
let base: string;
const opened: LiveStreamReader[] = [];

beforeAll(async () => {
  t = await createTestApp();
  manager = await signInManager(t);
  base = await listening(t.app);
});
afterEach(() => {
  for (const stream of opened.splice(0)) stream.close();
});
afterAll(() => t.close());

async function open(cookie: string, at = base): Promise<LiveStreamReader> {
  const stream = await openLiveStream(at, cookie);
  opened.push(stream);
  expect(stream.status).toBe(200);
  return stream;
}

/** An SDR signed in twice (two browsers): a cookie and an open stream for each session. */
async function sdrInTwoBrowsers() {
  const sdr = await createSdrUser(t.db);
  const cookies = [
    await login(t.app, sdr.email, sdr.password, "sdr"),
    await login(t.app, sdr.email, sdr.password, "sdr"),
  ] as const;
  return { sdr, cookies, streams: [await open(cookies[0]), await open(cookies[1])] as const };
}

const allEndAtOnce = (ended: readonly LiveStreamReader[]) =>
  Promise.all(ended.map((stream) => endsWithin(stream, AT_ONCE_MS)));

/** Proves a stream is still open and delivering: a change made now reaches it. */
async function stillDelivers(stream: LiveStreamReader) {
  const before = stream.events.length;
  const created = await manager.api.post(SCHEDULERS, { name: "Casey Scheduler" });
  expect(created.statusCode, created.body).toBe(201);
  await stream.next(
    (event) => stream.events.indexOf(event) >= before && changeFor("management", null)(event),
  );
}

describe("a live-update stream ends as soon as its session does", () => {
  it("on sign-out: that session's stream ends within 1 s and its reconnect is refused; another session's stays", async () => {
    const {
      cookies,
      streams: [signedOut, other],
    } = await sdrInTwoBrowsers();
    const logout = await authed(t.app, cookies[0]).post("/api/auth/logout");
    expect(logout.statusCode).toBe(204);
    await endsWithin(signedOut, AT_ONCE_MS);
    expect((await openLiveStream(base, cookies[0])).status).toBe(401);
    await stillDelivers(other);
  });

  it("on a password change: the other sessions' streams end within 1 s, the current session's stays open", async () => {
    const {
      sdr,
      cookies,
      streams: [current, other],
    } = await sdrInTwoBrowsers();
    const changed = await authed(t.app, cookies[0]).post("/api/auth/change-password", {
      currentPassword: sdr.password,
      newPassword: NEW_PASSWORD,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    await endsWithin(other, AT_ONCE_MS);
    await stillDelivers(current);
  });

  it("on archiving the SDR: every stream of that login ends within 1 s", async () => {
    const { sdr, streams } = await sdrInTwoBrowsers();
    const archived = await manager.api.delete(`${SDRS}/${sdr.sdrId}`);
    expect(archived.statusCode, archived.body).toBe(204);
    await allEndAtOnce(streams);
  });

  it("on a password reset by e-mailed link: every stream of that login ends within 1 s", async () => {
    const { sdr, streams } = await sdrInTwoBrowsers();
    const token = newToken();
    await t.db.insert(passwordResets).values({
      userId: sdr.userId,
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + 60_000),
    });
    const reset = await t.app.inject({
      method: "POST",
      url: "/api/auth/reset-password",
      payload: { token, newPassword: NEW_PASSWORD },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    await allEndAtOnce(streams);
  });

  it("whatever deletes the sessions, more than one notice lists included", async () => {
    const { sdr, streams } = await sdrInTwoBrowsers();
    // 150 more sessions of the same login, all deleted by one statement written by hand.
    await t.db.execute(sql`
      insert into sessions (token_hash, user_id, expires_at)
      select encode(sha256(convert_to(g::text || ${sdr.userId}, 'UTF8')), 'hex'), ${sdr.userId}, now() + interval '1 day'
      from generate_series(1, 150) g`);
    await t.db.execute(sql`delete from sessions where user_id = ${sdr.userId}`);
    await allEndAtOnce(streams);
    await stillDelivers(await open(manager.cookie));
  });
});

describe.skipIf(inject("testDatabase").kind === "pglite")(
  "several app servers on one PostgreSQL database",
  () => {
    it("signing out through one server ends the session's stream on another within 1 s", async () => {
      const serverB = await openSecondServer(t);
      try {
        const sdr = await createSdrUser(t.db);
        const cookie = await login(t.app, sdr.email, sdr.password, "sdr");
        const stream = await open(cookie, await listening(serverB.app));
        expect((await authed(t.app, cookie).post("/api/auth/logout")).statusCode).toBe(204);
        await endsWithin(stream, AT_ONCE_MS);
      } finally {
        await serverB.close();
      }
    });
  },
);
