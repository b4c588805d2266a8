import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { privacyEndpoints as api } from "../../../shared/contracts/endpoints/privacy.js";
import { idParamsSchema } from "../../../shared/contracts/management.js";
import { accessExportQuerySchema } from "../../../shared/contracts/privacy.js";
import type { AppContext } from "../../core/context.js";
import { changed, changes } from "../../core/events/changes.js";
import { actingUser } from "../../core/http/acting-user.js";
import { registerEndpoint } from "../../core/http/endpoint-route.js";
import { attachment, sendCsv } from "../imports/index.js";
import { exportAccessRequest } from "./access-export.service.js";
import { findPerson } from "./person-record.service.js";
import { readPrivacyLog } from "./privacy-log-read.service.js";
import { createPrivacyRequest, eraseRequest, listPrivacyRequests } from "./privacy-requests.service.js";
import { listRetention, saveRetention } from "./retention.service.js";

/** Erasure and access requests, retention and the privacy log: agency staff only. */
export async function privacyRoutes(app: FastifyInstance, { db, timeZone }: AppContext) {
  registerEndpoint(app, api.person, async ({ request }) =>
    findPerson(actingUser(request.actor), db, request.query.q),
  );

  registerEndpoint(app, api.requests, async ({ request }) =>
    listPrivacyRequests(actingUser(request.actor), db),
  );

  registerEndpoint(app, api.createRequest, async ({ request, reply }) =>
    reply.status(201).send(await createPrivacyRequest(actingUser(request.actor), db, request.body, timeZone)),
  );

  registerEndpoint(app, api.erase, async ({ request }) => {
    const { result, campaignIds } = await eraseRequest(actingUser(request.actor), db, request.params.id);
    return changed(result, changes.prospectsOf(campaignIds));
  });

  registerEndpoint(app, api.retention, async ({ request }) => listRetention(actingUser(request.actor), db));

  registerEndpoint(app, api.saveRetention, async ({ request }) =>
    saveRetention(actingUser(request.actor), db, request.params.id, request.body.retentionMonths),
  );

  registerEndpoint(app, api.log, async ({ request }) =>
    readPrivacyLog(actingUser(request.actor), db, request.query, timeZone),
  );

  // The access export is a file download, not a JSON call: registered as a plain route.
  app.withTypeProvider<ZodTypeProvider>().get(
    "/api/privacy/requests/:id/export",
    {
      config: { access: "manager", audit: "export" },
      schema: { params: idParamsSchema, querystring: accessExportQuerySchema },
    },
    async (request, reply) => {
      const download = await exportAccessRequest(actingUser(request.actor), db, request.params.id);
      if (request.query.format === "csv") {
        return sendCsv(reply, { fileName: `${download.fileName}.csv`, records: download.records });
      }
      return reply
        .type("application/json; charset=utf-8")
        .header("content-disposition", attachment(`${download.fileName}.json`))
        .send(JSON.stringify(download.json, null, 2));
    },
  );
}
