import { get, type IncomingMessage } from "node:http";
import type { FastifyInstance } from "fastify";
import type { LiveNotice } from "../../src/shared/contracts/events.js";

export interface StreamEvent {
  event: string;
  data: unknown;
}

export interface LiveStreamReader {
  status: number;
  events: StreamEvent[];
  /** Resolves with the first event (already received or to come) that matches, or fails after `ms`. */
  next(match: (event: StreamEvent) => boolean, ms?: number): Promise<StreamEvent>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
}

/** Notices of `change` events received so far. */
export function noticesOf(reader: LiveStreamReader): LiveNotice[] {
  return reader.events.filter((e) => e.event === "change").flatMap((e) => e.data as LiveNotice[]);
}

export const changeFor =
  (topic: LiveNotice["t"], campaignId: string | null) =>
  (event: StreamEvent): boolean =>
    event.event === "change" &&
    (event.data as LiveNotice[]).some((notice) => notice.t === topic && notice.c === campaignId);

/** Resolves once the server has ended the stream; fails when it is still open `ms` later. */
export async function endsWithin(reader: LiveStreamReader, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`the stream was still open ${ms} ms later`)), ms);
  });
  try {
    await Promise.race([reader.ended, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** The address an app listens on, starting it on a free port the first time. */
export async function listening(app: FastifyInstance): Promise<string> {
  const address = app.server.address();
  if (address && typeof address === "object") return `http://127.0.0.1:${address.port}`;
  await app.listen({ port: 0, host: "127.0.0.1" });
  return listening(app);
}

/**
 * Opens `GET /api/events` with a session cookie over real HTTP (on a connection of its own, closed
 * with the stream) and parses what arrives.
 */
export async function openLiveStream(
  baseUrl: string,
  cookie: string | undefined,
  headers: Record<string, string> = {},
): Promise<LiveStreamReader> {
  const response = await new Promise<IncomingMessage>((resolve, reject) => {
    const request = get(
      `${baseUrl}/api/events`,
      { agent: false, headers: { ...headers, ...(cookie ? { cookie } : {}) } },
      resolve,
    );
    request.on("error", reject);
  });
  const events: StreamEvent[] = [];
  const waiters = new Set<() => void>();
  let buffer = "";
  const ended = new Promise<void>((resolve) => response.on("close", resolve));

  response.setEncoding("utf8");
  response.on("data", (chunk: string) => {
    buffer += chunk;
    let end = buffer.indexOf("\n\n");
    while (end !== -1) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const event = /^event: (.*)$/m.exec(block)?.[1];
      const data = /^data: (.*)$/m.exec(block)?.[1];
      if (event && data !== undefined) events.push({ event, data: JSON.parse(data) });
      end = buffer.indexOf("\n\n");
    }
    for (const wake of waiters) wake();
  });
  response.on("error", () => {});

  return {
    status: response.statusCode ?? 0,
    events,
    ended,
    next(match, ms = 5_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = events.find(match);
          if (!found) return false;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found);
          return true;
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no matching event within ${ms} ms; received ${JSON.stringify(events)}`));
        }, ms);
        if (!check()) waiters.add(check);
      });
    },
    close: () => response.destroy(),
  };
}
