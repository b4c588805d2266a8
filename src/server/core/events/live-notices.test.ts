import { describe, expect, it } from "vitest";
import { mayReceive } from "./live-notices.js";

const A = "00000000-0000-4000-8000-00000000000a";
const B = "00000000-0000-4000-8000-00000000000b";
const notice = (campaign: string | null) => ({ t: "prospects" as const, c: campaign });

describe("who receives a live notice", () => {
  it("gives owners and managers every campaign's notices", () => {
    for (const staffRole of ["owner", "manager"] as const) {
      const viewer = { role: "sdr" as const, staffRole, campaignId: null };
      expect(mayReceive(viewer, notice(A), null)).toBe(true);
      expect(mayReceive(viewer, notice(null), null)).toBe(true);
    }
  });

  it("gives an SDR the agency-wide notices and those of the campaigns they work only", () => {
    const viewer = { role: "sdr" as const, staffRole: "sdr" as const, campaignId: null };
    const worked = new Set([A]);
    expect(mayReceive(viewer, notice(A), worked)).toBe(true);
    expect(mayReceive(viewer, notice(B), worked)).toBe(false);
    expect(mayReceive(viewer, notice(null), worked)).toBe(true);
    expect(mayReceive(viewer, notice(A), null)).toBe(false);
  });

  it("gives a client its own campaign's notices only", () => {
    const viewer = { role: "client" as const, staffRole: null, campaignId: A };
    expect(mayReceive(viewer, notice(A), null)).toBe(true);
    expect(mayReceive(viewer, notice(B), null)).toBe(false);
    expect(mayReceive(viewer, notice(null), null)).toBe(false);
  });
});
