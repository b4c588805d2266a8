import { z } from "zod";
import { endpoint } from "../endpoint.js";
import { idParamsSchema } from "../management.js";
import {
  webhookCreateSchema,
  webhookDeliveryParamsSchema,
  webhookDeliverySchema,
  webhookEndpointSchema,
  webhookUpdateSchema,
  webhookWithSecretSchema,
} from "../webhooks.js";

/**
 * Outgoing webhooks (managers only, signed-in sessions only): endpoints, their signing secrets, their
 * delivery logs, redelivery and test events.
 */
export const webhookEndpoints = {
  list: endpoint({
    method: "GET",
    path: "/api/webhooks",
    response: { 200: z.array(webhookEndpointSchema) },
    access: "manager",
    sessionOnly: true,
    summary: "List webhook endpoints",
    tag: "Webhooks",
  }),
  /** The secret is in this answer only. */
  create: endpoint({
    method: "POST",
    path: "/api/webhooks",
    body: webhookCreateSchema,
    response: { 201: webhookWithSecretSchema },
    access: "manager",
    stepUp: true,
    sessionOnly: true,
    audit: "webhook.created",
    summary: "Add a webhook endpoint",
    tag: "Webhooks",
  }),
  update: endpoint({
    method: "PATCH",
    path: "/api/webhooks/:id",
    params: idParamsSchema,
    body: webhookUpdateSchema,
    response: { 200: webhookEndpointSchema },
    access: "manager",
    stepUp: true,
    sessionOnly: true,
    audit: "webhook.changed",
    summary: "Change a webhook endpoint",
    tag: "Webhooks",
  }),
  /** Deletes the endpoint with its delivery log. */
  remove: endpoint({
    method: "DELETE",
    path: "/api/webhooks/:id",
    params: idParamsSchema,
    response: { 204: z.void() },
    access: "manager",
    sessionOnly: true,
    audit: "webhook.deleted",
    summary: "Delete a webhook endpoint",
    tag: "Webhooks",
  }),
  /** A new secret, shown this once; the old one stops signing at once. */
  rotateSecret: endpoint({
    method: "POST",
    path: "/api/webhooks/:id/rotate-secret",
    params: idParamsSchema,
    response: { 200: webhookWithSecretSchema },
    access: "manager",
    stepUp: true,
    sessionOnly: true,
    audit: "webhook.secret_rotated",
    summary: "Rotate a webhook endpoint's secret",
    tag: "Webhooks",
  }),
  /** The newest deliveries first (WEBHOOK_LOG_LIMIT). */
  deliveries: endpoint({
    method: "GET",
    path: "/api/webhooks/:id/deliveries",
    params: idParamsSchema,
    response: { 200: z.array(webhookDeliverySchema) },
    access: "manager",
    sessionOnly: true,
    summary: "A webhook endpoint's delivery log",
    tag: "Webhooks",
  }),
  /** Pending again, due at once, whatever it was. */
  redeliver: endpoint({
    method: "POST",
    path: "/api/webhooks/:id/deliveries/:deliveryId/redeliver",
    params: webhookDeliveryParamsSchema,
    response: { 200: webhookDeliverySchema },
    access: "manager",
    sessionOnly: true,
    summary: "Redeliver an event",
    tag: "Webhooks",
  }),
  /** Sends a test.ping event to this endpoint only. */
  sendTest: endpoint({
    method: "POST",
    path: "/api/webhooks/:id/test",
    params: idParamsSchema,
    response: { 201: webhookDeliverySchema },
    access: "manager",
    sessionOnly: true,
    summary: "Send a test event",
    tag: "Webhooks",
  }),
};
