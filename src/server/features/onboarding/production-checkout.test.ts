import { describe, expect, it } from "vitest";
import { expectError } from "../../../../tests/helpers/management.js";
import {
  CHECKOUT,
  checkoutRequest,
  FAKE_SECRET_KEY,
  fulfilmentRecords,
  onboardingForm,
  postForm,
  startCheckout,
  submitForm,
} from "../../../../tests/helpers/onboarding.js";
import { testAppSuite } from "../../../../tests/helpers/test-app.js";
import { loadConfig } from "../../core/config.js";
import { paymentMode } from "./checkout.service.js";
import { NEXT_STEPS_SUBJECT } from "./onboarding-mails.js";
import { recordCheckout } from "./submissions.service.js";

const SUPPORT = "help@agency.test";
const OFF_MESSAGE = `Online payment is not available on this server yet. Please contact ${SUPPORT} to launch your campaign.`;

describe("the local test checkout in production without Stripe", () => {
  const t = testAppSuite({ production: true, supportEmail: SUPPORT });

  it("answers the checkout with 503 and a message naming the support address", async () => {
    const form = onboardingForm();
    const id = await submitForm(t, form);
    const response = await t.app.inject({
      method: "POST",
      url: CHECKOUT,
      payload: checkoutRequest(id, form),
    });
    expectError(response, 503, OFF_MESSAGE);
    expect(await fulfilmentRecords(t, form)).toEqual({
      companies: [],
      subscriptions: [],
      mails: [],
      users: [],
    });
  });

  it("creates no company, login or mail when the pay route is posted to directly", async () => {
    const form = onboardingForm();
    const id = await submitForm(t, form);
    // A checkout id left from a time when the test checkout was on, or guessed.
    await recordCheckout(t.db, id, "cs_local_left_over");

    const page = await t.app.inject({ method: "GET", url: "/checkout/test/cs_local_left_over" });
    expect(page.statusCode).toBe(503);
    expect(page.body).toContain("Test checkout is off");
    expect(page.body).toContain(SUPPORT);
    expect(page.body).not.toContain("Pay (test mode)");

    for (const action of ["pay", "cancel"]) {
      const response = await postForm(t, `/checkout/test/cs_local_left_over/${action}`);
      expect(response.statusCode).toBe(503);
      expect(response.headers.location).toBeUndefined();
    }
    expect(await fulfilmentRecords(t, form)).toEqual({
      companies: [],
      subscriptions: [],
      mails: [],
      users: [],
    });
  });
});

describe.each([
  { when: "in production with ALLOW_TEST_CHECKOUT=true", production: true, allowTestCheckout: true },
  { when: "outside production, as before", production: false, allowTestCheckout: false },
])("the local test checkout $when", ({ production, allowTestCheckout }) => {
  const t = testAppSuite({ production, allowTestCheckout });

  it("works: paying creates the company and its subscription, and mails the contact", async () => {
    const { url, form } = await startCheckout(t);
    expect((await t.app.inject({ method: "GET", url })).body).toContain("Pay (test mode)");
    const paid = await postForm(t, `${url}/pay`);
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toMatch(/^\/success\?session_id=cs_local_/);
    const records = await fulfilmentRecords(t, form);
    expect(records.companies).toHaveLength(1);
    expect(records.subscriptions).toHaveLength(1);
    expect(records.mails.map((mail) => mail.subject)).toContain(NEXT_STEPS_SUBJECT);
  });
});

describe("paymentMode", () => {
  it("follows NODE_ENV, ALLOW_TEST_CHECKOUT and STRIPE_SECRET_KEY", () => {
    const mode = (env: Record<string, string>) => paymentMode(loadConfig(env));
    expect(mode({})).toBe("test-checkout");
    expect(mode({ NODE_ENV: "development" })).toBe("test-checkout");
    expect(mode({ NODE_ENV: "production" })).toBe("off");
    expect(mode({ NODE_ENV: "production", ALLOW_TEST_CHECKOUT: "false" })).toBe("off");
    expect(mode({ NODE_ENV: "production", ALLOW_TEST_CHECKOUT: "true" })).toBe("test-checkout");
    expect(mode({ NODE_ENV: "production", STRIPE_SECRET_KEY: FAKE_SECRET_KEY })).toBe("stripe");
    expect(mode({ STRIPE_SECRET_KEY: FAKE_SECRET_KEY })).toBe("stripe");
  });
});
