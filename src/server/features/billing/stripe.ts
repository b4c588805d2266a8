import Stripe from "stripe";
import type { AppConfig } from "../../core/config.js";
import { HttpError } from "../../core/http/errors.js";

/** The official SDK, set up from the configuration; null without STRIPE_SECRET_KEY (local test checkout). */
export function createStripe(config: Pick<AppConfig, "stripeSecretKey" | "stripeApiBase">): Stripe | null {
  if (!config.stripeSecretKey) return null;
  const base = config.stripeApiBase ? new URL(config.stripeApiBase) : undefined;
  return new Stripe(config.stripeSecretKey, {
    appInfo: { name: "Outreach Desk" },
    maxNetworkRetries: 1,
    timeout: 20_000,
    ...(base
      ? {
          host: base.hostname,
          port: base.port || (base.protocol === "http:" ? 80 : 443),
          protocol: base.protocol === "http:" ? "http" : "https",
        }
      : {}),
  });
}

/** The message a person sees when Stripe cannot be reached or refuses a request; details go to the log. */
export function paymentProviderError(action: string): HttpError {
  return new HttpError(
    502,
    `The payment provider could not ${action} right now. Please try again in a few minutes or contact support.`,
  );
}

export type { Stripe };
