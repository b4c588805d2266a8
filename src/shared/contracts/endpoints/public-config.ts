import { endpoint } from "../endpoint.js";
import { publicConfigSchema } from "../public-config.js";

export const publicConfigEndpoints = {
  get: endpoint({
    method: "GET",
    path: "/api/public-config",
    response: { 200: publicConfigSchema },
    access: "public",
    summary: "Public settings for the web app",
    tag: "System",
  }),
};
