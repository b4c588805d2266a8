import { z } from "zod";
import { PACKAGES } from "./onboarding.js";

/**
 * Spec "Subscriptions": Active while it renews; Expiring Soon once cancelled with the renewal date
 * within 7 days; Expired once a cancelled subscription's paid period is over.
 */
export const SUBSCRIPTION_STATUSES = ["Active", "Expiring Soon", "Expired"] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];
export const EXPIRING_SOON_DAYS = 7;

export const subscriptionSchema = z.object({
  id: z.uuid(),
  companyId: z.uuid(),
  companyName: z.string(),
  clientName: z.string(),
  package: z.enum(PACKAGES.map((item) => item.value) as ["lead-generation", "appointment-setting"]),
  /** The package's label ("Appointment Setting"). */
  plan: z.string(),
  monthlyPriceCents: z.number().int(),
  startedAt: z.string(),
  nextRenewalDate: z.string(),
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
