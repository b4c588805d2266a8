import { describe, expect, it } from "vitest";
import { cadenceSchema } from "../contracts/cadence.js";
import { type FinalDisposition, PROGRESS_FLAGS, type SequenceTag } from "../contracts/prospects.js";
import { hasReplied, idsWithColleagueReply } from "./company-stop.js";
import { cadencePlan, nextStep } from "./next-step.js";

describe("hasReplied", () => {
  it("reads a reply from the disposition or from a reply's sequence tag", () => {
    expect(hasReplied({ finalDisposition: "Meeting", sequenceTag: "New" })).toBe(true);
    expect(hasReplied({ finalDisposition: "New", sequenceTag: "Soft No" })).toBe(true);
    expect(hasReplied({ finalDisposition: "No Reply", sequenceTag: "New" })).toBe(false);
    expect(hasReplied({ finalDisposition: "Dead", sequenceTag: "New" })).toBe(false);
  });
});

describe("the company-wide stop", () => {
  const person = (
    id: string,
    company: string,
    email: string | null,
    finalDisposition: FinalDisposition = "New",
    sequenceTag: SequenceTag = "New",
  ) => ({
    id,
    company,
    email,
    finalDisposition,
    sequenceTag,
  });
  const campaign = [
    person("jane", "Acme, Inc.", null, "Reply"),
    person("john", "ACME", null),
    person("mary", "Globex", "mary@globex.com"),
    person("omar", "", "omar@globex.com"),
    person("lee", "", "lee@gmail.com", "New", "Interested"),
    person("kim", "", "kim@gmail.com"),
  ];

  it("stops the colleagues of the prospect who replied, and only them", () => {
    expect(idsWithColleagueReply(campaign)).toEqual(new Set(["john"]));
  });

  it("removes the colleagues from the queue with a visible reason", () => {
    const plan = cadencePlan(
      cadenceSchema.parse({
        stopRules: { finalDispositions: ["Reply"], sequenceTags: [], companyWide: true },
      }),
    );
    const stopped = idsWithColleagueReply(campaign);
    const flags = Object.fromEntries(PROGRESS_FLAGS.map((flag) => [flag, false])) as Record<
      (typeof PROGRESS_FLAGS)[number],
      boolean
    >;
    const planned = campaign.map((prospect) =>
      nextStep(
        {
          flags,
          setAt: {},
          sequenceTag: prospect.sequenceTag,
          finalDisposition: prospect.finalDisposition,
          badData: false,
          colleagueReplied: stopped.has(prospect.id),
        },
        plan,
        new Date("2026-11-03T12:00:00Z"),
      ),
    );
    expect(planned.map((next) => (next.kind === "stopped" ? next.reason : next.kind))).toEqual([
      "Reply",
      "A colleague at the same company replied",
      "step",
      "step",
      "step",
      "step",
    ]);
  });
});
