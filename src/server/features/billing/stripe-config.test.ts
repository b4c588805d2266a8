import { describe, expect, it } from "vitest";
import { loadConfig } from "../../core/config.js";
import { createStripe } from "./stripe.js";

describe("Stripe configuration", () => {
  it("is off by default: no key, no webhook secret, no price ids", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      stripeSecretKey: undefined,
      stripeWebhookSecret: undefined,
      stripePriceIds: {},
      stripeApiBase: undefined,
    });
    expect(createStripe(config)).toBeNull();
  });

  it("reads the keys, the price id of each package and another API address", () => {
    const config = loadConfig({
      STRIPE_SECRET_KEY: " sk_test_abc ",
      STRIPE_WEBHOOK_SECRET: "whsec_abc",
      STRIPE_PRICE_LEAD_GENERATION: "price_lead",
      STRIPE_PRICE_APPOINTMENT_SETTING: " ",
      STRIPE_API_BASE: "http://localhost:12111",
    });
    expect(config).toMatchObject({
      stripeSecretKey: "sk_test_abc",
      stripeWebhookSecret: "whsec_abc",
      stripePriceIds: { "lead-generation": "price_lead" },
      stripeApiBase: "http://localhost:12111",
    });
    expect(createStripe(config)).not.toBeNull();
  });

  it("refuses an API address that is not a URL", () => {
    expect(() => loadConfig({ STRIPE_API_BASE: "localhost:12111" })).toThrow(
      'STRIPE_API_BASE must be a URL such as http://localhost:12111, got "localhost:12111"',
    );
  });
});
