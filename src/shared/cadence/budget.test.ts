import { describe, expect, it } from "vitest";
import { DEFAULT_CADENCE } from "../contracts/cadence.js";
import { inviteAllowance, messageAllowance, sendAllowance } from "./budget.js";

const budget = DEFAULT_CADENCE.budget;
const zone = "Europe/Berlin";

/** `count` sends a day, a minute apart from 09:00 UTC, on the given days of November 2026. */
const sends = (days: number[], count: number) =>
  days.flatMap((day) =>
    Array.from(
      { length: count },
      (_, minute) => `2026-11-${String(day).padStart(2, "0")}T09:${String(minute).padStart(2, "0")}:00Z`,
    ),
  );

describe("inviteAllowance", () => {
  it("holds back the 101st invite in 7 days and allows it once the oldest leaves the window, 8 days on", () => {
    // 20 invites a day, Monday 2 to Friday 6 November: 100 in the week.
    const sent = sends([2, 3, 4, 5, 6], 20);
    const saturday = inviteAllowance(sent, budget, new Date("2026-11-07T10:00:00Z"), zone);
    expect(saturday).toEqual({
      sentToday: 0,
      sentLast7Days: 100,
      remainingToday: 20,
      remainingLast7Days: 0,
      remaining: 0,
      nextSlotAt: "2026-11-09T09:00:00.000Z",
    });
    const eightDaysOn = inviteAllowance(sent, budget, new Date("2026-11-10T10:00:00Z"), zone);
    expect(eightDaysOn).toMatchObject({ sentLast7Days: 60, remaining: 20, nextSlotAt: null });
    const justAfter = inviteAllowance(sent, budget, new Date("2026-11-09T09:00:00Z"), zone);
    expect(justAfter).toMatchObject({ sentLast7Days: 99, remaining: 1 });
  });

  it("stops at the day's limit until the company's next midnight", () => {
    const sent = sends([2], 20);
    const monday = inviteAllowance(sent, budget, new Date("2026-11-02T15:00:00Z"), zone);
    expect(monday).toMatchObject({ sentToday: 20, remainingToday: 0, remainingLast7Days: 80, remaining: 0 });
    // Midnight in Berlin (UTC+1 in November).
    expect(monday.nextSlotAt).toBe("2026-11-02T23:00:00.000Z");
    expect(inviteAllowance(sent, budget, new Date("2026-11-02T23:00:00Z"), zone)).toMatchObject({
      remaining: 20,
    });
  });

  it("counts today by the company's calendar day and ignores times after now", () => {
    const sent = ["2026-11-02T23:30:00Z", "2026-11-03T08:00:00Z", "2026-11-04T08:00:00Z", "not a time"];
    const now = new Date("2026-11-03T10:00:00Z");
    expect(inviteAllowance(sent, budget, now, zone)).toMatchObject({
      sentToday: 2,
      sentLast7Days: 2,
      remaining: 18,
    });
    expect(inviteAllowance(sent, budget, now, "America/New_York")).toMatchObject({ sentToday: 1 });
  });

  it("opens no slot when a limit is 0", () => {
    const paused = { ...budget, invitesPer7Days: 0, invitesPerDay: 0 };
    expect(inviteAllowance([], paused, new Date("2026-11-03T10:00:00Z"), zone)).toMatchObject({
      remaining: 0,
      nextSlotAt: null,
    });
  });
});

describe("messageAllowance", () => {
  it("counts messages against the day's limit only", () => {
    const sent = sends([2], 40).concat(sends([3], 30));
    const allowance = messageAllowance(
      sent,
      { ...budget, messagesPerDay: 30 },
      new Date("2026-11-03T12:00:00Z"),
      zone,
    );
    expect(allowance).toMatchObject({
      sentToday: 30,
      sentLast7Days: 70,
      remainingToday: 0,
      remainingLast7Days: null,
      nextSlotAt: "2026-11-03T23:00:00.000Z",
    });
  });
});

describe("sendAllowance", () => {
  it("opens the next slot when both limits allow one", () => {
    // The week is full until Tuesday 10th 09:00 UTC, today is full too: the later of the two.
    const sent = sends([3], 5).concat(sends([9], 5));
    const allowance = sendAllowance(
      sent,
      { perDay: 5, per7Days: 10 },
      new Date("2026-11-09T12:00:00Z"),
      zone,
    );
    expect(allowance.nextSlotAt).toBe("2026-11-10T09:00:00.000Z");
  });
});
