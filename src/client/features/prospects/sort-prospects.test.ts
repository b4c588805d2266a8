import { describe, expect, it } from "vitest";
import type { Prospect } from "../../../shared/contracts/prospects";
import { idsOf, listedProspect as row } from "./prospect-fixtures";
import { nextSort, type SortDirection, type SortKey, sortKeyOfColumn, sortProspects } from "./sort-prospects";

/** The rows' ids in the order one column's sort puts them. */
const sortedIds = (rows: Prospect[], key: SortKey, direction: SortDirection) =>
  idsOf(sortProspects(rows, { key, direction }));

describe("sorting the prospects table", () => {
  it("cycles a column through ascending, descending and the list's own order", () => {
    const asc = nextSort(null, "lastName");
    expect(asc).toEqual({ key: "lastName", direction: "asc" });
    const desc = nextSort(asc, "lastName");
    expect(desc).toEqual({ key: "lastName", direction: "desc" });
    expect(nextSort(desc, "lastName")).toBeNull();
    expect(nextSort(desc, "company")).toEqual({ key: "company", direction: "asc" });
  });

  it("knows the sortable columns by heading, and no others", () => {
    expect(sortKeyOfColumn("First Name")).toBe("firstName");
    expect(sortKeyOfColumn("Last Touch")).toBe("lastTouch");
    expect(sortKeyOfColumn("Next step")).toBe("next");
    expect(sortKeyOfColumn("Connected")).toBe("connected");
    expect(sortKeyOfColumn("FF5")).toBe("ff5");
    expect(sortKeyOfColumn("#")).toBeUndefined();
    expect(sortKeyOfColumn("LinkedIn URL")).toBeUndefined();
  });

  it("compares names ignoring case and accents, numbers by value, and keeps ties in list order", () => {
    const rows = [
      row("1", { lastName: "zimmer" }),
      row("2", { lastName: "Émile" }),
      row("3", { lastName: "adams" }),
      row("4", { lastName: "Emile" }),
      row("5", { lastName: "Item 10" }),
      row("6", { lastName: "Item 9" }),
    ];
    expect(sortedIds(rows, "lastName", "asc")).toEqual(["3", "2", "4", "6", "5", "1"]);
    expect(sortedIds(rows, "lastName", "desc")).toEqual(["1", "5", "6", "2", "4", "3"]);
  });

  it("puts empty values last in both directions", () => {
    const rows = [
      row("blank", { linkedinName: "  " }),
      row("b", { linkedinName: "Bea" }),
      row("none", { linkedinName: null }),
      row("a", { linkedinName: "Al" }),
    ];
    expect(sortedIds(rows, "linkedinName", "asc")).toEqual(["a", "b", "blank", "none"]);
    expect(sortedIds(rows, "linkedinName", "desc")).toEqual(["b", "a", "blank", "none"]);
  });

  it("sorts the last touch by time, never touched last", () => {
    const rows = [
      row("late", { lastTouchAt: "2026-11-20T09:00:00.000Z" }),
      row("never"),
      row("early", { lastTouchAt: "2026-02-03T09:00:00.000Z" }),
    ];
    expect(sortedIds(rows, "lastTouch", "asc")).toEqual(["early", "late", "never"]);
    expect(sortedIds(rows, "lastTouch", "desc")).toEqual(["late", "early", "never"]);
  });

  it("sorts progress columns ticked first, then unticked first", () => {
    const rows = [row("a"), row("b", { m1: true }), row("c"), row("d", { m1: true })];
    expect(sortedIds(rows, "m1", "asc")).toEqual(["b", "d", "a", "c"]);
    expect(sortedIds(rows, "m1", "desc")).toEqual(["a", "c", "b", "d"]);
  });

  it("sorts the next step by due day, then waiting, done and stopped, unplanned last", () => {
    const next = (
      kind: "step" | "withdraw" | "waiting" | "done" | "stopped",
      dueOn: string | null = null,
    ) => ({
      kind,
      step: kind === "step" || kind === "waiting" ? ("m1" as const) : null,
      dueOn,
      reason: kind === "stopped" ? "Reply" : null,
    });
    const rows = [
      row("stopped", { next: next("stopped") }),
      row("none"),
      row("later", { next: next("step", "2026-12-10") }),
      row("waiting", { next: next("waiting") }),
      row("withdraw", { next: next("withdraw", "2026-12-01") }),
      row("done", { next: next("done") }),
      row("sooner", { next: next("step", "2026-11-02") }),
    ];
    expect(sortedIds(rows, "next", "asc")).toEqual([
      "sooner",
      "withdraw",
      "later",
      "waiting",
      "done",
      "stopped",
      "none",
    ]);
  });

  it("returns the list as it is without a sort", () => {
    const rows = [row("b"), row("a")];
    expect(sortProspects(rows, null)).toBe(rows);
  });

  it("sorts 10,000 rows and leaves the given list unchanged", () => {
    const rows = Array.from({ length: 10_000 }, (_, index) =>
      row(String(index), { company: `Company ${(index * 7919) % 10_000}` }),
    );
    const before = idsOf(rows);
    const sorted = sortProspects(rows, { key: "company", direction: "asc" });
    expect(sorted.map((prospect) => prospect.company).slice(0, 3)).toEqual([
      "Company 0",
      "Company 1",
      "Company 2",
    ]);
    expect(sorted.at(-1)?.company).toBe("Company 9999");
    expect(idsOf(rows)).toEqual(before);
  });
});
