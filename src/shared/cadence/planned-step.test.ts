import { describe, expect, it } from "vitest";
import { cadenceSchema } from "../contracts/cadence.js";
import { PROGRESS_FLAGS, type ProgressFlag } from "../contracts/prospects.js";
import { type AssignmentProgress, cadencePlan, nextStepOn, planStep, prospectNextOf } from "./next-step.js";

const plan = cadencePlan(cadenceSchema.parse({ timeZone: "Europe/Berlin" }));
const now = new Date("2026-11-25T10:00:00Z");

function progress(
  ticked: Partial<Record<ProgressFlag, string>>,
  more: Partial<AssignmentProgress> = {},
): AssignmentProgress {
  const flags = Object.fromEntries(PROGRESS_FLAGS.map((flag) => [flag, flag in ticked])) as Record<
    ProgressFlag,
    boolean
  >;
  return {
    flags,
    setAt: ticked,
    sequenceTag: "New",
    finalDisposition: "New",
    badData: false,
    assignedAt: "2026-11-02T08:00:00Z",
    ...more,
  };
}

// Invited Monday 2 November, connected Tuesday 3rd (Berlin).
const connected = { invite: "2026-11-02T09:00:00Z", connected: "2026-11-03T09:00:00Z" };

describe("planStep: the next step as stored", () => {
  it("keeps the withdraw day for an invited prospect, so days passing need no new plan", () => {
    const planned = planStep(progress({ invite: "2026-11-02T09:00:00Z" }), plan, now);
    expect(planned).toEqual({ kind: "withdraw", step: "m1", dueOn: "2026-11-23" });
    expect(nextStepOn(planned, "2026-11-20")).toEqual({
      kind: "awaitingConnection",
      step: "m1",
      withdrawOn: "2026-11-23",
    });
    expect(nextStepOn(planned, "2026-11-25")).toEqual({
      kind: "withdraw",
      due: { date: "2026-11-23", timing: "overdue", daysFromToday: -2 },
    });
  });

  it("moves past a skipped step, counting the next wait from the skip", () => {
    const planned = planStep(progress(connected, { skipped: { m1: "2026-11-10T09:00:00Z" } }), plan, now);
    // Tuesday 10th + 4 business days = Monday 16th.
    expect(planned).toEqual({ kind: "step", step: "m2", dueOn: "2026-11-16" });
  });

  it("stops after the invite is withdrawn, and keeps waiting without a task when the withdraw was skipped", () => {
    const invited = { invite: "2026-11-02T09:00:00Z" };
    expect(planStep(progress(invited, { inviteWithdrawn: true }), plan, now)).toEqual({
      kind: "stopped",
      cause: "withdrawn",
      reason: "Invite withdrawn",
    });
    expect(planStep(progress(invited, { keepInviteOpen: true }), plan, now)).toEqual({
      kind: "waiting",
      step: "m1",
    });
  });

  it("is carried by the Prospect as kind, step, due date and reason", () => {
    expect(prospectNextOf({ kind: "step", step: "m2", dueOn: "2026-11-16" })).toEqual({
      kind: "step",
      step: "m2",
      dueOn: "2026-11-16",
      reason: null,
    });
    expect(prospectNextOf({ kind: "stopped", cause: "tag", reason: "Hard No" })).toEqual({
      kind: "stopped",
      step: null,
      dueOn: null,
      reason: "Hard No",
    });
    expect(prospectNextOf({ kind: "done" })).toEqual({ kind: "done", step: null, dueOn: null, reason: null });
  });
});
