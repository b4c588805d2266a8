import type { FastifyInstance } from "fastify";
import { prospectEndpoints as api } from "../../../shared/contracts/endpoints/prospects.js";
import type { AppContext } from "../../core/context.js";
import { changed, changes } from "../../core/events/changes.js";
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
    const count = outcome.previous.length;
    return changed({ changeId, undoUntil, changed: count, unchanged: outcome.requested - count }, [
      count > 0 && changes.prospects(campaign.campaignId),
      outcome.conversations.length > 0 && changes.conversations(campaign.campaignId),
    ]);
  });

  registerEndpoint(app, api.bulkUndo, async ({ request, campaign }) => {
    const { restored, conversations } = await undoBulkChange(campaign, db, request.params.changeId);
    return changed({ restored }, [
      changes.prospects(campaign.campaignId),
      conversations > 0 && changes.conversations(campaign.campaignId),
    ]);
  });
}
