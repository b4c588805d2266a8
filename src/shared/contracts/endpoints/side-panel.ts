import { z } from "zod";
import { campaignInPath, endpoint } from "../endpoint.js";
import { idParamsSchema } from "../management.js";
import { prospectSchema } from "../prospects.js";
import {
  panelConnectionSchema,
  panelGrantRequestSchema,
  panelGrantSchema,
  panelLookupQuerySchema,
  panelLookupSchema,
  panelTokenCreatedSchema,
  panelTokenRequestSchema,
  prospectCreateSchema,
} from "../side-panel.js";

/**
 * The SDR's side panel (ADR 0051): connecting it (a code from a signed-in tab traded for a personal
 * token), the connections Settings lists, and what the panel reads and adds besides the app's own routes.
 */
export const sidePanelEndpoints = {
  /** Signed in to the app (never from the panel): a one-use code for the panel that sent `challenge`. */
  grant: endpoint({
    method: "POST",
    path: "/api/side-panel/grants",
    body: panelGrantRequestSchema,
    response: { 201: panelGrantSchema },
    access: "sdr",
    sessionOnly: true,
    audit: "side_panel.connected",
    summary: "Allow a side panel to connect",
    tag: "Side panel",
  }),
  /** The code and the verifier behind its challenge are the proof: no session, no key. */
  token: endpoint({
    method: "POST",
    path: "/api/side-panel/tokens",
    body: panelTokenRequestSchema,
    response: { 201: panelTokenCreatedSchema },
    access: "public",
    summary: "Trade a connection code for the side panel's token",
    tag: "Side panel",
  }),
  /** The signed-in person's own connected panels, newest first. */
  list: endpoint({
    method: "GET",
    path: "/api/side-panel/connections",
    response: { 200: z.array(panelConnectionSchema) },
    access: "sdr",
    sessionOnly: true,
    summary: "List your connected side panels",
    tag: "Side panel",
  }),
  revoke: endpoint({
    method: "DELETE",
    path: "/api/side-panel/connections/:id",
    params: idParamsSchema,
    response: { 204: z.void() },
    access: "sdr",
    sessionOnly: true,
    audit: "side_panel.revoked",
    summary: "Disconnect one of your side panels",
    tag: "Side panel",
  }),
  /** The panel disconnects itself: its token stops working at once. */
  disconnect: endpoint({
    method: "DELETE",
    path: "/api/side-panel/connection",
    response: { 204: z.void() },
    access: "sdr",
    sessionOnly: true,
    panel: true,
    summary: "Disconnect this side panel",
    tag: "Side panel",
  }),
  /** Who the tab's address is: the campaigns the caller reaches that hold that profile. */
  lookup: endpoint({
    method: "GET",
    path: "/api/side-panel/lookup",
    query: panelLookupQuerySchema,
    response: { 200: panelLookupSchema },
    access: "sdr",
    summary: "Find a LinkedIn profile's prospects",
    tag: "Side panel",
  }),
  /** One person into a campaign the caller works, as a one-row import (it can be undone like one). */
  addProspect: endpoint({
    method: "POST",
    path: "/api/campaigns/:id/prospects",
    params: idParamsSchema,
    body: prospectCreateSchema,
    response: { 201: prospectSchema },
    access: campaignInPath({ write: true, staff: "sdr" }),
    summary: "Add one prospect to a campaign",
    tag: "Prospects",
  }),
};
