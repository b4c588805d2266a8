import type { FastifyInstance } from "fastify";
import { prospectEndpoints as api } from "../../../shared/contracts/endpoints/prospects.js";
import { campaignOf } from "../../core/access/scopes.js";
import type { AppContext } from "../../core/context.js";
import { announce } from "../../core/events/live-notices.js";
import { registerEndpoint } from "../../core/http/endpoint-route.js";
import { applyBulkChange } from "./bulk-change.service.js";
import { undoBulkChange } from "./bulk-undo.service.js";

const ACCESS = { campaign: "params.id", write: true, sdr: true } as const;

/** Changes to many of a campaign's prospects at once, and their undo. */
export function bulkChangeRoutes(app: FastifyInstance, { db, timeZone }: AppContext) {
  registerEndpoint(app, api.bulkChange, { access: ACCESS }, async (request) => {
    const scope = campaignOf(request);
    const { changeId, undoUntil, ...outcome } = await applyBulkChange(scope, db, request.body, {
      timeZone,
      overBudgetConfirmed: request.query.confirm === "over-budget",
    });
    const changed = outcome.previous.length;
    if (changed > 0) announce(request, "prospects", scope.campaignId);
    if (outcome.conversations.length > 0) announce(request, "conversations", scope.campaignId);
    return { changeId, undoUntil, changed, unchanged: outcome.requested - changed };
  });

  registerEndpoint(app, api.bulkUndo, { access: ACCESS }, async (request) => {
    const scope = campaignOf(request);
    const { restored, conversations } = await undoBulkChange(scope, db, request.params.changeId);
    announce(request, "prospects", scope.campaignId);
    if (conversations > 0) announce(request, "conversations", scope.campaignId);
    return { restored };
  });
}
