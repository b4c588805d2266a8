/** What the billing feature offers the rest of the server. */
export { createStripe, paymentProviderError, type Stripe } from "./stripe.js";
export { createSubscription, endStripeSubscription } from "./subscriptions.service.js";
