import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { subscriptionOverviewSchema, subscriptionSchema } from "../../shared/contracts/billing.js";
import { idParamsSchema } from "../../shared/contracts/management.js";
import type { AppConfig } from "../config.js";
import type { Db } from "../db/client.js";
import { announce } from "../events/live-notices.js";
import { createStripe, paymentProviderError } from "./stripe.js";
import { cancelSubscription, listSubscriptions } from "./subscriptions.service.js";

/** The Subscriptions page (SDRs only): the list with its figures, and cancelling at period end. */
export async function billingRoutes(app: FastifyInstance, { db, config }: { db: Db; config: AppConfig }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const stripe = createStripe(config);

  r.get(
    "/api/subscriptions",
    { config: { access: "sdr" }, schema: { response: { 200: subscriptionOverviewSchema } } },
    async () => listSubscriptions(db),
  );

  r.post(
    "/api/subscriptions/:id/cancel",
    { config: { access: "sdr" }, schema: { params: idParamsSchema, response: { 200: subscriptionSchema } } },
    async (request) => {
      const subscription = await cancelSubscription(db, request.params.id, async (stripeSubscriptionId) => {
        if (!stripe) return;
        try {
          await stripe.subscriptions.update(stripeSubscriptionId, { cancel_at_period_end: true });
        } catch (error) {
          request.log.error({ err: error, stripeSubscriptionId }, "stripe subscription cancel failed");
          throw paymentProviderError("cancel the subscription");
        }
      });
      announce(request, "management", null);
      return subscription;
    },
  );
}
