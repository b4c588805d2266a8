/** What the prospects feature offers the rest of the server. */

import type { ServerFeature } from "../../core/feature.js";
import { deleteExpiredBulkUndos } from "./bulk-undo.service.js";
import { campaignListCacheOf } from "./prospect-list-cache.js";
import { prospectRoutes } from "./prospects.routes.js";

export { applyProspectChange } from "./prospect-update.service.js";
export { containsPattern } from "./prospects.service.js";

export const prospectsFeature: ServerFeature = {
  name: "prospects",
  routes: [prospectRoutes],
  pruneExpired: async (db) => ({ bulkUndos: await deleteExpiredBulkUndos(db) }),
  // A campaign whose prospects changed here has a newer list version: its cached list is let go.
  onChanges(db) {
    const lists = campaignListCacheOf(db);
    return (changes) =>
      lists.forget(changes.flatMap((change) => (change.topic === "prospects" ? [change.campaignId] : [])));
  },
};
