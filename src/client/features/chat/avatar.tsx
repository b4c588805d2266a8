import { cn } from "../../lib/cn";
import { initials } from "./format";

/** A prospect's initials in a circle; decorative, the name is always written beside it. */
export function Avatar({ name, className }: { name: string; className?: string }) {
  return (
    <span
      aria-hidden
      className={cn(
        "flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-100 text-sm font-semibold text-brand-700",
        className,
      )}
    >
      {initials(name)}
    </span>
  );
}
