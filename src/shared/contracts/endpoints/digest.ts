import { digestPreviewResultSchema, digestSettingsInputSchema, digestSettingsSchema } from "../digest.js";
import { campaignInPath, endpoint } from "../endpoint.js";
import { idParamsSchema } from "../management.js";

/**
 * A company's weekly digest e-mail, under its campaign id: when it goes out and to whom (GET, PUT),
 * and a preview of last week's digest mailed to the signed-in manager.
 */
export const digestEndpoints = {
  get: endpoint({
    method: "GET",
    path: "/api/campaigns/:id/digest",
    params: idParamsSchema,
    response: { 200: digestSettingsSchema },
    access: campaignInPath(),
    summary: "A campaign's weekly report settings",
    tag: "Campaigns",
  }),
  save: endpoint({
    method: "PUT",
    path: "/api/campaigns/:id/digest",
    params: idParamsSchema,
    body: digestSettingsInputSchema,
    response: { 200: digestSettingsSchema },
    access: campaignInPath({ write: true }),
    summary: "Save a campaign's weekly report settings",
    tag: "Campaigns",
  }),
  preview: endpoint({
    method: "POST",
    path: "/api/campaigns/:id/digest/preview",
    params: idParamsSchema,
    response: { 200: digestPreviewResultSchema },
    access: campaignInPath({ write: true }),
    summary: "Mail a preview of the weekly report",
    tag: "Campaigns",
  }),
};
