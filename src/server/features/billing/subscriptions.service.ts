import { and, desc, eq, isNull } from "drizzle-orm";
import {
  type Subscription,
  type SubscriptionOverview,
  subscriptionStatus,
} from "../../../shared/contracts/billing.js";
import { type PackageId, packageById } from "../../../shared/contracts/onboarding.js";
import type { Actor } from "../../core/access/actor.js";
import type { Db, DbOrTx } from "../../core/db/client.js";
import { companies, subscriptions } from "../../core/db/schema/index.js";
import { conflict, notFound } from "../../core/http/errors.js";
import { addMonths, upcomingRenewal, utcDate } from "./dates.js";

const NOT_FOUND = "Subscription not found";

export interface NewSubscription {
  companyId: string;
  submissionId: string;
  package: PackageId;
  startedAt: Date;
  checkoutSessionId: string;
  stripeCustomerId: string | null;
  stripeSubscriptionId: string | null;
}

/** A paid plan starts now at the package's monthly price and first renews a month later. */
export async function createSubscription(tx: DbOrTx, input: NewSubscription): Promise<string> {
  const [created] = await tx
    .insert(subscriptions)
    .values({
      ...input,
      monthlyPriceCents: packageById(input.package).monthlyPriceCents,
      nextRenewalDate: addMonths(utcDate(input.startedAt), 1),
    })
    .returning({ id: subscriptions.id });
  if (!created) throw new Error("subscription insert returned nothing");
  return created.id;
}

const rowColumns = {
  subscription: subscriptions,
  companyName: companies.companyName,
  clientName: companies.clientName,
};
type Row = { subscription: typeof subscriptions.$inferSelect; companyName: string; clientName: string };

/** A cancelled subscription keeps the date its paid period ends; a running one moves on month by month. */
function effectiveRenewal(row: typeof subscriptions.$inferSelect, today: string): string {
  if (row.cancelledAt || row.nextRenewalDate >= today) return row.nextRenewalDate;
  return upcomingRenewal(utcDate(row.startedAt), today);
}

function toSubscription({ subscription: row, companyName, clientName }: Row, today: string): Subscription {
  const cancelledAt = row.cancelledAt ? row.cancelledAt.toISOString() : null;
  const nextRenewalDate = effectiveRenewal(row, today);
  return {
    id: row.id,
    companyId: row.companyId,
    companyName,
    clientName,
    package: row.package,
    plan: packageById(row.package).label,
    monthlyPriceCents: row.monthlyPriceCents,
    startedAt: row.startedAt.toISOString(),
    nextRenewalDate,
    cancelledAt,
    status: subscriptionStatus({ cancelledAt, nextRenewalDate }, today),
  };
}

function selectRows(db: DbOrTx) {
  return db
    .select(rowColumns)
    .from(subscriptions)
    .innerJoin(companies, eq(companies.id, subscriptions.companyId));
}

/** Every subscription, newest first, with the page's counts and the monthly recurring revenue. */
export async function listSubscriptions(
  _actor: Actor,
  db: Db,
  now = new Date(),
): Promise<SubscriptionOverview> {
  const today = utcDate(now);
  const rows = await selectRows(db).orderBy(desc(subscriptions.startedAt), desc(subscriptions.id));
  const list = rows.map((row) => toSubscription(row, today));
  const active = list.filter((item) => item.status === "Active");
  return {
    subscriptions: list,
    activeCount: active.length,
    expiringSoonCount: list.filter((item) => item.status === "Expiring Soon").length,
    monthlyRecurringRevenueCents: active.reduce((sum, item) => sum + item.monthlyPriceCents, 0),
  };
}

/**
 * Cancels at the end of the paid period: it stays usable until its renewal date, which no longer comes.
 * `cancelAtProvider` stops the Stripe subscription first, so nothing changes here when Stripe refuses.
 */
export async function cancelSubscription(
  _actor: Actor,
  db: Db,
  id: string,
  cancelAtProvider: (stripeSubscriptionId: string) => Promise<void>,
  now = new Date(),
): Promise<Subscription> {
  const today = utcDate(now);
  const [row] = await selectRows(db).where(eq(subscriptions.id, id)).limit(1);
  if (!row) throw notFound(NOT_FOUND);
  if (row.subscription.cancelledAt) throw conflict("This subscription is already cancelled");
  if (row.subscription.stripeSubscriptionId) await cancelAtProvider(row.subscription.stripeSubscriptionId);
  const periodEnd = effectiveRenewal(row.subscription, today);
  const [updated] = await db
    .update(subscriptions)
    .set({ cancelledAt: now, nextRenewalDate: periodEnd })
    .where(and(eq(subscriptions.id, id), isNull(subscriptions.cancelledAt)))
    .returning();
  if (!updated) throw conflict("This subscription is already cancelled");
  return toSubscription({ ...row, subscription: updated }, today);
}

/** Stripe ended a subscription (customer.subscription.deleted): its paid period is over on that day. */
export async function endStripeSubscription(
  db: Db,
  stripeSubscriptionId: string,
  endedAt: Date,
  cancelledAt: Date,
): Promise<boolean> {
  const [row] = await db
    .select({ id: subscriptions.id, cancelledAt: subscriptions.cancelledAt })
    .from(subscriptions)
    .where(eq(subscriptions.stripeSubscriptionId, stripeSubscriptionId))
    .limit(1);
  if (!row) return false;
  await db
    .update(subscriptions)
    .set({ cancelledAt: row.cancelledAt ?? cancelledAt, nextRenewalDate: utcDate(endedAt) })
    .where(eq(subscriptions.id, row.id));
  return true;
}
