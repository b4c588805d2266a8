import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { onboardingForm } from "../../../../tests/helpers/onboarding.js";
import {
  AUTHORITY_LEVELS,
  CAMPAIGN_MANAGEMENT,
  CUSTOMER_REVENUE,
  companyStepSchema,
  HEAR_ABOUT,
  MESSAGING_STYLES,
  messagingStepSchema,
  ONBOARDING_STEPS,
  onboardingSchema,
  optimizationStepSchema,
  PACKAGES,
  prospectStepSchema,
  TARGETING,
  TERMS,
  termsStepSchema,
} from "../../../shared/contracts/onboarding.js";

/** The messages a schema gives for a value, keyed by field. */
function problems(schema: z.ZodType, value: unknown): Record<string, string> {
  const result = schema.safeParse(value);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join("."), issue.message]));
}

const form = onboardingForm();
/** One test per listed field: `step` without it gives exactly that field's message. */
function itRequiresEach(schema: z.ZodType, step: Record<string, unknown>, cases: [string, string][]) {
  it.each(cases)("requires %s: %s", (field, message) => {
    const { [field]: _removed, ...rest } = step;
    expect(problems(schema, rest)).toEqual({ [field]: message });
  });
}

describe("the enumerations of spec section 9", () => {
  it("have exactly the spec's values, in its order", () => {
    const values = (items: readonly { value: string }[]) => items.map((item) => item.value);
    expect(values(PACKAGES)).toEqual(["lead-generation", "appointment-setting"]);
    expect(values(HEAR_ABOUT)).toEqual(["linkedin", "email", "google-ads", "referral", "organic"]);
    expect(values(TARGETING)).toEqual(["targeted", "broad"]);
    expect(values(AUTHORITY_LEVELS)).toEqual([
      "owner-partner",
      "c-suite",
      "director",
      "manager-senior",
      "other",
    ]);
    expect(values(CUSTOMER_REVENUE)).toEqual([
      "below-500k",
      "500k-5m",
      "5m-25m",
      "25m-150m",
      "150m-500m",
      "over-500m",
    ]);
    expect(values(MESSAGING_STYLES)).toEqual(["passive", "moderate", "aggressive"]);
    expect(values(CAMPAIGN_MANAGEMENT)).toEqual(["approval-based", "balanced", "fast-aggressive"]);
  });

  it("price the packages as the spec does", () => {
    expect(PACKAGES.map((item) => [item.monthlyPriceCents, item.perUnitCents, item.summary])).toEqual([
      [27_900, 500, "$279/month + $5 per lead"],
      [37_900, 500, "$379/month + $5 per qualified response"],
    ]);
  });

  it("has six steps and eight terms", () => {
    expect(ONBOARDING_STEPS.map((step) => step.title)).toEqual([
      "Company Information",
      "Prospect Research",
      "Messaging Strategy",
      "Campaign Optimization",
      "Terms of Service Agreement",
      "Secure Payment",
    ]);
    expect(TERMS).toHaveLength(8);
  });
});

describe("step 1 Company Information", () => {
  const step = {
    fullName: form.fullName,
    package: form.package,
    companyName: form.companyName,
    contactEmail: form.contactEmail,
  };

  it("passes with only its four required fields, the optional ones defaulting to blank", () => {
    expect(companyStepSchema.parse(step)).toEqual({
      ...step,
      authorized: false,
      linkedinProfile: "",
      hearAbout: "",
      website: "",
      phoneNumber: "",
      calendlyLink: "",
    });
  });

  itRequiresEach(companyStepSchema, step, [
    ["fullName", "Full name is required"],
    ["companyName", "Company name is required"],
    ["contactEmail", "Contact email is required"],
    ["package", "Choose a package"],
  ]);

  it("treats blank text as missing and checks the email's form", () => {
    expect(problems(companyStepSchema, { ...step, fullName: "   ", companyName: "" })).toEqual({
      fullName: "Full name is required",
      companyName: "Company name is required",
    });
    expect(problems(companyStepSchema, { ...step, contactEmail: "" })).toEqual({
      contactEmail: "Contact email is required",
    });
    expect(problems(companyStepSchema, { ...step, contactEmail: "jordan@" })).toEqual({
      contactEmail: "Enter a valid contact email",
    });
  });

  it("takes only the listed package and referral source", () => {
    expect(problems(companyStepSchema, { ...step, package: "enterprise" })).toEqual({
      package: "Choose a package",
    });
    expect(problems(companyStepSchema, { ...step, hearAbout: "tv" })).toHaveProperty("hearAbout");
    for (const { value } of HEAR_ABOUT) {
      expect(problems(companyStepSchema, { ...step, hearAbout: value })).toEqual({});
    }
  });
});

