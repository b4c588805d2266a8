import type { FastifyInstance } from "fastify";
import { prospectEndpoints as api } from "../../../shared/contracts/endpoints/prospects.js";
import type { AppContext } from "../../core/context.js";
import { changed, changes } from "../../core/events/changes.js";
import { registerEndpoint } from "../../core/http/endpoint-route.js";
import { refreshPlans } from "../cadence/index.js";
import { flagBadData } from "./bad-data.service.js";
import { bulkChangeRoutes } from "./bulk-changes.routes.js";
import { campaignListCacheOf, matchesEtag } from "./prospect-list-cache.js";
import { updateProspectField } from "./prospect-update.service.js";
import { countBadData, searchCampaignProspectsJson } from "./prospects.service.js";
import { captureReply } from "./reply-capture.service.js";

/** The campaign's prospects, bad data, single-field updates and reply capture. */
export async function prospectRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db, timeZone } = ctx;
  const campaignList = campaignListCacheOf(db);
  bulkChangeRoutes(app, ctx);

  registerEndpoint(app, api.list, async ({ request, reply, campaign }) => {
    const { campaignId } = campaign;
    // Already JSON in the contract's shape, built by the database: sent as it is, not re-encoded.
    reply.type("application/json; charset=utf-8");
    const q = request.query.q?.trim();
    await refreshPlans(db, [campaignId], timeZone);
    if (q) return reply.send((await searchCampaignProspectsJson(db, campaignId, q)) as never);
    const list = await campaignList(campaignId);
    // Not stored by browsers (no-store, the API's default: it is personal data); a client that keeps
    // its own copy sends its tag and gets 304 while the list is unchanged (ADR 0011).
    reply.header("etag", list.etag);
    if (matchesEtag(request.headers["if-none-match"], list.etag)) return reply.code(304).send();
    return reply.send(list.body as never);
  });

  registerEndpoint(app, api.badDataCount, async ({ campaign }) => countBadData(campaign, db));

  registerEndpoint(app, api.flagBadData, async ({ request, prospect: scope }) => {
    const { campaignId, ...flag } = await flagBadData(scope, db, request.body);
    return changed(flag, [!flag.alreadyFlagged && changes.prospects(campaignId)]);
  });

  registerEndpoint(app, api.update, async ({ request, prospect: scope }) => {
    const { prospect, changed: isChanged } = await updateProspectField(scope, db, request.body, {
      timeZone,
      overBudgetConfirmed: request.query.confirm === "over-budget",
    });
    return changed(prospect, [isChanged && changes.prospects(prospect.campaignId, prospect)]);
  });

  registerEndpoint(app, api.captureReply, async ({ request, reply, prospect: scope }) => {
    const captured = await captureReply(scope, db, request.body.content, timeZone);
    reply.code(201);
    return changed(captured, [
      changes.prospects(captured.prospect.campaignId),
      changes.conversations(captured.prospect.campaignId),
    ]);
  });
}
