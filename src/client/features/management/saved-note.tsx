import { useCallback, useEffect, useRef, useState } from "react";
import { cn } from "../../lib/cn";

const SHOWN_MS = 2000;

/** Whether a brief "Saved" shows, and the function that shows it (again) after a successful save. */
export function useSavedFlash(): [boolean, () => void] {
  const [shown, setShown] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const flash = useCallback(() => {
    setShown(true);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setShown(false), SHOWN_MS);
  }, []);
  return [shown, flash];
}

/**
 * "Saved" over the top right corner of an inline field (its parent is `relative`). The status region
 * is always there, so screen readers announce the word when it appears.
 */
export function SavedNote({ shown }: { shown: boolean }) {
  return (
    <span
      role="status"
      className={cn(
        "pointer-events-none absolute -top-2 right-1 z-10 rounded-full bg-emerald-50 px-1.5 text-[11px] leading-4 font-medium text-emerald-800 ring-1 ring-emerald-200 transition-opacity",
        shown ? "opacity-100" : "opacity-0",
      )}
    >
      {shown ? "Saved" : ""}
    </span>
  );
}
