import { Check } from "lucide-react";
import { cn } from "../../lib/cn";
import type { ImportStep } from "./use-import-flow";

const STEPS = [
  { number: 1, label: "Upload" },
  { number: 2, label: "Map Columns" },
  { number: 3, label: "Import" },
] as const;

const stepNumber = (step: ImportStep) => (step === "upload" ? 1 : step === "mapping" ? 2 : 3);

/** The three steps of spec section 2: upload, mapping, processing (then completed). */
export function StepIndicator({ step }: { step: ImportStep }) {
  const current = stepNumber(step);
  return (
    <nav aria-label="Import steps" className="mb-6">
      <ol className="flex items-center gap-2 sm:gap-3">
        {STEPS.map(({ number, label }, index) => {
          const done = number < current || step === "completed";
          const active = number === current && !done;
          const detail =
            number === 3 && step === "processing" ? "Processing…" : number === 3 && done ? "Completed" : null;
          return (
            <li
              key={number}
              aria-current={number === current ? "step" : undefined}
              className={cn("flex min-w-0 items-center gap-2 sm:gap-3", index < STEPS.length - 1 && "flex-1")}
            >
              <span
                className={cn(
                  "flex size-8 shrink-0 items-center justify-center rounded-full text-sm font-semibold ring-1 ring-inset",
                  done && "bg-brand-600 text-white ring-brand-600",
                  active && "bg-brand-50 text-brand-700 ring-brand-600",
                  !done && !active && "bg-white text-slate-500 ring-slate-300",
                )}
              >
                {done ? <Check className="size-4" aria-hidden /> : number}
                {done && <span className="sr-only">{number}, done:</span>}
              </span>
              <span className="min-w-0">
                <span
                  className={cn(
                    "block text-sm leading-tight font-medium",
                    number <= current ? "text-slate-900" : "text-slate-500",
                  )}
                >
                  {label}
                </span>
                {detail && <span className="block text-xs leading-tight text-slate-500">{detail}</span>}
              </span>
              {index < STEPS.length - 1 && (
                <span
                  aria-hidden
                  className={cn("h-px min-w-4 flex-1", number < current ? "bg-brand-600" : "bg-slate-200")}
                />
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
