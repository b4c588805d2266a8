import type { FastifyInstance } from "fastify";
import { poolEndpoints as api } from "../../../shared/contracts/endpoints/pool.js";
import { campaignOf } from "../../core/access/scopes.js";
import type { Db } from "../../core/db/client.js";
import { changed, changes } from "../../core/events/changes.js";
import { actingUser } from "../../core/http/acting-user.js";
import { registerEndpoint } from "../../core/http/endpoint-route.js";
import { assignFromPool, listPool } from "./pool.service.js";

/** The prospect pool: people imported without a campaign, and assigning them to one. SDRs only. */
export async function poolRoutes(app: FastifyInstance, { db }: { db: Db }) {
  registerEndpoint(app, api.list, { access: "sdr" }, async (request) =>
    listPool(actingUser(request.actor), db, request.query.q),
  );

  registerEndpoint(
    app,
    api.assign,
    { access: { campaign: "body.campaignId", write: true, sdr: true } },
    async (request) => {
      const result = await assignFromPool(campaignOf(request), db, request.body);
      return changed(result, [changes.prospects(request.body.campaignId)]);
    },
  );
}
