/** What the onboarding feature offers the rest of the server. */
import type { ServerFeature } from "../../core/feature.js";
import { onboardingRoutes } from "./onboarding.routes.js";

export const onboardingFeature: ServerFeature = { name: "onboarding", routes: [onboardingRoutes] };
