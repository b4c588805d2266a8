import { useSyncExternalStore } from "react";
import { type OpenDialog, onDialogClosed, topDialog } from "./open-dialogs";

/** Spec section 9: one toast at a time, shown 5 s; a dismissed toast is dropped after 1,000,000 ms. */
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;

export interface ToastItem {
  id: number;
  title: string;
  description?: string;
  variant?: "default" | "destructive";
  /** A button in the toast (Undo); the toast closes when it is pressed. */
  action?: { label: string; altText: string; onClick: () => void };
  /** How long it stays, when not TOAST_DURATION_MS. */
  durationMs?: number;
  open: boolean;
}

let toasts: ToastItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
/** The dialog each error toast was raised in: it goes when that dialog closes. */
const raisedIn = new Map<number, OpenDialog>();
/** Until this time error toasts are not shown (the session ended: the sign-in page says so instead). */
let errorsMutedUntil = 0;

function emit(next: ToastItem[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

export function toast(input: Omit<ToastItem, "id" | "open">): number {
  const id = nextId++;
  if (input.variant === "destructive") {
    if (Date.now() < errorsMutedUntil) return id;
    const dialog = topDialog();
    if (dialog) raisedIn.set(id, dialog);
  }
  emit([{ ...input, id, open: true }, ...toasts].slice(0, TOAST_LIMIT));
  return id;
}

export function dismissToast(id: number) {
  raisedIn.delete(id);
  emit(toasts.map((t) => (t.id === id ? { ...t, open: false } : t)));
  setTimeout(() => emit(toasts.filter((t) => t.id !== id)), TOAST_REMOVE_DELAY_MS);
}

/** Closes the error toasts shown (they belong to the screen being left). */
export function dismissErrorToasts(which: (id: number) => boolean = () => true) {
  for (const item of toasts) {
    if (item.open && item.variant === "destructive" && which(item.id)) dismissToast(item.id);
  }
}

/** Closes every error toast and shows none for `ms`: requests cut short by a sign-out fail quietly. */
export function muteErrorToasts(ms: number) {
  errorsMutedUntil = Date.now() + ms;
  dismissErrorToasts();
}

onDialogClosed((dialog) => dismissErrorToasts((id) => raisedIn.get(id) === dialog));

export function useToasts(): ToastItem[] {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => toasts,
  );
}