describe("step 2 Prospect Research", () => {
  const step = { targeting: "broad", jobTitles: "Founders", authorityLevel: "owner-partner" };

  it("passes with targeting, job titles and authority level", () => {
    expect(prospectStepSchema.parse(step)).toMatchObject({ ...step, customerRevenue: "", industries: "" });
  });

  itRequiresEach(prospectStepSchema, step, [
    ["targeting", "Choose a targeting approach"],
    ["jobTitles", "Job titles are required"],
    ["authorityLevel", "Choose an authority level"],
  ]);

  it("takes only the listed values", () => {
    expect(problems(prospectStepSchema, { ...step, targeting: "everyone" })).toEqual({
      targeting: "Choose a targeting approach",
    });
    expect(problems(prospectStepSchema, { ...step, authorityLevel: "intern" })).toEqual({
      authorityLevel: "Choose an authority level",
    });
    expect(problems(prospectStepSchema, { ...step, customerRevenue: "1b+" })).toHaveProperty(
      "customerRevenue",
    );
    expect(problems(prospectStepSchema, { ...step, customerRevenue: "over-500m" })).toEqual({});
  });
});

describe("step 3 Messaging Strategy", () => {
  const step = {
    messagingStyle: "passive",
    coreProduct: "Payroll",
    painPoint: "Manual payroll",
    oneLineDescription: "Payroll in one click",
  };

  it("passes with its four required fields", () => {
    expect(messagingStepSchema.parse(step)).toEqual({
      ...step,
      specialOffer: "",
      proofPoint: "",
      coldOpenMessage: "",
    });
  });

  itRequiresEach(messagingStepSchema, step, [
    ["messagingStyle", "Choose a messaging style"],
    ["coreProduct", "Core product is required"],
    ["painPoint", "Pain point is required"],
    ["oneLineDescription", "One-line description is required"],
  ]);

  it("takes only the listed messaging styles", () => {
    expect(problems(messagingStepSchema, { ...step, messagingStyle: "shouty" })).toEqual({
      messagingStyle: "Choose a messaging style",
    });
  });
});

describe("step 4 Campaign Optimization", () => {
  it("requires one of the listed ways of managing the campaign", () => {
    expect(problems(optimizationStepSchema, {})).toEqual({
      campaignManagement: "Choose how the campaign is managed",
    });
    expect(problems(optimizationStepSchema, { campaignManagement: "hands-off" })).toEqual({
      campaignManagement: "Choose how the campaign is managed",
    });
    for (const { value } of CAMPAIGN_MANAGEMENT) {
      expect(problems(optimizationStepSchema, { campaignManagement: value })).toEqual({});
    }
  });
});

describe("step 5 Terms of Service Agreement", () => {
  const message = "Accept all 8 terms to continue";

  it("passes only with eight ticked terms", () => {
    expect(problems(termsStepSchema, { termsAccepted: Array(8).fill(true) })).toEqual({});
    expect(problems(termsStepSchema, { termsAccepted: [...Array(7).fill(true), false] })).toEqual({
      termsAccepted: message,
    });
    expect(problems(termsStepSchema, { termsAccepted: Array(7).fill(true) })).toEqual({
      termsAccepted: message,
    });
    expect(problems(termsStepSchema, { termsAccepted: Array(9).fill(true) })).toEqual({
      termsAccepted: message,
    });
  });

  it("refuses a missing list or one that is not booleans", () => {
    expect(problems(termsStepSchema, {})).toEqual({ termsAccepted: message });
    expect(problems(termsStepSchema, { termsAccepted: Array(8).fill("yes") })).not.toEqual({});
  });
});

describe("the whole form (onboardingSchema)", () => {
  it("accepts a complete form and keeps every field of the spec's list", () => {
    const parsed = onboardingSchema.parse(form);
    expect(Object.keys(parsed).sort()).toEqual(
      [
        "fullName",
        "authorized",
        "linkedinProfile",
        "package",
        "hearAbout",
        "companyName",
        "contactEmail",
        "website",
        "phoneNumber",
        "calendlyLink",
        "targeting",
        "industries",
        "jobTitles",
        "authorityLevel",
        "monthlyRevenue",
        "customerRevenue",
        "prospectLocation",
        "additionalInfo",
        "messagingStyle",
        "specialOffer",
        "coreProduct",
        "proofPoint",
        "painPoint",
        "oneLineDescription",
        "coldOpenMessage",
        "campaignManagement",
        "termsAccepted",
      ].sort(),
    );
  });

  it("applies every step's rules", () => {
    expect(problems(onboardingSchema, { ...form, jobTitles: "", campaignManagement: "x" })).toEqual({
      jobTitles: "Job titles are required",
      campaignManagement: "Choose how the campaign is managed",
    });
  });
});
