import { describe, expect, it } from "vitest";
import { createClientUser, createCompany } from "../../../../tests/helpers/factories.js";
import { expectError, signInManager, UNKNOWN_ID } from "../../../../tests/helpers/management.js";
import { SUBSCRIPTIONS } from "../../../../tests/helpers/onboarding.js";
import { authed, login, testAppSuite } from "../../../../tests/helpers/test-app.js";
import type { Subscription, SubscriptionOverview } from "../../../shared/contracts/billing.js";
import { endpointUrl } from "../../../shared/contracts/endpoint.js";
import { billingEndpoints } from "../../../shared/contracts/endpoints/billing.js";
import type { PackageId } from "../../../shared/contracts/onboarding.js";
import type { DbOrTx } from "../../core/db/client.js";
import { subscriptions } from "../../core/db/schema/index.js";
import { addMonths, utcDate } from "./dates.js";

const DAY = 86_400_000;
const today = () => utcDate(new Date());
const daysFromToday = (days: number) => utcDate(new Date(Date.now() + days * DAY));
const cancelUrl = (id: string) => endpointUrl(billingEndpoints.cancel, { params: { id } });

async function addSubscription(
  db: DbOrTx,
  input: {
    companyName: string;
    package?: PackageId;
    price?: number;
    startedAt?: Date;
    nextRenewalDate?: string;
    cancelled?: boolean;
  },
): Promise<string> {
  const company = await createCompany(db, {
    companyName: input.companyName,
    clientName: `${input.companyName} Owner`,
  });
  const startedAt = input.startedAt ?? new Date(Date.now() - 10 * DAY);
  const [row] = await db
    .insert(subscriptions)
    .values({
      companyId: company.companyId,
      package: input.package ?? "appointment-setting",
      monthlyPriceCents: input.price ?? 37_900,
      startedAt,
      nextRenewalDate: input.nextRenewalDate ?? addMonths(utcDate(startedAt), 1),
      cancelledAt: input.cancelled ? new Date(Date.now() - DAY) : null,
    })
    .returning({ id: subscriptions.id });
  if (!row) throw new Error("subscription insert returned nothing");
  return row.id;
}

describe("GET /api/subscriptions figures", () => {
  const t = testAppSuite();

  it("answers an empty overview on a new instance", async () => {
    const { api } = await signInManager(t);
    expect((await api.get(SUBSCRIPTIONS)).json()).toEqual({
      subscriptions: [],
      activeCount: 0,
      expiringSoonCount: 0,
      monthlyRecurringRevenueCents: 0,
    });
  });

  it("computes each status, the counts and the monthly recurring revenue of the active ones", async () => {
    const threeMonthsAgo = new Date(Date.now() - 95 * DAY);
    await addSubscription(t.db, { companyName: "Running" });
    await addSubscription(t.db, {
      companyName: "Long Running",
      package: "lead-generation",
      price: 27_900,
      startedAt: threeMonthsAgo,
    });
    await addSubscription(t.db, {
      companyName: "Cancelled, 8 days left",
      nextRenewalDate: daysFromToday(8),
      cancelled: true,
      price: 30_000,
    });
    await addSubscription(t.db, {
      companyName: "Cancelled, 7 days left",
      nextRenewalDate: daysFromToday(7),
      cancelled: true,
    });
    await addSubscription(t.db, {
      companyName: "Cancelled, ends today",
      nextRenewalDate: today(),
      cancelled: true,
    });
    await addSubscription(t.db, {
      companyName: "Cancelled, ended yesterday",
      nextRenewalDate: daysFromToday(-1),
      cancelled: true,
    });

    const { api } = await signInManager(t);
    const response = await api.get(SUBSCRIPTIONS);
    expect(response.statusCode).toBe(200);
    const overview = response.json() as SubscriptionOverview;
    const byCompany = Object.fromEntries(overview.subscriptions.map((row) => [row.companyName, row]));

    expect(Object.fromEntries(Object.entries(byCompany).map(([name, row]) => [name, row.status]))).toEqual({
      Running: "Active",
      "Long Running": "Active",
      "Cancelled, 8 days left": "Active",
      "Cancelled, 7 days left": "Expiring Soon",
      "Cancelled, ends today": "Expiring Soon",
      "Cancelled, ended yesterday": "Expired",
    });
    expect(overview.activeCount).toBe(3);
    expect(overview.expiringSoonCount).toBe(2);
    expect(overview.monthlyRecurringRevenueCents).toBe(37_900 + 27_900 + 30_000);

    expect(byCompany.Running).toMatchObject({
      clientName: "Running Owner",
      package: "appointment-setting",
      plan: "Appointment Setting",
      monthlyPriceCents: 37_900,
      cancelledAt: null,
      nextRenewalDate: addMonths(daysFromToday(-10), 1),
    });
    // A running subscription's renewal moves on month by month from its start.
    const longRunning = byCompany["Long Running"] as Subscription;
    expect(longRunning.plan).toBe("Lead Generation");
    expect(longRunning.nextRenewalDate >= today()).toBe(true);
    expect(longRunning.nextRenewalDate <= addMonths(today(), 1)).toBe(true);
    expect([3, 4, 5].map((months) => addMonths(utcDate(threeMonthsAgo), months))).toContain(
      longRunning.nextRenewalDate,
    );
    // A cancelled one keeps the date its paid period ends.
    expect(byCompany["Cancelled, ended yesterday"]?.nextRenewalDate).toBe(daysFromToday(-1));
  });
});

