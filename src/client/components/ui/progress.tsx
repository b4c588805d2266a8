import { Progress as RadixProgress } from "radix-ui";
import { cn } from "../../lib/cn";

interface ProgressProps {
  /** Percent done (0 to 100), or null while the amount of work left is unknown. */
  value: number | null;
  /** The accessible name ("Uploading file"). */
  label: string;
  className?: string;
}

/** A progress bar (role="progressbar" with aria values); null shows a moving indeterminate bar. */
export function Progress({ value, label, className }: ProgressProps) {
  const percent = value === null ? null : Math.max(0, Math.min(100, Math.round(value)));
  return (
    <RadixProgress.Root
      value={percent}
      max={100}
      aria-label={label}
      getValueLabel={(current, max) => `${Math.round((current / max) * 100)}%`}
      className={cn("relative h-2 w-full overflow-hidden rounded-full bg-slate-100", className)}
    >
      <RadixProgress.Indicator
        className={cn(
          "h-full rounded-full bg-brand-600 transition-[width] duration-200 ease-out",
          percent === null &&
            "w-1/3 animate-[progress-indeterminate_1.2s_ease-in-out_infinite] motion-reduce:w-full motion-reduce:animate-pulse",
        )}
        style={percent === null ? undefined : { width: `${percent}%` }}
      />
    </RadixProgress.Root>
  );
}
