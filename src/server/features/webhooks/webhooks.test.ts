import { describe, expect, it } from "vitest";
import { createCompany } from "../../../../tests/helpers/factories.js";
import { UNKNOWN_ID } from "../../../../tests/helpers/management.js";
import { authed } from "../../../../tests/helpers/test-app.js";
import { verifiedPayload } from "../../../../tests/helpers/webhook-receiver.js";
import { addEndpoint, drain, webhookSuite } from "../../../../tests/helpers/webhooks.js";
import { prospectsPath } from "../../../../tests/helpers/workspace.js";
import { API_KEY_SESSION_ONLY } from "../../../shared/contracts/api-keys.js";
import { endpointPath } from "../../../shared/contracts/endpoint.js";
import { webhookEndpoints as api } from "../../../shared/contracts/endpoints/webhooks.js";
import {
  WEBHOOK_DELIVERY_NOT_FOUND,
  WEBHOOK_NOT_FOUND,
  type WebhookDelivery,
  type WebhookEndpoint,
} from "../../../shared/contracts/webhooks.js";

const s = webhookSuite();

const list = async () => (await s.w.sdr.api.get(api.list.path)).json() as WebhookEndpoint[];

function expectFieldError(response: { statusCode: number; json(): unknown; body: string }, field: string) {
  expect(response.statusCode, response.body).toBe(400);
  // The message names the field as a person reads it ("events: ..." for the list's first item).
  const named = field.split(".")[0] ?? field;
  expect(response.json()).toMatchObject({
    code: "validation",
    field,
    message: expect.stringContaining(named),
  });
}

