/** What the side-panel feature offers the rest of the server: the SDR's browser companion (ADR 0051). */
import type { ServerFeature } from "../../core/feature.js";
import { deleteExpiredGrants } from "./panel-connect.service.js";
import { sidePanelRoutes } from "./side-panel.routes.js";

export const sidePanelFeature: ServerFeature = {
  name: "side-panel",
  routes: [sidePanelRoutes],
  pruneExpired: async (db) => ({ panelGrants: await deleteExpiredGrants(db) }),
};
