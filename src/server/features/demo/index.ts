/** What the demo feature offers the rest of the server. */
import type { ServerFeature } from "../../core/feature.js";
import { demoRoutes } from "./demo.routes.js";

export const demoFeature: ServerFeature = { name: "demo", routes: [demoRoutes] };
