/** What the billing feature offers the rest of the server. */
import type { ServerFeature } from "../../core/feature.js";
import { billingRoutes } from "./billing.routes.js";

export { createStripe, paymentProviderError, type Stripe } from "./stripe.js";
export { createSubscription, endStripeSubscription } from "./subscriptions.service.js";

export const billingFeature: ServerFeature = { name: "billing", routes: [billingRoutes] };
