import { X } from "lucide-react";
import {
  FINAL_DISPOSITIONS,
  PROGRESS_FLAG_LABELS,
  PROGRESS_FLAGS,
  type ProgressFlag,
  SEQUENCE_TAGS,
} from "../../../shared/contracts/prospects";
import { Button } from "../../components/ui/button";
import { DropdownMenuSeparator } from "../../components/ui/dropdown-menu";
import { formatCount } from "../../lib/format";
import { FilterChecksMenu, FilterMenu, FilterMenuLabel, FilterRadios, FilterSubmenu } from "./filter-menu";
import {
  activeFilterCount,
  DUE_STATE_LABELS,
  DUE_STATES,
  NO_FILTERS,
  PROGRESS_PRESETS,
  type ProgressFilter,
  type ProspectFilters,
  TOUCH_AGE_LABELS,
  TOUCH_AGES,
  type TouchAge,
} from "./filter-prospects";

const choicesOf = <T extends string>(values: readonly T[]) =>
  values.map((value) => ({ value, label: value }));
const labelled = <T extends string>(values: readonly T[], labels: Record<T, string>) =>
  values.map((value) => ({ value, label: labels[value] }));

const TAG_CHOICES = choicesOf(SEQUENCE_TAGS);
const DISPOSITION_CHOICES = choicesOf(FINAL_DISPOSITIONS);
const DUE_CHOICES = labelled(DUE_STATES, DUE_STATE_LABELS);
const ANY = { value: "", label: "Any" };
const TOUCH_CHOICES = [ANY, ...labelled(TOUCH_AGES, TOUCH_AGE_LABELS)];
const STEP_CHOICES = [ANY, ...labelled(PROGRESS_FLAGS, PROGRESS_FLAG_LABELS)];

/** The two ends of a progress filter, each picked from the steps in its own submenu. */
const STEP_SUBMENUS: { end: "done" | "notDone"; label: string }[] = [
  { end: "done", label: "Step done" },
  { end: "notDone", label: "Step not done" },
];

const presetValue = ({ done, notDone }: ProgressFilter) => `${done ?? ""}:${notDone ?? ""}`;
const PRESET_CHOICES = PROGRESS_PRESETS.map((preset) => ({
  value: presetValue(preset),
  label: preset.label,
}));
const PRESETS_BY_VALUE = new Map(PROGRESS_PRESETS.map((preset) => [presetValue(preset), preset]));

function ProgressMenu({
  progress,
  onChange,
}: {
  progress: ProgressFilter;
  onChange: (progress: ProgressFilter) => void;
}) {
  const step = (value: string) => (value === "" ? null : (value as ProgressFlag));
  return (
    <FilterMenu label="Progress" count={progress.done || progress.notDone ? 1 : 0}>
      <FilterRadios
        choices={[{ value: ":", label: "Any progress" }, ...PRESET_CHOICES]}
        value={presetValue(progress)}
        onChange={(value) => onChange(PRESETS_BY_VALUE.get(value) ?? NO_FILTERS.progress)}
      />
      <DropdownMenuSeparator />
      <FilterMenuLabel>Or pick the steps</FilterMenuLabel>
      {STEP_SUBMENUS.map(({ end, label }) => (
        <FilterSubmenu key={end} label={label}>
          <FilterRadios
            choices={STEP_CHOICES}
            value={progress[end] ?? ""}
            onChange={(value) => onChange({ ...progress, [end]: step(value) })}
          />
        </FilterSubmenu>
      ))}
    </FilterMenu>
  );
}

/**
 * The prospects table's filters: sequence tag, final disposition, progress, last touch and due state,
 * with "Clear filters" and how many of the screen's prospects are shown.
 */
export function FilterBar({
  filters,
  onChange,
  shown,
  total,
}: {
  filters: ProspectFilters;
  onChange: (filters: ProspectFilters) => void;
  /** The rows shown after the filters and the search. */
  shown: number;
  /** The screen's rows. */
  total: number;
}) {
  const set = (change: Partial<ProspectFilters>) => onChange({ ...filters, ...change });
  return (
    <div className="flex flex-wrap items-center gap-1.5 border-b border-slate-200 px-4 py-3 sm:px-6">
      <FilterChecksMenu
        label="Sequence tag"
        choices={TAG_CHOICES}
        chosen={filters.tags}
        onChange={(tags) => set({ tags })}
      />
      <FilterChecksMenu
        label="Disposition"
        choices={DISPOSITION_CHOICES}
        chosen={filters.dispositions}
        onChange={(dispositions) => set({ dispositions })}
      />
      <ProgressMenu progress={filters.progress} onChange={(progress) => set({ progress })} />
      <FilterMenu label="Last touch" count={filters.touch ? 1 : 0}>
        <FilterRadios
          choices={TOUCH_CHOICES}
          value={filters.touch ?? ""}
          onChange={(value) => set({ touch: value === "" ? null : (value as TouchAge) })}
        />
      </FilterMenu>
      <FilterChecksMenu
        label="Due"
        choices={DUE_CHOICES}
        chosen={filters.due}
        onChange={(due) => set({ due })}
      />
      {activeFilterCount(filters) > 0 && (
        <Button variant="ghost" size="sm" onClick={() => onChange(NO_FILTERS)}>
          <X aria-hidden />
          Clear filters
        </Button>
      )}
      <p className="ml-auto text-sm whitespace-nowrap text-slate-500 tabular-nums" aria-live="polite">
        Showing {formatCount(shown)} of {formatCount(total)}
      </p>
    </div>
  );
}
