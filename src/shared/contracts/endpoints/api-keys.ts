import { z } from "zod";
import {
  apiKeyAuditEntrySchema,
  apiKeyCreateSchema,
  apiKeySchema,
  createdApiKeySchema,
} from "../api-keys.js";
import { endpoint } from "../endpoint.js";
import { idParamsSchema } from "../management.js";

/** API keys: managers make, list and revoke them under Settings, signed in (never with a key). */
export const apiKeyEndpoints = {
  list: endpoint({
    method: "GET",
    path: "/api/api-keys",
    response: { 200: z.array(apiKeySchema) },
    access: "manager",
    sessionOnly: true,
    summary: "List API keys",
    tag: "API keys",
  }),
  create: endpoint({
    method: "POST",
    path: "/api/api-keys",
    body: apiKeyCreateSchema,
    response: { 201: createdApiKeySchema },
    access: "manager",
    stepUp: true,
    sessionOnly: true,
    audit: "api_key.created",
    summary: "Create an API key",
    tag: "API keys",
  }),
  /** Revokes the key at once; revoking a revoked key changes nothing. */
  revoke: endpoint({
    method: "DELETE",
    path: "/api/api-keys/:id",
    params: idParamsSchema,
    response: { 200: apiKeySchema },
    access: "manager",
    sessionOnly: true,
    audit: "api_key.revoked",
    summary: "Revoke an API key",
    tag: "API keys",
  }),
  /** Keys made and revoked, and every change made with a key: newest first, the latest 200. */
  audit: endpoint({
    method: "GET",
    path: "/api/api-keys/audit",
    response: { 200: z.array(apiKeyAuditEntrySchema) },
    access: "manager",
    sessionOnly: true,
    summary: "The API key audit list",
    tag: "API keys",
  }),
};
