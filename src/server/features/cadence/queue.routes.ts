import type { FastifyInstance } from "fastify";
import { queueEndpoints as api } from "../../../shared/contracts/endpoints/queue.js";
import type { AppContext } from "../../core/context.js";
import { changed, changes } from "../../core/events/changes.js";
import { actingUser } from "../../core/http/acting-user.js";
import { registerEndpoint } from "../../core/http/endpoint-route.js";
import { readCampaignBudget, readTodayQueue } from "./queue.service.js";
import { markFromQueue } from "./queue-marks.service.js";

/** The Today queue, a campaign's LinkedIn budget and due counts, and the queue's skip and withdraw. */
export async function queueRoutes(app: FastifyInstance, { db, timeZone }: AppContext) {
  registerEndpoint(app, api.today, async ({ request }) =>
    readTodayQueue(actingUser(request.actor), db, request.query.sdrId, timeZone),
  );

  registerEndpoint(app, api.budget, async ({ campaign }) => readCampaignBudget(campaign, db, timeZone));

  registerEndpoint(app, api.mark, async ({ request, reply, prospect }) => {
    const { campaignId } = await markFromQueue(prospect, db, request.body);
    reply.code(204);
    return changed(undefined, [changes.prospects(campaignId)]);
  });
}
