import type { FastifyInstance } from "fastify";
import { scriptEndpoints as api } from "../../../shared/contracts/endpoints/scripts.js";
import { campaignOf } from "../../core/access/scopes.js";
import type { Db } from "../../core/db/client.js";
import { changed, changes } from "../../core/events/changes.js";
import { registerEndpoint } from "../../core/http/endpoint-route.js";
import { listScripts, saveScripts } from "./scripts.service.js";

/** A campaign's message scripts, kept on the server (docs/decisions/0007). */
export async function scriptRoutes(app: FastifyInstance, { db }: { db: Db }) {
  registerEndpoint(app, api.list, { access: { campaign: "params.id" } }, async (request) =>
    listScripts(campaignOf(request), db),
  );

  registerEndpoint(app, api.save, { access: { campaign: "params.id", write: true } }, async (request) => {
    const scripts = await saveScripts(campaignOf(request), db, request.body);
    return changed(scripts, [changes.scripts(request.params.id)]);
  });
}
