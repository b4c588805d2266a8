import { describe, expect, it } from "vitest";
import { type CadenceInput, cadenceSchema } from "../contracts/cadence.js";
import type { ProspectNext } from "../contracts/prospects.js";
import { PROGRESS_FLAGS, type ProgressFlag } from "../contracts/prospects.js";
import {
  type AssignmentProgress,
  cadencePlan,
  describeNextStep,
  describeProspectNext,
  nextStep,
  nextStepOn,
  planStep,
  prospectNextOf,
  prospectNextView,
} from "./next-step.js";

const planOf = (settings: CadenceInput = {}) =>
  cadencePlan(cadenceSchema.parse({ timeZone: "Europe/Berlin", ...settings }));
const plan = planOf();

/** Progress with the given flags ticked at the given instants. */
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

// Monday 2 November 2026, 10:00 in Berlin: invited; connected Tuesday 3rd; m1 sent Wednesday 4th.
const invited = { invite: "2026-11-02T09:00:00Z" };
const connected = { ...invited, connected: "2026-11-03T09:00:00Z" };
const m1Sent = { ...connected, m1: "2026-11-04T09:00:00Z" };
const at = (iso: string) => new Date(iso);

describe("nextStep", () => {
  it("plans the invite on the day of the assignment", () => {
    expect(nextStep(progress({}), plan, at("2026-11-02T12:00:00Z"))).toEqual({
      kind: "step",
      step: "invite",
      due: { date: "2026-11-02", timing: "today", daysFromToday: 0 },
    });
  });

  it("waits for the connection, then plans m1 one business day after it", () => {
    expect(nextStep(progress(invited), plan, at("2026-11-02T12:00:00Z"))).toEqual({
      kind: "awaitingConnection",
      step: "m1",
      withdrawOn: "2026-11-23",
    });
    expect(nextStep(progress(connected), plan, at("2026-11-03T12:00:00Z"))).toMatchObject({
      kind: "step",
      step: "m1",
      due: { date: "2026-11-04", timing: "upcoming", daysFromToday: 1 },
    });
  });

  it("counts the invite done once the prospect is connected, and waits without a window when invites are off", () => {
    const connectedOnly = { connected: "2026-11-03T09:00:00Z" };
    expect(nextStep(progress(connectedOnly), plan, at("2026-11-03T12:00:00Z"))).toMatchObject({ step: "m1" });
    const noInvite = planOf({
      steps: { ...plan.cadence.steps, invite: { enabled: false, waitBusinessDays: 0 } },
    });
    expect(nextStep(progress({}), noInvite, at("2026-12-30T12:00:00Z"))).toEqual({
      kind: "awaitingConnection",
      step: "m1",
      withdrawOn: null,
    });
  });

  it("plans m2 four business days after m1, and says how late it is", () => {
    // Wednesday 4th + 4 business days: Tuesday 10th. On Thursday 12th it is 2 days late.
    expect(nextStep(progress(m1Sent), plan, at("2026-11-12T08:00:00Z"))).toMatchObject({
      kind: "step",
      step: "m2",
      due: { date: "2026-11-10", timing: "overdue", daysFromToday: -2 },
    });
  });

  it("counts the wait from the previous enabled step that was done, skipping disabled ones", () => {
    const noM2 = planOf({ steps: { ...plan.cadence.steps, m2: { enabled: false, waitBusinessDays: 4 } } });
    const next = nextStep(progress(m1Sent), noM2, at("2026-11-04T12:00:00Z"));
    expect(next).toMatchObject({ kind: "step", step: "m3", due: { date: "2026-11-10" } });
  });

  it("never plans a message before the connection, even when m1 is disabled", () => {
    const noM1 = planOf({ steps: { ...plan.cadence.steps, m1: { enabled: false, waitBusinessDays: 1 } } });
    // Invited Monday 2nd, connected Monday 9th: m2 is due 4 business days after the connection.
    const late = { ...invited, connected: "2026-11-09T09:00:00Z" };
    expect(nextStep(progress(late), noM1, at("2026-11-09T12:00:00Z"))).toMatchObject({
      step: "m2",
      due: { date: "2026-11-13" },
    });
  });

  it("stops the cadence at a reply on day 3: no later step is planned", () => {
    const replied = progress(m1Sent, { finalDisposition: "Reply" });
    expect(nextStep(replied, plan, at("2026-11-04T15:00:00Z"))).toEqual({
      kind: "stopped",
      cause: "disposition",
      reason: "Reply",
    });
    expect(describeNextStep(nextStep(replied, plan, at("2026-11-30T12:00:00Z")))).toBe("Stopped: Reply");
  });

  it("stops for a stop tag and for bad data, and not for a disposition the cadence does not list", () => {
    expect(
      nextStep(progress(m1Sent, { sequenceTag: "Hard No" }), plan, at("2026-11-05T12:00:00Z")),
    ).toMatchObject({
      kind: "stopped",
      reason: "Hard No",
    });
    expect(nextStep(progress(m1Sent, { badData: true }), plan, at("2026-11-05T12:00:00Z"))).toMatchObject({
      kind: "stopped",
      reason: "Bad data",
    });
    // The do-not-contact list ends the cadence whatever the stop rules say.
    expect(
      nextStep(
        progress(m1Sent, { doNotContact: true }),
        planOf({ stopRules: { finalDispositions: [], sequenceTags: [], companyWide: false } }),
        at("2026-11-05T12:00:00Z"),
      ),
    ).toMatchObject({ kind: "stopped", cause: "doNotContact", reason: "Do not contact" });
    const noReplyStop = planOf({
      stopRules: { finalDispositions: ["Dead"], sequenceTags: [], companyWide: false },
    });
    expect(
      nextStep(progress(m1Sent, { finalDisposition: "Reply" }), noReplyStop, at("2026-11-05T12:00:00Z")),
    ).toMatchObject({
      kind: "step",
      step: "m2",
    });
  });

  it("brings an unticked step back as the next one due", () => {
    const m2Sent = { ...m1Sent, m2: "2026-11-10T09:00:00Z" };
    const now = at("2026-11-11T12:00:00Z");
    expect(nextStep(progress(m2Sent), plan, now)).toMatchObject({ step: "m3", due: { date: "2026-11-16" } });
    const { m1: _unticked, ...m1Unticked } = m2Sent;
    expect(nextStep(progress(m1Unticked), plan, now)).toMatchObject({
      step: "m1",
      due: { date: "2026-11-04", timing: "overdue", daysFromToday: -7 },
    });
  });

  it("turns an invite unaccepted after 22 days into a withdraw task, due the day the window ends", () => {
    expect(nextStep(progress(invited), plan, at("2026-11-22T12:00:00Z"))).toMatchObject({
      kind: "awaitingConnection",
    });
    expect(nextStep(progress(invited), plan, at("2026-11-23T12:00:00Z"))).toEqual({
      kind: "withdraw",
      due: { date: "2026-11-23", timing: "today", daysFromToday: 0 },
    });
    expect(nextStep(progress(invited), plan, at("2026-11-24T12:00:00Z"))).toEqual({
      kind: "withdraw",
      due: { date: "2026-11-23", timing: "overdue", daysFromToday: -1 },
    });
    const withdrawn = progress(invited, { inviteWithdrawn: true });
    expect(nextStep(withdrawn, plan, at("2026-11-24T12:00:00Z"))).toMatchObject({
      kind: "stopped",
      cause: "withdrawn",
    });
  });

  it("stops a colleague's cadence only when the company-wide stop is on", () => {
    const colleague = progress(m1Sent, { colleagueReplied: true });
    expect(nextStep(colleague, plan, at("2026-11-05T12:00:00Z"))).toMatchObject({ kind: "step", step: "m2" });
    const companyWide = planOf({ stopRules: { ...plan.cadence.stopRules, companyWide: true } });
    expect(nextStep(colleague, companyWide, at("2026-11-05T12:00:00Z"))).toEqual({
      kind: "stopped",
      cause: "colleague",
      reason: "A colleague at the same company replied",
    });
  });

  it("is done when every enabled step is ticked", () => {
    const onlyInviteAndM1 = planOf({
      steps: Object.fromEntries(
        Object.entries(plan.cadence.steps).map(([step, settings]) => [
          step,
          { ...settings, enabled: step === "invite" || step === "m1" },
        ]),
      ) as CadenceInput["steps"],
    });
    expect(nextStep(progress(m1Sent), onlyInviteAndM1, at("2026-11-05T12:00:00Z"))).toEqual({ kind: "done" });
    expect(nextStep(progress(connected), onlyInviteAndM1, at("2026-11-05T12:00:00Z"))).toMatchObject({
      step: "m1",
    });
  });

  it("plans the step after one whose time is not known for today", () => {
    const legacy = progress(m1Sent);
    const next = nextStep({ ...legacy, setAt: {} }, plan, at("2026-11-05T12:00:00Z"));
    expect(next).toMatchObject({ step: "m2", due: { date: "2026-11-05", timing: "today" } });
  });

  it("reads today in the company's zone", () => {
    // 23:30 UTC on Tuesday 10th is already Wednesday 11th in Berlin: m2 (due Tuesday) is a day late.
    expect(nextStep(progress(m1Sent), plan, at("2026-11-10T23:30:00Z"))).toMatchObject({
      due: { date: "2026-11-10", timing: "overdue", daysFromToday: -1 },
    });
  });
});

