import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { Counter, Gauge } from "prom-client";
import type { Actor } from "../access/actor.js";
import { sessionCacheOf } from "../access/session-cache.js";
import { findActorBySession } from "../access/sessions.js";
import { campaignsWorkedBy, worksOwnCampaignsOnly } from "../access/worked-campaigns.js";
import type { Database, Listening } from "../db/client.js";
import { queryRows } from "../db/raw.js";
import type { HeardCache } from "../feature.js";
import { unauthorized } from "../http/errors.js";
import { createChangePublisher, LIVE_CHANNEL } from "./change-publisher.js";
import type { ChangeListener } from "./changes.js";
import {
  endStreamsOfEndedSessions,
  recheckSessions,
  refreshChangedSessions,
  SESSIONS_CHANGED_CHANNEL,
  SESSIONS_ENDED_CHANNEL,
} from "./ended-sessions.js";
import { LiveHub } from "./live-hub.js";
import { noticesOf } from "./live-notices.js";

/**
 * Streams re-check their session (expiry; ended sessions are announced at once), and proxies see
 * traffic, this often.
 */
const HEARTBEAT_MS = 25_000;
/** After the listener failed to start, signed-in requests try again at most this often. */
const LISTEN_RETRY_MS = 5_000;

/**
 * Live updates: requests that changed data (their change log, changes.ts) publish notices through PostgreSQL
 * NOTIFY once they have answered; every app server LISTENs and forwards them on `GET /api/events`
 * (Server-Sent Events) to the signed-in users allowed to see them. Installed on the root instance,
 * so its hook sees every route.
 */
export async function installLiveUpdates(
  app: FastifyInstance,
  database: Database,
  heardCaches: Record<string, HeardCache>,
  changeListeners: readonly ChangeListener[] = [],
): Promise<LiveHub> {
  const { db } = database;
  const workedBy = async (actor: Actor) =>
    worksOwnCampaignsOnly(actor)
      ? new Set(
          (await queryRows<{ id: string }>(db, sql`select id from ${campaignsWorkedBy(actor.id)} w`)).map(
            (row) => row.id,
          ),
        )
      : null;
  const hub = new LiveHub(async (stream) => {
    stream.worked = await workedBy(stream.actor);
  });
  const publisher = createChangePublisher(db, (error) =>
    app.log.warn({ err: error }, "live-update notices could not be sent"),
  );

  // The session cache (access/session-cache.ts) is used only while this server hears of every session
  // that ends or changes, and the features' caches (the do-not-contact list held in memory, say) only
  // while it hears of every change on their channels: all are dropped whenever that may not hold.
  const sessions = sessionCacheOf(db);
  const caches = Object.values(heardCaches);
  const activate = (current: Listening | null) => {
    sessions.activate(current?.caughtUp ?? null);
    for (const cache of caches) cache.activate(current?.caughtUp ?? null);
  };
  const cacheChannels = Object.fromEntries(
    Object.entries(heardCaches).map(([channel, cache]) => [
      channel,
      (payload: string) => cache.changed(payload),
    ]),
  );

  // The first stream or signed-in request starts the listening connection; it stays until the server
  // closes. Notices sent while it was lost are gone: streams refetch, and their sessions are checked
  // again.
  let listening: Promise<Listening> | null = null;
  let closing = false;
  const listen = () => {
    listening ??= database
      .listen({
        channels: {
          [LIVE_CHANNEL]: (payload) => hub.dispatch(payload),
          [SESSIONS_ENDED_CHANNEL]: endStreamsOfEndedSessions(hub, db, sessions),
          [SESSIONS_CHANGED_CHANNEL]: refreshChangedSessions(hub, db, sessions),
          ...cacheChannels,
        },
        onResume: () => {
          void listening?.then((current) => {
            if (!closing) activate(current);
          });
          hub.resync();
          void recheckSessions(hub, db);
        },
        onLost: () => activate(null),
      })
      .then(
        (current) => {
          if (!closing) activate(current);
          return current;
        },
        (error) => {
          listening = null;
          throw error;
        },
      );
    return listening;
  };
  let lastTry = Number.NEGATIVE_INFINITY;
  const startListening = () => {
    if (listening || closing || Date.now() - lastTry < LISTEN_RETRY_MS) return;
    lastTry = Date.now();
    listen().catch((error) => app.log.warn({ err: error }, "could not listen for the database's notices"));
  };
  sessions.onInactiveUse(startListening);
  for (const cache of caches) cache.onInactiveUse(startListening);

  // The change log (changes.ts, ADR 0037): what a request changed is published, and shown to this
  // server's caches, once it has answered below 400; a failed write's changes are dropped.
  app.decorateRequest("changeLog", null);
  app.addHook("onResponse", async (request, reply) => {
    const changes = request.changeLog;
    if (!changes || changes.length === 0 || reply.statusCode >= 400) return;
    const notices = noticesOf(request, changes);
    publisher.publish(notices);
    liveMetrics.notices.inc(notices.length);
    for (const listener of changeListeners) {
      try {
        listener(changes);
      } catch (error) {
        app.log.warn({ err: error }, "a cache could not take in a change");
      }
    }
  });

  const liveMetrics = {
    streams: new Gauge({
      name: "live_update_streams",
      help: "Live-update streams (GET /api/events) open on this server.",
      registers: [app.metrics.registry],
      collect() {
        this.set(hub.streams.size);
      },
    }),
    notices: new Counter({
      name: "live_update_notices_total",
      help: "Change notices this server published.",
      registers: [app.metrics.registry],
    }),
  };

  // Kept out of the request metrics: a stream's "duration" is how long a tab stayed open. The stream
  // belongs to a session (it ends with it), the browser's or a side panel's, so an API key cannot open one.
  const config = { access: "user", sessionOnly: true, panel: true, metrics: false } as const;
  app.get("/api/events", { config }, async (request, reply) => {
    const { actor, sessionHash } = request;
    if (!actor || !sessionHash) throw unauthorized();
    await listen();
    const worked = await workedBy(actor);
    reply.hijack();
    const response = reply.raw;
    response.writeHead(200, {
      "content-type": "text/event-stream; charset=utf-8",
      "cache-control": "no-store",
      "x-content-type-options": "nosniff",
      // nginx and similar proxies would otherwise buffer the stream.
      "x-accel-buffering": "no",
      "x-request-id": String(request.id),
    });
    response.write("retry: 2000\n\n");
    const stream = { actor, sessionHash, response, worked };
    request.raw.on("close", hub.add(stream));
    // A session that ended after this request's lookup but before the stream joined the hub was
    // announced too early for it: one more lookup, now that the stream is listed, closes that gap.
    if ((await findActorBySession(db, sessionHash).catch(() => undefined)) === null) hub.end(stream);
  });

  const heartbeat = setInterval(async () => {
    await recheckSessions(hub, db);
    hub.ping();
  }, HEARTBEAT_MS);
  heartbeat.unref();

  app.addHook("preClose", async () => {
    clearInterval(heartbeat);
    // Browsers reconnect on their own, to another server behind the load balancer.
    hub.endAll();
    await publisher.flush();
  });
  app.addHook("onClose", async () => {
    closing = true;
    activate(null);
    const stop = await listening?.catch(() => null);
    await stop?.();
  });
  return hub;
}
