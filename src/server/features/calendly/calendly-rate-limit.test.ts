import { describe, expect, it } from "vitest";
import { calendlyEvent, postCalendly } from "../../../../tests/helpers/calendly.js";
import { createCompany } from "../../../../tests/helpers/factories.js";
import { UNKNOWN_ID } from "../../../../tests/helpers/management.js";
import { authed, testAppSuite } from "../../../../tests/helpers/test-app.js";
import { calendlySettings } from "../../core/db/schema/index.js";

const t = testAppSuite({ calendlyWebhookRateLimitPerMinute: 3 });

describe("POST /api/calendly/:companyId/webhook: the per-address limit", () => {
  it("counts signed and unsigned calls alike, then answers 429 with Retry-After, even to a signed one", async () => {
    const company = await createCompany(t.db);
    const key = "rate-limit-test-signing-key-000";
    await t.db.insert(calendlySettings).values({ companyId: company.companyId, signingKey: key });
    const anonymous = authed(t.app, undefined);
    const event = () => calendlyEvent("invitee.created", { email: "limit@example.test" });

    const signed = await postCalendly(anonymous, company.companyId, event(), key);
    expect(signed.statusCode, signed.body).toBe(200);
    expect((await postCalendly(anonymous, UNKNOWN_ID, event(), key)).statusCode).toBe(401);
    expect((await postCalendly(anonymous, company.companyId, event(), null)).statusCode).toBe(401);

    const limited = await postCalendly(anonymous, company.companyId, event(), key);
    expect(limited.statusCode, limited.body).toBe(429);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    expect(limited.json()).toMatchObject({ code: "rate_limited" });

    // Another address has its own count.
    const elsewhere = await postCalendly(anonymous, company.companyId, event(), key, {
      remoteAddress: "203.0.113.7",
    });
    expect(elsewhere.statusCode, elsewhere.body).toBe(200);
  });
});
