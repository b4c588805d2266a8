import { useEffect, useRef } from "react";

/**
 * The dialogs open now, the last opened on top. A toast shown over a dialog would otherwise take the
 * dialog's Escape (the toast is the newer layer); the toaster hands Escape to the top dialog instead,
 * and the error toasts a dialog raised go when it closes.
 */
export interface OpenDialog {
  close: () => void;
}

const stack: OpenDialog[] = [];
const closedListeners = new Set<(dialog: OpenDialog) => void>();

export function topDialog(): OpenDialog | undefined {
  return stack.at(-1);
}

/** Called with each dialog as it closes (or leaves the page). */
export function onDialogClosed(listener: (dialog: OpenDialog) => void): () => void {
  closedListeners.add(listener);
  return () => closedListeners.delete(listener);
}

/** Registers a dialog while it is open; `close` is what Escape would do (the dialog's own rules apply). */
export function useOpenDialog(open: boolean, close: () => void): void {
  const latest = useRef(close);
  latest.current = close;
  useEffect(() => {
    if (!open) return;
    const dialog: OpenDialog = { close: () => latest.current() };
    stack.push(dialog);
    return () => {
      const index = stack.indexOf(dialog);
      if (index >= 0) stack.splice(index, 1);
      for (const listener of closedListeners) listener(dialog);
    };
  }, [open]);
}
