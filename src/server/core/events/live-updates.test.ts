import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from "vitest";
import { createSdrUser } from "../../../../tests/helpers/factories.js";
import {
  csvFile,
  importFields,
  importFile,
  peopleCsv,
  STANDARD_MAPPINGS,
} from "../../../../tests/helpers/imports.js";
import {
  changeFor,
  type LiveStreamReader,
  listening,
  noticesOf,
  openLiveStream,
} from "../../../../tests/helpers/live-stream.js";
import { openSecondServer } from "../../../../tests/helpers/second-server.js";
import { createTenancy, type Tenancy } from "../../../../tests/helpers/tenancy.js";
import { authed, createTestApp, login, type TestApp } from "../../../../tests/helpers/test-app.js";
import { messagesPath, prospectPath } from "../../../../tests/helpers/workspace.js";
import type { LiveNotice } from "../../../shared/contracts/events.js";
import { queryRows } from "../db/raw.js";
import { createChangePublisher, LIVE_CHANNEL } from "./change-publisher.js";

const onPglite = inject("testDatabase").kind === "pglite";

let t: TestApp;
let tenancy: Tenancy;
let base: string;
const streams: LiveStreamReader[] = [];

async function open(cookie: string | undefined, at = base) {
  const stream = await openLiveStream(at, cookie);
  streams.push(stream);
  return stream;
}

beforeAll(async () => {
  t = await createTestApp();
  tenancy = await createTenancy(t.app, t.db);
  base = await listening(t.app);
});
afterEach(() => {
  for (const stream of streams.splice(0)) stream.close();
});
afterAll(() => t.close());

const sdrApi = () => authed(t.app, tenancy.sdr.cookie);

