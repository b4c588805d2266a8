import { DUPLICATE_RULES, type DuplicateRule } from "../../../shared/contracts/imports";
import { RadioCard } from "../../components/ui/radio-card";
import { cn } from "../../lib/cn";

/** The mapping step's choice of what the import does with people already in the pool. */
export function DuplicateRuleChoice({
  value,
  onChange,
  disabled,
}: {
  value: DuplicateRule;
  onChange: (rule: DuplicateRule) => void;
  disabled: boolean;
}) {
  return (
    <fieldset className="grid min-w-0 gap-2" disabled={disabled}>
      <legend className="mb-2 text-sm font-semibold text-slate-900">People already in the pool</legend>
      <p className="-mt-1 mb-1 text-sm text-slate-600">
        A row is a duplicate when its LinkedIn profile is already in the pool. No choice changes anyone's
        progress, tags, dispositions or campaigns.
      </p>
      <div className="grid gap-2 md:grid-cols-3">
        {DUPLICATE_RULES.map((rule) => (
          <RadioCard
            key={rule.value}
            className={cn(
              "flex cursor-pointer items-start gap-3 rounded-lg border p-3 text-sm transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500",
              value === rule.value
                ? "border-brand-500 bg-brand-50"
                : "border-slate-200 hover:border-slate-300 hover:bg-slate-50",
            )}
            hintClassName="text-slate-600"
            name="duplicate-rule"
            value={rule.value}
            checked={value === rule.value}
            onSelect={() => onChange(rule.value)}
            label={rule.label}
            hint={rule.description}
          />
        ))}
      </div>
    </fieldset>
  );
}
