import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import Stripe from "stripe";
import { expect } from "vitest";
import { queryRows } from "../../src/server/core/db/raw.js";
import { type OnboardingForm, TERMS } from "../../src/shared/contracts/onboarding.js";
import { uniqueEmail } from "./factories.js";
import { TEST_PUBLIC_URL, type TestApp } from "./test-app.js";

export const SUBMIT = "/api/onboarding-submit";
export const CHECKOUT = "/api/create-checkout-session";
export const WEBHOOK = "/api/stripe/webhook";
export const SUBSCRIPTIONS = "/api/subscriptions";

/** Fake keys: the SDK checks their shape only; no test talks to Stripe. */
export const FAKE_SECRET_KEY = "sk_test_outreachdesk_fake_key_000000000000";
export const WEBHOOK_SECRET = "whsec_outreachdesk_test_secret";

/** A complete, valid onboarding form (every step filled in) with a contact email no other test uses. */
export function onboardingForm(overrides: Partial<OnboardingForm> = {}): OnboardingForm {
  return {
    fullName: "Jordan Rivera",
    authorized: true,
    linkedinProfile: "https://www.linkedin.com/in/jordan-rivera",
    package: "appointment-setting",
    hearAbout: "linkedin",
    companyName: `Rivera Analytics ${randomUUID().slice(0, 6)}`,
    contactEmail: uniqueEmail("founder"),
    website: "https://rivera.example",
    phoneNumber: "+1 555 0100",
    calendlyLink: "",
    targeting: "targeted",
    industries: "B2B SaaS",
    jobTitles: "VP Sales, Head of Revenue",
    authorityLevel: "c-suite",
    monthlyRevenue: "$200K",
    customerRevenue: "5m-25m",
    prospectLocation: "United States",
    additionalInfo: "",
    messagingStyle: "moderate",
    specialOffer: "",
    coreProduct: "Revenue analytics",
    proofPoint: "Cut reporting time by half for 40 teams",
    painPoint: "Forecasts built by hand in spreadsheets",
    oneLineDescription: "Revenue analytics for B2B sales teams",
    coldOpenMessage: "",
    campaignManagement: "balanced",
    termsAccepted: TERMS.map(() => true),
    ...overrides,
  };
}

export function checkoutRequest(id: string, form: OnboardingForm) {
  return {
    userId: id,
    metadata: {
      package: form.package,
      companyName: form.companyName,
      contactEmail: form.contactEmail,
      fullName: form.fullName,
      websiteUrl: form.website ?? "",
      industry: form.industries ?? "",
      targetProspects: form.jobTitles,
    },
  };
}

/** Submits the form (201 expected) and answers its id. */
export async function submitForm(t: TestApp, form: OnboardingForm): Promise<string> {
  const response = await t.app.inject({ method: "POST", url: SUBMIT, payload: form });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { id: string }).id;
}

/** Submits the form and starts its checkout; answers the submission id and the checkout URL. */
export async function startCheckout(t: TestApp, form: OnboardingForm = onboardingForm()) {
  const id = await submitForm(t, form);
  const response = await t.app.inject({ method: "POST", url: CHECKOUT, payload: checkoutRequest(id, form) });
  expect(response.statusCode, response.body).toBe(200);
  return { id, form, url: (response.json() as { url: string }).url };
}

/** What the test checkout page's plain HTML forms send: url-encoded, no fields, from the app's own origin. */
export const postForm = (t: TestApp, url: string) =>
  t.app.inject({
    method: "POST",
    url,
    payload: "",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: TEST_PUBLIC_URL },
  });

/** A Stripe event as Stripe sends it: the JSON body and its Stripe-Signature header made by the SDK. */
export function signedEvent(event: object, secret = WEBHOOK_SECRET) {
  const payload = JSON.stringify(event);
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret });
  return { payload, headers: { "content-type": "application/json", "stripe-signature": signature } };
}

/** checkout.session.completed for a submission, shaped like Stripe's (only the fields that matter here). */
export function checkoutCompletedEvent(
  submissionId: string,
  session: { id?: string; paymentStatus?: string; eventId?: string } = {},
) {
  const id = session.id ?? `cs_test_${submissionId.replaceAll("-", "")}`;
  return {
    id: session.eventId ?? `evt_${id}`,
    object: "event",
    type: "checkout.session.completed",
    created: Math.floor(Date.now() / 1000),
    data: {
      object: {
        id,
        object: "checkout.session",
        mode: "subscription",
        payment_status: session.paymentStatus ?? "paid",
        client_reference_id: submissionId,
        customer: "cus_test_123",
        subscription: `sub_${id}`,
        metadata: { submissionId, package: "appointment-setting" },
      },
    },
  };
}

export async function postWebhook(t: TestApp, signed: { payload: string; headers: Record<string, string> }) {
  return t.app.inject({ method: "POST", url: WEBHOOK, payload: signed.payload, headers: signed.headers });
}

/** What fulfilment left in the database for a form (its company name is unique to the test). */
export async function fulfilmentRecords(
  t: TestApp,
  form: Pick<OnboardingForm, "contactEmail" | "companyName">,
) {
  const email = form.contactEmail.toLowerCase();
  const companyName = form.companyName;
  const companies = await queryRows<{
    id: string;
    status: string;
    login_email: string | null;
    client_name: string;
    assets: string | null;
  }>(
    t.db,
    sql`select id, status, login_email, client_name, assets from companies where company_name = ${companyName}`,
  );
  const subscriptions = await queryRows<{ id: string }>(
    t.db,
    sql`select s.id from subscriptions s join companies c on c.id = s.company_id where c.company_name = ${companyName}`,
  );
  const mails = await queryRows<{ subject: string; body: string }>(
    t.db,
    sql`select subject, body from outbox where to_address = ${email} order by created_at`,
  );
  const users = await queryRows<{ id: string }>(t.db, sql`select id from users where email = ${email}`);
  return { companies, subscriptions, mails, users };
}
