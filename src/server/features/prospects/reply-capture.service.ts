import type { ReplyCaptured } from "../../../shared/contracts/conversations.js";
import { loadAssignment, PROSPECT_NOT_FOUND } from "../../core/access/campaign-access.js";
import type { ProspectScope } from "../../core/access/scopes.js";
import type { Db } from "../../core/db/client.js";
import { notFound } from "../../core/http/errors.js";
import {
  addMessage,
  ensureConversation,
  followDisposition,
  getConversation,
} from "../conversations/index.js";
import { applyProspectChange } from "./prospect-update.service.js";

/**
 * POST /api/prospects/{id}/reply (spec section 4, reply capture), in one transaction: the final
 * disposition becomes Reply (with its activity event), the prospect's conversation is found or created
 * with status replied, and the reply is added as a prospect_reply message from the prospect. The
 * content has been checked non-blank by the contract, so a blank reply saves nothing.
 */
export async function captureReply(
  scope: ProspectScope,
  db: Db,
  content: string,
  timeZone: string,
): Promise<ReplyCaptured> {
  const { actor } = scope;
  return db.transaction(async (tx) => {
    const assignment = await loadAssignment(tx, scope);
    const result = await applyProspectChange(
      tx,
      actor.id,
      assignment.id,
      {
        field: "finalDisposition",
        value: "Reply",
      },
      timeZone,
    );
    if (!result) throw notFound(PROSPECT_NOT_FOUND);
    const { id } = await ensureConversation(tx, assignment, "replied");
    await followDisposition(tx, assignment.id, "Reply");
    const message = await addMessage(tx, actor.id, id, {
      content,
      sender: "prospect",
      messageType: "prospect_reply",
    });
    return { prospect: result.prospect, conversation: await getConversation(tx, id), message };
  });
}
