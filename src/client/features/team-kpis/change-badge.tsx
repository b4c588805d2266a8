import { cn } from "../../lib/cn";
import type { Change } from "./change";

const TONES = {
  up: "bg-emerald-50 text-emerald-700",
  down: "bg-red-50 text-red-700",
  flat: "bg-slate-100 text-slate-600",
  none: "",
} as const;

/** ▲ 25% / ▼ 10% / neutral, with the change in words for screen readers. */
export function ChangeBadge({ change, className }: { change: Change; className?: string }) {
  if (change.direction === "none") return null;
  return (
    <span
      className={cn(
        "inline-flex items-center rounded-md px-1.5 py-0.5 text-xs font-medium whitespace-nowrap tabular-nums",
        TONES[change.direction],
        className,
      )}
    >
      <span aria-hidden>{change.text}</span>
      <span className="sr-only">{change.description}</span>
    </span>
  );
}
