import { describe, expect, it } from "vitest";
import { sharedRoundTrip } from "./shared-round-trip.js";

describe("a shared round trip", () => {
  it("is shared among the calls made while another is under way, and never an earlier one", async () => {
    const trips: (() => void)[] = [];
    const roundTrip = sharedRoundTrip(() => new Promise<void>((done) => trips.push(done)));
    let settled = 0;
    const first = roundTrip().then(() => settled++);
    const [second, third] = [roundTrip().then(() => settled++), roundTrip().then(() => settled++)];
    expect(trips).toHaveLength(1);
    trips[0]?.();
    await first;
    await new Promise((done) => setTimeout(done, 0));
    expect(settled).toBe(1);
    expect(trips).toHaveLength(2);
    trips[1]?.();
    await Promise.all([second, third]);
    expect(settled).toBe(3);
  });

  it("answers each call with its own round trip's answer, and a failed one fails only its callers", async () => {
    let count = 0;
    const roundTrip = sharedRoundTrip(async () => {
      count += 1;
      if (count === 2) throw new Error("lost");
      return count;
    });
    expect(await roundTrip()).toBe(1);
    await expect(roundTrip()).rejects.toThrow("lost");
    expect(await roundTrip()).toBe(3);
  });
});
