/** What the resources feature offers the rest of the server. */
import type { ServerFeature } from "../../core/feature.js";
import { resourceRoutes } from "./resources.routes.js";

export const resourcesFeature: ServerFeature = { name: "resources", routes: [resourceRoutes] };
