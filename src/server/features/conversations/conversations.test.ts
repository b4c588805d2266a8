import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { createClientUser, createCompany } from "../../../../tests/helpers/factories.js";
import { type Api, expectError, UNKNOWN_ID } from "../../../../tests/helpers/management.js";
import { createProspect, createProspects } from "../../../../tests/helpers/prospects.js";
import { authed, login } from "../../../../tests/helpers/test-app.js";
import {
  CONVERSATIONS,
  messagesPath,
  prospectPath,
  workspaceSuite,
} from "../../../../tests/helpers/workspace.js";
import {
  type Conversation,
  conversationSchema,
  type Message,
  messageSchema,
} from "../../../shared/contracts/conversations.js";
import { queryRows } from "../../core/db/raw.js";

const { t, w } = workspaceSuite();

const open = async (prospectId: string, extra: Record<string, unknown> = {}, api: Api = w.sdr.api) => {
  const response = await api.post(CONVERSATIONS, { prospectId, ...extra });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as Conversation;
};
const send = async (conversationId: string, content: string, sender: "prospect" | "sdr" = "sdr") => {
  const messageType = sender === "sdr" ? "sdr_reply" : "prospect_reply";
  const response = await w.sdr.api.post(messagesPath(conversationId), { content, sender, messageType });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as Message;
};
const listFor = async (campaignId?: string, api: Api = w.sdr.api): Promise<Conversation[]> => {
  const response = await api.get(campaignId ? `${CONVERSATIONS}?campaignId=${campaignId}` : CONVERSATIONS);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};
const setLastMessageAt = (conversationId: string, iso: string) =>
  t.db.execute(sql`update conversations set last_message_at = ${iso} where id = ${conversationId}`);

/** A new campaign's three prospects, each with a conversation opened in turn. */
async function threeConversations(): Promise<[Conversation, Conversation, Conversation]> {
  const { campaignId } = await createCompany(t.db);
  const [first, second, third] = await createProspects(t.db, campaignId, 3);
  return [await open(first?.id ?? ""), await open(second?.id ?? ""), await open(third?.id ?? "")];
}

describe("POST /api/prospect-conversations", () => {
  it("creates the prospect's conversation from the record, ignoring the payload's prospect details", async () => {
    const prospect = await createProspect(t.db, w.company.campaignId, {
      firstName: "Alan",
      lastName: "Turing",
      jobTitle: "Researcher",
      company: "Bletchley Park",
      email: null,
      linkedinUrl: "https://www.linkedin.com/in/alan-turing",
    });
    const conversation = await open(prospect.id, {
      prospectName: "Someone Else",
      prospectTitle: "CEO",
      prospectCompany: "Elsewhere",
      prospectEmail: "else@example.test",
      linkedinUrl: "https://example.test",
      campaignId: UNKNOWN_ID,
    });
    expect(conversation).toEqual({
      id: expect.any(String),
      prospectId: prospect.id,
      campaignId: w.company.campaignId,
      prospectName: "Alan Turing",
      prospectTitle: "Researcher",
      prospectCompany: "Bletchley Park",
      prospectEmail: null,
      linkedinUrl: "https://www.linkedin.com/in/alan-turing",
      lastMessageAt: null,
      status: "replied",
      messageCount: 0,
      createdAt: expect.any(String),
    });
  });

  it("posting again answers the existing conversation (200), unchanged", async () => {
    const prospect = await createProspect(t.db, w.company.campaignId);
    const first = await open(prospect.id, { status: "meeting" });
    const again = await w.sdr.api.post(CONVERSATIONS, { prospectId: prospect.id, status: "replied" });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first);
  });

  it("takes its status from the body, else from the disposition (Meeting -> meeting), else replied", async () => {
    const [a, b, c] = await createProspects(t.db, w.company.campaignId, 3, (i) => ({
      finalDisposition: i === 1 ? "Meeting" : "New",
    }));
    expect((await open(a?.id ?? "", { status: "meeting" })).status).toBe("meeting");
    expect((await open(b?.id ?? "")).status).toBe("meeting");
    expect((await open(c?.id ?? "")).status).toBe("replied");
  });

  it.each([
    ["an unknown status", { status: "archived" }, "status must be one of: replied, meeting"],
    ["no prospectId", { prospectId: undefined }, "prospectId must be the id of a listed prospect"],
    ["a malformed prospectId", { prospectId: "p-1" }, "prospectId must be the id of a listed prospect"],
  ])("refuses %s", async (_label, extra, message) => {
    const prospect = await createProspect(t.db, w.company.campaignId);
    expectError(await w.sdr.api.post(CONVERSATIONS, { prospectId: prospect.id, ...extra }), 400, message);
  });

  it("an unknown prospect is 404", async () => {
    expectError(await w.sdr.api.post(CONVERSATIONS, { prospectId: UNKNOWN_ID }), 404, "Prospect not found");
  });
});

