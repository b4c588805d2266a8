import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createCompany } from "../../../../tests/helpers/factories.js";
import { expectError, UNKNOWN_ID } from "../../../../tests/helpers/management.js";
import { activityEventsOf, assignmentState, createProspect } from "../../../../tests/helpers/prospects.js";
import {
  CONVERSATIONS,
  messagesPath,
  prospectPath,
  replyPath,
  workspaceSuite,
} from "../../../../tests/helpers/workspace.js";
import type { Conversation } from "../../../shared/contracts/conversations.js";
import { queryRows } from "../../core/db/raw.js";

const { t, w } = workspaceSuite();

const fresh = () =>
  createProspect(t.db, w.company.campaignId, {
    firstName: "Grace",
    lastName: "Hopper",
    jobTitle: "Rear Admiral",
    company: "Navy Labs",
    email: "grace@example.test",
    linkedinUrl: "https://www.linkedin.com/in/grace-hopper",
  });
const conversationsOf = async (assignmentId: string) =>
  queryRows<{ id: string; status: string }>(
    t.db,
    sql`select id, status from conversations where assignment_id = ${assignmentId}`,
  );
const messageCount = async (assignmentId: string) => {
  const [row] = await queryRows<{ n: number }>(
    t.db,
    sql`select count(*)::int as n from messages m join conversations c on c.id = m.conversation_id
        where c.assignment_id = ${assignmentId}`,
  );
  return row?.n ?? 0;
};

describe("POST /api/prospects/{id}/reply", () => {
  it("sets disposition Reply, creates the conversation with status replied and adds the reply", async () => {
    const prospect = await fresh();
    const response = await w.sdr.api.post(replyPath(prospect.id), { content: "  Sounds good, call me.  " });
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json();
    expect(body.prospect).toMatchObject({ id: prospect.id, finalDisposition: "Reply" });
    expect(body.message).toEqual({
      id: expect.any(String),
      content: "Sounds good, call me.",
      sender: "prospect",
      messageType: "prospect_reply",
      timestamp: expect.any(String),
    });
    expect(body.conversation).toEqual({
      id: expect.any(String),
      prospectId: prospect.id,
      campaignId: w.company.campaignId,
      prospectName: "Grace Hopper",
      prospectTitle: "Rear Admiral",
      prospectCompany: "Navy Labs",
      prospectEmail: "grace@example.test",
      linkedinUrl: "https://www.linkedin.com/in/grace-hopper",
      lastMessageAt: body.message.timestamp,
      status: "replied",
      messageCount: 1,
      createdAt: expect.any(String),
    });
    expect(await activityEventsOf(t.db, prospect.id)).toEqual([
      expect.objectContaining({
        field: "finalDisposition",
        oldValue: "New",
        newValue: "Reply",
        actorId: w.sdr.userId,
      }),
    ]);
    const thread = await w.sdr.api.get(messagesPath(body.conversation.id));
    expect(thread.json()).toEqual([body.message]);
  });

  it("reuses the prospect's conversation, moves it to replied, and appends the reply", async () => {
    const prospect = await fresh();
    await w.sdr.api.patch(prospectPath(prospect.id), { finalDisposition: "Meeting" });
    const opened = await w.sdr.api.post(CONVERSATIONS, { prospectId: prospect.id });
    expect(opened.statusCode).toBe(201);
    expect(opened.json().status).toBe("meeting");
    const earlier = await w.sdr.api.post(messagesPath(opened.json().id), {
      content: "Thanks for your time",
      sender: "sdr",
      messageType: "sdr_reply",
    });
    expect(earlier.statusCode).toBe(201);

    const response = await w.sdr.api.post(replyPath(prospect.id), { content: "One more question" });
    expect(response.statusCode, response.body).toBe(201);
    const { conversation, message } = response.json();
    expect(conversation).toMatchObject({ id: opened.json().id, status: "replied", messageCount: 2 });
    expect(conversation.lastMessageAt).toBe(message.timestamp);
    expect(await conversationsOf(prospect.id)).toHaveLength(1);
    const thread = (await w.sdr.api.get(messagesPath(conversation.id))).json();
    expect(thread.map((m: { content: string }) => m.content)).toEqual([
      "Thanks for your time",
      "One more question",
    ]);
  });

  it("a second reply while already Reply adds the message without another disposition event", async () => {
    const prospect = await fresh();
    await w.sdr.api.post(replyPath(prospect.id), { content: "First" });
    const second = await w.sdr.api.post(replyPath(prospect.id), { content: "Second" });
    expect(second.statusCode).toBe(201);
    expect(second.json().conversation.messageCount).toBe(2);
    expect(await activityEventsOf(t.db, prospect.id)).toHaveLength(1);
  });

  it.each([
    ["empty text", { content: "" }],
    ["blank text", { content: " \n\t " }],
    ["no text", {}],
    ["text that is not a string", { content: 42 }],
  ])('refuses %s with "Reply text is required" and saves nothing', async (_label, body) => {
    const prospect = await fresh();
    const before = await assignmentState(t.db, prospect.id);
    expectError(await w.sdr.api.post(replyPath(prospect.id), body), 400, "Reply text is required");
    expect(await assignmentState(t.db, prospect.id)).toEqual(before);
    expect(before.finalDisposition).toBe("New");
    expect(await activityEventsOf(t.db, prospect.id)).toEqual([]);
    expect(await conversationsOf(prospect.id)).toEqual([]);
    expect(await messageCount(prospect.id)).toBe(0);
  });

  it("an unknown prospect is 404 and creates nothing; a malformed id is 400", async () => {
    expectError(await w.sdr.api.post(replyPath(UNKNOWN_ID), { content: "Hi" }), 404, "Prospect not found");
    expectError(await w.sdr.api.post(replyPath("x"), { content: "Hi" }), 400, "Not a valid id");
  });

  it("the company's client may not capture a reply: 403, nothing saved", async () => {
    const prospect = await fresh();
    expectError(
      await w.client.api.post(replyPath(prospect.id), { content: "Hi" }),
      403,
      "Clients can view their campaign but not change it.",
    );
    expect((await assignmentState(t.db, prospect.id)).finalDisposition).toBe("New");
    expect(await conversationsOf(prospect.id)).toEqual([]);
  });

  it("another company's prospect is 404 for a client; without a session 401", async () => {
    const other = await createCompany(t.db);
    const prospect = await createProspect(t.db, other.campaignId);
    expectError(
      await w.client.api.post(replyPath(prospect.id), { content: "Hi" }),
      404,
      "Prospect not found",
    );
    expect((await w.anonymous.post(replyPath(prospect.id), { content: "Hi" })).statusCode).toBe(401);
    expect(await conversationsOf(prospect.id)).toEqual([]);
  });

  it("the captured conversation shows in the campaign's conversation list", async () => {
    const prospect = await fresh();
    const { conversation } = (await w.sdr.api.post(replyPath(prospect.id), { content: "Yes" })).json();
    const listed = (await w.client.api.get(`${CONVERSATIONS}?campaignId=${w.company.campaignId}`)).json();
    expect(listed.find((c: Conversation) => c.id === conversation.id)).toEqual(conversation);
  });
});
