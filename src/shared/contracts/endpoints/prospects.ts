import { z } from "zod";
import {
  bulkChangeParamsSchema,
  bulkChangeRequestSchema,
  bulkChangeResultSchema,
  bulkUndoResultSchema,
} from "../bulk-changes.js";
import { replyCapturedSchema } from "../conversations.js";
import { endpoint } from "../endpoint.js";
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
  }),
  badDataCount: endpoint({
    method: "GET",
    path: "/api/campaigns/:id/bad-data-count",
    params: idParamsSchema,
    response: { 200: badDataCountSchema },
  }),
  flagBadData: endpoint({
    method: "POST",
    path: "/api/flag-bad-data",
    body: flagBadDataSchema,
    response: { 200: badDataFlagSchema },
  }),
  update: endpoint({
    method: "PATCH",
    path: "/api/prospects/:id",
    params: idParamsSchema,
    query: prospectPatchQuerySchema,
    body: prospectPatchSchema,
    response: { 200: prospectSchema },
  }),
  captureReply: endpoint({
    method: "POST",
    path: "/api/prospects/:id/reply",
    params: idParamsSchema,
    body: replyCaptureSchema,
    response: { 201: replyCapturedSchema },
  }),
  /** One change for many prospects, all or nothing (bulk-changes.ts). */
  bulkChange: endpoint({
    method: "POST",
    path: "/api/campaigns/:id/prospects/bulk",
    params: idParamsSchema,
    query: prospectPatchQuerySchema,
    body: bulkChangeRequestSchema,
    response: { 200: bulkChangeResultSchema },
  }),
  bulkUndo: endpoint({
    method: "POST",
    path: "/api/campaigns/:id/prospects/bulk/:changeId/undo",
    params: bulkChangeParamsSchema,
    response: { 200: bulkUndoResultSchema },
  }),
};
