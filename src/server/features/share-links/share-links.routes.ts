import type { FastifyInstance } from "fastify";
import { shareLinkEndpoints as api } from "../../../shared/contracts/endpoints/share-links.js";
import { consumeRateLimit } from "../../core/access/rate-limit.js";
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
  registerEndpoint(app, api.list, async ({ campaign }) => listShareLinks(campaign, db, timeZone));

  registerEndpoint(app, api.create, async ({ request, reply, campaign }) => {
    const created = await createShareLink(campaign, db, request.body, { publicUrl, timeZone });
    return reply.code(201).send(created);
  });

  registerEndpoint(app, api.revoke, async ({ request, campaign }) =>
    revokeShareLink(campaign, db, request.params.linkId, timeZone),
  );

  registerEndpoint(
    app,
    api.shared,
    {
      // Counted before validation, so malformed requests count too.
      preValidation: (request) =>
        consumeRateLimit(
          db,
          `shared-dashboard:ip:${request.ip}`,
          SHARED_DASHBOARD_RATE_LIMIT.perIp,
          SHARED_DASHBOARD_RATE_LIMIT.windowSeconds,
        ),
    },
    async ({ request }) => readSharedDashboard(db, request.params.token, request.query.period, timeZone),
  );
}
