import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import type { QueueTask, TodayQueue } from "../../../shared/contracts/endpoints/queue";
import { invalidateChanges } from "../../lib/invalidate-changes";
import { todayQuery } from "./api";
import "./changes";
import {
  currentIndex,
  groupTasks,
  heldBackText,
  latenessText,
  nextText,
  orderedTasks,
  taskKey,
  taskLabel,
  taskScript,
} from "./queue-view";

const task = (over: Partial<QueueTask> = {}): QueueTask => ({
  prospectId: "p1",
  campaignId: "c1",
  client: "Acme",
  firstName: "Grace",
  lastName: "Hopper",
  jobTitle: "Rear Admiral",
  company: "US Navy",
  linkedinUrl: "https://www.linkedin.com/in/grace",
  kind: "step",
  step: "m1",
  dueOn: "2026-11-20",
  timing: "overdue",
  daysLate: 3,
  ...over,
});

describe("grouping and order", () => {
  it("puts each task under its timing, and lists Overdue, Due today, then Upcoming", () => {
    const later = task({ prospectId: "p3", timing: "upcoming", daysLate: -2 });
    const today = task({ prospectId: "p2", timing: "today", daysLate: 0, step: "invite" });
    const late = task({ prospectId: "p1" });
    const groups = groupTasks([later, today, late]);
    expect(groups.overdue.map((t) => t.prospectId)).toEqual(["p1"]);
    expect(groups.today.map((t) => t.prospectId)).toEqual(["p2"]);
    expect(groups.upcoming.map((t) => t.prospectId)).toEqual(["p3"]);
    expect(orderedTasks([later, today, late]).map((t) => t.prospectId)).toEqual(["p1", "p2", "p3"]);
  });
});

describe("wording", () => {
  it("says how late a task is", () => {
    expect(latenessText(3)).toBe("3 days late");
    expect(latenessText(1)).toBe("1 day late");
    expect(latenessText(0)).toBe("Due today");
    expect(latenessText(-1)).toBe("Due tomorrow");
    expect(latenessText(-2)).toBe("Due in 2 days");
  });

  it("names the step, or the withdrawal", () => {
    expect(taskLabel(task({ step: "m2" }))).toBe("Message 2");
    expect(taskLabel(task({ step: "ff1" }))).toBe("Follow-Up 1");
    expect(taskLabel(task({ kind: "withdraw", step: "m1" }))).toBe("Withdraw invite");
  });

  it("says when the next work falls due: tomorrow, or on its day", () => {
    expect(nextText({ date: "2026-11-26", count: 12 }, "2026-11-25")).toBe("Next: 12 tasks tomorrow");
    expect(nextText({ date: "2026-11-26", count: 1 }, "2026-11-25")).toBe("Next: 1 task tomorrow");
    expect(nextText({ date: "2026-12-01", count: 3 }, "2026-11-25")).toBe(
      "Next: 3 tasks on Tue, Dec 1, 2026",
    );
    // Across a month's end, and the day after a year's end.
    expect(nextText({ date: "2027-01-01", count: 2 }, "2026-12-31")).toBe("Next: 2 tasks tomorrow");
    expect(nextText(null, "2026-11-25")).toBeNull();
  });

  it("mentions what the budget holds back only when something is", () => {
    expect(heldBackText(0)).toBeNull();
    expect(heldBackText(3)).toBe("3 held back by the LinkedIn budget");
  });
});

describe("the script", () => {
  const client = { scripts: { m1: "Hi {{FirstName}} {{ LastName }}, how is {{Company}}?", m2: "  " } };

  it("fills the step's script with the prospect's name and company", () => {
    expect(taskScript(task(), client)).toBe("Hi Grace Hopper, how is US Navy?");
  });

  it("has none for a withdrawal, a blank script or a client not listed", () => {
    expect(taskScript(task({ kind: "withdraw" }), client)).toBeNull();
    expect(taskScript(task({ step: "m2" }), client)).toBeNull();
    expect(taskScript(task(), undefined)).toBeNull();
  });
});

describe("the current task", () => {
  const tasks = [task({ prospectId: "a" }), task({ prospectId: "b" }), task({ prospectId: "c" })];

  it("follows its task while it is listed", () => {
    expect(currentIndex(tasks, taskKey(tasks[2] as QueueTask), 0)).toBe(2);
  });

  it("moves to the task that took a finished one's place, staying inside the list", () => {
    const withoutB = tasks.filter((t) => t.prospectId !== "b");
    expect(currentIndex(withoutB, taskKey(tasks[1] as QueueTask), 1)).toBe(1);
    const withoutC = tasks.filter((t) => t.prospectId !== "c");
    expect(currentIndex(withoutC, taskKey(tasks[2] as QueueTask), 2)).toBe(1);
    expect(currentIndex(tasks, null, 0)).toBe(0);
    expect(currentIndex([], null, 0)).toBe(-1);
  });

  it("tells the same prospect's next step apart from the one done", () => {
    expect(taskKey(task({ step: "m1" }))).not.toBe(taskKey(task({ step: "m2" })));
  });
});

describe("live updates", () => {
  const none = { overdue: 0, today: 0, upcoming: 0 };
  const EMPTY: TodayQueue = {
    sdr: null,
    sdrs: [],
    clients: [],
    due: none,
    heldBack: 0,
    tasks: [],
    next: null,
  };
  const stale = async (topic: "prospects" | "cadence" | "resources", campaignId: string | null) => {
    const queryClient = new QueryClient();
    const mine = todayQuery(null).queryKey;
    const theirs = todayQuery("3f1b2c4d-0000-4000-8000-000000000001").queryKey;
    for (const key of [mine, theirs]) queryClient.setQueryData(key, EMPTY);
    await invalidateChanges(queryClient, [{ t: topic, c: campaignId }]);
    return [mine, theirs].map((key) => queryClient.getQueryState(key)?.isInvalidated);
  };

  it("refreshes every SDR's queue when prospects or a cadence change in any campaign", async () => {
    expect(await stale("prospects", "c1")).toEqual([true, true]);
    expect(await stale("prospects", null)).toEqual([true, true]);
    expect(await stale("cadence", "c2")).toEqual([true, true]);
  });

  it("leaves the queue alone for changes it does not show", async () => {
    expect(await stale("resources", null)).toEqual([false, false]);
  });
});
