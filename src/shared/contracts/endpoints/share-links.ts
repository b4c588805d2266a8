import { z } from "zod";
import { campaignInPath, endpoint } from "../endpoint.js";
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
    access: campaignInPath({ staff: "sdr" }),
    summary: "List a campaign's share links",
    tag: "Share links",
  }),
  create: endpoint({
    method: "POST",
    path: "/api/campaigns/:id/share-links",
    params: idParamsSchema,
    body: shareLinkCreateSchema,
    response: { 201: createdShareLinkSchema },
    access: campaignInPath({ write: true, staff: "sdr" }),
    summary: "Create a share link",
    tag: "Share links",
  }),
  revoke: endpoint({
    method: "POST",
    path: "/api/campaigns/:id/share-links/:linkId/revoke",
    params: shareLinkParamsSchema,
    response: { 200: shareLinkSchema },
    access: campaignInPath({ write: true, staff: "sdr" }),
    summary: "Revoke a share link",
    tag: "Share links",
  }),
  /** Public: the figures behind a share link's token, for `?period=`. */
  shared: endpoint({
    method: "GET",
    path: "/api/shared/:token",
    params: sharedTokenParamsSchema,
    query: periodQuerySchema,
    response: { 200: sharedDashboardSchema },
    access: "public",
    summary: "A shared dashboard's figures",
    tag: "Share links",
  }),
};
