import { campaignInPath, endpoint } from "../endpoint.js";
import { idParamsSchema } from "../management.js";
import { scriptsSchema, scriptsUpdateSchema } from "../scripts.js";

/** A campaign's message scripts, kept on the server (docs/decisions/0007). */
export const scriptEndpoints = {
  list: endpoint({
    method: "GET",
    path: "/api/campaigns/:id/scripts",
    params: idParamsSchema,
    response: { 200: scriptsSchema },
    access: campaignInPath(),
    summary: "A campaign's message scripts",
    tag: "Campaigns",
  }),
  save: endpoint({
    method: "PUT",
    path: "/api/campaigns/:id/scripts",
    params: idParamsSchema,
    body: scriptsUpdateSchema,
    response: { 200: scriptsSchema },
    access: campaignInPath({ write: true }),
    summary: "Save a campaign's message scripts",
    tag: "Campaigns",
  }),
};