describe("subscriptions access", () => {
  const t = testAppSuite();

  it("is for agency staff: a client gets 403, a visitor 401", async () => {
    const company = await createCompany(t.db);
    const client = await createClientUser(t.db, { companyId: company.companyId });
    const clientApi = authed(t.app, await login(t.app, client.email, client.password, "client"));
    const anonymous = authed(t.app, undefined);
    const id = await addSubscription(t.db, { companyName: company.companyName });

    expectError(await clientApi.get(SUBSCRIPTIONS), 403, "This is available to agency staff only.");
    expectError(await anonymous.get(SUBSCRIPTIONS), 401, "Please sign in to continue.");
    expectError(
      await clientApi.post(`${SUBSCRIPTIONS}/${id}/cancel`),
      403,
      "This is available to agency staff only.",
    );
    expectError(await anonymous.post(`${SUBSCRIPTIONS}/${id}/cancel`), 401, "Please sign in to continue.");
  });
});

describe("POST /api/subscriptions/:id/cancel", () => {
  const t = testAppSuite();

  it("cancels at the end of the paid period and the status follows the rules", async () => {
    const { api } = await signInManager(t);
    const soon = await addSubscription(t.db, {
      companyName: "Renews in 3 days",
      startedAt: new Date(Date.now() - 40 * DAY),
      nextRenewalDate: daysFromToday(3),
    });
    const later = await addSubscription(t.db, {
      companyName: "Renews in 20 days",
      nextRenewalDate: daysFromToday(20),
    });

    const cancelledSoon = await api.post(cancelUrl(soon));
    expect(cancelledSoon.statusCode, cancelledSoon.body).toBe(200);
    expect(cancelledSoon.json()).toMatchObject({
      id: soon,
      status: "Expiring Soon",
      nextRenewalDate: daysFromToday(3),
      cancelledAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect((await api.post(cancelUrl(later))).json()).toMatchObject({
      status: "Active",
      nextRenewalDate: daysFromToday(20),
    });

    const overview = (await api.get(SUBSCRIPTIONS)).json() as SubscriptionOverview;
    expect(overview).toMatchObject({
      activeCount: 1,
      expiringSoonCount: 1,
      monthlyRecurringRevenueCents: 37_900,
    });
  });

  it("answers 409 for a subscription already cancelled and 404 for an unknown one", async () => {
    const { api } = await signInManager(t);
    const id = await addSubscription(t.db, {
      companyName: "Twice",
      cancelled: true,
      nextRenewalDate: daysFromToday(2),
    });
    expectError(
      await api.post(`${SUBSCRIPTIONS}/${id}/cancel`),
      409,
      "This subscription is already cancelled",
    );
    expectError(await api.post(`${SUBSCRIPTIONS}/${UNKNOWN_ID}/cancel`), 404, "Subscription not found");
    expectError(await api.post(`${SUBSCRIPTIONS}/nope/cancel`), 400, "Not a valid id");
  });
});
