import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { Webhook } from "standardwebhooks";

export interface ReceivedWebhook {
  headers: IncomingHttpHeaders;
  body: string;
  /** The answer it was given. */
  status: number;
}

export interface WebhookReceiver {
  /** http://127.0.0.1:<port>/hooks */
  url: string;
  received: ReceivedWebhook[];
  /** The next answers' statuses, in order; 200 once they are used up. */
  answerWith(...statuses: number[]): void;
  /** Resolves once `count` requests have come in (fails after `timeoutMs`). */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedWebhook[]>;
  close(): Promise<void>;
}

/** A receiving endpoint on 127.0.0.1 (a free port) that records every request it is sent. */
export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const received: ReceivedWebhook[] = [];
  const answers: number[] = [];
  const waiters: { count: number; resolve: () => void }[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const status = answers.shift() ?? 200;
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString("utf8"), status });
      response.writeHead(status, { "content-type": "text/plain" }).end(status < 300 ? "ok" : "not now");
      for (const waiter of waiters.filter((w) => received.length >= w.count)) waiter.resolve();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    answerWith: (...statuses) => answers.push(...statuses),
    waitFor(count, timeoutMs = 10_000) {
      if (received.length >= count) return Promise.resolve(received);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`expected ${count} webhook request(s), received ${received.length}`)),
          timeoutMs,
        );
        waiters.push({
          count,
          resolve: () => {
            clearTimeout(timer);
            resolve(received);
          },
        });
      });
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The Standard Webhooks headers of a received request. */
export function signatureHeaders(request: ReceivedWebhook): Record<string, string> {
  return {
    "webhook-id": String(request.headers["webhook-id"]),
    "webhook-timestamp": String(request.headers["webhook-timestamp"]),
    "webhook-signature": String(request.headers["webhook-signature"]),
  };
}

export interface WebhookPayload {
  type: string;
  timestamp: string;
  data: {
    eventId: string;
    campaignId: string | null;
    companyId: string | null;
    companyName: string | null;
    prospect: Record<string, unknown> | null;
    change: Record<string, unknown> | null;
    actor: { id: string | null; name: string | null } | null;
  };
}

/** The payload, after checking its signature with the endpoint's secret as a receiver would (throws if it fails). */
export function verifiedPayload(secret: string, request: ReceivedWebhook): WebhookPayload {
  return new Webhook(secret).verify(request.body, signatureHeaders(request)) as WebhookPayload;
}
