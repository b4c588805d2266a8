import { useEffect, useRef } from "react";

export interface QueueKeyActions {
  next: () => void;
  previous: () => void;
  copy: () => void;
  done: () => void;
}

/** Where typing goes, or where the keys belong to something else: a dialog, a list that is open. */
const TYPING_OR_ELSEWHERE =
  'input, textarea, select, [contenteditable=""], [contenteditable="true"], [role="dialog"], [role="alertdialog"], [role="listbox"], [role="menu"]';

/** Whether a key press is one for the queue: a plain key, not typed into a field or a dialog. */
export function isQueueKey(event: KeyboardEvent): boolean {
  if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return false;
  const target = event.target;
  if (target instanceof Element && target.closest(TYPING_OR_ELSEWHERE)) return false;
  return true;
}

/**
 * The queue's keys: j and k move the current task down and up, c copies its script, d marks it done.
 * Ignored while `paused` (a dialog is open) and while typing.
 */
export function useQueueKeys(actions: QueueKeyActions, paused: boolean): void {
  const latest = useRef(actions);
  latest.current = actions;
  useEffect(() => {
    if (paused) return;
    function onKeyDown(event: KeyboardEvent) {
      if (!isQueueKey(event)) return;
      const action =
        event.key === "j"
          ? latest.current.next
          : event.key === "k"
            ? latest.current.previous
            : event.key === "c" && !event.repeat
              ? latest.current.copy
              : event.key === "d" && !event.repeat
                ? latest.current.done
                : null;
      if (!action) return;
      event.preventDefault();
      action();
    }
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [paused]);
}
