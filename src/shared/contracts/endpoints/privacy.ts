import { endpoint } from "../endpoint.js";
import { idParamsSchema } from "../management.js";
import {
  erasureResultSchema,
  personQuerySchema,
  personRecordSchema,
  privacyLogQuerySchema,
  privacyLogSchema,
  privacyRequestCreateSchema,
  privacyRequestListSchema,
  privacyRequestSchema,
  retentionListSchema,
  retentionRowSchema,
  retentionUpdateSchema,
} from "../privacy.js";

/**
 * Privacy requests (erasure and access), retention and the privacy log: agency staff only. The access
 * export (GET /api/privacy/requests/:id/export?format=json|csv) is a file download with no record.
 */
export const privacyEndpoints = {
  person: endpoint({
    method: "GET",
    path: "/api/privacy/people",
    query: personQuerySchema,
    response: { 200: personRecordSchema },
    access: "manager",
    summary: "Find what is held about a person",
    tag: "Privacy",
  }),
  requests: endpoint({
    method: "GET",
    path: "/api/privacy/requests",
    response: { 200: privacyRequestListSchema },
    access: "manager",
    summary: "List privacy requests",
    tag: "Privacy",
  }),
  createRequest: endpoint({
    method: "POST",
    path: "/api/privacy/requests",
    body: privacyRequestCreateSchema,
    response: { 201: privacyRequestSchema },
    access: "manager",
    audit: "privacy_request.created",
    summary: "Record a privacy request",
    tag: "Privacy",
  }),
  erase: endpoint({
    method: "POST",
    path: "/api/privacy/requests/:id/erase",
    params: idParamsSchema,
    response: { 200: erasureResultSchema },
    access: "manager",
    stepUp: true,
    audit: "erasure",
    summary: "Erase a person",
    tag: "Privacy",
  }),
  retention: endpoint({
    method: "GET",
    path: "/api/privacy/retention",
    response: { 200: retentionListSchema },
    access: "manager",
    summary: "Retention periods",
    tag: "Privacy",
  }),
  saveRetention: endpoint({
    method: "PUT",
    path: "/api/privacy/retention/:id",
    params: idParamsSchema,
    body: retentionUpdateSchema,
    response: { 200: retentionRowSchema },
    access: "manager",
    audit: "retention.changed",
    summary: "Save a retention period",
    tag: "Privacy",
  }),
  log: endpoint({
    method: "GET",
    path: "/api/privacy/log",
    query: privacyLogQuerySchema,
    response: { 200: privacyLogSchema },
    access: "manager",
    summary: "The privacy log",
    tag: "Privacy",
  }),
};

export const accessExportPath = (requestId: string, format: "json" | "csv") =>
  `/api/privacy/requests/${encodeURIComponent(requestId)}/export?format=${format}`;
