import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { seatEndpoints as api } from "../../../shared/contracts/endpoints/seats.js";
import { reconciliationQuerySchema, seatImportParamsSchema } from "../../../shared/contracts/seats.js";
import { downloadSeat } from "../../core/access/scopes.js";
import type { AppContext } from "../../core/context.js";
import { changed, changes } from "../../core/events/changes.js";
import { actingUser } from "../../core/http/acting-user.js";
import { registerEndpoint } from "../../core/http/endpoint-route.js";
import { acceptCsvUploads, sendCsv } from "../imports/index.js";
import { importExport } from "./export-import.service.js";
import { undoExportImport } from "./export-undo.service.js";
import { readReconciliation, reconciliationCsv } from "./reconciliation.service.js";
import { listSeatImports } from "./seat-imports.service.js";
import { campaignSeatSafety, seatAlerts, seatSafety } from "./seat-safety.service.js";
import { EXPORT_UPLOAD_LIMITS, readExportRequest } from "./seat-upload.js";
import { createSeat, listSeats, readSeat, updateSeat } from "./seats.service.js";

/** What an import or its undo changed: the prospects and conversations of its campaigns. */
const changesOf = (campaignIds: string[]) => [
  ...changes.prospectsOf(campaignIds),
  ...campaignIds.map((campaignId) => changes.conversations(campaignId)),
];

/** Sending seats, their data-export imports and reconciliation reports, and their safety figures. */
export async function seatRoutes(app: FastifyInstance, { db, config }: AppContext) {
  const { timeZone } = config;

  registerEndpoint(app, api.list, async ({ request }) => listSeats(actingUser(request.actor), db));

  registerEndpoint(app, api.create, async ({ request, reply }) => {
    const seat = await createSeat(actingUser(request.actor), db, request.body);
    reply.status(201);
    return changed(seat, [changes.management()]);
  });

  registerEndpoint(app, api.detail, async ({ seat }) => {
    const [detail, safety, imports] = await Promise.all([
      readSeat(db, seat.seatId),
      seatSafety(db, seat.seatId, timeZone),
      listSeatImports(db, seat.seatId),
    ]);
    return { seat: detail, safety, imports };
  });

  registerEndpoint(app, api.update, async ({ request, seat }) =>
    changed(await updateSeat(seat, db, request.body), [changes.management()]),
  );

  registerEndpoint(app, api.report, async ({ request, seat }) =>
    readReconciliation(db, seat.seatId, request.params.importId, request.query),
  );

  registerEndpoint(app, api.undo, async ({ request, seat }) => {
    const { result, campaignIds } = await undoExportImport(seat, db, request.params.importId);
    return changed(result, changesOf(campaignIds));
  });

  registerEndpoint(app, api.campaignSafety, async ({ campaign }) =>
    campaignSeatSafety(db, campaign.campaignId, timeZone),
  );

  registerEndpoint(app, api.alerts, async () => seatAlerts(db, timeZone));

  // The upload: multipart only here, within the export's own limits.
  await app.register(async (uploads) => {
    await acceptCsvUploads(uploads, EXPORT_UPLOAD_LIMITS);
    registerEndpoint(uploads, api.importExport, async ({ request, reply, seat }) => {
      const archive = await readExportRequest(request);
      const { result, campaignIds } = await importExport(seat, db, archive, timeZone);
      reply.status(201);
      return changed(result, changesOf(campaignIds));
    });
  });

  // The report's CSV is a file, not a JSON call.
  app.withTypeProvider<ZodTypeProvider>().get(
    "/api/seats/:id/imports/:importId/report.csv",
    {
      config: { access: { seat: (input: { params: { id: string } }) => input.params.id, staff: "sdr" } },
      schema: { params: seatImportParamsSchema, querystring: reconciliationQuerySchema },
    },
    async (request, reply) => {
      const { seatId } = downloadSeat(request);
      return sendCsv(reply, await reconciliationCsv(db, seatId, request.params.importId, request.query));
    },
  );
}
