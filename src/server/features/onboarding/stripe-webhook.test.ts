import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { expectError, UNKNOWN_ID } from "../../../../tests/helpers/management.js";
import {
  checkoutCompletedEvent,
  fulfilmentRecords,
  onboardingForm,
  postWebhook,
  signedEvent,
  submitForm,
  WEBHOOK,
  WEBHOOK_SECRET,
} from "../../../../tests/helpers/onboarding.js";
import { testAppSuite } from "../../../../tests/helpers/test-app.js";
import { queryRows } from "../../core/db/raw.js";
import { INVITATION_SUBJECT, NEXT_STEPS_SUBJECT } from "./onboarding-mails.js";

const t = testAppSuite({ stripeWebhookSecret: WEBHOOK_SECRET });

async function submitted() {
  const form = onboardingForm();
  return { form, id: await submitForm(t, form) };
}

const INVALID_SIGNATURE =
  "Invalid Stripe signature: the event was not signed with this server's webhook secret.";

describe("POST /api/stripe/webhook signature", () => {
  it("refuses an unsigned event with 400 and changes nothing", async () => {
    const { form, id } = await submitted();
    const response = await t.app.inject({
      method: "POST",
      url: WEBHOOK,
      payload: JSON.stringify(checkoutCompletedEvent(id)),
      headers: { "content-type": "application/json" },
    });
    expectError(response, 400, "Missing Stripe-Signature header: only Stripe may call this endpoint.");
    expect((await fulfilmentRecords(t, form)).companies).toEqual([]);
  });

  it("refuses an event signed with another secret, or altered after signing, with 400", async () => {
    const { form, id } = await submitted();
    expectError(
      await postWebhook(t, signedEvent(checkoutCompletedEvent(id), "whsec_someone_else")),
      400,
      INVALID_SIGNATURE,
    );
    const signed = signedEvent(checkoutCompletedEvent(UNKNOWN_ID));
    const altered = { ...signed, payload: signed.payload.replace(UNKNOWN_ID, id) };
    expectError(await postWebhook(t, altered), 400, INVALID_SIGNATURE);
    expectError(
      await postWebhook(t, { ...signed, headers: { ...signed.headers, "stripe-signature": "t=1,v1=abc" } }),
      400,
      INVALID_SIGNATURE,
    );
    expect((await fulfilmentRecords(t, form)).companies).toEqual([]);
  });
});

describe("without STRIPE_WEBHOOK_SECRET", () => {
  const bare = testAppSuite();

  it("answers 503 and says what is missing", async () => {
    const id = await submitForm(bare, onboardingForm());
    expectError(
      await postWebhook(bare, signedEvent(checkoutCompletedEvent(id))),
      503,
      "Stripe webhooks are not set up on this server: STRIPE_WEBHOOK_SECRET is missing.",
    );
  });
});

