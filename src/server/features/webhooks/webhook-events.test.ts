import { sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import {
  csvFile,
  importFields,
  importFile,
  peopleCsv,
  STANDARD_MAPPINGS,
} from "../../../../tests/helpers/imports.js";
import { type CreatedProspect, createProspect } from "../../../../tests/helpers/prospects.js";
import { verifiedPayload, type WebhookPayload } from "../../../../tests/helpers/webhook-receiver.js";
import { addEndpoint, drain, webhookSuite } from "../../../../tests/helpers/webhooks.js";
import { FLAG_BAD_DATA, messagesPath, prospectPath, replyPath } from "../../../../tests/helpers/workspace.js";
import type { WebhookEventType } from "../../../shared/contracts/webhooks.js";

const s = webhookSuite();

let prospect: CreatedProspect;
let secret: string;

/** A prospect made before the endpoint (so its own prospect.imported is not sent), then an endpoint for every event. */
beforeEach(async () => {
  prospect = await createProspect(s.t.db, s.w.company.campaignId, { email: "grace@example.test" });
  ({ secret } = await addEndpoint(s.w.sdr.api, { url: s.receiver.url }));
});

/** What the endpoint was sent, verified, in order. */
async function sent(): Promise<WebhookPayload[]> {
  await drain(s.t);
  return s.receiver.received.map((request) => verifiedPayload(secret, request));
}

const typesOf = (payloads: WebhookPayload[]) => payloads.map((payload) => payload.type as WebhookEventType);

async function expectOk(response: { statusCode: number; body: string }, status = 200) {
  expect(response.statusCode, response.body).toBe(status);
}

describe("webhook events, each from its real route", () => {
  it("turns Scheduler ticks into invite.sent, connection.accepted, message.sent and followup.sent; unticks send nothing", async () => {
    for (const field of ["invite", "connected", "m1", "m4", "ff1", "ff5"]) {
      await expectOk(await s.w.sdr.api.patch(prospectPath(prospect.id), { [field]: true }));
    }
    await expectOk(await s.w.sdr.api.patch(prospectPath(prospect.id), { m1: false }));
    const payloads = await sent();
    expect(typesOf(payloads)).toEqual([
      "invite.sent",
      "connection.accepted",
      "message.sent",
      "message.sent",
      "followup.sent",
      "followup.sent",
    ]);
    expect(payloads.map((payload) => payload.data.change?.field)).toEqual([
      "invite",
      "connected",
      "m1",
      "m4",
      "ff1",
      "ff5",
    ]);
    expect(payloads.every((payload) => payload.data.prospect?.email === "grace@example.test")).toBe(true);
  });

  it("sends tag.changed, disposition.changed, and meeting.booked when the disposition becomes Meeting", async () => {
    await expectOk(await s.w.sdr.api.patch(prospectPath(prospect.id), { sequenceTag: "Interested" }));
    await expectOk(await s.w.sdr.api.patch(prospectPath(prospect.id), { finalDisposition: "Meeting" }));
    const payloads = await sent();
    expect(typesOf(payloads)).toEqual(["tag.changed", "disposition.changed", "meeting.booked"]);
    expect(payloads.map((payload) => payload.data.change)).toEqual([
      { field: "sequenceTag", from: "New", to: "Interested" },
      { field: "finalDisposition", from: "New", to: "Meeting" },
      { field: "finalDisposition", from: "New", to: "Meeting" },
    ]);
  });

  it("sends prospect.flagged for bad data without the reason someone typed", async () => {
    const reason = "Wrong person: Grace moved to another firm";
    await expectOk(
      await s.w.sdr.api.post(FLAG_BAD_DATA, { prospectId: prospect.id, reason, sdrEmail: s.w.sdr.email }),
    );
    const payloads = await sent();
    expect(typesOf(payloads)).toEqual(["prospect.flagged"]);
    expect(payloads[0]?.data.change).toEqual({ field: "badData", from: false, to: true });
    expect(s.receiver.received[0]?.body).not.toContain("another firm");
    const stored = await s.t.db.execute(sql`select data::text as data from webhook_events`);
    expect(JSON.stringify(stored)).not.toContain("another firm");
  });

  it("sends prospect.flagged once for a bulk flag, and nothing when the flag is undone", async () => {
    const campaignId = s.w.company.campaignId;
    const flagged = await s.w.sdr.api.post(`/api/campaigns/${campaignId}/prospects/bulk`, {
      ids: [prospect.id],
      change: { field: "badData", reason: "Duplicate" },
    });
    await expectOk(flagged);
    const { changeId } = flagged.json() as { changeId: string };
    await expectOk(
      await s.w.sdr.api.post(`/api/campaigns/${campaignId}/prospects/bulk/${changeId}/undo`, {}),
    );
    expect(typesOf(await sent())).toEqual(["prospect.flagged"]);
  });

  it("sends reply.received for a captured reply (with its disposition change) and not for the SDR's own message", async () => {
    const captured = await s.w.sdr.api.post(replyPath(prospect.id), { content: "Sounds good, call me" });
    await expectOk(captured, 201);
    const conversationId = (captured.json() as { conversation: { id: string } }).conversation.id;
    await expectOk(
      await s.w.sdr.api.post(messagesPath(conversationId), {
        content: "Great, talk Tuesday",
        sender: "sdr",
        messageType: "sdr_reply",
      }),
      201,
    );
    const payloads = await sent();
    expect(typesOf(payloads)).toEqual(["disposition.changed", "reply.received"]);
    expect(payloads[1]?.data.change).toEqual({ field: "reply", messageId: expect.any(String) });
    expect(s.receiver.received[1]?.body).not.toContain("Sounds good");
  });

  it("sends prospect.imported for each person an import places in the campaign", async () => {
    const result = await importFile(
      s.w.sdr.api,
      csvFile(peopleCsv("webhook-import", 1, 2)),
      importFields(STANDARD_MAPPINGS, { campaignId: s.w.company.campaignId }),
    );
    expect(result).toMatchObject({ importedRows: 2 });
    const payloads = await sent();
    expect(typesOf(payloads)).toEqual(["prospect.imported", "prospect.imported"]);
    expect(payloads.map((payload) => payload.data.prospect?.firstName).sort()).toEqual(["First1", "First2"]);
  });

  it("sends prospect.suppressed when the prospect goes on the do-not-contact list", async () => {
    // The list matches people by their pool key, which imports derive from the profile.
    await s.t.db.execute(
      sql`update prospects set dedup_key = lower(regexp_replace(linkedin_url, '^https://www[.]', ''))
          where id = ${prospect.prospectId}`,
    );
    await expectOk(
      await s.w.sdr.api.post(`/api/prospects/${prospect.id}/do-not-contact`, { reason: "objected" }),
      201,
    );
    const payloads = await sent();
    expect(typesOf(payloads)).toEqual(["prospect.suppressed"]);
    expect(payloads[0]?.data.change).toEqual({ field: "doNotContact", from: false, to: true });
  });

  it("names a change no user made by its label (Calendly)", async () => {
    await s.t.db.execute(
      sql`insert into activity_events (assignment_id, campaign_id, actor_id, actor_label, field, old_value, new_value)
          values (${prospect.id}, ${prospect.campaignId}, null, 'Calendly', 'finalDisposition', 'New', 'Meeting')`,
    );
    const payloads = await sent();
    expect(typesOf(payloads)).toEqual(["disposition.changed", "meeting.booked"]);
    expect(payloads[1]?.data.actor).toEqual({ id: null, name: "Calendly" });
  });

  it("writes one event per change in a multi-row statement, in order", async () => {
    const others = await Promise.all([1, 2, 3].map(() => createProspect(s.t.db, s.w.company.campaignId)));
    s.receiver.received.length = 0;
    await s.t.db.execute(sql`delete from webhook_events`);
    await s.t.db.execute(
      sql`insert into activity_events (assignment_id, campaign_id, actor_id, field, old_value, new_value)
          select id, campaign_id, ${s.w.sdr.userId}::uuid, 'invite', 'false', 'true'
          from assignments where id = any(${sql.param(others.map((other) => other.id))}::uuid[]) order by id`,
    );
    const payloads = await sent();
    expect(typesOf(payloads)).toEqual(["invite.sent", "invite.sent", "invite.sent"]);
    expect(payloads.map((payload) => payload.data.prospect?.id).sort()).toEqual(
      others.map((other) => other.id).sort(),
    );
  });
});
