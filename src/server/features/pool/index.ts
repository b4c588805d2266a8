/** What the pool feature offers the rest of the server. */
import type { ServerFeature } from "../../core/feature.js";
import { poolRoutes } from "./pool.routes.js";

export const poolFeature: ServerFeature = { name: "pool", routes: [poolRoutes] };
