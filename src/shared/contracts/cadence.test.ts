import { describe, expect, it } from "vitest";
import { CADENCE_STEPS, cadenceSchema, DEFAULT_CADENCE } from "./cadence.js";
import { PROGRESS_FLAGS } from "./prospects.js";

const messages = (input: unknown) =>
  cadenceSchema.safeParse(input).error?.issues.map((issue) => issue.message);

describe("cadenceSchema", () => {
  it("orders the steps as the Scheduler's flags, without connected", () => {
    expect(CADENCE_STEPS).toEqual(PROGRESS_FLAGS.filter((flag) => flag !== "connected"));
  });

  it("parses the defaults, and fills every setting left out with them", () => {
    expect(cadenceSchema.parse(DEFAULT_CADENCE)).toEqual(DEFAULT_CADENCE);
    expect(cadenceSchema.parse({})).toEqual(DEFAULT_CADENCE);
    expect(DEFAULT_CADENCE).toMatchObject({
      workingDays: [1, 2, 3, 4, 5],
      holidays: [],
      acceptanceWindowDays: 21,
      stopRules: {
        finalDispositions: ["Reply", "Meeting", "Dead"],
        sequenceTags: ["Hard No"],
        companyWide: false,
      },
      budget: { accountType: "free", invitesPer7Days: 100, invitesPerDay: 20, messagesPerDay: 100 },
    });
    expect(DEFAULT_CADENCE.steps.m1).toEqual({ enabled: true, waitBusinessDays: 1 });
    expect(DEFAULT_CADENCE.steps.m3).toEqual({ enabled: true, waitBusinessDays: 4 });
    expect(DEFAULT_CADENCE.steps.ff2).toEqual({ enabled: true, waitBusinessDays: 7 });
  });

  it("gives each parse its own default lists", () => {
    const first = cadenceSchema.parse({});
    first.workingDays.push(6);
    expect(cadenceSchema.parse({}).workingDays).toEqual([1, 2, 3, 4, 5]);
  });

  it("keeps a zone's canonical name and sorts working days and holidays without repeats", () => {
    const cadence = cadenceSchema.parse({
      timeZone: " pacific/auckland ",
      workingDays: [5, 1, 1, 3],
      holidays: ["2026-12-26", "2026-12-25", "2026-12-26"],
    });
    expect(cadence).toMatchObject({
      timeZone: "Pacific/Auckland",
      workingDays: [1, 3, 5],
      holidays: ["2026-12-25", "2026-12-26"],
    });
  });

  it("refuses an unknown zone or a bare offset, naming the field", () => {
    expect(messages({ timeZone: "Mars/Olympus_Mons" })).toEqual([
      'timeZone must be an IANA time zone name such as Europe/Berlin, got "Mars/Olympus_Mons"',
    ]);
    expect(messages({ timeZone: "+02:00" })).toEqual([
      'timeZone must be an IANA time zone name such as Europe/Berlin, got "+02:00"',
    ]);
  });

  it("refuses a weekday that is not 1 to 7, or no working day at all", () => {
    const weekday = "workingDays must hold ISO weekday numbers, 1 (Monday) to 7 (Sunday)";
    expect(messages({ workingDays: [0, 8, 2.5, "Mon"] })).toEqual([weekday, weekday, weekday, weekday]);
    expect(messages({ workingDays: [] })).toEqual(["workingDays must name at least one working day"]);
  });

  it("refuses a holiday that is not a real date written YYYY-MM-DD", () => {
    expect(messages({ holidays: ["2026-02-30", "25/12/2026", "2026-12-25"] })).toEqual([
      'holidays must hold dates written YYYY-MM-DD, got "2026-02-30"',
      'holidays must hold dates written YYYY-MM-DD, got "25/12/2026"',
    ]);
  });

  it("refuses a wait, a window or a limit out of range, naming the field", () => {
    expect(
      messages({ steps: { ...DEFAULT_CADENCE.steps, m2: { enabled: true, waitBusinessDays: -1 } } }),
    ).toEqual(["steps.m2.waitBusinessDays must be a whole number from 0 to 90"]);
    expect(messages({ steps: { ...DEFAULT_CADENCE.steps, ff5: undefined } })).toEqual([
      "steps.ff5 must be an object with enabled and waitBusinessDays",
    ]);
    expect(messages({ acceptanceWindowDays: 0 })).toEqual([
      "acceptanceWindowDays must be a whole number from 1 to 365",
    ]);
    expect(messages({ budget: { ...DEFAULT_CADENCE.budget, invitesPerDay: 150 } })).toEqual([
      "budget.invitesPerDay must not be more than budget.invitesPer7Days",
    ]);
    expect(messages({ budget: { ...DEFAULT_CADENCE.budget, accountType: "gold" } })).toEqual([
      "budget.accountType must be one of: free, premium, sales_navigator",
    ]);
  });

  it("refuses stop rules outside the prospect's dispositions and tags, and unknown settings", () => {
    expect(
      messages({
        stopRules: { finalDispositions: ["Replied"], sequenceTags: ["Hard No"], companyWide: true },
      }),
    ).toEqual(["stopRules.finalDispositions must hold values from: New, Meeting, Reply, No Reply, Dead"]);
    expect(cadenceSchema.safeParse({ timezone: "UTC" }).success).toBe(false);
  });
});
