import { endpoint } from "../endpoint.js";
import { errorBodySchema } from "../errors.js";
import {
  checkoutRequestSchema,
  checkoutSessionSchema,
  onboardingSchema,
  onboardingSubmittedSchema,
} from "../onboarding.js";

/** The public onboarding wizard's two calls: store the form, then open a checkout for it. */
export const onboardingEndpoints = {
  submit: endpoint({
    method: "POST",
    path: "/api/onboarding-submit",
    body: onboardingSchema,
    response: { 201: onboardingSubmittedSchema },
    access: "public",
    sessionOnly: true,
    summary: "Submit the onboarding form",
    tag: "Onboarding and billing",
  }),
  createCheckoutSession: endpoint({
    method: "POST",
    path: "/api/create-checkout-session",
    body: checkoutRequestSchema,
    response: { 200: checkoutSessionSchema, 502: errorBodySchema },
    access: "public",
    sessionOnly: true,
    summary: "Start a checkout",
    tag: "Onboarding and billing",
  }),
};
