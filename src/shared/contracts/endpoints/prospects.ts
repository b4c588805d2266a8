import { z } from "zod";
import {
  bulkChangeParamsSchema,
  bulkChangeRequestSchema,
  bulkChangeResultSchema,
  bulkUndoResultSchema,
} from "../bulk-changes.js";
import { replyCapturedSchema } from "../conversations.js";
import { campaignInPath, endpoint, prospectInPath } from "../endpoint.js";
import { idParamsSchema } from "../management.js";
import {
  badDataCountSchema,
  badDataFlagSchema,
  flagBadDataSchema,
  prospectListQuerySchema,
  prospectPatchQuerySchema,
  prospectPatchSchema,
  prospectSchema,
  replyCaptureSchema,
} from "../prospects.js";

/** A campaign's prospects (spec section 7): the list, bad data, one-field changes and reply capture. */
export const prospectEndpoints = {
  /** 304 when the caller's If-None-Match still names the list (ADR 0011). */
  list: endpoint({
    method: "GET",
    path: "/api/campaigns/:id/prospects",
    params: idParamsSchema,
    query: prospectListQuerySchema,
    response: { 200: z.array(prospectSchema), 304: z.void() },
    access: campaignInPath(),
    summary: "List a campaign's prospects",
    tag: "Prospects",
  }),
  badDataCount: endpoint({
    method: "GET",
    path: "/api/campaigns/:id/bad-data-count",
    params: idParamsSchema,
    response: { 200: badDataCountSchema },
    access: campaignInPath(),
    summary: "Count a campaign's prospects flagged as bad data",
    tag: "Prospects",
  }),
  flagBadData: endpoint({
    method: "POST",
    path: "/api/flag-bad-data",
    body: flagBadDataSchema,
    response: { 200: badDataFlagSchema },
    access: { prospect: (input) => input.body.prospectId, write: true },
    summary: "Flag a prospect as bad data",
    tag: "Prospects",
  }),
  update: endpoint({
    method: "PATCH",
    path: "/api/prospects/:id",
    params: idParamsSchema,
    query: prospectPatchQuerySchema,
    body: prospectPatchSchema,
    response: { 200: prospectSchema },
    access: prospectInPath({ write: true }),
    summary: "Change a prospect's progress",
    tag: "Prospects",
  }),
  captureReply: endpoint({
    method: "POST",
    path: "/api/prospects/:id/reply",
    params: idParamsSchema,
    body: replyCaptureSchema,
    response: { 201: replyCapturedSchema },
    access: prospectInPath({ write: true }),
    summary: "Record a prospect's reply",
    tag: "Prospects",
  }),
  /** One change for many prospects, all or nothing (bulk-changes.ts). */
  bulkChange: endpoint({
    method: "POST",
    path: "/api/campaigns/:id/prospects/bulk",
    params: idParamsSchema,
    query: prospectPatchQuerySchema,
    body: bulkChangeRequestSchema,
    response: { 200: bulkChangeResultSchema },
    access: campaignInPath({ write: true, staff: "sdr" }),
    summary: "Change many prospects at once",
    tag: "Prospects",
  }),
  bulkUndo: endpoint({
    method: "POST",
    path: "/api/campaigns/:id/prospects/bulk/:changeId/undo",
    params: bulkChangeParamsSchema,
    response: { 200: bulkUndoResultSchema },
    access: campaignInPath({ write: true, staff: "sdr" }),
    summary: "Undo a change made to many prospects",
    tag: "Prospects",
  }),
};
