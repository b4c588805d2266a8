import { sql } from "drizzle-orm";
import { check, date, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import type { OnboardingSubmission } from "../../../../shared/contracts/onboarding.js";
import { at, createdAt, idKey } from "./columns.js";
import { companies, companyRef } from "./companies.js";

const PACKAGE_CHECK = sql`in ('lead-generation', 'appointment-setting')`;

/**
 * A filled-in onboarding wizard (spec "Onboarding form"). It stays pending until its checkout is paid;
 * fulfilment then links the company it created.
 */
export const onboardingSubmissions = pgTable(
  "onboarding_submissions",
  {
    id: idKey(),
    /** The whole validated form, as the wizard sent it. */
    form: jsonb("form").$type<OnboardingSubmission>().notNull(),
    fullName: text("full_name").notNull(),
    companyName: text("company_name").notNull(),
    contactEmail: text("contact_email").notNull(),
    package: text("package", { enum: ["lead-generation", "appointment-setting"] }).notNull(),
    status: text("status", { enum: ["pending", "paid"] })
      .notNull()
      .default("pending"),
    /** The latest checkout started for it (a Stripe Checkout Session id, or a local test checkout's). */
    checkoutSessionId: text("checkout_session_id"),
    companyId: uuid("company_id").references(() => companies.id),
    createdAt: createdAt(),
    paidAt: at("paid_at"),
  },
  (t) => [
    uniqueIndex("onboarding_submissions_checkout_session_key").on(t.checkoutSessionId),
    check("onboarding_submissions_status_check", sql`${t.status} in ('pending', 'paid')`),
    check("onboarding_submissions_package_check", sql`${t.package} ${PACKAGE_CHECK}`),
  ],
);

/** A client company's paid plan (spec "Subscriptions"). */
export const subscriptions = pgTable(
  "subscriptions",
  {
    id: idKey(),
    companyId: companyRef(),
    /** The onboarding it paid for; unique, so one submission is never fulfilled twice. */
    submissionId: uuid("submission_id").references(() => onboardingSubmissions.id),
    package: text("package", { enum: ["lead-generation", "appointment-setting"] }).notNull(),
    monthlyPriceCents: integer("monthly_price_cents").notNull(),
    startedAt: at("started_at").notNull().defaultNow(),
    /** The first renewal (start + 1 month); once cancelled, the day the paid period ends. */
    nextRenewalDate: date("next_renewal_date", { mode: "string" }).notNull(),
    cancelledAt: at("cancelled_at"),
    checkoutSessionId: text("checkout_session_id"),
    stripeCustomerId: text("stripe_customer_id"),
    stripeSubscriptionId: text("stripe_subscription_id"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("subscriptions_submission_key").on(t.submissionId),
    uniqueIndex("subscriptions_checkout_session_key").on(t.checkoutSessionId),
    uniqueIndex("subscriptions_stripe_subscription_key").on(t.stripeSubscriptionId),
    index("subscriptions_company_idx").on(t.companyId),
    check("subscriptions_package_check", sql`${t.package} ${PACKAGE_CHECK}`),
    check("subscriptions_price_check", sql`${t.monthlyPriceCents} >= 0`),
  ],
);
