import { describe, expect, it } from "vitest";
import { timeOrderedIds } from "./time-ordered-ids.js";

const UUID_V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe("timeOrderedIds", () => {
  it("makes version 7 UUIDs that carry the time they were made", () => {
    const now = Date.UTC(2026, 10, 23, 9, 30);
    const ids = timeOrderedIds(3, now);
    for (const id of ids) {
      expect(id).toMatch(UUID_V7);
      expect(Number.parseInt(id.replaceAll("-", "").slice(0, 12), 16)).toBe(now);
    }
  });

  it("numbers 10,000 ids in the order they were made, each one different", () => {
    const ids = timeOrderedIds(10_000);
    expect(new Set(ids).size).toBe(10_000);
    expect(ids.toSorted()).toEqual(ids);
    expect(ids.every((id) => UUID_V7.test(id))).toBe(true);
  });

  it("keeps the random part random from call to call", () => {
    const now = Date.now();
    const [first] = timeOrderedIds(1, now);
    const [second] = timeOrderedIds(1, now);
    expect(first).not.toBe(second);
  });

  it("refuses more ids than its counter can number", () => {
    expect(() => timeOrderedIds(2 ** 24 + 1)).toThrow(RangeError);
  });
});
