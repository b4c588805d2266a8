/** What the exports feature offers the rest of the server. */
import type { ServerFeature } from "../../core/feature.js";
import { exportRoutes } from "./exports.routes.js";

export const exportsFeature: ServerFeature = { name: "exports", routes: [exportRoutes] };
