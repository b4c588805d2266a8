import type { FastifyInstance } from "fastify";
import { sidePanelEndpoints as api } from "../../../shared/contracts/endpoints/side-panel.js";
import type { AppContext } from "../../core/context.js";
import { changed, changes } from "../../core/events/changes.js";
import { actingUser } from "../../core/http/acting-user.js";
import { registerEndpoint } from "../../core/http/endpoint-route.js";
import { notFound } from "../../core/http/errors.js";
import { addOneProspect, attachment } from "../imports/index.js";
import { grantPanel, tradePanelCode } from "./panel-connect.service.js";
import { disconnectPanel, listPanelConnections, revokePanelConnection } from "./panel-connections.service.js";
import { lookUpProfile } from "./panel-lookup.service.js";
import { SIDE_PANEL_ZIP, sidePanelZipFor } from "./side-panel-download.js";

/** The SDR's side panel (ADR 0051): connecting it, its connections, the profile lookup and adding one person. */
export async function sidePanelRoutes(app: FastifyInstance, { db, config, timeZone }: AppContext) {
  registerEndpoint(app, api.grant, async ({ request, reply }) =>
    reply.code(201).send(await grantPanel(actingUser(request.actor), db, request.body.challenge)),
  );

  // Sent by the extension's page (Origin chrome-extension://...) before it holds a token: no cookie
  // rides on it and the code with its verifier is the proof, so the cross-site check has nothing to guard.
  registerEndpoint(app, api.token, { config: { skipOriginCheck: true } }, async ({ request, reply }) =>
    reply.code(201).send(await tradePanelCode(db, request.body, config.sessionDays)),
  );

  registerEndpoint(app, api.list, async ({ request }) => listPanelConnections(actingUser(request.actor), db));

  registerEndpoint(app, api.revoke, async ({ request, reply }) => {
    await revokePanelConnection(actingUser(request.actor), db, request.params.id);
    return reply.code(204).send();
  });

  registerEndpoint(app, api.disconnect, async ({ request, reply }) => {
    await disconnectPanel(db, request.sessionHash, request.sessionKind);
    return reply.code(204).send();
  });

  registerEndpoint(app, api.lookup, async ({ request }) =>
    lookUpProfile(actingUser(request.actor), db, request.query.url, timeZone),
  );

  // The extension itself, re-addressed to this server, from Settings: a file, not a JSON call.
  let zip: Uint8Array | null = null;
  app.get(`/downloads/${SIDE_PANEL_ZIP}`, { config: { access: "sdr" } }, async (_request, reply) => {
    zip ??= sidePanelZipFor(new URL(config.publicUrl).origin);
    if (!zip) throw notFound("The side panel has not been built on this server: run npm run build.");
    return reply
      .header("content-type", "application/zip")
      .header("content-disposition", attachment(SIDE_PANEL_ZIP))
      .send(Buffer.from(zip));
  });

  registerEndpoint(app, api.addProspect, async ({ request, reply, campaign }) => {
    const prospect = await addOneProspect(campaign, db, request.body);
    reply.code(201);
    return changed(prospect, [changes.imports(campaign.campaignId), changes.prospects(campaign.campaignId)]);
  });
}
