import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createCompany } from "../../../../tests/helpers/factories.js";
import { expectError, signInManager } from "../../../../tests/helpers/management.js";
import {
  CHECKOUT,
  checkoutRequest,
  FAKE_SECRET_KEY,
  onboardingForm,
  SUBSCRIPTIONS,
  submitForm,
} from "../../../../tests/helpers/onboarding.js";
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from "../../../../tests/helpers/test-app.js";
import { queryRows } from "../../core/db/raw.js";
import { subscriptions } from "../../core/db/schema/index.js";
import { addMonths, utcDate } from "../billing/dates.js";

/**
 * A stand-in for api.stripe.com on localhost: the real SDK sends its real requests here, so these tests
 * check what the app asks Stripe for without leaving the machine.
 */
interface StubRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  params: URLSearchParams;
}
let stub: Server;
let received: StubRequest[] = [];
let answer: (request: StubRequest) => { status: number; body: object } = () => ({ status: 500, body: {} });

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

let t: TestApp;
beforeAll(async () => {
  stub = createServer(async (request, response) => {
    const recorded: StubRequest = {
      method: request.method ?? "",
      path: request.url ?? "",
      authorization: request.headers.authorization,
      params: new URLSearchParams(await readBody(request)),
    };
    received.push(recorded);
    const { status, body } = answer(recorded);
    response.writeHead(status, { "content-type": "application/json", "request-id": "req_stub" });
    response.end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => stub.listen(0, "127.0.0.1", resolve));
  const { port } = stub.address() as AddressInfo;
  t = await createTestApp({
    stripeSecretKey: FAKE_SECRET_KEY,
    stripeApiBase: `http://127.0.0.1:${port}`,
    stripePriceIds: { "lead-generation": "price_lead_generation_monthly" },
  });
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => stub.close(resolve));
});
beforeEach(() => {
  received = [];
});

const sessionAnswer = (id: string) => () => ({
  status: 200,
  body: { id, object: "checkout.session", url: `https://checkout.stripe.com/c/pay/${id}` },
});

async function checkout(form = onboardingForm()) {
  const id = await submitForm(t, form);
  const response = await t.app.inject({ method: "POST", url: CHECKOUT, payload: checkoutRequest(id, form) });
  return { id, form, response };
}

describe("POST /api/create-checkout-session with Stripe", () => {
  it("creates a subscription-mode Checkout Session for the package's monthly price and answers its URL", async () => {
    answer = sessionAnswer("cs_test_stub_1");
    const { id, form, response } = await checkout();

    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ url: "https://checkout.stripe.com/c/pay/cs_test_stub_1" });
    expect(received).toHaveLength(1);
    const [request] = received;
    expect(request?.method).toBe("POST");
    expect(request?.path).toBe("/v1/checkout/sessions");
    expect(request?.authorization).toBe(`Bearer ${FAKE_SECRET_KEY}`);
    expect(Object.fromEntries(request?.params ?? [])).toEqual({
      mode: "subscription",
      "line_items[0][quantity]": "1",
      "line_items[0][price_data][currency]": "usd",
      "line_items[0][price_data][unit_amount]": "37900",
      "line_items[0][price_data][recurring][interval]": "month",
      "line_items[0][price_data][product_data][name]": "Outreach Desk Appointment Setting",
      "line_items[0][price_data][product_data][description]": "$379/month + $5 per qualified response",
      customer_email: form.contactEmail,
      client_reference_id: id,
      "metadata[submissionId]": id,
      "metadata[package]": "appointment-setting",
      "subscription_data[metadata][submissionId]": id,
      "subscription_data[metadata][package]": "appointment-setting",
      success_url: `${TEST_PUBLIC_URL}/success?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${TEST_PUBLIC_URL}/cancel`,
    });
    const [row] = await queryRows<{ checkout_session_id: string }>(
      t.db,
      sql`select checkout_session_id from onboarding_submissions where id = ${id}`,
    );
    expect(row?.checkout_session_id).toBe("cs_test_stub_1");
  });

  it("uses a configured Stripe price for a package that has one", async () => {
    answer = sessionAnswer("cs_test_stub_2");
    const { response } = await checkout(onboardingForm({ package: "lead-generation" }));
    expect(response.statusCode, response.body).toBe(200);
    const params = Object.fromEntries(received[0]?.params ?? []);
    expect(params["line_items[0][price]"]).toBe("price_lead_generation_monthly");
    expect(params["line_items[0][quantity]"]).toBe("1");
    expect(Object.keys(params).some((key) => key.includes("price_data"))).toBe(false);
  });

  it("answers 502 with a message the visitor can act on when Stripe refuses", async () => {
    answer = () => ({
      status: 400,
      body: {
        error: { type: "invalid_request_error", message: "No such price: 'price_lead_generation_monthly'" },
      },
    });
    const { id, response } = await checkout(onboardingForm({ package: "lead-generation" }));
    expectError(
      response,
      502,
      "The payment provider could not set up the payment right now. Please try again in a few minutes or contact support.",
    );
    const [row] = await queryRows<{ checkout_session_id: string | null }>(
      t.db,
      sql`select checkout_session_id from onboarding_submissions where id = ${id}`,
    );
    expect(row?.checkout_session_id).toBeNull();
  });
});

describe("POST /api/subscriptions/:id/cancel with Stripe", () => {
  async function stripeSubscription(stripeSubscriptionId: string) {
    const company = await createCompany(t.db);
    const startedAt = new Date();
    const [row] = await t.db
      .insert(subscriptions)
      .values({
        companyId: company.companyId,
        package: "appointment-setting",
        monthlyPriceCents: 37_900,
        startedAt,
        nextRenewalDate: addMonths(utcDate(startedAt), 1),
        stripeSubscriptionId,
      })
      .returning({ id: subscriptions.id });
    return row?.id ?? "";
  }

  it("asks Stripe to cancel at the period end before recording it", async () => {
    const { api } = await signInManager(t);
    const id = await stripeSubscription("sub_stub_cancel");
    answer = () => ({
      status: 200,
      body: { id: "sub_stub_cancel", object: "subscription", cancel_at_period_end: true },
    });

    const response = await api.post(`${SUBSCRIPTIONS}/${id}/cancel`);

    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().cancelledAt).not.toBeNull();
    expect(received.map((request) => [request.method, request.path, request.params.toString()])).toEqual([
      ["POST", "/v1/subscriptions/sub_stub_cancel", "cancel_at_period_end=true"],
    ]);
  });

  it("changes nothing and answers 502 when Stripe refuses", async () => {
    const { api } = await signInManager(t);
    const id = await stripeSubscription("sub_stub_refused");
    answer = () => ({
      status: 404,
      body: { error: { type: "invalid_request_error", message: "No such subscription" } },
    });

    expectError(
      await api.post(`${SUBSCRIPTIONS}/${id}/cancel`),
      502,
      "The payment provider could not cancel the subscription right now. Please try again in a few minutes or contact support.",
    );
    const [row] = await queryRows<{ cancelled_at: unknown }>(
      t.db,
      sql`select cancelled_at from subscriptions where id = ${id}`,
    );
    expect(row?.cancelled_at).toBeNull();
  });
});
