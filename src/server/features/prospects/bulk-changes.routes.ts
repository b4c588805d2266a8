import type { FastifyInstance } from "fastify";
import { prospectEndpoints as api } from "../../../shared/contracts/endpoints/prospects.js";
import { campaignOf } from "../../core/access/scopes.js";
import type { Db } from "../../core/db/client.js";
import { changed, changes } from "../../core/events/changes.js";
import { registerEndpoint } from "../../core/http/endpoint-route.js";
import { applyBulkChange } from "./bulk-change.service.js";
import { createBulkUndoStore, undoBulkChange } from "./bulk-undo.service.js";

const ACCESS = { campaign: "params.id", write: true, sdr: true } as const;

/** Changes to many of a campaign's prospects at once, and their undo. */
export function bulkChangeRoutes(app: FastifyInstance, { db, timeZone }: { db: Db; timeZone: string }) {
  const undoable = createBulkUndoStore();

  registerEndpoint(app, api.bulkChange, { access: ACCESS }, async (request) => {
    const scope = campaignOf(request);
    const outcome = await applyBulkChange(scope, db, request.body, {
      timeZone,
      overBudgetConfirmed: request.query.confirm === "over-budget",
    });
    const count = outcome.previous.length;
    return changed(
      { ...undoable.keep(scope, outcome), changed: count, unchanged: outcome.requested - count },
      [
        count > 0 && changes.prospects(scope.campaignId),
        outcome.conversations.length > 0 && changes.conversations(scope.campaignId),
      ],
    );
  });

  registerEndpoint(app, api.bulkUndo, { access: ACCESS }, async (request) => {
    const scope = campaignOf(request);
    const change = undoable.take(scope, request.params.changeId);
    const result = await undoBulkChange(db, scope.actor.id, change);
    return changed(result, [
      changes.prospects(scope.campaignId),
      change.conversations.length > 0 && changes.conversations(scope.campaignId),
    ]);
  });
}
