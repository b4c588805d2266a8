import type { FastifyInstance } from "fastify";
import { cadenceEndpoints as api } from "../../../shared/contracts/endpoints/cadence.js";
import type { AppContext } from "../../core/context.js";
import { changed, changes } from "../../core/events/changes.js";
import { registerEndpoint } from "../../core/http/endpoint-route.js";
import { getCadence, saveCadence } from "./cadence.service.js";

/** A campaign's cadence settings; `timeZone` is the app's (APP_TIME_ZONE), the default company zone. */
export async function cadenceRoutes(app: FastifyInstance, { db, timeZone }: AppContext) {
  registerEndpoint(app, api.get, async ({ campaign }) => getCadence(campaign, db, timeZone));

  registerEndpoint(app, api.save, async ({ request, campaign }) => {
    const { saved, changed: isChanged } = await saveCadence(campaign, db, request.body, timeZone);
    return changed(
      saved,
      isChanged ? [changes.cadence(request.params.id), changes.prospects(request.params.id)] : [],
    );
  });
}