describe("checkout.session.completed", () => {
  it("fulfils a correctly signed event: company, campaign, login, subscription with Stripe's ids, mails", async () => {
    const { form, id } = await submitted();
    const event = checkoutCompletedEvent(id, { id: "cs_test_fulfil_1" });

    const response = await postWebhook(t, signedEvent(event));

    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ received: true, outcome: "fulfilled" });
    const records = await fulfilmentRecords(t, form);
    expect(records.companies).toMatchObject([{ status: "Onboarding", login_email: form.contactEmail }]);
    expect(records.users).toHaveLength(0); // made when the invitation is accepted
    expect(records.mails.map((mail) => mail.subject)).toEqual([INVITATION_SUBJECT, NEXT_STEPS_SUBJECT]);
    const [subscription] = await queryRows<Record<string, unknown>>(
      t.db,
      sql`select package, monthly_price_cents, checkout_session_id, stripe_customer_id, stripe_subscription_id,
                 cancelled_at, next_renewal_date::text as next_renewal_date, started_at
          from subscriptions where submission_id = ${id}`,
    );
    expect(subscription).toMatchObject({
      package: "appointment-setting",
      monthly_price_cents: 37_900,
      checkout_session_id: "cs_test_fulfil_1",
      stripe_customer_id: "cus_test_123",
      stripe_subscription_id: "sub_cs_test_fulfil_1",
      cancelled_at: null,
    });
    const started = new Date(subscription?.started_at as string);
    const nextMonth = new Date(Date.UTC(started.getUTCFullYear(), started.getUTCMonth() + 1, 1));
    expect(subscription?.next_renewal_date).toMatch(
      new RegExp(`^${nextMonth.toISOString().slice(0, 7)}-\\d\\d$`),
    );
  });

  it("changes nothing when the same event comes again: one company, one subscription, one invitation", async () => {
    const { form, id } = await submitted();
    const signed = signedEvent(checkoutCompletedEvent(id));

    const first = await postWebhook(t, signed);
    const replay = await postWebhook(t, signed);
    const resent = await postWebhook(t, signedEvent(checkoutCompletedEvent(id, { eventId: "evt_other" })));

    expect(first.json()).toEqual({ received: true, outcome: "fulfilled" });
    expect(replay.json()).toEqual({ received: true, outcome: "already-fulfilled" });
    expect(resent.json()).toEqual({ received: true, outcome: "already-fulfilled" });
    const records = await fulfilmentRecords(t, form);
    expect(records.companies).toHaveLength(1);
    expect(records.subscriptions).toHaveLength(1);
    expect(records.users).toHaveLength(0); // made when the invitation is accepted
    expect(records.mails.filter((mail) => mail.subject === INVITATION_SUBJECT)).toHaveLength(1);
    expect(records.mails).toHaveLength(2);
  });

  it("fulfils once when Stripe delivers the event several times at the same moment", async () => {
    const { form, id } = await submitted();
    const signed = signedEvent(checkoutCompletedEvent(id));

    const responses = await Promise.all([1, 2, 3, 4].map(() => postWebhook(t, signed)));

    expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200, 200]);
    expect(responses.map((response) => response.json().outcome).sort()).toEqual([
      "already-fulfilled",
      "already-fulfilled",
      "already-fulfilled",
      "fulfilled",
    ]);
    const records = await fulfilmentRecords(t, form);
    expect(records.companies).toHaveLength(1);
    expect(records.subscriptions).toHaveLength(1);
    expect(records.mails).toHaveLength(2);
  });

  it("waits for a delayed payment, then fulfils on checkout.session.async_payment_succeeded", async () => {
    const { form, id } = await submitted();
    const pending = await postWebhook(
      t,
      signedEvent(checkoutCompletedEvent(id, { paymentStatus: "unpaid" })),
    );
    expect(pending.json()).toEqual({ received: true, outcome: "waiting-for-payment" });
    expect((await fulfilmentRecords(t, form)).companies).toEqual([]);

    const succeeded = { ...checkoutCompletedEvent(id), type: "checkout.session.async_payment_succeeded" };
    expect((await postWebhook(t, signedEvent(succeeded))).json()).toEqual({
      received: true,
      outcome: "fulfilled",
    });
    expect((await fulfilmentRecords(t, form)).companies).toHaveLength(1);
  });

  it("acknowledges events it has no use for with 200, so Stripe stops resending them", async () => {
    expect((await postWebhook(t, signedEvent(checkoutCompletedEvent(UNKNOWN_ID)))).json()).toEqual({
      received: true,
      outcome: "unknown-submission",
    });
    const other = { id: "evt_1", object: "event", type: "invoice.paid", created: 1, data: { object: {} } };
    expect((await postWebhook(t, signedEvent(other))).json()).toEqual({ received: true, outcome: "ignored" });
  });

  it("is not subject to the cross-site check: the signature decides", async () => {
    const { form, id } = await submitted();
    const signed = signedEvent(checkoutCompletedEvent(id));
    const response = await postWebhook(t, {
      ...signed,
      headers: { ...signed.headers, origin: "https://stripe.example" },
    });
    expect(response.statusCode).toBe(200);
    expect((await fulfilmentRecords(t, form)).companies).toHaveLength(1);
  });
});

describe("customer.subscription.deleted", () => {
  it("marks the subscription cancelled, its paid period ending on the day Stripe ended it", async () => {
    const { id } = await submitted();
    await postWebhook(t, signedEvent(checkoutCompletedEvent(id, { id: "cs_test_deleted" })));
    const endedAt = Math.floor(Date.UTC(2026, 0, 15, 12) / 1000);
    const deleted = {
      id: "evt_deleted",
      object: "event",
      type: "customer.subscription.deleted",
      created: endedAt,
      data: {
        object: {
          id: "sub_cs_test_deleted",
          object: "subscription",
          canceled_at: endedAt - 86_400,
          ended_at: endedAt,
        },
      },
    };
    expect((await postWebhook(t, signedEvent(deleted))).json()).toEqual({
      received: true,
      outcome: "subscription-ended",
    });
    const [row] = await queryRows<{ cancelled_at: Date | string; next_renewal_date: string }>(
      t.db,
      sql`select cancelled_at, next_renewal_date::text as next_renewal_date from subscriptions where submission_id = ${id}`,
    );
    expect(new Date(row?.cancelled_at ?? 0).toISOString()).toBe("2026-01-14T12:00:00.000Z");
    expect(row?.next_renewal_date).toBe("2026-01-15");
  });
});
