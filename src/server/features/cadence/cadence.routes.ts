import type { FastifyInstance } from "fastify";
import { cadenceEndpoints as api } from "../../../shared/contracts/endpoints/cadence.js";
import { campaignOf } from "../../core/access/scopes.js";
import type { Db } from "../../core/db/client.js";
import { changed, changes } from "../../core/events/changes.js";
import { registerEndpoint } from "../../core/http/endpoint-route.js";
import { getCadence, saveCadence } from "./cadence.service.js";

/** A campaign's cadence settings; `timeZone` is the app's (APP_TIME_ZONE), the default company zone. */
export async function cadenceRoutes(app: FastifyInstance, { db, timeZone }: { db: Db; timeZone: string }) {
  registerEndpoint(app, api.get, { access: { campaign: "params.id" } }, async (request) =>
    getCadence(campaignOf(request), db, timeZone),
  );

  registerEndpoint(app, api.save, { access: { campaign: "params.id", write: true } }, async (request) => {
    const { saved, changed: isChanged } = await saveCadence(campaignOf(request), db, request.body, timeZone);
    return changed(
      saved,
      isChanged ? [changes.cadence(request.params.id), changes.prospects(request.params.id)] : [],
    );
  });
}
