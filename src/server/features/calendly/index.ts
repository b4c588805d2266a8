/** What the calendly feature offers the rest of the server. */
import type { ServerFeature } from "../../core/feature.js";
import { calendlyRoutes } from "./calendly.routes.js";

export { blankBookings, bookingsNaming } from "./calendly-privacy.js";

export const calendlyFeature: ServerFeature = { name: "calendly", routes: [calendlyRoutes] };
