/** What the prospects feature offers the rest of the server. */

import type { ServerFeature } from "../../core/feature.js";
import { deleteExpiredBulkUndos } from "./bulk-undo.service.js";
import { prospectRoutes } from "./prospects.routes.js";

export { applyProspectChange } from "./prospect-update.service.js";
export { containsPattern } from "./prospects.service.js";

export const prospectsFeature: ServerFeature = {
  name: "prospects",
  routes: [prospectRoutes],
  pruneExpired: async (db) => ({ bulkUndos: await deleteExpiredBulkUndos(db) }),
};
