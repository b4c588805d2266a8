import { z } from "zod";

/** Spec section 9: the two packages and what they cost. */
export const PACKAGES = [
  {
    value: "lead-generation",
    label: "Lead Generation",
    monthlyPriceCents: 27_900,
    perUnitCents: 500,
    unit: "lead",
    summary: "$279/month + $5 per lead",
  },
  {
    value: "appointment-setting",
    label: "Appointment Setting",
    monthlyPriceCents: 37_900,
    perUnitCents: 500,
    unit: "qualified response",
    summary: "$379/month + $5 per qualified response",
  },
] as const;
export type PackageId = (typeof PACKAGES)[number]["value"];
export const packageById = (id: PackageId) => PACKAGES.find((item) => item.value === id) ?? PACKAGES[0];

/** Spec section 9: enumerations, with the labels the selects show. */
export const HEAR_ABOUT = [
  { value: "linkedin", label: "LinkedIn" },
  { value: "email", label: "Email" },
  { value: "google-ads", label: "Google Ads" },
  { value: "referral", label: "Referral" },
  { value: "organic", label: "Organic search" },
] as const;
export const TARGETING = [
  { value: "targeted", label: "Targeted: a precise list of ideal prospects" },
  { value: "broad", label: "Broad: a wider net across the market" },
] as const;
export const AUTHORITY_LEVELS = [
  { value: "owner-partner", label: "Owner / Partner" },
  { value: "c-suite", label: "C-Suite" },
  { value: "director", label: "Director" },
  { value: "manager-senior", label: "Manager / Senior" },
  { value: "other", label: "Other" },
] as const;
export const CUSTOMER_REVENUE = [
  { value: "below-500k", label: "Below $500K" },
  { value: "500k-5m", label: "$500K – $5M" },
  { value: "5m-25m", label: "$5M – $25M" },
  { value: "25m-150m", label: "$25M – $150M" },
  { value: "150m-500m", label: "$150M – $500M" },
  { value: "over-500m", label: "Over $500M" },
] as const;
export const MESSAGING_STYLES = [
  { value: "passive", label: "Passive: soft, relationship first" },
  { value: "moderate", label: "Moderate: balanced and direct" },
  { value: "aggressive", label: "Aggressive: bold, straight to the ask" },
] as const;
export const CAMPAIGN_MANAGEMENT = [
  { value: "approval-based", label: "Approval-based: we wait for your sign-off" },
  { value: "balanced", label: "Balanced: we act and keep you informed" },
  { value: "fast-aggressive", label: "Fast & aggressive: we move quickly" },
] as const;

/** Spec section 9: the eight terms of step 5, each ticked. */
export const TERMS = [
  "I understand I am billed a monthly base rate plus a weekly charge for responses or leads delivered.",
  "I understand the monthly base rate is billed in advance at the start of each billing month.",
  "I understand I can cancel at any time by submitting the cancellation form.",
  "I understand results depend on my market and offer, and no specific results are guaranteed.",
  "I understand payments already made are not refundable.",
  "I confirm I am authorized to sign up on behalf of my company.",
  "I agree that my team will review and answer qualified responses promptly.",
  "I agree to the Terms of Service and the Privacy Policy.",
] as const;

const values = <T extends readonly { value: string }[]>(items: T) =>
  items.map((item) => item.value) as [T[number]["value"], ...T[number]["value"][]];
const choice = <T extends readonly { value: string }[]>(items: T, message: string) =>
  z.enum(values(items), { error: message });
const required = (message: string) => z.string({ error: message }).trim().min(1, message).max(2_000);
const optional = z.string().trim().max(2_000).optional().default("");

/** Step 1 Company Information: fullName, companyName, contactEmail and package required (spec section 5). */
export const companyStepSchema = z.object({
  fullName: required("Full name is required"),
  authorized: z.boolean().optional().default(false),
  linkedinProfile: optional,
  package: choice(PACKAGES, "Choose a package"),
  hearAbout: choice(HEAR_ABOUT, "Choose how you heard about us").or(z.literal("")).optional().default(""),
  companyName: required("Company name is required"),
  contactEmail: z
    .string({ error: "Contact email is required" })
    .trim()
    .min(1, "Contact email is required")
    .pipe(z.email({ error: "Enter a valid contact email" })),
  website: optional,
  phoneNumber: optional,
  calendlyLink: optional,
});

