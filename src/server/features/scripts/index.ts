/** What the scripts feature offers the rest of the server. */
import type { ServerFeature } from "../../core/feature.js";
import { scriptRoutes } from "./scripts.routes.js";

export { scriptBodiesOf } from "./scripts.service.js";

export const scriptsFeature: ServerFeature = { name: "scripts", routes: [scriptRoutes] };
