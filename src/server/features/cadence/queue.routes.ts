import type { FastifyInstance } from "fastify";
import { queueEndpoints as api } from "../../../shared/contracts/endpoints/queue.js";
import { campaignOf, prospectOf } from "../../core/access/scopes.js";
import type { Db } from "../../core/db/client.js";
import { changed, changes } from "../../core/events/changes.js";
import { actingUser } from "../../core/http/acting-user.js";
import { registerEndpoint } from "../../core/http/endpoint-route.js";
import { readCampaignBudget, readTodayQueue } from "./queue.service.js";
import { markFromQueue } from "./queue-marks.service.js";

/** The Today queue, a campaign's LinkedIn budget and due counts, and the queue's skip and withdraw. */
export async function queueRoutes(app: FastifyInstance, { db, timeZone }: { db: Db; timeZone: string }) {
  registerEndpoint(app, api.today, { access: "sdr" }, async (request) =>
    readTodayQueue(actingUser(request.actor), db, request.query.sdrId, timeZone),
  );

  registerEndpoint(app, api.budget, { access: { campaign: "params.id" } }, async (request) =>
    readCampaignBudget(campaignOf(request), db, timeZone),
  );

  registerEndpoint(
    app,
    api.mark,
    { access: { prospect: "params.id", write: true, sdr: true } },
    async (request, reply) => {
      const { campaignId } = await markFromQueue(prospectOf(request), db, request.body);
      reply.code(204);
      return changed(undefined, [changes.prospects(campaignId)]);
    },
  );
}
