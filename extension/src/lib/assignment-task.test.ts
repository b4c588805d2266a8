import { describe, expect, it } from "vitest";
import type { Prospect, ProspectNext } from "../../../src/shared/contracts/prospects";
import type { PanelAssignment } from "../../../src/shared/contracts/side-panel";
import { assignmentTask, dueTextOf, queueTaskLabel } from "./assignment-task";

const TODAY = "2026-11-30";

function assignment(next: ProspectNext | null, script = ""): PanelAssignment {
  const prospect: Prospect = {
    id: "a1",
    prospectId: "p1",
    firstName: "Jane",
    lastName: "Doe",
    jobTitle: "CTO",
    company: "Acme ",
    linkedinName: null,
    linkedinUrl: "https://www.linkedin.com/in/jane-doe",
    email: null,
    phone: null,
    sdrEmail: null,
    campaign: "Acme campaign",
    campaignId: "c1",
    invite: true,
    connected: true,
    m1: false,
    m2: false,
    m3: false,
    m4: false,
    ff1: false,
    ff2: false,
    ff3: false,
    ff4: false,
    ff5: false,
    sequenceTag: "New",
    finalDisposition: "New",
    lastTouchAt: null,
    importedAt: null,
    assignedAt: null,
    updatedAt: "2026-11-29T10:00:00.000Z",
    next,
    doNotContact: null,
  };
  return { prospect, client: "Acme", sdr: "Sam", seat: null, today: TODAY, script };
}

const plan = (kind: ProspectNext["kind"], step: ProspectNext["step"], dueOn: string | null = null) => ({
  kind,
  step,
  dueOn,
  reason: kind === "stopped" ? "Reply" : null,
});

describe("an assignment's next step in the panel", () => {
  it("offers a due step with its script filled for the person", () => {
    const task = assignmentTask(
      assignment(plan("step", "m1", "2026-11-27"), "Hi {{FirstName}} {{ LastName }}, how is {{Company}}?"),
    );
    expect(task).toEqual({
      label: "Message 1",
      dueText: "Overdue since 2026-11-27",
      timing: "overdue",
      action: { kind: "step", step: "m1" },
      script: "Hi Jane Doe, how is Acme?",
    });
  });

  it("words today's and upcoming steps", () => {
    expect(assignmentTask(assignment(plan("step", "ff2", TODAY))).dueText).toBe("Due today");
    expect(assignmentTask(assignment(plan("step", "invite", "2026-12-02"))).dueText).toBe("Due 2026-12-02");
  });

  it("makes a withdraw task only from its day on", () => {
    const due = assignmentTask(assignment(plan("withdraw", "m1", TODAY)));
    expect(due).toMatchObject({ label: "Withdraw invite", action: { kind: "withdraw" }, timing: "today" });
    const waiting = assignmentTask(assignment(plan("withdraw", "m1", "2026-12-10")));
    expect(waiting).toMatchObject({ label: "Waiting for the connection", action: { kind: "none" } });
  });

  it("offers nothing to do when waiting, done, stopped or not planned", () => {
    expect(assignmentTask(assignment(plan("waiting", "m1"))).action).toEqual({ kind: "none" });
    expect(assignmentTask(assignment(plan("done", null)))).toMatchObject({ label: "Done", dueText: null });
    expect(assignmentTask(assignment(plan("stopped", null))).label).toBe("Stopped: Reply");
    expect(assignmentTask(assignment(null))).toMatchObject({
      label: "Not planned yet",
      action: { kind: "none" },
    });
  });

  it("labels Today tasks and due days", () => {
    expect(queueTaskLabel({ kind: "step", step: "m2" })).toBe("Message 2");
    expect(queueTaskLabel({ kind: "withdraw", step: "m1" })).toBe("Withdraw invite");
    expect(dueTextOf(null, null)).toBeNull();
  });
});
