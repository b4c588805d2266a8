import { type SQL, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createCompany } from "../../../../tests/helpers/factories.js";
import { mailsTo } from "../../../../tests/helpers/mail.js";
import { createProspect } from "../../../../tests/helpers/prospects.js";
import { verifiedPayload } from "../../../../tests/helpers/webhook-receiver.js";
import { addEndpoint, deliveriesOf, drain, webhookSuite } from "../../../../tests/helpers/webhooks.js";
import { prospectPath } from "../../../../tests/helpers/workspace.js";
import type { WebhookDelivery, WebhookEndpoint } from "../../../shared/contracts/webhooks.js";
import { queryRows } from "../../core/db/raw.js";
import { MAX_ATTEMPTS } from "./webhook-delivery.js";

const s = webhookSuite();

async function tick(assignmentId: string, body: Record<string, unknown>) {
  const response = await s.w.sdr.api.patch(prospectPath(assignmentId), body);
  expect(response.statusCode, response.body).toBe(200);
}

describe("webhook delivery", () => {
  it("signs each attempt, retries a 500 and records one delivered delivery after three attempts", async () => {
    const prospect = await createProspect(s.t.db, s.w.company.campaignId, {
      firstName: "Ada",
      lastName: "Lovelace",
      email: "ada@example.test",
    });
    const { endpoint, secret } = await addEndpoint(s.w.sdr.api, { url: s.receiver.url });
    s.receiver.answerWith(500, 500);
    await tick(prospect.id, { invite: true });

    await drain(s.t);

    expect(s.receiver.received.map((request) => request.status)).toEqual([500, 500, 200]);
    const payloads = s.receiver.received.map((request) => verifiedPayload(secret, request));
    // One event: every attempt carries its id.
    expect(new Set(s.receiver.received.map((request) => request.headers["webhook-id"])).size).toBe(1);
    expect(payloads[2]).toEqual({
      type: "invite.sent",
      timestamp: expect.any(String),
      data: {
        eventId: s.receiver.received[2]?.headers["webhook-id"],
        campaignId: s.w.company.campaignId,
        companyId: s.w.company.companyId,
        companyName: s.w.company.companyName,
        prospect: {
          id: prospect.id,
          prospectId: prospect.prospectId,
          firstName: "Ada",
          lastName: "Lovelace",
          jobTitle: expect.any(String),
          company: expect.any(String),
          linkedinUrl: expect.any(String),
          email: "ada@example.test",
        },
        change: { field: "invite", from: false, to: true },
        actor: { id: s.w.sdr.userId, name: "Sam Sdr" },
      },
    });
    expect(await deliveriesOf(s.t.db, endpoint.id)).toEqual([
      expect.objectContaining({ type: "invite.sent", status: "delivered", attempts: 3, responseStatus: 200 }),
    ]);
    const log = (
      await s.w.sdr.api.get(`/api/webhooks/${endpoint.id}/deliveries`)
    ).json() as WebhookDelivery[];
    expect(log).toEqual([
      expect.objectContaining({
        eventType: "invite.sent",
        status: "delivered",
        attempts: 3,
        responseStatus: 200,
        durationMs: expect.any(Number),
        nextAttemptAt: null,
      }),
    ]);
  });

  it("fails verification when the body is tampered with, or signed with another secret", async () => {
    const prospect = await createProspect(s.t.db, s.w.company.campaignId);
    const { secret } = await addEndpoint(s.w.sdr.api, { url: s.receiver.url });
    await tick(prospect.id, { connected: true });
    await drain(s.t);
    const [request] = s.receiver.received;
    if (!request) throw new Error("nothing was delivered");
    expect(verifiedPayload(secret, request).type).toBe("connection.accepted");

    const tampered = { ...request, body: request.body.replace("connection.accepted", "meeting.booked") };
    expect(() => verifiedPayload(secret, tampered)).toThrow();
    const { secret: other } = await addEndpoint(s.w.sdr.api, { url: s.receiver.url });
    expect(() => verifiedPayload(other, request)).toThrow();
  });

  it("sends a company-scoped endpoint its company's events only", async () => {
    const other = await createCompany(s.t.db, { companyName: "Other Client Co" });
    const { endpoint } = await addEndpoint(s.w.sdr.api, {
      url: s.receiver.url,
      companyId: s.w.company.companyId,
    });
    const ours = await createProspect(s.t.db, s.w.company.campaignId);
    const theirs = await createProspect(s.t.db, other.campaignId);
    await tick(theirs.id, { invite: true });
    await tick(ours.id, { invite: true });
    await tick(theirs.id, { finalDisposition: "Meeting" });
    await drain(s.t);

    const kept = await deliveriesOf(s.t.db, endpoint.id);
    // The prospect.imported of `ours` (made after the endpoint) and its invite; nothing of the other company.
    expect(kept.map((row) => [row.type, row.assignmentId])).toEqual([
      ["prospect.imported", ours.id],
      ["invite.sent", ours.id],
    ]);
    expect(s.receiver.received).toHaveLength(2);
    expect(await eventCount(sql`company_id = ${other.companyId}`)).toBe(0);
  });

  it("keeps each prospect's events in order: a later one waits while an earlier one is retried", async () => {
    const { endpoint, secret } = await addEndpoint(s.w.sdr.api, {
      url: s.receiver.url,
      events: ["invite.sent", "connection.accepted"],
    });
    const first = await createProspect(s.t.db, s.w.company.campaignId);
    const second = await createProspect(s.t.db, s.w.company.campaignId);
    await tick(first.id, { invite: true });
    await tick(first.id, { connected: true });
    await tick(second.id, { invite: true });
    s.receiver.answerWith(500);

    await drain(s.t);

    const seen = s.receiver.received.map((request) => {
      const payload = verifiedPayload(secret, request);
      return [payload.type, payload.data.prospect?.id, request.status];
    });
    const ofFirst = seen.filter(([, id]) => id === first.id);
    expect(ofFirst).toEqual([
      ["invite.sent", first.id, 500],
      ["invite.sent", first.id, 200],
      ["connection.accepted", first.id, 200],
    ]);
    expect(seen.filter(([, id]) => id === second.id)).toEqual([["invite.sent", second.id, 200]]);
    expect((await deliveriesOf(s.t.db, endpoint.id)).map((row) => row.status)).toEqual([
      "delivered",
      "delivered",
      "delivered",
    ]);
  });

  it(`gives a delivery up after ${MAX_ATTEMPTS} attempts, and disables an endpoint failing for 3 days with a mail to managers`, async () => {
    const { endpoint } = await addEndpoint(s.w.sdr.api, { url: s.receiver.url, events: ["invite.sent"] });
    const prospect = await createProspect(s.t.db, s.w.company.campaignId);
    s.receiver.answerWith(...Array<number>(MAX_ATTEMPTS + 1).fill(503));
    await tick(prospect.id, { invite: true });
    await drain(s.t);

    expect(await deliveriesOf(s.t.db, endpoint.id)).toEqual([
      expect.objectContaining({ status: "failed", attempts: MAX_ATTEMPTS, responseStatus: 503 }),
    ]);
    const failing = await endpointState(endpoint.id);
    expect(failing.enabled).toBe(true);
    expect(failing.failingSince).not.toBeNull();
    expect(await mailsTo(s.t.db, s.w.sdr.email)).toEqual([]);

    // Its first failure since the last success was more than 3 days ago: the next failure disables it.
    await s.t.db.execute(
      sql`update webhook_endpoints set failing_since = now() - interval '3 days 1 hour' where id = ${endpoint.id}`,
    );
    await tick(prospect.id, { invite: false });
    await tick(prospect.id, { invite: true });
    await drain(s.t);

    const disabled = await endpointState(endpoint.id);
    expect(disabled.enabled).toBe(false);
    expect(disabled.disabledAt).not.toBeNull();
    expect(disabled.disabledReason).toMatch(/^Every delivery failed for 3 days \(since .+ UTC\)$/);
    const mails = await mailsTo(s.t.db, s.w.sdr.email);
    expect(mails).toEqual([
      { subject: `Webhook endpoint disabled: ${s.receiver.url}`, body: expect.stringContaining("/settings") },
    ]);
    // Its events wait for it: nothing more is sent while it is disabled.
    const sentBefore = s.receiver.received.length;
    await tick(prospect.id, { invite: false });
    await drain(s.t);
    expect(s.receiver.received).toHaveLength(sentBefore);

    // Enabled again, the waiting delivery goes and the failure clock is cleared.
    const enabled = await s.w.sdr.api.patch(`/api/webhooks/${endpoint.id}`, { enabled: true });
    expect(enabled.json()).toMatchObject({ enabled: true, disabledAt: null, disabledReason: null });
    await drain(s.t);
    expect((await deliveriesOf(s.t.db, endpoint.id)).map((row) => row.status)).toEqual([
      "failed",
      "delivered",
    ]);
  });

  it("clears an endpoint's failing_since at its next success", async () => {
    const { endpoint } = await addEndpoint(s.w.sdr.api, { url: s.receiver.url, events: ["tag.changed"] });
    await s.t.db.execute(
      sql`update webhook_endpoints set failing_since = now() - interval '2 days' where id = ${endpoint.id}`,
    );
    const prospect = await createProspect(s.t.db, s.w.company.campaignId);
    await tick(prospect.id, { sequenceTag: "Interested" });
    await drain(s.t);
    expect((await endpointState(endpoint.id)).failingSince).toBeNull();
  });

  it("redelivers a delivery at once, with the same event id", async () => {
    const { endpoint, secret } = await addEndpoint(s.w.sdr.api, {
      url: s.receiver.url,
      events: ["tag.changed"],
    });
    const prospect = await createProspect(s.t.db, s.w.company.campaignId);
    await tick(prospect.id, { sequenceTag: "Question" });
    await drain(s.t);
    const [delivery] = (
      await s.w.sdr.api.get(`/api/webhooks/${endpoint.id}/deliveries`)
    ).json() as WebhookDelivery[];
    if (!delivery) throw new Error("no delivery");
    expect(delivery.status).toBe("delivered");

    const again = await s.w.sdr.api.post(`/api/webhooks/${endpoint.id}/deliveries/${delivery.id}/redeliver`);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({
      id: delivery.id,
      status: "pending",
      nextAttemptAt: expect.any(String),
    });
    await drain(s.t);

    expect(s.receiver.received.map((request) => request.headers["webhook-id"])).toEqual([
      delivery.eventId,
      delivery.eventId,
    ]);
    const [, resent] = s.receiver.received;
    if (!resent) throw new Error("nothing was redelivered");
    expect(verifiedPayload(secret, resent).type).toBe("tag.changed");
    const [after] = (
      await s.w.sdr.api.get(`/api/webhooks/${endpoint.id}/deliveries`)
    ).json() as WebhookDelivery[];
    expect(after).toMatchObject({ status: "delivered", attempts: 2 });
  });

  it("sends a test event to that endpoint only, even while it is disabled", async () => {
    const { endpoint, secret } = await addEndpoint(s.w.sdr.api, { url: s.receiver.url });
    const other = await addEndpoint(s.w.sdr.api, { url: s.receiver.url });
    await s.w.sdr.api.patch(`/api/webhooks/${endpoint.id}`, { enabled: false });

    const sent = await s.w.sdr.api.post(`/api/webhooks/${endpoint.id}/test`);
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json()).toMatchObject({ eventType: "test.ping", status: "pending" });
    await drain(s.t);

    const [ping] = s.receiver.received;
    expect(s.receiver.received).toHaveLength(1);
    if (!ping) throw new Error("no test event arrived");
    const payload = verifiedPayload(secret, ping);
    expect(payload).toMatchObject({
      type: "test.ping",
      data: { prospect: null, campaignId: null, actor: { id: s.w.sdr.userId, name: "Sam Sdr" } },
    });
    expect(await deliveriesOf(s.t.db, other.endpoint.id)).toEqual([]);
  });

  it("writes nothing to the outbox while no endpoint is enabled", async () => {
    const { endpoint } = await addEndpoint(s.w.sdr.api, { url: s.receiver.url });
    await s.w.sdr.api.patch(`/api/webhooks/${endpoint.id}`, { enabled: false });
    const prospect = await createProspect(s.t.db, s.w.company.campaignId);
    await tick(prospect.id, { invite: true });
    expect(await eventCount(sql`true`)).toBe(0);
  });
});

async function eventCount(where: SQL): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    s.t.db,
    sql`select count(*)::int as n from webhook_events where ${where}`,
  );
  return row?.n ?? 0;
}

async function endpointState(id: string) {
  const response = await s.w.sdr.api.get("/api/webhooks");
  const found = (response.json() as WebhookEndpoint[]).find((endpoint) => endpoint.id === id);
  if (!found) throw new Error(`endpoint ${id} is not listed`);
  return found;
}
