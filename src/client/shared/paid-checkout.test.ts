import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { DRAFT_KEY } from "./onboarding-draft-key";
import { readPaidCheckout, recordPaidCheckout } from "./paid-checkout";

const store = new Map<string, string>();
const memoryStorage = {
  getItem: (key: string) => store.get(key) ?? null,
  setItem: (key: string, value: string) => void store.set(key, value),
  removeItem: (key: string) => void store.delete(key),
};

beforeEach(() => {
  store.clear();
  vi.stubGlobal("localStorage", memoryStorage);
  vi.useFakeTimers();
  vi.setSystemTime(new Date("2026-11-27T12:00:00Z"));
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const draft = (values: Record<string, unknown>) => store.set(DRAFT_KEY, JSON.stringify({ step: 5, values }));

describe("paid checkout", () => {
  it("is recorded from the wizard's draft and read back", () => {
    draft({ companyName: "Acme Widgets", contactEmail: "dana@acme.test", fullName: "Dana" });
    expect(readPaidCheckout()).toBeNull();
    recordPaidCheckout();
    expect(readPaidCheckout()).toEqual({
      companyName: "Acme Widgets",
      contactEmail: "dana@acme.test",
      paidAt: "2026-11-27T12:00:00.000Z",
    });
  });

  it("keeps the company and address when /success is reloaded after the draft is gone", () => {
    draft({ companyName: "Acme Widgets", contactEmail: "dana@acme.test" });
    recordPaidCheckout();
    store.delete(DRAFT_KEY);
    expect(recordPaidCheckout()).toMatchObject({
      companyName: "Acme Widgets",
      contactEmail: "dana@acme.test",
    });
  });

  it("is forgotten after 30 days, and an unreadable record counts as none", () => {
    recordPaidCheckout();
    vi.setSystemTime(new Date("2026-12-26T11:00:00Z"));
    expect(readPaidCheckout()).not.toBeNull();
    vi.setSystemTime(new Date("2026-12-27T12:00:01Z"));
    expect(readPaidCheckout()).toBeNull();
    store.set("outreach-desk:paid-checkout", "{not json");
    expect(readPaidCheckout()).toBeNull();
  });
});
