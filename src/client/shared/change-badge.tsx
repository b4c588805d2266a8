import { cn } from "../lib/cn";
import type { Change } from "./change";

const TONES = {
  up: "bg-emerald-50 text-emerald-700",
  down: "bg-red-50 text-red-700",
  flat: "bg-slate-100 text-slate-600",
  none: "",
} as const;

/**
 * ▲ 25% / ▼ 10% / neutral, with the change in words for screen readers. A rise is green unless
 * `riseIsBad` (a figure such as bad data, where fewer is better): then a rise is red and a fall green.
 */
export function ChangeBadge({
  change,
  className,
  riseIsBad = false,
}: {
  change: Change;
  className?: string;
  riseIsBad?: boolean;
}) {
  if (change.direction === "none") return null;
  const tone =
    riseIsBad && change.direction !== "flat" ? (change.direction === "up" ? "down" : "up") : change.direction;
  return (
    <span
      className={cn(
        "inline-flex items-center rounded-md px-1.5 py-0.5 text-xs font-medium whitespace-nowrap tabular-nums",
        TONES[tone],
        className,
      )}
    >
      <span aria-hidden>{change.text}</span>
      <span className="sr-only">{change.description}</span>
    </span>
  );
}
