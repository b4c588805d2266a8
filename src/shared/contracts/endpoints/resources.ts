import { endpoint } from "../endpoint.js";
import { resourcesSchema, resourcesUpdateSchema } from "../resources.js";

/** Spec "Resources" (SDRs only), kept on the server for the whole team (docs/decisions/0007). */
export const resourceEndpoints = {
  list: endpoint({
    method: "GET",
    path: "/api/resources",
    response: { 200: resourcesSchema },
    access: "sdr",
    summary: "The agency's resources",
    tag: "Management",
  }),
  save: endpoint({
    method: "PUT",
    path: "/api/resources",
    body: resourcesUpdateSchema,
    response: { 200: resourcesSchema },
    access: "manager",
    summary: "Save the agency's resources",
    tag: "Management",
  }),
};
