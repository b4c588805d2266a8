import type { FastifyInstance } from "fastify";
import { shareLinkEndpoints as api } from "../../../shared/contracts/endpoints/share-links.js";
import { consumeRateLimit } from "../../core/access/rate-limit.js";
import { campaignOf } from "../../core/access/scopes.js";
import type { AppContext } from "../../core/context.js";
import { registerEndpoint } from "../../core/http/endpoint-route.js";
import {
  createShareLink,
  listShareLinks,
  readSharedDashboard,
  revokeShareLink,
} from "./share-links.service.js";

/**
 * Openings of shared dashboards per IP address in a window: generous for people reading a dashboard
 * and switching periods, a stop for anyone trying tokens in bulk. Per IP only, so nobody can block a
 * link for everyone else.
 */
export const SHARED_DASHBOARD_RATE_LIMIT = { perIp: 300, windowSeconds: 15 * 60 };

/** Share links: agency staff manage them under the campaign; the shared dashboard is public. */
export async function shareLinkRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db, timeZone } = ctx;
  const { publicUrl } = ctx.config;
  registerEndpoint(app, api.list, { access: { campaign: "params.id", sdr: true } }, async (request) =>
    listShareLinks(campaignOf(request), db, timeZone),
  );

  registerEndpoint(
    app,
    api.create,
    { access: { campaign: "params.id", write: true, sdr: true } },
    async (request, reply) => {
      const created = await createShareLink(campaignOf(request), db, request.body, { publicUrl, timeZone });
      return reply.code(201).send(created);
    },
  );

  registerEndpoint(
    app,
    api.revoke,
    { access: { campaign: "params.id", write: true, sdr: true } },
    async (request) => revokeShareLink(campaignOf(request), db, request.params.linkId, timeZone),
  );

  registerEndpoint(
    app,
    api.shared,
    {
      access: "public",
      // Counted before validation, so malformed requests count too.
      preValidation: (request) =>
        consumeRateLimit(
          db,
          `shared-dashboard:ip:${request.ip}`,
          SHARED_DASHBOARD_RATE_LIMIT.perIp,
          SHARED_DASHBOARD_RATE_LIMIT.windowSeconds,
        ),
    },
    async (request) => readSharedDashboard(db, request.params.token, request.query.period, timeZone),
  );
}
