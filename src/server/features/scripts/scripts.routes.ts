import type { FastifyInstance } from "fastify";
import { scriptEndpoints as api } from "../../../shared/contracts/endpoints/scripts.js";
import type { AppContext } from "../../core/context.js";
import { changed, changes } from "../../core/events/changes.js";
import { registerEndpoint } from "../../core/http/endpoint-route.js";
import { listScripts, saveScripts } from "./scripts.service.js";

/** A campaign's message scripts, kept on the server (docs/decisions/0007). */
export async function scriptRoutes(app: FastifyInstance, { db }: AppContext) {
  registerEndpoint(app, api.list, async ({ campaign }) => listScripts(campaign, db));

  registerEndpoint(app, api.save, async ({ request, campaign }) => {
    const scripts = await saveScripts(campaign, db, request.body);
    return changed(scripts, [changes.scripts(request.params.id)]);
  });
}
