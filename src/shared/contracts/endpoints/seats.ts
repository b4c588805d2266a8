import { campaignInPath, endpoint, seatInPath } from "../endpoint.js";
import { idParamsSchema } from "../management.js";
import {
  campaignSeatSafetySchema,
  newSeatSchema,
  reconciliationQuerySchema,
  reconciliationSchema,
  seatAlertsSchema,
  seatDetailSchema,
  seatImportParamsSchema,
  seatImportSchema,
  seatPatchSchema,
  seatSchema,
  seatsSchema,
} from "../seats.js";

/**
 * Sending seats and their LinkedIn data-export imports (ADR 0050). Managers add and change seats; staff
 * read the seats they reach (an SDR: their own and those sending for campaigns they work) and import
 * their exports; a client reads only the safety figures of the seat sending for its campaign. The import
 * is a multipart upload read by its handler, so its record declares no body; the report's CSV download
 * is a file, without a record.
 */
export const seatEndpoints = {
  list: endpoint({
    method: "GET",
    path: "/api/seats",
    response: { 200: seatsSchema },
    access: "sdr",
    summary: "The sending seats the caller reaches",
    tag: "Seats",
  }),
  create: endpoint({
    method: "POST",
    path: "/api/seats",
    body: newSeatSchema,
    response: { 201: seatSchema },
    access: "manager",
    audit: "seat.added",
    summary: "Add a sending seat",
    tag: "Seats",
  }),
  detail: endpoint({
    method: "GET",
    path: "/api/seats/:id",
    params: idParamsSchema,
    response: { 200: seatDetailSchema },
    access: seatInPath({ staff: "sdr" }),
    summary: "A seat, its safety figures and its imports",
    tag: "Seats",
  }),
  update: endpoint({
    method: "PATCH",
    path: "/api/seats/:id",
    params: idParamsSchema,
    body: seatPatchSchema,
    response: { 200: seatSchema },
    access: seatInPath({ staff: "manager" }),
    audit: "seat.changed",
    summary: "Change a seat: its profile, owner, budget or campaigns",
    tag: "Seats",
  }),
  importExport: endpoint({
    method: "POST",
    path: "/api/seats/:id/imports",
    params: idParamsSchema,
    response: { 201: seatImportSchema },
    access: seatInPath({ staff: "sdr" }),
    summary:
      "Import the seat's LinkedIn data export (a multipart upload: the ZIP, or its CSVs, in field file)",
    tag: "Seats",
  }),
  report: endpoint({
    method: "GET",
    path: "/api/seats/:id/imports/:importId",
    params: seatImportParamsSchema,
    query: reconciliationQuerySchema,
    response: { 200: reconciliationSchema },
    access: seatInPath({ staff: "sdr" }),
    summary: "An import's reconciliation report",
    tag: "Seats",
  }),
  undo: endpoint({
    method: "POST",
    path: "/api/seats/:id/imports/:importId/undo",
    params: seatImportParamsSchema,
    response: { 200: seatImportSchema },
    access: seatInPath({ staff: "sdr" }),
    summary: "Undo an import: every change it made, as one batch",
    tag: "Seats",
  }),
  campaignSafety: endpoint({
    method: "GET",
    path: "/api/campaigns/:id/seat-safety",
    params: idParamsSchema,
    response: { 200: campaignSeatSafetySchema },
    access: campaignInPath(),
    summary: "The safety figures of the seat sending for a campaign",
    tag: "Seats",
  }),
  alerts: endpoint({
    method: "GET",
    path: "/api/seat-alerts",
    response: { 200: seatAlertsSchema },
    access: "manager",
    summary: "Seats whose safety figures need attention",
    tag: "Seats",
  }),
};
