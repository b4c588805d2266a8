import type { FastifyInstance, FastifyRequest } from "fastify";
import { onboardingEndpoints as api } from "../../../shared/contracts/endpoints/onboarding.js";
import { consumeRateLimit } from "../../core/access/rate-limit.js";
import type { AppContext } from "../../core/context.js";
import { registerEndpoint } from "../../core/http/endpoint-route.js";
import { createStripe } from "../billing/index.js";
import { createCheckout, paymentMode } from "./checkout.service.js";
import { fulfilCheckout, type PaidCheckout } from "./fulfilment.service.js";
import { stripeWebhookRoutes } from "./stripe-webhook.routes.js";
import { createSubmission } from "./submissions.service.js";
import { testCheckoutRoutes } from "./test-checkout.routes.js";

const START_UP_NOTES = {
  "test-checkout":
    "STRIPE_SECRET_KEY is not set: onboarding pays on the local test checkout, nothing is charged",
  "production-test-checkout":
    'ALLOW_TEST_CHECKOUT is on in production without STRIPE_SECRET_KEY: any visitor can "pay" on the local test checkout, which creates companies and logins and sends them e-mail',
  off: "NODE_ENV is production and STRIPE_SECRET_KEY is not set: onboarding checkout is off and answers 503; set STRIPE_SECRET_KEY, or ALLOW_TEST_CHECKOUT=true to use the local test checkout",
};

/**
 * Onboarding is public (visitors have no account yet): the wizard's form, its checkout, Stripe's
 * webhook and, without Stripe, the local test checkout (outside production unless allowed). Both
 * public writes are limited per IP.
 */
export async function onboardingRoutes(app: FastifyInstance, { db, config, mailer }: AppContext) {
  const mode = paymentMode(config);
  const stripe = mode === "stripe" ? createStripe(config) : null;
  if (mode === "off") app.log.warn(START_UP_NOTES.off);
  if (mode === "test-checkout") {
    app.log.warn(START_UP_NOTES[config.production ? "production-test-checkout" : "test-checkout"]);
  }
  const fulfil = (paid: PaidCheckout) => fulfilCheckout({ db, mailer, config, log: app.log }, paid);
  const { perIp, windowSeconds } = config.authRateLimit;
  // Counted before validation, so a flood of invalid forms is limited too.
  const limitPerIp = (action: string) => async (request: FastifyRequest) =>
    consumeRateLimit(db, `${action}:ip:${request.ip}`, perIp, windowSeconds);

  registerEndpoint(app, api.submit, { preValidation: limitPerIp("onboarding") }, async ({ request, reply }) =>
    reply.code(201).send({ id: await createSubmission(db, request.body) }),
  );

  registerEndpoint(
    app,
    api.createCheckoutSession,
    { preValidation: limitPerIp("checkout") },
    async ({ request }) => createCheckout({ db, config, mode, stripe, log: request.log }, request.body),
  );

  await app.register(stripeWebhookRoutes, { db, webhookSecret: config.stripeWebhookSecret, fulfil });
  await app.register(testCheckoutRoutes, { db, mode, supportEmail: config.supportEmail, fulfil });
}
