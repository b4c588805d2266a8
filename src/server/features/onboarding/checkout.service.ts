import type { FastifyBaseLogger } from "fastify";
import type { CheckoutRequest } from "../../../shared/contracts/onboarding.js";
import { packageById } from "../../../shared/contracts/onboarding.js";
import { newToken } from "../../core/access/tokens.js";
import type { AppConfig } from "../../core/config.js";
import type { Db } from "../../core/db/client.js";
import { HttpError } from "../../core/http/errors.js";
import { paymentProviderError, type Stripe } from "../billing/index.js";
import { findPayableSubmission, recordCheckout, type SubmissionRow } from "./submissions.service.js";

/**
 * How onboarding takes payment: Stripe when configured; otherwise the local test checkout, except in
 * production, where it would let any visitor create companies and logins unless explicitly allowed.
 */
export type PaymentMode = "stripe" | "test-checkout" | "off";

export function paymentMode(
  config: Pick<AppConfig, "stripeSecretKey" | "production" | "allowTestCheckout">,
): PaymentMode {
  if (config.stripeSecretKey) return "stripe";
  return config.production && !config.allowTestCheckout ? "off" : "test-checkout";
}

/** What a visitor is told while this server takes no payments. */
export const paymentsOffMessage = (supportEmail: string) =>
  `Online payment is not available on this server yet. Please contact ${supportEmail} to launch your campaign.`;

export interface CheckoutDeps {
  db: Db;
  config: Pick<AppConfig, "publicUrl" | "stripePriceIds" | "supportEmail">;
  mode: PaymentMode;
  /** null unless the mode is "stripe". */
  stripe: Stripe | null;
  log: FastifyBaseLogger;
}

/** Where the local test checkout of a checkout id lives, on this server. */
export const testCheckoutPath = (checkoutId: string) => `/checkout/test/${encodeURIComponent(checkoutId)}`;

/**
 * Starts paying for a submitted onboarding form and answers where the browser goes next: Stripe
 * Checkout (subscription mode, the package's monthly price) or, without Stripe, the local test checkout.
 * The package and contact come from the stored submission, not from the request. 503 while payments are off.
 */
export async function createCheckout(
  deps: CheckoutDeps,
  request: Pick<CheckoutRequest, "userId">,
): Promise<{ url: string }> {
  if (deps.mode === "off") throw new HttpError(503, paymentsOffMessage(deps.config.supportEmail));
  const submission = await findPayableSubmission(deps.db, request.userId);
  if (!deps.stripe) {
    const checkoutId = `cs_local_${newToken()}`;
    await recordCheckout(deps.db, submission.id, checkoutId);
    return { url: testCheckoutPath(checkoutId) };
  }
  const session = await createStripeSession(deps, deps.stripe, submission);
  await recordCheckout(deps.db, submission.id, session.id);
  return { url: session.url };
}

async function createStripeSession(
  { config, log }: CheckoutDeps,
  stripe: Stripe,
  submission: SubmissionRow,
): Promise<{ id: string; url: string }> {
  const item = packageById(submission.package);
  const priceId = config.stripePriceIds[item.value];
  const metadata = { submissionId: submission.id, package: item.value };
  try {
    const session = await stripe.checkout.sessions.create({
      mode: "subscription",
      line_items: [
        priceId
          ? { price: priceId, quantity: 1 }
          : {
              quantity: 1,
              price_data: {
                currency: "usd",
                unit_amount: item.monthlyPriceCents,
                recurring: { interval: "month" },
                product_data: { name: `Outreach Desk ${item.label}`, description: item.summary },
              },
            },
      ],
      customer_email: submission.contactEmail,
      client_reference_id: submission.id,
      metadata,
      subscription_data: { metadata },
      success_url: `${config.publicUrl}/success?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${config.publicUrl}/cancel`,
    });
    if (!session.url) throw new Error(`checkout session ${session.id} came without a url`);
    return { id: session.id, url: session.url };
  } catch (error) {
    log.error({ err: error, submissionId: submission.id }, "stripe checkout session failed");
    throw paymentProviderError("set up the payment");
  }
}