describe("GET /api/events", () => {
  it("refuses a visitor without a session with 401", async () => {
    const stream = await open(undefined);
    expect(stream.status).toBe(401);
  });

  it("streams an SDR every campaign's changes as they happen, with the campaign they belong to", async () => {
    const stream = await open(tenancy.sdr.cookie);
    expect(stream.status).toBe(200);
    const patched = await sdrApi().patch(prospectPath(tenancy.a.ids.prospectId), { invite: true });
    expect(patched.statusCode).toBe(200);
    await stream.next(changeFor("prospects", tenancy.a.ids.campaignId));
    const posted = await sdrApi().post(messagesPath(tenancy.b.ids.conversationId), {
      content: "Thanks!",
      sender: "sdr",
      messageType: "sdr_reply",
    });
    expect(posted.statusCode).toBe(201);
    await stream.next(changeFor("conversations", tenancy.b.ids.campaignId));
    const batch = importFields(STANDARD_MAPPINGS, { campaignId: tenancy.b.ids.campaignId });
    await importFile(sdrApi(), csvFile(peopleCsv("live", 0, 3)), batch);
    await stream.next(changeFor("imports", tenancy.b.ids.campaignId));
    await stream.next(changeFor("prospects", tenancy.b.ids.campaignId));
    const created = await sdrApi().post("/api/management-schedulers", { name: "Casey Scheduler" });
    expect(created.statusCode).toBe(201);
    await stream.next(changeFor("management", null));
  });

  it("gives a client its own campaign's notices and never another company's or the agency's", async () => {
    const stream = await open(tenancy.a.clientCookie);
    const { a, b } = tenancy;
    // Changes the client must not hear about: company B's prospect and conversation, and the agency's lists.
    const unseen = [
      await sdrApi().patch(prospectPath(b.ids.prospectId), { connected: true }),
      await sdrApi().post(messagesPath(b.ids.conversationId), {
        content: "Hello B",
        sender: "sdr",
        messageType: "sdr_reply",
      }),
      await sdrApi().post("/api/management-sdrs", { name: "Riley Rep", email: "riley@example.com" }),
      await sdrApi().put("/api/resources", [{ title: "Playbook", detail: "https://example.com" }]),
    ];
    expect(unseen.map((response) => response.statusCode)).toEqual([200, 201, 201, 200]);
    // Then one of its own: once it arrives, everything sent before it has been delivered too.
    await sdrApi().patch(prospectPath(a.ids.prospectId), { connected: true });
    await stream.next(changeFor("prospects", a.ids.campaignId));
    expect(noticesOf(stream).length).toBeGreaterThan(0);
    expect(noticesOf(stream).every((notice) => notice.c === a.ids.campaignId)).toBe(true);
  });

  it("marks a change with the writer's tab id, so that tab can skip what it already shows", async () => {
    const stream = await open(tenancy.sdr.cookie);
    const campaignId = tenancy.a.ids.campaignId;
    await sdrApi().patch(
      prospectPath(tenancy.a.ids.prospectId),
      { m1: true },
      { headers: { "x-live-origin": "tab-7" } },
    );
    const event = await stream.next(changeFor("prospects", campaignId));
    expect(event.data).toContainEqual(expect.objectContaining({ t: "prospects", c: campaignId, o: "tab-7" }));
    await sdrApi().patch(
      prospectPath(tenancy.a.ids.prospectId),
      { m2: true },
      { headers: { "x-live-origin": "<bad id>" } },
    );
    await stream.next((e) => e !== event && changeFor("prospects", campaignId)(e));
    expect(noticesOf(stream).at(-1)).not.toHaveProperty("o");
  });

  it("carries a changed prospect as it now is, and announces nothing when a write changes nothing", async () => {
    const stream = await open(tenancy.sdr.cookie);
    const { prospectId, campaignId } = tenancy.a.ids;
    const saved = await sdrApi().patch(prospectPath(prospectId), { ff2: true });
    expect(saved.statusCode).toBe(200);
    await stream.next(changeFor("prospects", campaignId));
    expect(noticesOf(stream)).toEqual([{ t: "prospects", c: campaignId, r: saved.json() }]);

    // The same value again changes nothing: no notice, so no screen refetches for it.
    // (From a tab of its own, so that a notice of it could not merge with the next one's.)
    const again = await sdrApi().patch(
      prospectPath(prospectId),
      { ff2: true },
      { headers: { "x-live-origin": "no-op-tab" } },
    );
    expect(again.statusCode).toBe(200);
    const next = await sdrApi().patch(prospectPath(prospectId), { ff3: true });
    await stream.next((e) => changeFor("prospects", campaignId)(e) && noticesOf(stream).length > 1);
    expect(noticesOf(stream).map((notice) => notice.r)).toEqual([saved.json(), next.json()]);
  });

  it("announces nothing for a write that failed", async () => {
    const stream = await open(tenancy.sdr.cookie);
    const refused = await sdrApi().patch(prospectPath(tenancy.b.ids.prospectId), { invite: "maybe" });
    expect(refused.statusCode).toBe(400);
    const forbidden = await authed(t.app, tenancy.b.clientCookie).patch(
      prospectPath(tenancy.b.ids.prospectId),
      {
        invite: false,
      },
    );
    expect(forbidden.statusCode).toBe(403);
    await sdrApi().patch(prospectPath(tenancy.a.ids.prospectId), { m3: true });
    await stream.next(changeFor("prospects", tenancy.a.ids.campaignId));
    expect(noticesOf(stream).some((notice) => notice.c === tenancy.b.ids.campaignId)).toBe(false);
  });

  it("sends a burst too large for one notice payload as several, all of it and in order", async () => {
    const received: string[] = [];
    const stop = await t.database.listen({
      channels: { [LIVE_CHANNEL]: (payload) => received.push(payload) },
      onResume: () => {},
    });
    try {
      const publisher = createChangePublisher(t.db, (error) => {
        throw error;
      });
      // Twenty notices of about 1,000 bytes each: more than two payloads' worth.
      const notices = Array.from({ length: 20 }, (_, i) => ({
        t: "prospects" as const,
        c: `burst-${i}-${"c".repeat(1_000)}`,
      }));
      publisher.publish(notices);
      await publisher.flush();
      await stop.caughtUp();
      // Only this burst: the app's own notices go out on the same channel.
      const burst = received
        .map((payload) => (JSON.parse(payload) as LiveNotice[]).filter((n) => n.c?.startsWith("burst-")))
        .filter((payload) => payload.length > 0);
      expect(burst.length).toBeGreaterThan(2);
      expect(burst.flat()).toEqual(notices);
    } finally {
      await stop();
    }
  });

  // A server of its own, on a database of its own: opening one takes seconds on a busy machine.
  it("ends every stream when the server closes, so browsers reconnect to another server", {
    timeout: 20_000,
  }, async () => {
    const other = await createTestApp();
    const sdr = await createSdrUser(other.db);
    const stream = await open(
      await login(other.app, sdr.email, sdr.password, "sdr"),
      await listening(other.app),
    );
    expect(stream.status).toBe(200);
    await other.close();
    await stream.ended;
  });
});

describe.skipIf(onPglite)("several app servers on one PostgreSQL database", () => {
  // An embedded PGlite database belongs to one process, so there is no second server to run.
  it("a change made through one server reaches a stream opened on another", async () => {
    const serverB = await openSecondServer(t);
    try {
      const stream = await open(tenancy.a.clientCookie, await listening(serverB.app));
      expect(stream.status).toBe(200);
      await sdrApi().patch(prospectPath(tenancy.a.ids.prospectId), { m4: true });
      await stream.next(changeFor("prospects", tenancy.a.ids.campaignId));
    } finally {
      await serverB.close();
    }
  });

  it("when the listening connection is lost, streams are told to resync, and notices flow again", async () => {
    const stream = await open(tenancy.sdr.cookie);
    await queryRows(
      t.db,
      sql`select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and query ilike 'listen %'`,
    );
    await stream.next((event) => event.event === "resync", 10_000);
    await sdrApi().patch(prospectPath(tenancy.a.ids.prospectId), { ff1: true });
    await stream.next(changeFor("prospects", tenancy.a.ids.campaignId));
  });
});
