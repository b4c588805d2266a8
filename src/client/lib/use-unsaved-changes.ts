import { useEffect } from "react";
import { useBlocker } from "react-router";

const QUESTION = "You have unsaved changes. Leave this page and lose them?";

/** Set while the app signs out an ended session: the forms' drafts are kept, so nothing asks first. */
let leavingWithoutAsking = false;

export function leaveWithoutAsking(on: boolean): void {
  leavingWithoutAsking = on;
}

/** While there are unsaved edits, leaving the page (a link, back, reload or closing the tab) asks first. */
export function useUnsavedChangesGuard(dirty: boolean): void {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && !leavingWithoutAsking && currentLocation.pathname !== nextLocation.pathname,
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
