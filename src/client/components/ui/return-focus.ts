import { useRef } from "react";

/**
 * A handler for a Radix dialog's content that gives focus back to whatever had it when the dialog
 * opened. Radix returns focus to a Dialog.Trigger only; our dialogs open from state (a row's button, a
 * select's choice), so without it focus would fall to the page's start on close. The opener is noted
 * while rendering the opening, before a field inside the dialog can take focus.
 */
export function useReturnFocus(open: boolean) {
  const opener = useRef<HTMLElement | null>(null);
  const wasOpen = useRef(false);
  if (open && !wasOpen.current) {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  }
  wasOpen.current = open;
  return {
    onCloseAutoFocus: (event: Event) => {
      if (!opener.current?.isConnected) return;
      event.preventDefault();
      opener.current.focus();
    },
  };
}
