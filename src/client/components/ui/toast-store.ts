import { useSyncExternalStore } from "react";

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

function emit(next: ToastItem[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

export function toast(input: Omit<ToastItem, "id" | "open">): number {
  const id = nextId++;
  emit([{ ...input, id, open: true }, ...toasts].slice(0, TOAST_LIMIT));
  return id;
}

export function dismissToast(id: number) {
  emit(toasts.map((t) => (t.id === id ? { ...t, open: false } : t)));
  setTimeout(() => emit(toasts.filter((t) => t.id !== id)), TOAST_REMOVE_DELAY_MS);
}

export function useToasts(): ToastItem[] {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => toasts,
  );
}
