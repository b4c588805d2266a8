import type { ServerResponse } from "node:http";
import { z } from "zod";
import { LIVE_EVENTS, LIVE_TOPICS, type LiveNotice } from "../../../shared/contracts/events.js";
import { prospectSchema } from "../../../shared/contracts/prospects.js";
import type { Actor } from "../access/actor.js";
import { mayReceive } from "./live-notices.js";

/** Payloads come from every app server on the channel: checked before they reach a browser. */
const payloadSchema = z.array(
  z.object({
    t: z.enum(LIVE_TOPICS),
    c: z.string().nullable(),
    o: z.string().optional(),
    r: prospectSchema.optional(),
  }),
);

export interface LiveStream {
  actor: Actor;
  sessionHash: string;
  response: ServerResponse;
  /** An SDR's: the campaigns they work (null for everyone else). */
  worked: ReadonlySet<string> | null;
}

/** The open event streams of this server, and what each may receive. */
export class LiveHub {
  readonly streams = new Set<LiveStream>();

  /** @param rereadWorked reads an SDR's campaigns again, after the matrix changed. */
  constructor(private readonly rereadWorked: (stream: LiveStream) => Promise<void> = async () => {}) {}

  add(stream: LiveStream): () => void {
    this.streams.add(stream);
    return () => this.streams.delete(stream);
  }

  /** A NOTIFY payload from any server: each stream gets the notices its user may see. */
  dispatch(payload: string): void {
    // Every change on every server arrives here: with no stream to hand it to, it is not read.
    if (this.streams.size === 0) return;
    const parsed = payloadSchema.safeParse(safeJson(payload));
    if (!parsed.success) return;
    const matrixChanged = parsed.data.some((notice) => notice.t === "management");
    for (const stream of this.streams) {
      const visible = parsed.data.filter((notice) => mayReceive(stream.actor, notice, stream.worked));
      if (visible.length > 0) write(stream.response, LIVE_EVENTS.change, visible);
      if (matrixChanged && stream.worked) void this.rereadWorked(stream).catch(() => undefined);
    }
  }

  /** Notices may have been lost (the listener reconnected): every stream refetches what it shows. */
  resync(): void {
    for (const stream of this.streams) write(stream.response, LIVE_EVENTS.resync, {});
  }

  /** A comment line every so often keeps proxies and load balancers from closing idle streams. */
  ping(): void {
    for (const stream of this.streams) stream.response.write(": ping\n\n");
  }

  /** Ends a stream whose session is gone: the browser's reconnect is refused with 401. */
  end(stream: LiveStream): void {
    stream.response.end();
    this.streams.delete(stream);
  }

  /** Ends the streams of these sessions (signed out, password changed, archived, expired). */
  endSessions(tokenHashes: ReadonlySet<string>): void {
    for (const stream of this.streams) if (tokenHashes.has(stream.sessionHash)) this.end(stream);
  }

  endAll(): void {
    for (const stream of this.streams) stream.response.end();
    this.streams.clear();
  }
}

/** A browser this far behind (not reading, or on a very slow link) is dropped; it resyncs on reconnect. */
const MAX_UNSENT_BYTES = 1024 * 1024;

function write(response: ServerResponse, event: string, data: LiveNotice[] | Record<string, never>) {
  if (response.writableLength > MAX_UNSENT_BYTES) {
    response.destroy();
    return;
  }
  response.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
