import { z } from "zod";
import type { EndpointTag } from "../../../shared/contracts/endpoint.js";
import { stripeWebhookReceiptSchema } from "../../../shared/contracts/onboarding.js";

/** A documented answer that is not JSON (or not only): its content by media type. */
export interface ContentResponse {
  description: string;
  content: Record<string, { schema: z.ZodType }>;
}

/** An answer without a body (a redirect). */
export interface EmptyResponse {
  description: string;
}

export type DocumentedResponse = z.ZodType | ContentResponse | EmptyResponse;

const file = (description: string, ...mediaTypes: string[]): ContentResponse => ({
  description,
  content: Object.fromEntries(mediaTypes.map((type) => [type, { schema: z.string() }])),
});
const htmlPage = (description: string) => file(description, "text/html");
const redirect = (description: string): EmptyResponse => ({ description });

/** The local test checkout answers people in a browser: its refusals are pages too. */
const CHECKOUT_PAGE_ERRORS = {
  404: htmlPage("A page saying the checkout is unknown, or switched off on a server with Stripe."),
  503: htmlPage("A page saying payments are off on this server."),
};

const CSV = "text/csv";
const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
/** The JSON access export: each table's rows about the person. */
const accessExportFile = z.object({
  requestId: z.string(),
  exportedAt: z.string(),
  tables: z.record(z.string(), z.array(z.record(z.string(), z.unknown()))),
});
const exportFile = file("The file, as an attachment (`format=csv` or `format=xlsx`).", CSV, XLSX);

/**
 * The answers of the routes registered without an endpoint record (files, pages, streams, signed
 * webhooks), by "METHOD path": what their handlers send. The common error answers are added to these,
 * as to every route.
 */
export const PLAIN_ROUTE_RESPONSES: Readonly<Record<string, Record<number, DocumentedResponse>>> = {
  "GET /api/campaigns/:id/prospects/export": { 200: exportFile },
  "GET /api/campaigns/:id/metrics/export": { 200: exportFile },
  "GET /api/metrics/export": { 200: exportFile },
  "GET /api/team-kpis/export": { 200: exportFile },
  "GET /api/audit/export": { 200: exportFile },
  "GET /api/import-batches/:id/errors.csv": { 200: file("The rows that were not imported, with why.", CSV) },
  "GET /api/download-template/prospect": { 200: file("An empty prospect CSV with its header row.", CSV) },
  "GET /api/seats/:id/imports/:importId/report.csv": {
    200: file("Every line of an export import's reconciliation report, with the report's filter.", CSV),
  },
  "GET /downloads/outreach-desk-side-panel.zip": {
    200: file("The side panel extension, addressed to this server, as an attachment.", "application/zip"),
  },
  "GET /api/privacy/requests/:id/export": {
    200: {
      description: "Everything held about the person, as an attachment (`format=csv` or `format=json`).",
      content: { [CSV]: { schema: z.string() }, "application/json": { schema: accessExportFile } },
    },
  },
  "GET /api/events": {
    200: file(
      "Server-sent events while the session lasts: `change` with a JSON list of notices (`t` the topic, `c` the campaign), `resync` when the browser should read everything again.",
      "text/event-stream",
    ),
  },
  "GET /metrics": {
    200: file(
      "The server's metrics in Prometheus' text format (needs `Authorization: Bearer <METRICS_TOKEN>`).",
      "text/plain",
    ),
  },
  "GET /api/openapi.json": {
    200: {
      description: "This document.",
      content: { "application/json": { schema: z.looseObject({ openapi: z.string() }) } },
    },
  },
  "POST /api/stripe/webhook": { 200: stripeWebhookReceiptSchema.describe("What became of the event.") },
  "GET /api/digest/unsubscribe": {
    200: htmlPage("A page asking to confirm the unsubscribe."),
    404: htmlPage("A page saying the link is not valid."),
  },
  "POST /api/digest/unsubscribe": {
    200: htmlPage("A page confirming the unsubscribe."),
    404: htmlPage("A page saying the link is not valid."),
    410: htmlPage("A page saying the link was used already."),
  },
  "GET /checkout/test/:token": { 200: htmlPage("The local test checkout page."), ...CHECKOUT_PAGE_ERRORS },
  "POST /checkout/test/:token/pay": {
    303: redirect("Paid: on to the success page."),
    ...CHECKOUT_PAGE_ERRORS,
  },
  "POST /checkout/test/:token/cancel": {
    303: redirect("On to the cancel page (or the success page once paid)."),
    ...CHECKOUT_PAGE_ERRORS,
  },
};

/**
 * The section and one-line summary of each route registered without an endpoint record, by
 * "METHOD path" (a record carries its own `summary` and `tag`).
 */
export const PLAIN_ROUTE_SUMMARIES: Readonly<Record<string, { tag: EndpointTag; summary: string }>> = {
  "GET /api/digest/unsubscribe": { tag: "Campaigns", summary: "Weekly report: the unsubscribe page" },
  "POST /api/digest/unsubscribe": { tag: "Campaigns", summary: "Weekly report: unsubscribe" },
  "GET /api/import-batches/:id/errors.csv": { tag: "Imports", summary: "Download an import's rejected rows" },
  "GET /downloads/outreach-desk-side-panel.zip": {
    tag: "Side panel",
    summary: "Download the side panel extension",
  },
  "GET /api/download-template/prospect": { tag: "Imports", summary: "Download the prospect CSV template" },
  "GET /api/seats/:id/imports/:importId/report.csv": {
    tag: "Seats",
    summary: "Download an export import's reconciliation report",
  },
  "GET /api/campaigns/:id/prospects/export": { tag: "Exports", summary: "Export a campaign's prospects" },
  "GET /api/campaigns/:id/metrics/export": {
    tag: "Exports",
    summary: "Export a campaign's dashboard figures",
  },
  "GET /api/metrics/export": { tag: "Exports", summary: "Export all campaigns' dashboard figures" },
  "GET /api/team-kpis/export": { tag: "Exports", summary: "Export Team KPIs" },
  "GET /api/audit/export": { tag: "Audit log", summary: "Export the audit log" },
  "GET /api/privacy/requests/:id/export": { tag: "Privacy", summary: "Download what is held about a person" },
  "GET /checkout/test/:token": { tag: "Onboarding and billing", summary: "Local test checkout: the page" },
  "POST /checkout/test/:token/pay": { tag: "Onboarding and billing", summary: "Local test checkout: pay" },
  "POST /checkout/test/:token/cancel": {
    tag: "Onboarding and billing",
    summary: "Local test checkout: cancel",
  },
  "POST /api/stripe/webhook": {
    tag: "Onboarding and billing",
    summary: "Stripe's events (signed by Stripe)",
  },
  "POST /api/calendly/:companyId/webhook": {
    tag: "Calendly",
    summary: "Calendly's events (signed with the company's signing key)",
  },
  "GET /api/events": { tag: "System", summary: "Live change notices (server-sent events)" },
  "GET /metrics": { tag: "System", summary: "Prometheus metrics" },
  "GET /api/openapi.json": { tag: "System", summary: "This OpenAPI document" },
};