describe("GET /api/prospect-conversations", () => {
  it("lists newest message first, conversations without messages last, with their message counts", async () => {
    const [oldConversation, recentConversation, silentConversation] = await threeConversations();
    await send(oldConversation.id, "Hello");
    await send(oldConversation.id, "Anyone there?");
    await send(recentConversation.id, "Hi!", "prospect");
    await setLastMessageAt(oldConversation.id, "2026-01-01T10:00:00.000Z");
    await setLastMessageAt(recentConversation.id, "2026-03-01T10:00:00.000Z");

    const rows = await listFor(oldConversation.campaignId);
    expect(rows.map((row) => [row.id, row.messageCount, row.lastMessageAt])).toEqual([
      [recentConversation.id, 1, "2026-03-01T10:00:00.000Z"],
      [oldConversation.id, 2, "2026-01-01T10:00:00.000Z"],
      [silentConversation.id, 0, null],
    ]);
  });

  it("a new message moves its conversation to the top, with the message's time as lastMessageAt", async () => {
    const [a, b, c] = await threeConversations();
    await send(a.id, "One");
    await send(b.id, "Two");
    expect((await listFor(a.campaignId)).map((row) => row.id)).toEqual([b.id, a.id, c.id]);
    const latest = await send(a.id, "Three", "prospect");
    const rows = await listFor(a.campaignId);
    expect(rows.map((row) => row.id)).toEqual([a.id, b.id, c.id]);
    expect(rows[0]).toMatchObject({ lastMessageAt: latest.timestamp, messageCount: 2 });
    const fresh = await send(c.id, "Four");
    expect((await listFor(a.campaignId)).map((row) => [row.id, row.lastMessageAt])).toEqual([
      [c.id, fresh.timestamp],
      [a.id, latest.timestamp],
      [b.id, expect.any(String)],
    ]);
  });

  it("answers exactly the contract's fields, as JSON numbers, strings and nulls", async () => {
    const { campaignId } = await createCompany(t.db);
    const [talked, silent] = await createProspects(t.db, campaignId, 2, () => ({ email: null }));
    const talkedTo = await open(talked?.id ?? "");
    await open(silent?.id ?? "");
    await send(talkedTo.id, 'He said "hi" \\ <b>then</b>\n\tleft ✓');
    const response = await w.sdr.api.get(`${CONVERSATIONS}?campaignId=${campaignId}`);
    expect(response.headers["content-type"]).toMatch(/^application\/json/);
    const rows = z.array(conversationSchema.strict()).parse(response.json());
    expect(rows.map((row) => [row.messageCount, row.prospectEmail, typeof row.lastMessageAt])).toEqual([
      [1, null, "string"],
      [0, null, "object"],
    ]);
    for (const row of rows) expect(new Date(row.createdAt).toISOString()).toBe(row.createdAt);

    const thread = await w.sdr.api.get(messagesPath(talkedTo.id));
    const [message] = z.array(messageSchema.strict()).parse(thread.json());
    expect(message?.content).toBe('He said "hi" \\ <b>then</b>\n\tleft ✓');
    expect(new Date(message?.timestamp ?? "").toISOString()).toBe(message?.timestamp);
    expect(message?.timestamp).toBe(rows[0]?.lastMessageAt);
  });

  it("an SDR sees every campaign's without campaignId, one campaign's with it", async () => {
    const one = await createCompany(t.db);
    const two = await createCompany(t.db);
    const a = await open((await createProspect(t.db, one.campaignId)).id);
    const b = await open((await createProspect(t.db, two.campaignId)).id);
    await send(a.id, "One");
    await send(b.id, "Two");
    await send(b.id, "Three", "prospect");
    const all = await listFor();
    expect(all.map((row) => row.id)).toEqual(expect.arrayContaining([a.id, b.id]));
    // Each conversation counts its own messages, whichever campaigns are listed.
    const counts = new Map(all.map((row) => [row.id, row.messageCount]));
    expect([counts.get(a.id), counts.get(b.id)]).toEqual([1, 2]);
    expect((await listFor(one.campaignId)).map((row) => [row.id, row.messageCount])).toEqual([[a.id, 1]]);
  });

  it("a client sees its own campaign's only, with or without campaignId", async () => {
    const own = await open((await createProspect(t.db, w.company.campaignId)).id);
    const other = await createCompany(t.db);
    const foreign = await open((await createProspect(t.db, other.campaignId)).id);
    const withoutId = (await listFor(undefined, w.client.api)).map((row) => row.id);
    expect(withoutId).toContain(own.id);
    expect(withoutId).not.toContain(foreign.id);
    expect(new Set((await listFor(undefined, w.client.api)).map((row) => row.campaignId))).toEqual(
      new Set([w.company.campaignId]),
    );
    expect((await listFor(w.company.campaignId, w.client.api)).map((row) => row.id)).toContain(own.id);
  });

  it("a client naming another company's or an unknown campaign gets 404", async () => {
    const other = await createCompany(t.db);
    expectError(
      await w.client.api.get(`${CONVERSATIONS}?campaignId=${other.campaignId}`),
      404,
      "Campaign not found",
    );
    expectError(
      await w.client.api.get(`${CONVERSATIONS}?campaignId=${UNKNOWN_ID}`),
      404,
      "Campaign not found",
    );
    expectError(await w.sdr.api.get(`${CONVERSATIONS}?campaignId=${UNKNOWN_ID}`), 404, "Campaign not found");
    expectError(
      await w.sdr.api.get(`${CONVERSATIONS}?campaignId=abc`),
      400,
      "campaignId must be a campaign's id",
    );
  });

  it("a client without a company sees none", async () => {
    await open((await createProspect(t.db, w.company.campaignId)).id);
    const loner = await createClientUser(t.db, { companyId: null });
    const api = authed(t.app, await login(t.app, loner.email, loner.password, "client"));
    expect(await listFor(undefined, api)).toEqual([]);
  });

  it("leaves out prospects flagged as bad data", async () => {
    const { campaignId } = await createCompany(t.db);
    const [kept, flagged] = await createProspects(t.db, campaignId, 2);
    const keptConversation = await open(kept?.id ?? "");
    await open(flagged?.id ?? "");
    const flag = await w.sdr.api.post("/api/flag-bad-data", { prospectId: flagged?.id, reason: "Bounced" });
    expect(flag.statusCode).toBe(200);
    expect((await listFor(campaignId)).map((row) => row.id)).toEqual([keptConversation.id]);
  });

  it("without a session the answer is 401", async () => {
    expect((await w.anonymous.get(CONVERSATIONS)).statusCode).toBe(401);
  });
});

