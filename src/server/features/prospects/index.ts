/** What the prospects feature offers the rest of the server. */
export { applyProspectChange } from "./prospect-update.service.js";
export { containsPattern } from "./prospects.service.js";
