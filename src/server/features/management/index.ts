/** What the management feature offers the rest of the server. */
export { createOnboardedCompany } from "./onboarded-clients.service.js";
