import type { FastifyInstance } from "fastify";
import { suppressionEndpoints as api } from "../../../shared/contracts/endpoints/suppressions.js";
import type { AppContext } from "../../core/context.js";
import { changed, changes } from "../../core/events/changes.js";
import { actingUser } from "../../core/http/acting-user.js";
import { registerEndpoint } from "../../core/http/endpoint-route.js";
import { acceptCsvUploads, readCsvUpload } from "../imports/index.js";
import {
  createSuppression,
  listSuppressions,
  removeSuppression,
  suppressProspect,
} from "./suppression.service.js";
import { importSuppressions } from "./suppression-import.service.js";

/** A do-not-contact entry changes what these campaigns' prospect lists show. */
const listsOf = (campaigns: string[]) => changes.prospectsOf(campaigns);

/**
 * The do-not-contact list. Agency staff reach every entry; a client reaches its own company's entries
 * and may add them (a client write, allowed here on purpose), never remove one. A null campaign in a
 * body means agency-wide, which only agency staff may write (the service answers 403).
 */
export async function suppressionRoutes(app: FastifyInstance, { db }: AppContext) {
  registerEndpoint(app, api.list, async ({ request, campaign }) =>
    listSuppressions(campaign, db, request.query.q),
  );

  registerEndpoint(app, api.create, async ({ request, reply, campaign }) => {
    const { entry, changedCampaigns } = await createSuppression(campaign.actor, db, request.body);
    reply.status(201);
    return changed(entry, listsOf(changedCampaigns));
  });

  registerEndpoint(app, api.remove, async ({ request, reply }) => {
    const changedCampaigns = await removeSuppression(actingUser(request.actor), db, request.params.id);
    reply.status(204);
    return changed(undefined, listsOf(changedCampaigns));
  });

  registerEndpoint(app, api.suppressProspect, async ({ request, reply, prospect }) => {
    const { entry, changedCampaigns } = await suppressProspect(prospect, db, request.body);
    reply.status(201);
    return changed(entry, listsOf(changedCampaigns));
  });

  // The CSV upload: multipart only here. The campaign arrives inside the form, so the service applies
  // the campaign rule itself (a client only its own, never agency-wide).
  await app.register(async (uploads) => {
    await acceptCsvUploads(uploads);
    registerEndpoint(uploads, api.import, async ({ request }) => {
      const upload = await readCsvUpload(request);
      const { result, changedCampaigns } = await importSuppressions(actingUser(request.actor), db, upload);
      return changed(result, listsOf(changedCampaigns));
    });
  });
}