describe("conversation messages", () => {
  it("adds messages, lists them oldest first, and moves lastMessageAt to each one's timestamp", async () => {
    const conversation = await open((await createProspect(t.db, w.company.campaignId)).id);
    const first = await send(conversation.id, "  Hi Alan,\nthanks for connecting.  ");
    expect(first).toEqual({
      id: expect.any(String),
      content: "Hi Alan,\nthanks for connecting.",
      sender: "sdr",
      messageType: "sdr_reply",
      timestamp: expect.any(String),
    });
    expect(Math.abs(Date.parse(first.timestamp) - Date.now())).toBeLessThan(60_000);
    const listed = async () =>
      (await listFor(w.company.campaignId)).find((row) => row.id === conversation.id);
    expect(await listed()).toMatchObject({ lastMessageAt: first.timestamp, messageCount: 1 });

    const second = await send(conversation.id, "Happy to chat", "prospect");
    expect(second).toMatchObject({ sender: "prospect", messageType: "prospect_reply" });
    expect(await listed()).toMatchObject({ lastMessageAt: second.timestamp, messageCount: 2 });

    const thread = await w.sdr.api.get(messagesPath(conversation.id));
    expect(thread.statusCode).toBe(200);
    expect(thread.json()).toEqual([first, second]);
    expect(Date.parse(second.timestamp)).toBeGreaterThanOrEqual(Date.parse(first.timestamp));
  });

  it("records the signed-in user as the author", async () => {
    const conversation = await open((await createProspect(t.db, w.company.campaignId)).id);
    const message = await send(conversation.id, "Noted");
    const [row] = await queryRows<{ authorId: string }>(
      t.db,
      sql`select author_id as "authorId" from messages where id = ${message.id}`,
    );
    expect(row?.authorId).toBe(w.sdr.userId);
  });

  it("a new conversation has no messages", async () => {
    const conversation = await open((await createProspect(t.db, w.company.campaignId)).id);
    expect((await w.sdr.api.get(messagesPath(conversation.id))).json()).toEqual([]);
  });

  it.each([
    ["blank content", { content: "  \n " }, "Message text is required"],
    ["no content", { content: undefined }, "Message text is required"],
    ["an unknown sender", { sender: "bot" }, "sender must be one of: prospect, sdr"],
    [
      "an unknown message type",
      { messageType: "note" },
      "messageType must be one of: prospect_reply, sdr_reply",
    ],
    [
      "a sender that does not match the type",
      { sender: "prospect" },
      "sender must be prospect for a prospect_reply and sdr for an sdr_reply",
    ],
  ])("refuses %s and adds nothing", async (_label, change, message) => {
    const conversation = await open((await createProspect(t.db, w.company.campaignId)).id);
    const body = { content: "Hello", sender: "sdr", messageType: "sdr_reply", ...change };
    expectError(await w.sdr.api.post(messagesPath(conversation.id), body), 400, message);
    expect((await w.sdr.api.get(messagesPath(conversation.id))).json()).toEqual([]);
    expect(
      (await listFor(w.company.campaignId)).find((row) => row.id === conversation.id)?.lastMessageAt,
    ).toBeNull();
  });

  it("an unknown conversation is 404 and a malformed id 400", async () => {
    const body = { content: "Hello", sender: "sdr", messageType: "sdr_reply" };
    expectError(await w.sdr.api.get(messagesPath(UNKNOWN_ID)), 404, "Conversation not found");
    expectError(await w.sdr.api.post(messagesPath(UNKNOWN_ID), body), 404, "Conversation not found");
    expectError(await w.sdr.api.get(messagesPath("c1")), 400, "Not a valid id");
  });
});