describe("describeNextStep", () => {
  it("writes the Scheduler's Next step cell", () => {
    const due = { date: "2026-11-10", timing: "overdue", daysFromToday: -2 } as const;
    expect(describeNextStep({ kind: "step", step: "ff2", due })).toBe("Follow-Up 2 · 2026-11-10");
    expect(describeNextStep({ kind: "withdraw", due })).toBe("Withdraw invite · 2026-11-10");
    expect(describeNextStep({ kind: "awaitingConnection", step: "m1", withdrawOn: null })).toBe(
      "Waiting for the connection",
    );
    expect(describeNextStep({ kind: "done" })).toBe("Done");
  });
});

describe("prospectNextView and describeProspectNext", () => {
  const today = "2026-11-12";
  const next = (values: Partial<ProspectNext>): ProspectNext => ({
    kind: "step",
    step: null,
    dueOn: null,
    reason: null,
    ...values,
  });

  it("gives a step with its due day, and whether that day is past, today or ahead", () => {
    const overdue = next({ step: "m2", dueOn: "2026-11-10" });
    expect(prospectNextView(overdue, today)).toEqual({
      label: "Message 2",
      dueOn: "2026-11-10",
      timing: "overdue",
      withdrawOn: null,
      ended: false,
    });
    expect(describeProspectNext(overdue, today)).toBe("Message 2 · 2026-11-10");
    expect(prospectNextView(next({ step: "invite", dueOn: today }), today)?.timing).toBe("today");
    expect(prospectNextView(next({ step: "ff5", dueOn: "2026-11-30" }), today)?.timing).toBe("upcoming");
    expect(describeProspectNext(next({ step: "ff5", dueOn: "2026-11-30" }), today)).toBe(
      "Follow-Up 5 · 2026-11-30",
    );
  });

  it("reads an invite waiting for the connection until its withdraw day, then a withdraw task", () => {
    const withdraw = next({ kind: "withdraw", step: "m1", dueOn: "2026-11-20" });
    expect(describeProspectNext(withdraw, today)).toBe("Waiting for the connection");
    expect(prospectNextView(withdraw, today)).toMatchObject({
      dueOn: null,
      timing: null,
      withdrawOn: "2026-11-20",
    });
    expect(describeProspectNext(withdraw, "2026-11-20")).toBe("Withdraw invite · 2026-11-20");
    expect(prospectNextView(withdraw, "2026-11-23")).toMatchObject({
      label: "Withdraw invite",
      timing: "overdue",
      withdrawOn: null,
    });
    expect(describeProspectNext(next({ kind: "waiting", step: "m1" }), today)).toBe(
      "Waiting for the connection",
    );
  });

  it("marks done and stopped as ended, with the reason", () => {
    expect(describeProspectNext(next({ kind: "done" }), today)).toBe("Done");
    const stopped = next({ kind: "stopped", reason: "Reply" });
    expect(describeProspectNext(stopped, today)).toBe("Stopped: Reply");
    expect(prospectNextView(stopped, today)).toMatchObject({ ended: true, dueOn: null, timing: null });
    expect(describeProspectNext(next({ kind: "stopped" }), today)).toBe("Stopped");
    expect(prospectNextView(next({ kind: "done" }), today)?.ended).toBe(true);
  });

  it("writes the due day with the given format, and a dash without a plan", () => {
    const format = (day: string) => `on ${day.slice(5)}`;
    expect(describeProspectNext(next({ step: "m1", dueOn: "2026-11-30" }), today, format)).toBe(
      "Message 1 · on 11-30",
    );
    expect(describeProspectNext(null, today)).toBe("—");
    expect(prospectNextView(null, today)).toBeNull();
    expect(describeProspectNext(next({ step: null }), today)).toBe("—");
  });
});

const planningTime = new Date("2026-11-25T10:00:00Z");

describe("planStep: the next step as stored", () => {
  it("keeps the withdraw day for an invited prospect, so days passing need no new plan", () => {
    const planned = planStep(progress({ invite: "2026-11-02T09:00:00Z" }), plan, planningTime);
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
    const planned = planStep(
      progress(connected, { skipped: { m1: "2026-11-10T09:00:00Z" } }),
      plan,
      planningTime,
    );
    // Tuesday 10th + 4 business days = Monday 16th.
    expect(planned).toEqual({ kind: "step", step: "m2", dueOn: "2026-11-16" });
  });

  it("stops after the invite is withdrawn, and keeps waiting without a task when the withdraw was skipped", () => {
    const invited = { invite: "2026-11-02T09:00:00Z" };
    expect(planStep(progress(invited, { inviteWithdrawn: true }), plan, planningTime)).toEqual({
      kind: "stopped",
      cause: "withdrawn",
      reason: "Invite withdrawn",
    });
    expect(planStep(progress(invited, { keepInviteOpen: true }), plan, planningTime)).toEqual({
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
