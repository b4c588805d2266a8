import type { FastifyInstance } from "fastify";
import { prospectEndpoints as api } from "../../../shared/contracts/endpoints/prospects.js";
import type { Db } from "../../core/db/client.js";
import { announce } from "../../core/events/live-notices.js";
import { registerEndpoint } from "../../core/http/endpoint-route.js";
import { applyBulkChange } from "./bulk-change.service.js";
import { createBulkUndoStore, undoBulkChange } from "./bulk-undo.service.js";

/** Changes to many of a campaign's prospects at once, and their undo. */
export function bulkChangeRoutes(app: FastifyInstance, { db, timeZone }: { db: Db; timeZone: string }) {
  const undoable = createBulkUndoStore();

  registerEndpoint(app, api.bulkChange, async ({ request, campaign }) => {
    const scope = campaign;
    const outcome = await applyBulkChange(scope, db, request.body, {
      timeZone,
      overBudgetConfirmed: request.query.confirm === "over-budget",
    });
    const changed = outcome.previous.length;
    if (changed > 0) announce(request, "prospects", scope.campaignId);
    if (outcome.conversations.length > 0) announce(request, "conversations", scope.campaignId);
    return { ...undoable.keep(scope, outcome), changed, unchanged: outcome.requested - changed };
  });

  registerEndpoint(app, api.bulkUndo, async ({ request, campaign }) => {
    const scope = campaign;
    const change = undoable.take(scope, request.params.changeId);
    const result = await undoBulkChange(db, scope.actor.id, change);
    announce(request, "prospects", scope.campaignId);
    if (change.conversations.length > 0) announce(request, "conversations", scope.campaignId);
    return result;
  });
}
