import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { expectError } from "../../../../tests/helpers/management.js";
import { onboardingForm, SUBMIT } from "../../../../tests/helpers/onboarding.js";
import { TEST_PUBLIC_URL, testAppSuite } from "../../../../tests/helpers/test-app.js";
import type { OnboardingForm } from "../../../shared/contracts/onboarding.js";
import { queryRows } from "../../core/db/raw.js";
import { errorBody } from "../../core/http/errors.js";

const t = testAppSuite();

const submit = (payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "POST", url: SUBMIT, payload: payload as object, headers });

describe("POST /api/onboarding-submit", () => {
  it("stores a valid form without an account and answers 201 with its id", async () => {
    const form = onboardingForm({ contactEmail: "Jordan.Rivera@Example.test" });
    const response = await submit(form);

    expect(response.statusCode, response.body).toBe(201);
    const { id } = response.json() as { id: string };
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const [row] = await queryRows<Record<string, unknown>>(
      t.db,
      sql`select full_name, company_name, contact_email, package, status, checkout_session_id, company_id, form
          from onboarding_submissions where id = ${id}`,
    );
    expect(row).toEqual({
      full_name: "Jordan Rivera",
      company_name: form.companyName,
      contact_email: "jordan.rivera@example.test",
      package: "appointment-setting",
      status: "pending",
      checkout_session_id: null,
      company_id: null,
      form: { ...form, termsAccepted: Array(8).fill(true) },
    });
  });

  it("trims text and fills in optional fields the wizard left out", async () => {
    const { website: _w, phoneNumber: _p, hearAbout: _h, ...rest } = onboardingForm();
    const response = await submit({ ...rest, fullName: "  Sam Lee  " });
    expect(response.statusCode, response.body).toBe(201);
    const [row] = await queryRows<{ form: OnboardingForm }>(
      t.db,
      sql`select form from onboarding_submissions where id = ${(response.json() as { id: string }).id}`,
    );
    expect(row?.form).toMatchObject({ fullName: "Sam Lee", website: "", phoneNumber: "", hearAbout: "" });
  });

  it.each([
    ["fullName", "Full name is required"],
    ["package", "Choose a package"],
    ["companyName", "Company name is required"],
    ["contactEmail", "Contact email is required"],
    ["targeting", "Choose a targeting approach"],
    ["jobTitles", "Job titles are required"],
    ["authorityLevel", "Choose an authority level"],
    ["messagingStyle", "Choose a messaging style"],
    ["coreProduct", "Core product is required"],
    ["painPoint", "Pain point is required"],
    ["oneLineDescription", "One-line description is required"],
    ["campaignManagement", "Choose how the campaign is managed"],
    ["termsAccepted", "Accept all 8 terms to continue"],
  ])("refuses a form without %s with 400: %s", async (field, message) => {
    const { [field as keyof OnboardingForm]: _missing, ...rest } = onboardingForm();
    expectError(await submit(rest), 400, message);
  });

  it("refuses unticked terms, an unknown package and a malformed email, naming each", async () => {
    expectError(
      await submit(onboardingForm({ termsAccepted: [true, true, true, true, true, true, true, false] })),
      400,
      "Accept all 8 terms to continue",
    );
    expectError(await submit(onboardingForm({ package: "platinum" as never })), 400, "Choose a package");
    expectError(
      await submit(onboardingForm({ contactEmail: "not-an-email" })),
      400,
      "Enter a valid contact email",
    );
  });

  it("stores nothing for a refused form", async () => {
    const form = onboardingForm({ painPoint: "" });
    expect((await submit(form)).statusCode).toBe(400);
    const rows = await queryRows(
      t.db,
      sql`select id from onboarding_submissions where company_name = ${form.companyName}`,
    );
    expect(rows).toEqual([]);
  });

  it("accepts the app's own origin and refuses another site's", async () => {
    expect((await submit(onboardingForm(), { origin: TEST_PUBLIC_URL })).statusCode).toBe(201);
    expectError(
      await submit(onboardingForm(), { origin: "https://evil.example" }),
      403,
      "Cross-site request refused: the request came from another site.",
    );
  });
});

describe("rate limit", () => {
  const limited = testAppSuite({ authRateLimit: { perIp: 3, perEmail: 100, windowSeconds: 900 } });

  it("refuses the fourth form from one address within the window with 429 and Retry-After, invalid ones counting", async () => {
    const send = (payload: object, ip = "203.0.113.7") =>
      limited.app.inject({ method: "POST", url: SUBMIT, payload, remoteAddress: ip });
    expect((await send(onboardingForm())).statusCode).toBe(201);
    expect((await send({})).statusCode).toBe(400);
    expect((await send(onboardingForm())).statusCode).toBe(201);

    const refused = await send(onboardingForm());
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual(
      errorBody(429, "Too many attempts. Please wait 15 minutes and try again."),
    );
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);

    expect((await send(onboardingForm(), "203.0.113.8")).statusCode).toBe(201);
  });
});