describe("conversation status follows the prospect's disposition", () => {
  it("Meeting -> meeting, Reply -> replied; other dispositions leave it", async () => {
    const prospect = await createProspect(t.db, w.company.campaignId);
    const conversation = await open(prospect.id);
    const status = async () =>
      (await listFor(w.company.campaignId)).find((row) => row.id === conversation.id)?.status;
    const dispose = async (finalDisposition: string) =>
      expect((await w.sdr.api.patch(prospectPath(prospect.id), { finalDisposition })).statusCode).toBe(200);

    expect(await status()).toBe("replied");
    await dispose("Meeting");
    expect(await status()).toBe("meeting");
    await dispose("Dead");
    expect(await status()).toBe("meeting");
    await dispose("Reply");
    expect(await status()).toBe("replied");
    await dispose("No Reply");
    expect(await status()).toBe("replied");
  });
});

describe("conversations: what a client may do", () => {
  it("reads its own campaign's conversations and messages (200) but writes nothing (403)", async () => {
    const prospect = await createProspect(t.db, w.company.campaignId);
    const conversation = await open(prospect.id);
    await send(conversation.id, "Hello");
    expect((await w.client.api.get(messagesPath(conversation.id))).statusCode).toBe(200);
    const readOnly = "Clients can view their campaign but not change it.";
    expectError(await w.client.api.post(CONVERSATIONS, { prospectId: prospect.id }), 403, readOnly);
    expectError(
      await w.client.api.post(messagesPath(conversation.id), {
        content: "Hi",
        sender: "prospect",
        messageType: "prospect_reply",
      }),
      403,
      readOnly,
    );
    expect((await w.client.api.get(messagesPath(conversation.id))).json()).toHaveLength(1);
  });

  it("gets 404 for another company's prospect and conversation", async () => {
    const other = await createCompany(t.db);
    const prospect = await createProspect(t.db, other.campaignId);
    const conversation = await open(prospect.id);
    expectError(
      await w.client.api.post(CONVERSATIONS, { prospectId: prospect.id }),
      404,
      "Prospect not found",
    );
    expectError(await w.client.api.get(messagesPath(conversation.id)), 404, "Conversation not found");
    expectError(
      await w.client.api.post(messagesPath(conversation.id), {
        content: "Hi",
        sender: "sdr",
        messageType: "sdr_reply",
      }),
      404,
      "Conversation not found",
    );
  });

  it("without a session every call is 401", async () => {
    const conversation = await open((await createProspect(t.db, w.company.campaignId)).id);
    expect((await w.anonymous.post(CONVERSATIONS, { prospectId: conversation.prospectId })).statusCode).toBe(
      401,
    );
    expect((await w.anonymous.get(messagesPath(conversation.id))).statusCode).toBe(401);
    const body = { content: "Hi", sender: "sdr", messageType: "sdr_reply" };
    expect((await w.anonymous.post(messagesPath(conversation.id), body)).statusCode).toBe(401);
  });
});
