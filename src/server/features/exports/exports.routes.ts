import type { FastifyInstance, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  auditExportQuerySchema,
  type ExportFormat,
  metricsExportQuerySchema,
  prospectExportQuerySchema,
  teamKpisExportQuerySchema,
} from "../../../shared/contracts/exports.js";
import { idParamsSchema } from "../../../shared/contracts/management.js";
import { PERIOD_LABELS } from "../../../shared/contracts/metrics.js";
import { downloadCampaign } from "../../core/access/scopes.js";
import type { AppContext } from "../../core/context.js";
import { actingUser } from "../../core/http/acting-user.js";
import { localDay } from "../../core/time/periods.js";
import { auditLogPages } from "../audit/index.js";
import { allCampaignMetrics, campaignMetrics } from "../campaigns/index.js";
import { attachment } from "../imports/index.js";
import { readTeamKpis } from "../team-kpis/index.js";
import { auditTable } from "./audit-table.js";
import { dashboardCardsTable, funnelTable, reportTable, teamKpisTable } from "./figure-tables.js";
import { prospectExport } from "./prospect-export.service.js";
import { EXPORT_CONTENT_TYPES, type ExportTable, exportFileName, exportStream } from "./table-writer.js";

function sendExport(reply: FastifyReply, format: ExportFormat, fileName: string, tables: ExportTable[]) {
  return reply
    .type(EXPORT_CONTENT_TYPES[format])
    .header("content-disposition", attachment(fileName))
    .send(exportStream(format, tables));
}

/**
 * Exports (issue 19): a prospect screen's rows, the dashboard's figures and Team KPIs as CSV or .xlsx,
 * written while they are read. They are file downloads, not JSON calls: plain routes with their access.
 */
export async function exportRoutes(app: FastifyInstance, { db, timeZone }: AppContext) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const today = () => localDay(new Date(), timeZone);

  routes.get(
    "/api/campaigns/:id/prospects/export",
    {
      config: { access: { campaign: (input) => input.params.id }, audit: "export" },
      schema: { params: idParamsSchema, querystring: prospectExportQuerySchema },
    },
    async (request, reply) => {
      const { fileName, table } = await prospectExport(
        downloadCampaign(request),
        db,
        request.query,
        timeZone,
        (error) => request.log.error({ err: error }, "recording a prospect export failed"),
      );
      return sendExport(reply, request.query.format, fileName, [table]);
    },
  );

  const metricsExport = async (
    reply: FastifyReply,
    title: string,
    query: { period: keyof typeof PERIOD_LABELS; format: ExportFormat },
    metrics: Parameters<typeof dashboardCardsTable>[0],
  ) => {
    const day = today();
    const report = reportTable([
      ["Dashboard", title],
      ["Period", PERIOD_LABELS[query.period]],
      ["Exported on", day],
    ]);
    const fileName = exportFileName([title, "Dashboard", PERIOD_LABELS[query.period], day], query.format);
    return sendExport(reply, query.format, fileName, [
      report,
      dashboardCardsTable(metrics),
      funnelTable(metrics),
    ]);
  };

  routes.get(
    "/api/campaigns/:id/metrics/export",
    {
      config: { access: { campaign: (input) => input.params.id }, audit: "export" },
      schema: { params: idParamsSchema, querystring: metricsExportQuerySchema },
    },
    async (request, reply) => {
      const scope = downloadCampaign(request);
      const { campaign } = scope;
      const metrics = await campaignMetrics(scope, db, request.query.period, new Date(), timeZone);
      return metricsExport(reply, campaign.companyName, request.query, metrics);
    },
  );

  routes.get(
    "/api/metrics/export",
    { config: { access: "manager", audit: "export" }, schema: { querystring: metricsExportQuerySchema } },
    async (request, reply) => {
      const metrics = await allCampaignMetrics(
        actingUser(request.actor),
        db,
        request.query.period,
        new Date(),
        timeZone,
      );
      return metricsExport(reply, "All Campaigns", request.query, metrics);
    },
  );

  routes.get(
    "/api/team-kpis/export",
    { config: { access: "manager", audit: "export" }, schema: { querystring: teamKpisExportQuerySchema } },
    async (request, reply) => {
      const { period, format } = request.query;
      const kpis = await readTeamKpis(actingUser(request.actor), db, period, new Date(), timeZone);
      const day = today();
      const report = reportTable([
        ["Report", "Team KPIs"],
        ["Period", PERIOD_LABELS[period]],
        ...(kpis.range
          ? ([
              ["From", kpis.range.start],
              ["Until", kpis.range.end],
            ] as [string, string][])
          : []),
        ["Exported on", day],
      ]);
      const fileName = exportFileName(["Team KPIs", PERIOD_LABELS[period], day], format);
      return sendExport(reply, format, fileName, [report, teamKpisTable(kpis)]);
    },
  );

  routes.get(
    "/api/audit/export",
    { config: { access: "manager", audit: "export" }, schema: { querystring: auditExportQuerySchema } },
    async (request, reply) => {
      const { format, ...filters } = request.query;
      const fileName = exportFileName(["Audit log", today()], format);
      return sendExport(reply, format, fileName, [auditTable(auditLogPages(db, filters, timeZone))]);
    },
  );
}
