import { z } from "zod";
import { PACKAGES } from "./onboarding.js";

/**
 * Spec "Subscriptions": Active while it renews; Expiring Soon once cancelled with the renewal date
 * within 7 days; Expired once a cancelled subscription's paid period is over.
 */
export const SUBSCRIPTION_STATUSES = ["Active", "Expiring Soon", "Expired"] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];
export const EXPIRING_SOON_DAYS = 7;

const DAY_MS = 86_400_000;

/** Whole days from `today` to `date` (both "YYYY-MM-DD"): 0 on the day, negative once it has passed. */
export function daysUntil(date: string, today: string): number {
  return Math.round((Date.parse(`${date}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY_MS);
}

/**
 * The page's status: a subscription that is not cancelled is Active; a cancelled one is Expired once its
 * renewal date has passed, Expiring Soon when that date is today or within the next 7 days, and
 * otherwise still Active until then.
 */
export function subscriptionStatus(
  subscription: { cancelledAt: string | null; nextRenewalDate: string },
  today: string,
): SubscriptionStatus {
  if (subscription.cancelledAt === null) return "Active";
  const days = daysUntil(subscription.nextRenewalDate, today);
  if (days < 0) return "Expired";
  return days <= EXPIRING_SOON_DAYS ? "Expiring Soon" : "Active";
}

export const subscriptionSchema = z.object({
  id: z.uuid(),
  companyId: z.uuid(),
  companyName: z.string(),
  clientName: z.string(),
  package: z.enum(PACKAGES.map((item) => item.value) as ["lead-generation", "appointment-setting"]),
  /** The package's label ("Appointment Setting"). */
  plan: z.string(),
  monthlyPriceCents: z.number().int(),
  /** ISO timestamp. */
  startedAt: z.string(),
  /** "YYYY-MM-DD": the coming renewal while it runs; once cancelled, the day the paid period ends. */
  nextRenewalDate: z.string(),
  /** ISO timestamp, or null while it renews. */
  cancelledAt: z.string().nullable(),
  status: z.enum(SUBSCRIPTION_STATUSES),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

/** GET /api/subscriptions (SDRs only): every subscription, and the figures of the page's cards. */
export const subscriptionOverviewSchema = z.object({
  subscriptions: z.array(subscriptionSchema),
  activeCount: z.number().int(),
  expiringSoonCount: z.number().int(),
  /** The sum of the Active subscriptions' monthly prices. */
  monthlyRecurringRevenueCents: z.number().int(),
});
export type SubscriptionOverview = z.infer<typeof subscriptionOverviewSchema>;
