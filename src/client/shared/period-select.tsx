import { useMemo } from "react";
import { PERIOD_LABELS, type Period } from "../../shared/contracts/metrics";
import { Select } from "../components/ui/select";
import { cn } from "../lib/cn";

/** The dashboard's date ranges (spec "Campaign dashboard"), in the order the spec lists them. */
export const DASHBOARD_PERIODS = [
  "all-time",
  "last-30-days",
  "last-7-days",
  "today",
] as const satisfies readonly Period[];

/** The month, quarter and year periods and all time, which every longer filter ends with, in this order. */
export const LONG_PERIODS = [
  "this-month",
  "last-month",
  "this-quarter",
  "last-quarter",
  "this-year",
  "all-time",
] as const satisfies readonly Period[];

/** A period from a URL or storage when it is one of `periods`, else `fallback`. */
export function pickPeriod<P extends Period>(raw: string | null, periods: readonly P[], fallback: P): P {
  return periods.find((period) => period === raw) ?? fallback;
}

interface PeriodSelectProps<P extends Period> {
  periods: readonly P[];
  value: P;
  onChange: (period: P) => void;
  /** The accessible name; the select shows only the chosen period. */
  label?: string;
  className?: string;
  disabled?: boolean;
}

/** A date-range select offering the given periods with their labels (used by every filtered screen). */
export function PeriodSelect<P extends Period>({
  periods,
  value,
  onChange,
  label = "Date range",
  className,
  disabled,
}: PeriodSelectProps<P>) {
  const options = useMemo(
    () => periods.map((period) => ({ value: period, label: PERIOD_LABELS[period] })),
    [periods],
  );
  return (
    <Select
      aria-label={label}
      value={value}
      options={options}
      disabled={disabled}
      onValueChange={(next) => onChange(pickPeriod(next, periods, value))}
      className={cn("w-full sm:w-44", className)}
    />
  );
}
