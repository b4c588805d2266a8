import { useEffect } from "react";
import { useBlocker } from "react-router";

import { isSessionEnding } from "./form-draft";

const QUESTION = "You have unsaved changes. Leave this page and lose them?";

/** While there are unsaved edits, leaving the page (a link, back, reload or closing the tab) asks first. */
export function useUnsavedChangesGuard(dirty: boolean): void {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && !isSessionEnding() && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (blocker.state !== "blocked") return;
    if (window.confirm(QUESTION)) blocker.proceed();
    else blocker.reset();
  }, [blocker]);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [dirty]);
}
