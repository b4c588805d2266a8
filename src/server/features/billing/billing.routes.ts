import type { FastifyInstance } from "fastify";
import { billingEndpoints as api } from "../../../shared/contracts/endpoints/billing.js";
import type { AppContext } from "../../core/context.js";
import { changed, changes } from "../../core/events/changes.js";
import { actingUser } from "../../core/http/acting-user.js";
import { registerEndpoint } from "../../core/http/endpoint-route.js";
import { createStripe, paymentProviderError } from "./stripe.js";
import { cancelSubscription, listSubscriptions } from "./subscriptions.service.js";

/** The Subscriptions page (SDRs only): the list with its figures, and cancelling at period end. */
export async function billingRoutes(app: FastifyInstance, { db, config }: AppContext) {
  const stripe = createStripe(config);

  registerEndpoint(app, api.subscriptions, async ({ request }) =>
    listSubscriptions(actingUser(request.actor), db),
  );

  registerEndpoint(app, api.cancel, async ({ request }) => {
    const subscription = await cancelSubscription(
      actingUser(request.actor),
      db,
      request.params.id,
      async (stripeSubscriptionId) => {
        if (!stripe) return;
        try {
          await stripe.subscriptions.update(stripeSubscriptionId, { cancel_at_period_end: true });
        } catch (error) {
          request.log.error({ err: error, stripeSubscriptionId }, "stripe subscription cancel failed");
          throw paymentProviderError("cancel the subscription");
        }
      },
    );
    return changed(subscription, [changes.management()]);
  });
}
