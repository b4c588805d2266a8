import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { importEndpoints as api } from "../../../shared/contracts/endpoints/imports.js";
import { idParamsSchema } from "../../../shared/contracts/management.js";
import type { AppContext } from "../../core/context.js";
import { type Change, changed, changes } from "../../core/events/changes.js";
import { actingUser } from "../../core/http/acting-user.js";
import { registerEndpoint } from "../../core/http/endpoint-route.js";
import { countImport } from "../../core/system/metrics.js";
import { importErrorReport, listImportBatches, prospectTemplate } from "./batches.service.js";
import { sendCsv } from "./csv-download.js";
import { analyzeUpload, importCsv } from "./import.service.js";
import { undoImport } from "./undo.service.js";
import { acceptCsvUploads, readCsvUpload } from "./upload.js";

/** CSV analysis and import, the import history with its error reports, and the template. Staff only. */
export async function importRoutes(app: FastifyInstance, { db }: AppContext) {
  // Registered here, so only these routes accept multipart bodies.
  await acceptCsvUploads(app);

  registerEndpoint(app, api.analyzeCsv, async ({ request }) => analyzeUpload(await readCsvUpload(request)));

  registerEndpoint(app, api.importWithMapping, async ({ request }) => {
    let made: Change[] = [];
    const imported = await countImport(app.metrics, async () => {
      const upload = await readCsvUpload(request);
      const { result, changedCampaigns } = await importCsv(actingUser(request.actor), db, upload);
      // The import succeeded, so a campaign id it was given is a real one.
      const campaignId = upload.fields.campaignId || null;
      const campaigns = new Set([...(campaignId ? [campaignId] : []), ...changedCampaigns]);
      made = [changes.imports(campaignId), ...changes.prospectsOf(campaigns)];
      return result;
    });
    return changed(imported, made);
  });

  registerEndpoint(app, api.batches, async ({ request }) => listImportBatches(actingUser(request.actor), db));

  registerEndpoint(app, api.undo, async ({ request }) => {
    const { result, campaignId } = await undoImport(actingUser(request.actor), db, request.params.id);
    return changed(result, [changes.imports(campaignId), campaignId ? changes.prospects(campaignId) : null]);
  });

  // The CSV downloads are files, not JSON calls: registered as plain routes.
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    "/api/import-batches/:id/errors.csv",
    { config: { access: "sdr" }, schema: { params: idParamsSchema } },
    async (request, reply) =>
      sendCsv(reply, await importErrorReport(actingUser(request.actor), db, request.params.id)),
  );

  r.get("/api/download-template/prospect", { config: { access: "sdr" } }, async (_request, reply) =>
    sendCsv(reply, prospectTemplate()),
  );
}
