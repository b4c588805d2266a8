import { eq, sql } from "drizzle-orm";
import type {
  Conversation,
  ConversationStatus,
  NewConversation,
} from "../../../shared/contracts/conversations.js";
import type { FinalDisposition } from "../../../shared/contracts/prospects.js";
import { type AssignmentRow, loadAssignment } from "../../core/access/campaign-access.js";
import {
  type CampaignsScope,
  CONVERSATION_NOT_FOUND,
  type ConversationScope,
  type ProspectScope,
} from "../../core/access/scopes.js";
import { staffCampaignFilter } from "../../core/access/worked-campaigns.js";
import type { Db, DbOrTx } from "../../core/db/client.js";
import { queryRows } from "../../core/db/raw.js";
import { conversations } from "../../core/db/schema/index.js";
import { notFound } from "../../core/http/errors.js";
import { isoText } from "../../core/prospect-fields/prospect-columns.js";

/** The conversation status a final disposition carries its conversation to, if any. */
export const STATUS_OF_DISPOSITION: Partial<Record<FinalDisposition, ConversationStatus>> = {
  Reply: "replied",
  Meeting: "meeting",
};

/**
 * Spec "Prospect conversation" over `c` (conversation), `a` (assignment) and `p` (the person), with
 * the message count from `messageCount` (an SQL expression).
 */
const conversationSelect = (messageCount: string) =>
  sql.raw(
    [
      `c.id`,
      `c.assignment_id as "prospectId"`,
      `c.campaign_id as "campaignId"`,
      `trim(p.first_name || ' ' || p.last_name) as "prospectName"`,
      `p.job_title as "prospectTitle"`,
      `p.company as "prospectCompany"`,
      `p.email as "prospectEmail"`,
      `p.linkedin_url as "linkedinUrl"`,
      `${isoText("c.last_message_at")} as "lastMessageAt"`,
      `c.status`,
      `${messageCount} as "messageCount"`,
      `${isoText("c.created_at")} as "createdAt"`,
    ].join(", "),
  );
/** One conversation: its messages counted on their own. */
const CONVERSATION_SELECT = conversationSelect(
  "(select count(*)::int from messages m where m.conversation_id = c.id)",
);
const CONVERSATION_FROM = sql.raw(
  `conversations c
   join assignments a on a.id = c.assignment_id
   join prospects p on p.id = a.prospect_id`,
);

/**
 * GET /api/prospect-conversations: an SDR sees every campaign's conversations, a client its own
 * campaign's; `campaignId` narrows to one campaign (404 for a client naming another company's).
 * Newest message first; conversations without messages last. Prospects flagged as bad data are left
 * out, as they are from every other list.
 *
 * Answers the JSON text of a Conversation[], written by the database (as the prospect list does): a
 * campaign's thousands of conversations are neither decoded by the driver nor re-encoded here.
 */
export async function listConversationsJson(
  { actor, campaignId }: CampaignsScope,
  db: DbOrTx,
): Promise<string> {
  // The conversations listed, on the table alias given.
  const listed = (alias: string) => {
    const column = sql.raw(`${alias}.campaign_id`);
    if (campaignId) return sql`and ${column} = ${campaignId}`;
    if (actor.role === "sdr") return sql`and ${staffCampaignFilter(actor, column)}`;
    return actor.campaignId ? sql`and ${column} = ${actor.campaignId}` : sql`and false`;
  };
  // The listed conversations' messages are counted in one grouped pass, not one count per conversation.
  const [row] = await queryRows<{ json: string }>(
    db,
    sql`select coalesce(json_agg(x), '[]')::text as json
        from (
          select ${conversationSelect("coalesce(mc.count, 0)")}
          from ${CONVERSATION_FROM}
          left join (
            select m.conversation_id, count(*)::int as count
            from messages m join conversations counted on counted.id = m.conversation_id
            where true ${listed("counted")}
            group by m.conversation_id
          ) mc on mc.conversation_id = c.id
          where a.bad_data_at is null ${listed("c")}
          order by c.last_message_at desc nulls last, c.created_at desc, c.id
        ) x`,
  );
  return row?.json ?? "[]";
}

/** One conversation by id, without an access check (callers have made it). */
export async function getConversation(db: DbOrTx, conversationId: string): Promise<Conversation> {
  const [row] = await queryRows<Conversation>(
    db,
    sql`select ${CONVERSATION_SELECT} from ${CONVERSATION_FROM} where c.id = ${conversationId}`,
  );
  if (!row) throw notFound(CONVERSATION_NOT_FOUND);
  return row;
}

/** The scope's conversation with its campaign; 404 when it does not exist. */
export async function loadConversation(
  db: DbOrTx,
  { conversationId }: ConversationScope,
): Promise<{ id: string; campaignId: string }> {
  const [row] = await db
    .select({ id: conversations.id, campaignId: conversations.campaignId })
    .from(conversations)
    .where(eq(conversations.id, conversationId))
    .limit(1);
  if (!row) throw notFound(CONVERSATION_NOT_FOUND);
  return row;
}

/**
 * The assignment's one conversation: the existing one, or a new one with `status` (by default the
 * status its disposition carries, else "replied"). Safe against a concurrent create.
 */
export async function ensureConversation(
  db: DbOrTx,
  assignment: Pick<AssignmentRow, "id" | "campaignId" | "finalDisposition">,
  status?: ConversationStatus,
): Promise<{ id: string; created: boolean }> {
  const initial =
    status ?? STATUS_OF_DISPOSITION[assignment.finalDisposition as FinalDisposition] ?? "replied";
  const [created] = await db
    .insert(conversations)
    .values({ assignmentId: assignment.id, campaignId: assignment.campaignId, status: initial })
    .onConflictDoNothing({ target: conversations.assignmentId })
    .returning({ id: conversations.id });
  if (created) return { id: created.id, created: true };
  const [existing] = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(eq(conversations.assignmentId, assignment.id))
    .limit(1);
  if (!existing) throw new Error("conversation neither created nor found");
  return { id: existing.id, created: false };
}

/** A disposition of Reply or Meeting carries the prospect's conversation (if any) to replied or meeting. */
export async function followDisposition(
  db: DbOrTx,
  assignmentId: string,
  disposition: FinalDisposition,
): Promise<void> {
  const status = STATUS_OF_DISPOSITION[disposition];
  if (!status) return;
  await db.update(conversations).set({ status }).where(eq(conversations.assignmentId, assignmentId));
}

/**
 * POST /api/prospect-conversations: the prospect's conversation, created when it has none. The
 * campaign and the prospect's details come from the assignment; only `status` is read from the body.
 */
export async function openConversation(
  scope: ProspectScope,
  db: Db,
  input: Pick<NewConversation, "status">,
): Promise<{ conversation: Conversation; created: boolean }> {
  const assignment = await loadAssignment(db, scope);
  const { id, created } = await ensureConversation(db, assignment, input.status);
  return { conversation: await getConversation(db, id), created };
}
