import type { SelectOption } from "../../components/ui/select";
import { cn } from "../../lib/cn";
import { InlineSelect } from "./inline-select";

const DOT_COLOURS: Record<string, string> = {
  Onboarding: "bg-sky-500",
  Active: "bg-emerald-500",
  Paused: "bg-amber-500",
  Restricted: "bg-orange-500",
  Terminated: "bg-red-500",
  Ready: "bg-emerald-500",
  Assigned: "bg-brand-500",
};

export function StatusDot({ status }: { status: string }) {
  return (
    <span
      aria-hidden
      className={cn(
        "mr-2 inline-block size-2 rounded-full align-middle",
        DOT_COLOURS[status] ?? "bg-slate-400",
      )}
    />
  );
}

/** The spec's status values (section 4) as select options, each with its colour dot. */
export function statusOptions(statuses: readonly string[]): SelectOption[] {
  return statuses.map((status) => ({ value: status, label: status, icon: <StatusDot status={status} /> }));
}

interface StatusSelectProps {
  value: string;
  statuses: readonly string[];
  label: string;
  onSave: (next: string) => Promise<boolean>;
  disabled?: boolean;
}

/** A row's status: saved as soon as it is chosen, restored when the save fails. */
export function StatusSelect({ value, statuses, label, onSave, disabled }: StatusSelectProps) {
  return (
    <InlineSelect
      value={value}
      options={statusOptions(statuses)}
      label={label}
      onSave={onSave}
      disabled={disabled}
      className="w-36"
    />
  );
}
