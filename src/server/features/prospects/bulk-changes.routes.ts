import type { FastifyInstance } from "fastify";
import { prospectEndpoints as api } from "../../../shared/contracts/endpoints/prospects.js";
import type { AppContext } from "../../core/context.js";
import { announce } from "../../core/events/live-notices.js";
import { registerEndpoint } from "../../core/http/endpoint-route.js";
import { applyBulkChange } from "./bulk-change.service.js";
import { undoBulkChange } from "./bulk-undo.service.js";

/** Changes to many of a campaign's prospects at once, and their undo. */
export function bulkChangeRoutes(app: FastifyInstance, { db, timeZone }: AppContext) {
  registerEndpoint(app, api.bulkChange, async ({ request, campaign }) => {
    const { changeId, undoUntil, ...outcome } = await applyBulkChange(campaign, db, request.body, {
      timeZone,
      overBudgetConfirmed: request.query.confirm === "over-budget",
    });
    const changed = outcome.previous.length;
    if (changed > 0) announce(request, "prospects", campaign.campaignId);
    if (outcome.conversations.length > 0) announce(request, "conversations", campaign.campaignId);
    return { changeId, undoUntil, changed, unchanged: outcome.requested - changed };
  });

  registerEndpoint(app, api.bulkUndo, async ({ request, campaign }) => {
    const { restored, conversations } = await undoBulkChange(campaign, db, request.params.changeId);
    announce(request, "prospects", campaign.campaignId);
    if (conversations > 0) announce(request, "conversations", campaign.campaignId);
    return { restored };
  });
}
