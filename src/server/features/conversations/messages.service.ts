import { sql } from "drizzle-orm";
import type { z } from "zod";
import type { Message, newMessageSchema } from "../../../shared/contracts/conversations.js";
import type { ConversationScope } from "../../core/access/scopes.js";
import type { DbOrTx } from "../../core/db/client.js";
import { queryRows } from "../../core/db/raw.js";
import { isoText } from "../../core/prospect-fields/prospect-columns.js";
import { loadConversation } from "./conversations.service.js";

type NewMessage = z.output<typeof newMessageSchema>;

const MESSAGE_SELECT = sql.raw(
  `id, content, sender, message_type as "messageType", ${isoText("created_at")} as "timestamp"`,
);

/**
 * GET /api/prospect-conversations/{id}/messages: the thread, oldest first, as the JSON text of a
 * Message[] written by the database (a long thread is neither decoded nor re-encoded here).
 */
export async function listMessagesJson(scope: ConversationScope, db: DbOrTx): Promise<string> {
  const conversation = await loadConversation(db, scope);
  const [row] = await queryRows<{ json: string }>(
    db,
    sql`select coalesce(json_agg(x), '[]')::text as json
        from (
          select ${MESSAGE_SELECT} from messages
          where conversation_id = ${conversation.id}
          order by created_at, id
        ) x`,
  );
  return row?.json ?? "[]";
}

/**
 * Adds a message and moves the conversation's lastMessageAt to its timestamp, in one statement.
 * Messages take the clock time, not the transaction's, so two added in one transaction keep their order.
 * The author is null for an entry no user wrote (a meeting booked through Calendly).
 */
export async function addMessage(
  db: DbOrTx,
  authorId: string | null,
  conversationId: string,
  message: NewMessage,
): Promise<Message> {
  const [row] = await queryRows<Message>(
    db,
    sql`with added as (
          insert into messages (conversation_id, content, sender, message_type, author_id, created_at)
          values (${conversationId}, ${message.content}, ${message.sender}, ${message.messageType},
                  ${authorId}, clock_timestamp())
          returning *
        ), moved as (
          update conversations c
          set last_message_at = greatest(c.last_message_at, added.created_at)
          from added where c.id = added.conversation_id
        )
        select ${MESSAGE_SELECT} from added`,
  );
  if (!row) throw new Error("message insert returned nothing");
  return row;
}

/** POST /api/prospect-conversations/{id}/messages (SDRs: the route refuses a client's write). */
export async function postMessage(
  scope: ConversationScope,
  db: DbOrTx,
  message: NewMessage,
): Promise<{ message: Message; campaignId: string }> {
  const conversation = await loadConversation(db, scope);
  return {
    message: await addMessage(db, scope.actor.id, conversation.id, message),
    campaignId: conversation.campaignId,
  };
}
