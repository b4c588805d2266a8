import { z } from "zod";
import { endpoint } from "../endpoint.js";
import {
  webhookCreateSchema,
  webhookDeliveryParamsSchema,
  webhookDeliverySchema,
  webhookEndpointSchema,
  webhookParamsSchema,
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
  }),
  /** The secret is in this answer only. */
  create: endpoint({
    method: "POST",
    path: "/api/webhooks",
    body: webhookCreateSchema,
    response: { 201: webhookWithSecretSchema },
  }),
  update: endpoint({
    method: "PATCH",
    path: "/api/webhooks/:id",
    params: webhookParamsSchema,
    body: webhookUpdateSchema,
    response: { 200: webhookEndpointSchema },
  }),
  /** Deletes the endpoint with its delivery log. */
  remove: endpoint({
    method: "DELETE",
    path: "/api/webhooks/:id",
    params: webhookParamsSchema,
    response: { 204: z.void() },
  }),
  /** A new secret, shown this once; the old one stops signing at once. */
  rotateSecret: endpoint({
    method: "POST",
    path: "/api/webhooks/:id/rotate-secret",
    params: webhookParamsSchema,
    response: { 200: webhookWithSecretSchema },
  }),
  /** The newest deliveries first (WEBHOOK_LOG_LIMIT). */
  deliveries: endpoint({
    method: "GET",
    path: "/api/webhooks/:id/deliveries",
    params: webhookParamsSchema,
    response: { 200: z.array(webhookDeliverySchema) },
  }),
  /** Pending again, due at once, whatever it was. */
  redeliver: endpoint({
    method: "POST",
    path: "/api/webhooks/:id/deliveries/:deliveryId/redeliver",
    params: webhookDeliveryParamsSchema,
    response: { 200: webhookDeliverySchema },
  }),
  /** Sends a test.ping event to this endpoint only. */
  sendTest: endpoint({
    method: "POST",
    path: "/api/webhooks/:id/test",
    params: webhookParamsSchema,
    response: { 201: webhookDeliverySchema },
  }),
};
