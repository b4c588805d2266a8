import type { FastifyInstance } from "fastify";
import Stripe from "stripe";
import type { StripeWebhookReceipt } from "../../../shared/contracts/onboarding.js";
import type { Db } from "../../core/db/client.js";
import { changes, recordChanges } from "../../core/events/changes.js";
import { badRequest, HttpError } from "../../core/http/errors.js";
import { endStripeSubscription } from "../billing/index.js";
import type { Fulfil } from "./fulfilment.service.js";

declare module "fastify" {
  interface FastifyContextConfig {
    /** The route authenticates its caller otherwise (a signature), so the cross-site check is skipped. */
    skipOriginCheck?: boolean;
  }
}

export interface StripeWebhookDeps {
  db: Db;
  webhookSecret: string | undefined;
  fulfil: Fulfil;
}

const idOf = (value: string | { id: string } | null): string | null =>
  value === null ? null : typeof value === "string" ? value : value.id;

async function fulfilSession(
  fulfil: Fulfil,
  session: Stripe.Checkout.Session,
): Promise<StripeWebhookReceipt> {
  // Paid by card at once; a delayed payment method completes the session unpaid and follows with
  // checkout.session.async_payment_succeeded.
  if (session.payment_status === "unpaid") return { received: true, outcome: "waiting-for-payment" };
  const submissionId = session.metadata?.submissionId ?? session.client_reference_id;
  if (!submissionId) return { received: true, outcome: "not-an-onboarding-checkout" };
  const result = await fulfil({
    submissionId,
    checkoutSessionId: session.id,
    stripeCustomerId: idOf(session.customer),
    stripeSubscriptionId: idOf(session.subscription),
  });
  return { received: true, outcome: result.outcome };
}

async function handle(deps: StripeWebhookDeps, event: Stripe.Event): Promise<StripeWebhookReceipt> {
  switch (event.type) {
    case "checkout.session.completed":
    case "checkout.session.async_payment_succeeded":
      return fulfilSession(deps.fulfil, event.data.object);
    case "customer.subscription.deleted": {
      const subscription = event.data.object;
      const endedAt = new Date((subscription.ended_at ?? event.created) * 1000);
      const cancelledAt = new Date((subscription.canceled_at ?? event.created) * 1000);
      const known = await endStripeSubscription(deps.db, subscription.id, endedAt, cancelledAt);
      return { received: true, outcome: known ? "subscription-ended" : "unknown-subscription" };
    }
    default:
      return { received: true, outcome: "ignored" };
  }
}

/**
 * POST /api/stripe/webhook: Stripe's events, trusted only with a valid Stripe-Signature for
 * STRIPE_WEBHOOK_SECRET. The signature covers the exact bytes sent, so this plugin reads JSON raw.
 */
export async function stripeWebhookRoutes(app: FastifyInstance, deps: StripeWebhookDeps) {
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "buffer" }, (_request, body, done) =>
    done(null, body),
  );

  app.post(
    "/api/stripe/webhook",
    { config: { access: "public", skipOriginCheck: true } },
    async (request): Promise<StripeWebhookReceipt> => {
      if (!deps.webhookSecret) {
        throw new HttpError(
          503,
          "Stripe webhooks are not set up on this server: STRIPE_WEBHOOK_SECRET is missing.",
        );
      }
      const signature = request.headers["stripe-signature"];
      if (typeof signature !== "string" || signature === "") {
        throw badRequest("Missing Stripe-Signature header: only Stripe may call this endpoint.");
      }
      if (!Buffer.isBuffer(request.body)) throw badRequest("The webhook body must be Stripe's JSON event.");
      let event: Stripe.Event;
      try {
        event = Stripe.webhooks.constructEvent(request.body, signature, deps.webhookSecret);
      } catch (error) {
        request.log.warn({ err: error }, "stripe webhook signature refused");
        throw badRequest(
          "Invalid Stripe signature: the event was not signed with this server's webhook secret.",
        );
      }
      const receipt = await handle(deps, event);
      request.log.info({ eventId: event.id, type: event.type, outcome: receipt.outcome }, "stripe webhook");
      // A launched client or an ended subscription shows in the agency's lists.
      if (receipt.outcome === "fulfilled" || receipt.outcome === "subscription-ended")
        recordChanges(request, [changes.management()]);
      return receipt;
    },
  );
}
