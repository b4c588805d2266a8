import { Check, ChevronDown, ChevronRight } from "lucide-react";
import { DropdownMenu as Menu } from "radix-ui";
import type { ReactNode } from "react";
import { Button } from "../../components/ui/button";
import { DropdownMenu, DropdownMenuContent, DropdownMenuTrigger } from "../../components/ui/dropdown-menu";
import { cn } from "../../lib/cn";

const ITEM =
  "relative flex cursor-pointer items-center rounded-md py-2 pr-2 pl-8 text-sm text-slate-700 outline-none select-none data-[highlighted]:bg-slate-100 data-[highlighted]:text-slate-900 data-[state=open]:bg-slate-100";
const INDICATOR = "absolute left-2 inline-flex size-4 items-center justify-center text-brand-600";

export interface FilterChoice<Value extends string = string> {
  value: Value;
  label: string;
}

/** A filter's button: its name, how many values are chosen, and the menu of its values. */
export function FilterMenu({
  label,
  count,
  children,
}: {
  label: string;
  /** How many values are chosen; 0 when the filter is not set. */
  count: number;
  children: ReactNode;
}) {
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button
          variant="secondary"
          size="sm"
          className={cn("gap-1.5 px-2.5", count > 0 && "text-brand-700 ring-brand-300 hover:bg-brand-50")}
        >
          {label}
          {count > 0 && (
            <span className="rounded-full bg-brand-600 px-1.5 text-xs leading-5 text-white tabular-nums">
              {count}
            </span>
          )}
          <ChevronDown aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent
        align="start"
        className="max-h-[var(--radix-dropdown-menu-content-available-height)] overflow-y-auto"
      >
        {children}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/**
 * A filter of ticks, for values of which any may be chosen: its button counts the ticked values, and
 * the menu stays open between ticks.
 */
export function FilterChecksMenu<Value extends string>({
  label,
  choices,
  chosen,
  onChange,
}: {
  label: string;
  choices: readonly FilterChoice<Value>[];
  chosen: readonly Value[];
  onChange: (values: Value[]) => void;
}) {
  return (
    <FilterMenu label={label} count={chosen.length}>
      {choices.map((choice) => (
        <Menu.CheckboxItem
          key={choice.value}
          className={ITEM}
          checked={chosen.includes(choice.value)}
          onSelect={(event) => event.preventDefault()}
          onCheckedChange={(checked) =>
            onChange(
              checked
                ? choices.map((c) => c.value).filter((v) => v === choice.value || chosen.includes(v))
                : chosen.filter((value) => value !== choice.value),
            )
          }
        >
          <Menu.ItemIndicator className={INDICATOR}>
            <Check className="size-4" aria-hidden />
          </Menu.ItemIndicator>
          {choice.label}
        </Menu.CheckboxItem>
      ))}
    </FilterMenu>
  );
}

/** One value out of several ("" for none). */
export function FilterRadios({
  choices,
  value,
  onChange,
}: {
  choices: readonly FilterChoice[];
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <Menu.RadioGroup value={value} onValueChange={onChange}>
      {choices.map((choice) => (
        <Menu.RadioItem key={choice.value} value={choice.value} className={ITEM}>
          <Menu.ItemIndicator className={INDICATOR}>
            <Check className="size-4" aria-hidden />
          </Menu.ItemIndicator>
          {choice.label}
        </Menu.RadioItem>
      ))}
    </Menu.RadioGroup>
  );
}

/** A nested menu ("Step done" with its steps). */
export function FilterSubmenu({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Menu.Sub>
      <Menu.SubTrigger className={cn(ITEM, "pr-8")}>
        {label}
        <ChevronRight className="absolute right-2 size-4 text-slate-400" aria-hidden />
      </Menu.SubTrigger>
      <Menu.Portal>
        <Menu.SubContent
          sideOffset={4}
          collisionPadding={8}
          className="z-50 max-h-[var(--radix-dropdown-menu-content-available-height)] min-w-40 overflow-y-auto rounded-lg border border-slate-200 bg-white p-1 shadow-lg"
        >
          {children}
        </Menu.SubContent>
      </Menu.Portal>
    </Menu.Sub>
  );
}

export function FilterMenuLabel({ children }: { children: ReactNode }) {
  return <Menu.Label className="px-2 pt-2 pb-1 text-xs font-semibold text-slate-500">{children}</Menu.Label>;
}
