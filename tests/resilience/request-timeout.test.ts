import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { errorBody } from "../../src/server/core/http/errors.js";
import { REQUEST_TIMEOUT_MESSAGE } from "../../src/server/core/http/request-timeout.js";
import { createCompany, createSdrUser } from "../helpers/factories.js";
import { ANALYZE } from "../helpers/imports.js";
import { changeFor, listening, openLiveStream } from "../helpers/live-stream.js";
import { createProspect } from "../helpers/prospects.js";
import { authed, createTestApp, login, type TestApp } from "../helpers/test-app.js";
import { prospectPath } from "../helpers/workspace.js";

vi.setConfig({ testTimeout: 30_000 });

/** Short, so that the test is quick; the default is 60 s (REQUEST_TIMEOUT_MS). */
const REQUEST_TIMEOUT_MS = 1_000;
/** A stalled request must be answered, or its connection closed, well within this. */
const ANSWERED_WITHIN_MS = 15_000;

let t: TestApp;
let origin: URL;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp({ requestTimeoutMs: REQUEST_TIMEOUT_MS });
  const sdr = await createSdrUser(t.db);
  cookie = await login(t.app, sdr.email, sdr.password, "sdr");
  origin = new URL(await listening(t.app));
});
afterAll(() => t.close());

interface Outcome {
  /** Everything the server sent before closing. */
  received: string;
  ms: number;
}

/**
 * Opens a real connection, writes `head` (and nothing more: the client stalls), and resolves when the
 * server closes the connection, with what it sent; fails after ANSWERED_WITHIN_MS.
 */
function stall(head: string): Promise<Outcome> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const socket = connect(Number(origin.port), origin.hostname);
    let received = "";
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`the stalled request was still open after ${ANSWERED_WITHIN_MS} ms: ${received}`));
    }, ANSWERED_WITHIN_MS);
    socket.setEncoding("utf8");
    socket.on("data", (chunk: string) => {
      received += chunk;
    });
    socket.on("error", () => {});
    socket.on("close", () => {
      clearTimeout(timer);
      resolve({ received, ms: performance.now() - started });
    });
    socket.write(head);
  });
}

function expect408({ received, ms }: Outcome) {
  const [head = "", body = ""] = received.split("\r\n\r\n");
  expect(head.split("\r\n")[0]).toBe("HTTP/1.1 408 Request Timeout");
  expect(head).toContain("Connection: close");
  expect(JSON.parse(body)).toEqual(errorBody(408, REQUEST_TIMEOUT_MESSAGE));
  // Not before the limit: a request that is merely slow gets its full time.
  expect(ms).toBeGreaterThanOrEqual(REQUEST_TIMEOUT_MS - 50);
}

describe("a client that stops sending part-way through its request", () => {
  it("half a JSON body: answered 408 and closed", async () => {
    const body = JSON.stringify({ email: "someone@example.test", password: "x", userType: "sdr" });
    expect408(
      await stall(
        [
          "POST /api/auth/login HTTP/1.1",
          `Host: ${origin.host}`,
          "Content-Type: application/json",
          `Content-Length: ${body.length}`,
          "",
          body.slice(0, 20),
        ].join("\r\n"),
      ),
    );
  });

  it("half a CSV upload, its handler already reading the parts: answered 408 and closed", async () => {
    const boundary = "----stalled";
    const start = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="people.csv"\r\nContent-Type: text/csv\r\n\r\nFirst Name,Last Name\r\nAda,Lov`;
    expect408(
      await stall(
        [
          `POST ${ANALYZE} HTTP/1.1`,
          `Host: ${origin.host}`,
          `Cookie: ${cookie}`,
          `Content-Type: multipart/form-data; boundary=${boundary}`,
          "Content-Length: 100000",
          "",
          start,
        ].join("\r\n"),
      ),
    );
  });

  it("headers never finished: answered 408 and closed", async () => {
    expect408(await stall(`GET /api/health HTTP/1.1\r\nHost: ${origin.host}\r\nX-Slow: `));
  });

  it("the server goes on serving other requests meanwhile", async () => {
    const stalled = stall(
      `POST /api/auth/login HTTP/1.1\r\nHost: ${origin.host}\r\nContent-Type: application/json\r\nContent-Length: 50\r\n\r\n{`,
    );
    const health = await fetch(new URL("/api/health", origin));
    expect(health.status).toBe(200);
    expect408(await stalled);
  });
});

describe("answers that take long are not cut", () => {
  it("a live-update stream stays open past the request timeout and still delivers changes", async () => {
    const company = await createCompany(t.db);
    const prospect = await createProspect(t.db, company.campaignId);
    const stream = await openLiveStream(origin.toString().replace(/\/$/, ""), cookie);
    try {
      expect(stream.status).toBe(200);
      let ended = false;
      void stream.ended.then(() => {
        ended = true;
      });
      // Several request timeouts, and several of the server's rounds looking for late requests.
      await new Promise((resolve) => setTimeout(resolve, REQUEST_TIMEOUT_MS * 4));
      expect(ended).toBe(false);
      const change = await authed(t.app, cookie).patch(prospectPath(prospect.id), { invite: true });
      expect(change.statusCode, change.body).toBe(200);
      await stream.next(changeFor("prospects", company.campaignId), 10_000);
      expect(ended).toBe(false);
    } finally {
      stream.close();
    }
  });
});
