import { desc, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { expect } from "vitest";
import type { Db } from "../../src/server/core/db/client.js";
import { apiKeyAudit } from "../../src/server/core/db/schema/index.js";
import type { ApiKeyCreate, CreatedApiKey } from "../../src/shared/contracts/api-keys.js";
import { apiKeyEndpoints } from "../../src/shared/contracts/endpoints/api-keys.js";
import type { Api } from "./management.js";
import { authed } from "./test-app.js";

export const API_KEYS = apiKeyEndpoints.list.path;

/** Makes a key as the signed-in manager of `api`; fails the test unless it is created. */
export async function createKey(api: Api, body: ApiKeyCreate): Promise<CreatedApiKey> {
  const response = await api.post(API_KEYS, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

/** Requests made with an API key (`Authorization: Bearer <secret>`), and a cookie too when given. */
export function withKey(app: FastifyInstance, secret: string, cookie?: string): Api {
  const session = authed(app, cookie);
  const send: Api["request"] = (method, url, payload, extra = {}) =>
    session.request(method, url, payload, {
      ...extra,
      headers: { ...extra.headers, authorization: `Bearer ${secret}` },
    });
  return {
    get: (url, extra) => send("GET", url, undefined, extra),
    post: (url, payload, extra) => send("POST", url, payload, extra),
    patch: (url, payload, extra) => send("PATCH", url, payload, extra),
    put: (url, payload, extra) => send("PUT", url, payload, extra),
    delete: (url, extra) => send("DELETE", url, undefined, extra),
    request: send,
  };
}

/**
 * The audit details of a key's requests, newest first, once it holds `count`: a change made with a key
 * is recorded after its answer is sent.
 */
export async function waitForKeyRequests(db: Db, keyId: string, count: number, timeoutMs = 5_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const rows = await db
      .select({ action: apiKeyAudit.action, detail: apiKeyAudit.detail })
      .from(apiKeyAudit)
      .where(eq(apiKeyAudit.keyId, keyId))
      .orderBy(desc(apiKeyAudit.id));
    const requests = rows.filter((row) => row.action === "request").map((row) => row.detail);
    if (requests.length >= count) return requests;
    if (Date.now() > deadline)
      throw new Error(`expected ${count} audited request(s), found ${requests.length}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
