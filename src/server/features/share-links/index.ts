/** What the share-links feature offers the rest of the server. */
import type { ServerFeature } from "../../core/feature.js";
import { shareLinkRoutes } from "./share-links.routes.js";

export const shareLinksFeature: ServerFeature = { name: "share-links", routes: [shareLinkRoutes] };
