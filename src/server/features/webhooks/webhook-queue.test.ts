import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createProspects } from "../../../../tests/helpers/prospects.js";
import { testConfig } from "../../../../tests/helpers/test-app.js";
import { verifiedPayload } from "../../../../tests/helpers/webhook-receiver.js";
import { addEndpoint, deliveriesOf, drain, webhookSuite } from "../../../../tests/helpers/webhooks.js";
import { prospectPath } from "../../../../tests/helpers/workspace.js";
import { queryRows } from "../../core/db/raw.js";

// The job queue is worked here, as on a server: nothing but the app sends the deliveries.
const s = webhookSuite({
  webhooks: { allowPrivateUrls: true, retryBaseSeconds: 0 },
  jobs: { ...testConfig().jobs, work: true },
});

describe("webhook delivery by the job queue", () => {
  it("sends a change's event without anyone asking", async () => {
    const [prospect] = await createProspects(s.t.db, s.w.company.campaignId, 1);
    if (!prospect) throw new Error("no prospect");
    const { endpoint, secret } = await addEndpoint(s.w.sdr.api, { url: s.receiver.url });
    const ticked = await s.w.sdr.api.patch(prospectPath(prospect.id), { connected: true });
    expect(ticked.statusCode, ticked.body).toBe(200);

    const [request] = await s.receiver.waitFor(1);
    if (!request) throw new Error("nothing arrived");
    expect(verifiedPayload(secret, request)).toMatchObject({
      type: "connection.accepted",
      data: { prospect: { id: prospect.id } },
    });
    await expect.poll(async () => (await deliveriesOf(s.t.db, endpoint.id))[0]?.status).toBe("delivered");
  });

  it("sends each delivery once while passes run side by side", async () => {
    const { secret } = await addEndpoint(s.w.sdr.api, { url: s.receiver.url, events: ["invite.sent"] });
    const prospects = await createProspects(s.t.db, s.w.company.campaignId, 40);
    await s.t.db.execute(
      sql`insert into activity_events (assignment_id, campaign_id, actor_id, field, old_value, new_value)
          select id, campaign_id, ${s.w.sdr.userId}::uuid, 'invite', 'false', 'true'
          from assignments where id = any(${sql.param(prospects.map((p) => p.id))}::uuid[])`,
    );
    // Two passes here beside the app's own (as two servers would run them).
    await Promise.all([drain(s.t), drain(s.t)]);
    await s.receiver.waitFor(40);
    await expect.poll(async () => pendingCount()).toBe(0);

    const ids = s.receiver.received.map((request) => verifiedPayload(secret, request).data.eventId);
    expect(ids).toHaveLength(40);
    expect(new Set(ids).size).toBe(40);
  });
});

async function pendingCount(): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    s.t.db,
    sql`select count(*)::int as n from webhook_deliveries where status = 'pending'`,
  );
  return row?.n ?? -1;
}