describe("webhook endpoints", () => {
  it("are created with a Standard Webhooks secret shown once, and listed without it", async () => {
    const client = await createCompany(s.t.db, { companyName: "Scoped Client Co" });
    const { endpoint, secret } = await addEndpoint(s.w.sdr.api, {
      url: s.receiver.url,
      description: "CRM sync",
      events: ["reply.received", "meeting.booked"],
      companyId: client.companyId,
    });
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
    expect(Buffer.from(secret.slice("whsec_".length), "base64")).toHaveLength(24);
    expect(endpoint).toMatchObject({
      url: s.receiver.url,
      description: "CRM sync",
      events: ["reply.received", "meeting.booked"],
      companyId: client.companyId,
      companyName: "Scoped Client Co",
      enabled: true,
      failingSince: null,
      disabledReason: null,
    });
    const listed = await s.w.sdr.api.get(api.list.path);
    expect(listed.json()).toEqual([endpoint]);
    expect(listed.body).not.toContain(secret);
  });

  it("refuse bad input with 400 naming the field, and save nothing", async () => {
    const post = (body: unknown) => s.w.sdr.api.post(api.create.path, body);
    expectFieldError(await post({}), "url");
    expectFieldError(await post({ url: "ftp://files.example.com/in" }), "url");
    expectFieldError(await post({ url: "not a url" }), "url");
    expectFieldError(await post({ url: s.receiver.url, events: ["prospect.deleted"] }), "events.0");
    expectFieldError(await post({ url: s.receiver.url, events: ["invite.sent", "invite.sent"] }), "events");
    expectFieldError(await post({ url: s.receiver.url, companyId: "nope" }), "companyId");
    expectFieldError(await post({ url: s.receiver.url, companyId: UNKNOWN_ID }), "companyId");
    expectFieldError(await post({ url: s.receiver.url, description: "x".repeat(201) }), "description");
    expect(await list()).toEqual([]);

    const { endpoint } = await addEndpoint(s.w.sdr.api, { url: s.receiver.url });
    const path = endpointPath(api.update, { id: endpoint.id });
    expectFieldError(await s.w.sdr.api.patch(path, { url: "mailto:ops@example.com" }), "url");
    expectFieldError(await s.w.sdr.api.patch(path, { enabled: "yes" }), "enabled");
    expect(await list()).toEqual([endpoint]);
  });

  it("are updated field by field, and answer 404 for an unknown id", async () => {
    const { endpoint } = await addEndpoint(s.w.sdr.api, { url: s.receiver.url });
    const path = endpointPath(api.update, { id: endpoint.id });
    const updated = await s.w.sdr.api.patch(path, {
      url: `${s.receiver.url}/v2`,
      description: "Replies only",
      events: ["reply.received"],
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({
      url: `${s.receiver.url}/v2`,
      description: "Replies only",
      events: ["reply.received"],
      companyId: null,
    });
    const off = await s.w.sdr.api.patch(path, { enabled: false });
    expect(off.json()).toMatchObject({
      enabled: false,
      disabledAt: expect.any(String),
      disabledReason: null,
    });

    const unknown = endpointPath(api.update, { id: UNKNOWN_ID });
    for (const response of [
      await s.w.sdr.api.patch(unknown, { enabled: true }),
      await s.w.sdr.api.delete(unknown),
      await s.w.sdr.api.post(endpointPath(api.rotateSecret, { id: UNKNOWN_ID })),
      await s.w.sdr.api.get(endpointPath(api.deliveries, { id: UNKNOWN_ID })),
      await s.w.sdr.api.post(endpointPath(api.sendTest, { id: UNKNOWN_ID })),
    ]) {
      expect(response.statusCode, response.body).toBe(404);
      expect(response.json()).toMatchObject({ message: WEBHOOK_NOT_FOUND });
    }
  });

  it("sign with a rotated secret from the moment it is rotated", async () => {
    const { endpoint, secret: old } = await addEndpoint(s.w.sdr.api, { url: s.receiver.url });
    const rotated = await s.w.sdr.api.post(endpointPath(api.rotateSecret, { id: endpoint.id }));
    expect(rotated.statusCode, rotated.body).toBe(200);
    const { secret } = rotated.json() as { secret: string };
    expect(secret).not.toBe(old);

    await s.w.sdr.api.post(endpointPath(api.sendTest, { id: endpoint.id }));
    await drain(s.t);
    const [request] = s.receiver.received;
    if (!request) throw new Error("no test event arrived");
    expect(verifiedPayload(secret, request).type).toBe("test.ping");
    expect(() => verifiedPayload(old, request)).toThrow();
  });

  it("are deleted with their delivery log", async () => {
    const { endpoint } = await addEndpoint(s.w.sdr.api, { url: s.receiver.url });
    const kept = await addEndpoint(s.w.sdr.api, { url: s.receiver.url });
    await s.w.sdr.api.post(endpointPath(api.sendTest, { id: endpoint.id }));
    const removed = await s.w.sdr.api.delete(endpointPath(api.remove, { id: endpoint.id }));
    expect(removed.statusCode, removed.body).toBe(204);
    expect((await list()).map((row) => row.id)).toEqual([kept.endpoint.id]);
    expect((await s.w.sdr.api.get(endpointPath(api.deliveries, { id: endpoint.id }))).statusCode).toBe(404);
    expect(await drain(s.t)).toBe(0);
    expect((await s.w.sdr.api.delete(endpointPath(api.remove, { id: endpoint.id }))).statusCode).toBe(404);
  });

  it("redeliver only a delivery of that endpoint", async () => {
    const first = await addEndpoint(s.w.sdr.api, { url: s.receiver.url });
    const second = await addEndpoint(s.w.sdr.api, { url: s.receiver.url });
    const sent = await s.w.sdr.api.post(endpointPath(api.sendTest, { id: first.endpoint.id }));
    const delivery = sent.json() as WebhookDelivery;
    for (const [id, deliveryId] of [
      [second.endpoint.id, delivery.id],
      [first.endpoint.id, UNKNOWN_ID],
    ] as const) {
      const response = await s.w.sdr.api.post(endpointPath(api.redeliver, { id, deliveryId }));
      expect(response.statusCode, response.body).toBe(404);
      expect(response.json()).toMatchObject({ message: WEBHOOK_DELIVERY_NOT_FOUND });
    }
  });
});

describe("webhook routes' access", () => {
  it("are for managers only: a client gets 403 on each, without a session 401, and nothing changes", async () => {
    const { endpoint } = await addEndpoint(s.w.sdr.api, { url: s.receiver.url });
    const sent = (
      await s.w.sdr.api.post(endpointPath(api.sendTest, { id: endpoint.id }))
    ).json() as WebhookDelivery;
    const calls = (caller: typeof s.w.client.api) => [
      caller.get(api.list.path),
      caller.post(api.create.path, { url: s.receiver.url }),
      caller.patch(endpointPath(api.update, { id: endpoint.id }), { enabled: false }),
      caller.delete(endpointPath(api.remove, { id: endpoint.id })),
      caller.post(endpointPath(api.rotateSecret, { id: endpoint.id })),
      caller.get(endpointPath(api.deliveries, { id: endpoint.id })),
      caller.post(endpointPath(api.redeliver, { id: endpoint.id, deliveryId: sent.id })),
      caller.post(endpointPath(api.sendTest, { id: endpoint.id })),
    ];
    for (const response of await Promise.all(calls(s.w.client.api))) {
      expect(response.statusCode, response.body).toBe(403);
    }
    for (const response of await Promise.all(calls(s.w.anonymous))) {
      expect(response.statusCode, response.body).toBe(401);
    }
    expect(await list()).toEqual([endpoint]);
    const log = (await s.w.sdr.api.get(endpointPath(api.deliveries, { id: endpoint.id }))).json();
    expect(log).toHaveLength(1);
  });

  it("refuse an API key, even a read-write agency one (session only)", async () => {
    const created = await s.w.sdr.api.post("/api/api-keys", { name: "Reporting", readOnly: false });
    expect(created.statusCode, created.body).toBe(201);
    const { secret } = created.json() as { secret: string };
    const withKey = authed(s.t.app, undefined);
    const headers = { authorization: `Bearer ${secret}` };
    const listed = await withKey.get(api.list.path, { headers });
    const made = await withKey.post(api.create.path, { url: s.receiver.url }, { headers });
    for (const response of [listed, made]) {
      expect(response.statusCode, response.body).toBe(403);
      expect(response.json()).toMatchObject({ message: API_KEY_SESSION_ONLY });
    }
    expect(await list()).toEqual([]);
    // The same key works where keys are allowed: the refusal is the route's, not the key's.
    const prospects = await withKey.get(prospectsPath(s.w.company.campaignId), { headers });
    expect(prospects.statusCode, prospects.body).toBe(200);
  });
});
