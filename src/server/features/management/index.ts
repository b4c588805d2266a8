/** What the management feature offers the rest of the server. */
import type { ServerFeature } from "../../core/feature.js";
import { managementRoutes } from "./management.routes.js";

export { insertCompanyWithCampaign } from "./company-with-campaign.js";
export { createOnboardedCompany } from "./onboarded-clients.service.js";

export const managementFeature: ServerFeature = { name: "management", routes: [managementRoutes] };
