import { describe, expect, it } from "vitest";
import { daysUntil, subscriptionStatus } from "../../../shared/contracts/billing.js";
import { addMonths, upcomingRenewal, utcDate } from "./dates.js";

describe("renewal dates", () => {
  it("adds calendar months, keeping the day or the month's last day", () => {
    expect(addMonths("2026-03-10", 1)).toBe("2026-04-10");
    expect(addMonths("2026-12-15", 1)).toBe("2027-01-15");
    expect(addMonths("2026-01-31", 1)).toBe("2026-02-28");
    expect(addMonths("2028-01-31", 1)).toBe("2028-02-29");
    expect(addMonths("2026-01-31", 2)).toBe("2026-03-31");
    expect(addMonths("2026-05-31", 1)).toBe("2026-06-30");
  });

  it("takes the UTC day of a moment", () => {
    expect(utcDate(new Date("2026-03-10T23:30:00-05:00"))).toBe("2026-03-11");
  });

  it("finds the coming monthly anniversary of a running subscription, without drifting", () => {
    expect(upcomingRenewal("2026-01-31", "2026-02-01")).toBe("2026-02-28");
    expect(upcomingRenewal("2026-01-31", "2026-03-01")).toBe("2026-03-31");
    expect(upcomingRenewal("2026-01-10", "2026-05-10")).toBe("2026-05-10");
    expect(upcomingRenewal("2026-01-10", "2026-05-11")).toBe("2026-06-10");
    expect(upcomingRenewal("2026-01-10", "2026-01-10")).toBe("2026-02-10");
  });
});

describe("subscription status (spec Subscriptions)", () => {
  const today = "2026-03-10";
  const cancelled = (nextRenewalDate: string) =>
    subscriptionStatus({ cancelledAt: "2026-03-01T09:00:00.000Z", nextRenewalDate }, today);

  it("counts days between calendar dates", () => {
    expect(daysUntil("2026-03-17", today)).toBe(7);
    expect(daysUntil("2026-03-10", today)).toBe(0);
    expect(daysUntil("2026-03-09", today)).toBe(-1);
    expect(daysUntil("2026-04-01", "2026-03-28")).toBe(4);
  });

  it("is Active while it renews, whatever the date", () => {
    expect(subscriptionStatus({ cancelledAt: null, nextRenewalDate: "2026-03-11" }, today)).toBe("Active");
    expect(subscriptionStatus({ cancelledAt: null, nextRenewalDate: "2026-01-01" }, today)).toBe("Active");
  });

  it("is Expiring Soon once cancelled with the renewal date today or within 7 days", () => {
    expect(cancelled("2026-03-10")).toBe("Expiring Soon");
    expect(cancelled("2026-03-11")).toBe("Expiring Soon");
    expect(cancelled("2026-03-17")).toBe("Expiring Soon");
  });

  it("stays Active when cancelled with the renewal date 8 or more days away", () => {
    expect(cancelled("2026-03-18")).toBe("Active");
    expect(cancelled("2026-04-09")).toBe("Active");
  });

  it("is Expired once a cancelled subscription's renewal date has passed", () => {
    expect(cancelled("2026-03-09")).toBe("Expired");
    expect(cancelled("2025-12-31")).toBe("Expired");
  });
});
