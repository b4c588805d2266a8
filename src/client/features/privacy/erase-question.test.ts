import { describe, expect, it } from "vitest";
import type { PersonRecord } from "../../../shared/contracts/privacy";
import { describeHeld, eraseQuestion, messageCount } from "./erase-question";
import { progressLabel } from "./labels";

const empty: PersonRecord = {
  person: null,
  assignments: [],
  conversations: [],
  activityEvents: 0,
  importBatches: [],
  outgoingMail: 0,
  suppressions: [],
};

const assignment = (id: string): PersonRecord["assignments"][number] => ({
  assignmentId: id,
  campaignId: `campaign-${id}`,
  companyName: `Client ${id}`,
  sequenceTag: "New",
  finalDisposition: "New",
  progress: ["invite"],
  lastTouchAt: null,
  importedAt: null,
  badDataReason: null,
  doNotContact: null,
});

const ada: PersonRecord = {
  ...empty,
  person: {
    prospectId: "p1",
    firstName: "Ada",
    lastName: "Lovelace",
    jobTitle: "Analyst",
    company: "Engines",
    linkedinName: null,
    linkedinUrl: "https://www.linkedin.com/in/ada",
    email: null,
    phone: null,
    createdAt: "2026-01-01T00:00:00.000Z",
  },
  assignments: [assignment("a"), assignment("b")],
  conversations: [
    { conversationId: "c1", companyName: "Client a", messageCount: 3, lastMessageAt: null },
    { conversationId: "c2", companyName: "Client b", messageCount: 1, lastMessageAt: null },
  ],
  activityEvents: 1,
  importBatches: [
    { batchId: "b1", fileName: "list.csv", uploadTime: "2026-01-01T00:00:00.000Z", inErrorReport: false },
  ],
};

describe("describeHeld", () => {
  it("counts what is held, leaving out what is not", () => {
    expect(messageCount(ada)).toBe(4);
    expect(describeHeld(ada)).toBe("2 campaigns, 4 messages, 1 activity event and 1 import batch");
    expect(describeHeld({ ...empty, outgoingMail: 2 })).toBe("2 outgoing e-mails");
    expect(describeHeld(empty)).toBe("");
  });
});

describe("eraseQuestion", () => {
  it("names the person and what goes, and says it is final and what is kept", () => {
    const text = eraseQuestion(ada, "https://www.linkedin.com/in/ada");
    expect(text).toContain(
      "Everything held about Ada Lovelace (2 campaigns, 4 messages, 1 activity event and 1 import batch)",
    );
    expect(text).toContain("This cannot be undone.");
    expect(text).toContain("Campaign figures stay as counts");
    expect(text).toContain("kept, only as a hash");
  });

  it("says only the do-not-contact entry is added when no prospect matches", () => {
    const text = eraseQuestion(empty, "gone@example.com");
    expect(text).toContain("No prospect matches gone@example.com.");
    expect(text).toContain("do-not-contact list, kept only as a hash");
    expect(text).toContain("This cannot be undone.");
  });
});

describe("progressLabel", () => {
  it("names steps as the cadence does, and the connection", () => {
    expect(progressLabel("invite")).toBe("Invite");
    expect(progressLabel("connected")).toBe("Connected");
    expect(progressLabel("m1")).toBe("Message 1");
    expect(progressLabel("ff5")).toBe("Follow-Up 5");
    expect(progressLabel("unknown")).toBe("unknown");
  });
});
