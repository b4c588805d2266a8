import { describe, expect, it } from "vitest";
import type { ProspectNext } from "../../../shared/contracts/prospects";
import {
  activeFilterCount,
  dueStateOf,
  NO_FILTERS,
  type ProspectFilters,
  prospectFilter,
} from "./filter-prospects";
import { idsOf, listedProspect as row } from "./prospect-fixtures";

const TODAY = "2026-11-27";
const NOW = Date.parse("2026-11-27T12:00:00.000Z");
const keep = (filters: Partial<ProspectFilters>, rows: ReturnType<typeof row>[]) =>
  idsOf(rows.filter(prospectFilter({ ...NO_FILTERS, ...filters }, TODAY, NOW)));

const step = (dueOn: string): ProspectNext => ({ kind: "step", step: "m1", dueOn, reason: null });

describe("filtering the prospects table", () => {
  it("keeps every row without filters", () => {
    expect(keep({}, [row("a"), row("b")])).toEqual(["a", "b"]);
    expect(activeFilterCount(NO_FILTERS)).toBe(0);
  });

  it("keeps any of the chosen tags and dispositions, and both filters at once", () => {
    const rows = [
      row("meeting", { finalDisposition: "Meeting", sequenceTag: "Interested" }),
      row("reply", { finalDisposition: "Reply", sequenceTag: "Question" }),
      row("dead", { finalDisposition: "Dead", sequenceTag: "Interested" }),
    ];
    expect(keep({ dispositions: ["Meeting", "Reply"] }, rows)).toEqual(["meeting", "reply"]);
    expect(keep({ tags: ["Interested"] }, rows)).toEqual(["meeting", "dead"]);
    expect(keep({ tags: ["Interested"], dispositions: ["Meeting", "Reply"] }, rows)).toEqual(["meeting"]);
  });

  it("keeps a step done and another not done: connected, no M1", () => {
    const rows = [
      row("invited", { invite: true }),
      row("connected", { invite: true, connected: true }),
      row("messaged", { invite: true, connected: true, m1: true }),
    ];
    expect(keep({ progress: { done: "connected", notDone: "m1" } }, rows)).toEqual(["connected"]);
    expect(keep({ progress: { done: "invite", notDone: "connected" } }, rows)).toEqual(["invited"]);
    expect(keep({ progress: { done: null, notDone: "m1" } }, rows)).toEqual(["invited", "connected"]);
    expect(activeFilterCount({ ...NO_FILTERS, progress: { done: "m1", notDone: null } })).toBe(1);
  });

  it("keeps the last touch by age: never, or more than so many days ago", () => {
    const rows = [
      row("never"),
      row("yesterday", { lastTouchAt: "2026-11-26T12:00:00.000Z" }),
      row("eight-days", { lastTouchAt: "2026-11-19T11:00:00.000Z" }),
      row("seven-days", { lastTouchAt: "2026-11-20T12:00:00.000Z" }),
      row("forty-days", { lastTouchAt: "2026-10-18T12:00:00.000Z" }),
    ];
    expect(keep({ touch: "never" }, rows)).toEqual(["never"]);
    expect(keep({ touch: "7" }, rows)).toEqual(["eight-days", "forty-days"]);
    expect(keep({ touch: "30" }, rows)).toEqual(["forty-days"]);
  });

  it("tells the due state from the next step on today", () => {
    expect(dueStateOf(row("a", { next: step("2026-11-26") }), TODAY)).toBe("overdue");
    expect(dueStateOf(row("a", { next: step(TODAY) }), TODAY)).toBe("today");
    expect(dueStateOf(row("a", { next: step("2026-11-30") }), TODAY)).toBe("upcoming");
    const waiting: ProspectNext = { kind: "waiting", step: "m1", dueOn: null, reason: null };
    expect(dueStateOf(row("a", { next: waiting }), TODAY)).toBe("waiting");
    // Invited, past the acceptance window: the withdraw task is due.
    const withdraw: ProspectNext = { kind: "withdraw", step: "m1", dueOn: "2026-11-20", reason: null };
    expect(dueStateOf(row("a", { next: withdraw }), TODAY)).toBe("overdue");
    expect(dueStateOf(row("a", { next: { ...withdraw, dueOn: "2026-12-20" } }), TODAY)).toBe("waiting");
    const done: ProspectNext = { kind: "done", step: null, dueOn: null, reason: null };
    expect(dueStateOf(row("a", { next: done }), TODAY)).toBe("ended");
    expect(dueStateOf(row("a", { next: { ...done, kind: "stopped", reason: "Reply" } }), TODAY)).toBe(
      "ended",
    );
    expect(dueStateOf(row("a"), TODAY)).toBeNull();
  });

  it("keeps the chosen due states; an unplanned prospect matches none", () => {
    const rows = [
      row("overdue", { next: step("2026-11-20") }),
      row("today", { next: step(TODAY) }),
      row("upcoming", { next: step("2026-12-01") }),
      row("unplanned"),
    ];
    expect(keep({ due: ["overdue", "today"] }, rows)).toEqual(["overdue", "today"]);
    expect(keep({ due: ["upcoming", "waiting", "ended"] }, rows)).toEqual(["upcoming"]);
  });
});
