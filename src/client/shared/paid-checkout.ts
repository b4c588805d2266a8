import { useSyncExternalStore } from "react";
import { DRAFT_KEY } from "./onboarding-draft-key";

/**
 * A campaign this browser has just paid for (recorded on /success from the wizard's draft). While it is
 * remembered, the demo's Launch button stays away and the wizard says the campaign is paid, so that a
 * new customer is not led to pay twice. The server keeps no link between a demo visit and a checkout.
 */
export interface PaidCheckout {
  companyName: string;
  /** Where the invitation to the customer's own login was mailed; empty when unknown. */
  contactEmail: string;
  paidAt: string;
}

const STORAGE_KEY = "outreach-desk:paid-checkout";
/** Long enough to cover the invitation (7 days) and the first weeks of the campaign. */
const REMEMBERED_DAYS = 30;
const listeners = new Set<() => void>();
let cached: { raw: string | null; value: PaidCheckout | null } = { raw: null, value: null };

function text(value: unknown): string {
  return typeof value === "string" ? value : "";
}

function storedRaw(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

/** The remembered checkout, or null (none, unreadable, or older than REMEMBERED_DAYS). */
export function readPaidCheckout(): PaidCheckout | null {
  const raw = storedRaw();
  if (raw !== cached.raw) {
    let value: PaidCheckout | null = null;
    try {
      const parsed = raw ? (JSON.parse(raw) as Record<string, unknown>) : null;
      if (parsed) {
        const paidAt = text(parsed.paidAt);
        value = { companyName: text(parsed.companyName), contactEmail: text(parsed.contactEmail), paidAt };
      }
    } catch {
      value = null;
    }
    // The same object while the record stands, as a store's snapshot must be.
    cached = { raw, value };
  }
  const age = cached.value ? Date.now() - Date.parse(cached.value.paidAt) : Number.NaN;
  return age >= 0 && age < REMEMBERED_DAYS * 86_400_000 ? cached.value : null;
}

/** Remembers the checkout just paid, with the company and contact e-mail of the wizard's draft. */
export function recordPaidCheckout(): PaidCheckout {
  let values: Record<string, unknown> = {};
  try {
    const draft = JSON.parse(localStorage.getItem(DRAFT_KEY) ?? "null") as {
      values?: Record<string, unknown>;
    };
    values = draft?.values ?? {};
  } catch {
    values = {};
  }
  const previous = readPaidCheckout();
  const paid: PaidCheckout = {
    // Reloading /success after the draft is gone keeps what was recorded.
    companyName: text(values.companyName) || (previous?.companyName ?? ""),
    contactEmail: text(values.contactEmail) || (previous?.contactEmail ?? ""),
    paidAt: new Date().toISOString(),
  };
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(paid));
  } catch {
    // Storage blocked: the page still says what happens next.
  }
  for (const listener of listeners) listener();
  return paid;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener("storage", listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", listener);
  };
}

export function usePaidCheckout(): PaidCheckout | null {
  return useSyncExternalStore(subscribe, readPaidCheckout, () => null);
}
