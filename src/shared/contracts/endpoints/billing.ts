import { subscriptionOverviewSchema, subscriptionSchema } from "../billing.js";
import { endpoint } from "../endpoint.js";
import { errorBodySchema } from "../errors.js";
import { idParamsSchema } from "../management.js";

/** The Subscriptions page (SDRs only): the list with its figures, and cancelling at period end. */
export const billingEndpoints = {
  subscriptions: endpoint({
    method: "GET",
    path: "/api/subscriptions",
    response: { 200: subscriptionOverviewSchema },
    access: "manager",
    summary: "List subscriptions",
    tag: "Onboarding and billing",
  }),
  cancel: endpoint({
    method: "POST",
    path: "/api/subscriptions/:id/cancel",
    params: idParamsSchema,
    response: { 200: subscriptionSchema, 502: errorBodySchema },
    access: "manager",
    sessionOnly: true,
    audit: "subscription.cancelled",
    summary: "Cancel a subscription",
    tag: "Onboarding and billing",
  }),
};
