/** What the api-keys feature offers the rest of the server. */
import type { ServerFeature } from "../../core/feature.js";
import { apiKeyRoutes } from "./api-keys.routes.js";

export const apiKeysFeature: ServerFeature = { name: "api-keys", routes: [apiKeyRoutes] };
