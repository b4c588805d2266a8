import { useEffect, useState } from "react";

/**
 * What a user typed into a form and has not saved yet, kept in this tab (sessionStorage) under the
 * form's key: when the session ends mid-edit and the user signs in again, or the page reloads, the
 * form opens with it. A draft is forgotten once its save succeeds, or the user discards it or leaves
 * the form (closing it, going elsewhere) while signed in.
 */
const PREFIX = "outreach-desk:draft:";

/** Set while the app signs out an ended session: forms closing then keep their drafts, and nothing asks. */
let sessionEnding = false;

export function setSessionEnding(on: boolean): void {
  sessionEnding = on;
}

export function isSessionEnding(): boolean {
  return sessionEnding;
}

/** Forgets the draft when the form leaves the page, unless it leaves because the session ended. */
export function useDraftForgottenOnLeaving(key: string | null): void {
  useEffect(() => {
    if (!key) return;
    return () => {
      if (!sessionEnding) clearDraft(key);
    };
  }, [key]);
}

export function readDraft<T>(key: string): T | undefined {
  try {
    const text = sessionStorage.getItem(PREFIX + key);
    return text === null ? undefined : (JSON.parse(text) as T);
  } catch {
    return undefined;
  }
}

export function writeDraft(key: string, value: unknown): void {
  try {
    sessionStorage.setItem(PREFIX + key, JSON.stringify(value));
  } catch {
    // Storage full or blocked: the form still works, only without the kept draft.
  }
}

export function clearDraft(key: string): void {
  try {
    sessionStorage.removeItem(PREFIX + key);
  } catch {
    // Nothing to clear when storage is blocked.
  }
}

/**
 * A form value kept as a draft: starts from the kept draft (else `initial`), is written while it
 * differs from `initial` and forgotten when it is back to it or the form leaves. `null` keeps nothing.
 */
export function useDraftState<T>(key: string | null, initial: T) {
  const [value, setValue] = useState<T>(() => (key ? (readDraft<T>(key) ?? initial) : initial));
  const changed = JSON.stringify(value) !== JSON.stringify(initial);
  useDraftForgottenOnLeaving(key);
  useEffect(() => {
    if (!key) return;
    if (changed) writeDraft(key, value);
    else clearDraft(key);
  }, [key, value, changed]);
  return [value, setValue] as const;
}
