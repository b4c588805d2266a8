import { z } from "zod";
import { endpoint, prospectInPath } from "../endpoint.js";
import { idParamsSchema } from "../management.js";
import {
  prospectSuppressSchema,
  suppressionCreateSchema,
  suppressionEntrySchema,
  suppressionImportResultSchema,
  suppressionListSchema,
  suppressionQuerySchema,
} from "../privacy.js";

/**
 * The do-not-contact list. Agency staff see and edit every entry; a client sees and adds its own
 * company's entries (one of the few client writes) and never removes one.
 */
export const suppressionEndpoints = {
  list: endpoint({
    method: "GET",
    path: "/api/suppressions",
    query: suppressionQuerySchema,
    response: { 200: suppressionListSchema },
    access: { campaign: (input) => input.query.campaignId, optional: true },
    summary: "List the do-not-contact list",
    tag: "Privacy",
  }),
  create: endpoint({
    method: "POST",
    path: "/api/suppressions",
    body: suppressionCreateSchema,
    response: { 201: suppressionEntrySchema },
    access: { campaign: (input) => input.body.campaignId, optional: true },
    summary: "Add to the do-not-contact list",
    tag: "Privacy",
  }),
  /** Multipart: `file` (the CSV) and the fields of suppressionImportFormSchema. */
  import: endpoint({
    method: "POST",
    path: "/api/suppressions/import",
    response: { 200: suppressionImportResultSchema },
    access: "user",
    summary: "Import a do-not-contact CSV",
    tag: "Privacy",
  }),
  remove: endpoint({
    method: "DELETE",
    path: "/api/suppressions/:id",
    params: idParamsSchema,
    response: { 204: z.void() },
    access: "manager",
    summary: "Remove from the do-not-contact list",
    tag: "Privacy",
  }),
  /** From Prospect Details: the prospect's LinkedIn profile (or e-mail without one) goes on the list. */
  suppressProspect: endpoint({
    method: "POST",
    path: "/api/prospects/:id/do-not-contact",
    params: idParamsSchema,
    body: prospectSuppressSchema,
    response: { 201: suppressionEntrySchema },
    access: prospectInPath(),
    summary: "Put a prospect on the do-not-contact list",
    tag: "Prospects",
  }),
};