/** Step 2 Prospect Research: targeting, jobTitles and authorityLevel required. */
export const prospectStepSchema = z.object({
  targeting: choice(TARGETING, "Choose a targeting approach"),
  industries: optional,
  jobTitles: required("Job titles are required"),
  authorityLevel: choice(AUTHORITY_LEVELS, "Choose an authority level"),
  monthlyRevenue: optional,
  customerRevenue: choice(CUSTOMER_REVENUE, "Choose a customer revenue range")
    .or(z.literal(""))
    .optional()
    .default(""),
  prospectLocation: optional,
  additionalInfo: optional,
});

/** Step 3 Messaging Strategy: messagingStyle, coreProduct, painPoint and oneLineDescription required. */
export const messagingStepSchema = z.object({
  messagingStyle: choice(MESSAGING_STYLES, "Choose a messaging style"),
  specialOffer: optional,
  coreProduct: required("Core product is required"),
  proofPoint: optional,
  painPoint: required("Pain point is required"),
  oneLineDescription: required("One-line description is required"),
  coldOpenMessage: optional,
});

/** Step 4 Campaign Optimization: campaignManagement required. */
export const optimizationStepSchema = z.object({
  campaignManagement: choice(CAMPAIGN_MANAGEMENT, "Choose how the campaign is managed"),
});

/** Step 5 Terms of Service Agreement: all eight terms ticked. */
export const termsStepSchema = z.object({
  termsAccepted: z
    .array(z.boolean(), { error: `Accept all ${TERMS.length} terms to continue` })
    .length(TERMS.length, `Accept all ${TERMS.length} terms to continue`)
    .refine((accepted) => accepted.every(Boolean), `Accept all ${TERMS.length} terms to continue`),
});

/** Steps 1–5 in order; step 6 (Secure Payment) has no gate. */
export const ONBOARDING_STEPS = [
  { title: "Company Information", schema: companyStepSchema },
  { title: "Prospect Research", schema: prospectStepSchema },
  { title: "Messaging Strategy", schema: messagingStepSchema },
  { title: "Campaign Optimization", schema: optimizationStepSchema },
  { title: "Terms of Service Agreement", schema: termsStepSchema },
  { title: "Secure Payment", schema: z.object({}) },
] as const;

/** POST /api/onboarding-submit: the whole form, checked by the same rules as the wizard's steps. */
export const onboardingSchema = companyStepSchema
  .extend(prospectStepSchema.shape)
  .extend(messagingStepSchema.shape)
  .extend(optimizationStepSchema.shape)
  .extend(termsStepSchema.shape);
export type OnboardingForm = z.input<typeof onboardingSchema>;
export type OnboardingSubmission = z.output<typeof onboardingSchema>;

export const onboardingSubmittedSchema = z.object({ id: z.uuid() });

/**
 * POST /api/create-checkout-session (spec section 7): the submission it pays for (`userId` in the
 * spec's payload is the submission id here; the visitor has no account yet) and its metadata.
 */
export const checkoutRequestSchema = z.object({
  userId: z.uuid({ error: "userId must be the id of a submitted onboarding form" }),
  metadata: z.object({
    package: choice(PACKAGES, "Choose a package"),
    companyName: required("Company name is required"),
    contactEmail: z.email({ error: "Enter a valid contact email" }),
    fullName: required("Full name is required"),
    websiteUrl: z.string().max(2_000).optional().default(""),
    industry: z.string().max(2_000).optional().default(""),
    targetProspects: z.string().max(2_000).optional().default(""),
  }),
});
export type CheckoutRequest = z.input<typeof checkoutRequestSchema>;
export const checkoutSessionSchema = z.object({ url: z.string() });

/** POST /api/onboarding-submit answers 201 with the stored submission's id (the `userId` of the checkout). */
export type OnboardingSubmitted = z.infer<typeof onboardingSubmittedSchema>;

/**
 * POST /api/stripe/webhook: what became of a verified event (Stripe only needs the 2xx).
 * Outcomes: fulfilled, already-fulfilled, unknown-submission, waiting-for-payment,
 * not-an-onboarding-checkout, subscription-ended, unknown-subscription, ignored.
 */
export const stripeWebhookReceiptSchema = z.object({ received: z.literal(true), outcome: z.string() });
export type StripeWebhookReceipt = z.infer<typeof stripeWebhookReceiptSchema>;
