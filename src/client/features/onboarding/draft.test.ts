import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { TERMS } from "../../../shared/contracts/onboarding";
import { clearDraft, DRAFT_KEY } from "../../shared/onboarding-draft-key";
import { EMPTY_VALUES, loadDraft, saveDraft, type WizardValues } from "./draft";

/** A browser's localStorage, kept in a Map. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

/** Storage the browser refuses (private mode, or full). */
const blockedStorage = {
  getItem: () => {
    throw new Error("SecurityError");
  },
  setItem: () => {
    throw new Error("QuotaExceededError");
  },
  removeItem: () => {
    throw new Error("SecurityError");
  },
} as unknown as Storage;

const store = (draft: unknown) => localStorage.setItem(DRAFT_KEY, JSON.stringify(draft));
const fresh = { step: 0, values: EMPTY_VALUES };

beforeEach(() => {
  vi.stubGlobal("localStorage", memoryStorage());
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe("loadDraft", () => {
  it("starts fresh without a draft or with one that is not JSON", () => {
    expect(loadDraft()).toEqual(fresh);
    localStorage.setItem(DRAFT_KEY, "{not json");
    expect(loadDraft()).toEqual(fresh);
    localStorage.setItem(DRAFT_KEY, "null");
    expect(loadDraft()).toEqual(fresh);
  });

  it("gives back a saved draft", () => {
    const values: WizardValues = {
      ...EMPTY_VALUES,
      fullName: "Jane Doe",
      authorized: true,
      package: "lead-generation",
      termsAccepted: TERMS.map((_, index) => index % 2 === 0),
    };
    saveDraft({ step: 3, values });
    expect(loadDraft()).toEqual({ step: 3, values });
  });

  it("merges the saved values over empty ones, dropping unknown and mistyped entries", () => {
    store({ step: 1, values: { companyName: "Acme", fullName: 5, authorized: "yes", extra: "x" } });
    const { values } = loadDraft();
    expect(values).toEqual({ ...EMPTY_VALUES, companyName: "Acme" });
    expect(values).not.toHaveProperty("extra");
  });

  it("reads the terms one by one: only true ticks one, and there are always as many as terms", () => {
    store({ step: 0, values: { termsAccepted: [true, "true", 1, true] } });
    expect(loadDraft().values.termsAccepted).toEqual(TERMS.map((_, index) => index === 0 || index === 3));
    store({ step: 0, values: { termsAccepted: Array(20).fill(true) } });
    expect(loadDraft().values.termsAccepted).toEqual(TERMS.map(() => true));
    store({ step: 0, values: { termsAccepted: "all" } });
    expect(loadDraft().values.termsAccepted).toEqual(TERMS.map(() => false));
  });

  it("keeps a step from 0 to 5, whole; any other goes back to the first", () => {
    const stepOf = (step: unknown) => {
      store({ step, values: {} });
      return loadDraft().step;
    };
    expect(stepOf(0)).toBe(0);
    expect(stepOf(5)).toBe(5);
    expect(stepOf(2.7)).toBe(2);
    expect(stepOf(6)).toBe(0);
    expect(stepOf(-1)).toBe(0);
    expect(stepOf("2")).toBe(0);
    expect(stepOf(undefined)).toBe(0);
  });

  it("starts fresh when storage is blocked", () => {
    vi.stubGlobal("localStorage", blockedStorage);
    expect(loadDraft()).toEqual(fresh);
  });
});

describe("saveDraft and clearDraft", () => {
  it("store the draft under the wizard's key, and forget it", () => {
    saveDraft({ step: 2, values: { ...EMPTY_VALUES, website: "https://acme.example" } });
    expect(JSON.parse(localStorage.getItem(DRAFT_KEY) ?? "null")).toMatchObject({
      step: 2,
      values: { website: "https://acme.example" },
    });
    clearDraft();
    expect(localStorage.getItem(DRAFT_KEY)).toBeNull();
    expect(loadDraft()).toEqual(fresh);
  });

  it("do nothing, without failing, when storage is blocked", () => {
    vi.stubGlobal("localStorage", blockedStorage);
    expect(() => saveDraft({ step: 1, values: EMPTY_VALUES })).not.toThrow();
    expect(() => clearDraft()).not.toThrow();
  });
});
