import { z } from "zod";
import { endpoint } from "../endpoint.js";
import { idParamsSchema } from "../management.js";
import { periodQuerySchema } from "../metrics.js";
import {
  createdShareLinkSchema,
  sharedDashboardSchema,
  sharedTokenParamsSchema,
  shareLinkCreateSchema,
  shareLinkParamsSchema,
  shareLinkSchema,
} from "../share-links.js";

/**
 * Read-only links to a company's dashboard figures: agency staff make, list and revoke them under the
 * campaign; anyone holding a link reads the figures, signed in or not.
 */
export const shareLinkEndpoints = {
  list: endpoint({
    method: "GET",
    path: "/api/campaigns/:id/share-links",
    params: idParamsSchema,
    response: { 200: z.array(shareLinkSchema) },
  }),
  create: endpoint({
    method: "POST",
    path: "/api/campaigns/:id/share-links",
    params: idParamsSchema,
    body: shareLinkCreateSchema,
    response: { 201: createdShareLinkSchema },
  }),
  revoke: endpoint({
    method: "POST",
    path: "/api/campaigns/:id/share-links/:linkId/revoke",
    params: shareLinkParamsSchema,
    response: { 200: shareLinkSchema },
  }),
  /** Public: the figures behind a share link's token, for `?period=`. */
  shared: endpoint({
    method: "GET",
    path: "/api/shared/:token",
    params: sharedTokenParamsSchema,
    query: periodQuerySchema,
    response: { 200: sharedDashboardSchema },
  }),
};
