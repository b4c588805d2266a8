import type { FastifyInstance } from "fastify";
import { sidePanelEndpoints as api } from "../../../shared/contracts/endpoints/side-panel.js";
import type { AppContext } from "../../core/context.js";
import { changed, changes } from "../../core/events/changes.js";
import { actingUser } from "../../core/http/acting-user.js";
import { registerEndpoint } from "../../core/http/endpoint-route.js";
import { addOneProspect } from "../imports/index.js";
import { grantPanel, tradePanelCode } from "./panel-connect.service.js";
import { disconnectPanel, listPanelConnections, revokePanelConnection } from "./panel-connections.service.js";
import { lookUpProfile } from "./panel-lookup.service.js";

/** The SDR's side panel (ADR 0051): connecting it, its connections, the profile lookup and adding one person. */
export async function sidePanelRoutes(app: FastifyInstance, { db, config, timeZone }: AppContext) {
  registerEndpoint(app, api.grant, async ({ request, reply }) =>
    reply.code(201).send(await grantPanel(actingUser(request.actor), db, request.body.challenge)),
  );

  registerEndpoint(app, api.token, async ({ request, reply }) =>
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

  registerEndpoint(app, api.addProspect, async ({ request, reply, campaign }) => {
    const prospect = await addOneProspect(campaign, db, request.body);
    reply.code(201);
    return changed(prospect, [changes.imports(campaign.campaignId), changes.prospects(campaign.campaignId)]);
  });
}
