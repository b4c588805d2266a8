import { Label } from "../../components/ui/input";
import { Select } from "../../components/ui/select";
import type { ImportFieldInfo } from "./mapping";

/** The value of "Not mapped" (a CSV header is never this text). */
const NOT_MAPPED = "\u0000not-mapped";

interface ColumnSelectProps {
  field: ImportFieldInfo;
  headers: string[];
  /** The chosen column, or "" for none. */
  value: string;
  onChange: (column: string) => void;
  disabled: boolean;
}

/** One field of the mapping: which of the file's columns fills it. Optional fields may stay unmapped. */
export function ColumnSelect({ field, headers, value, onChange, disabled }: ColumnSelectProps) {
  const id = `map-${field.key}`;
  const options = [
    ...(field.required ? [] : [{ value: NOT_MAPPED, label: "Not mapped" }]),
    ...headers.map((header) => ({ value: header, label: header })),
  ];
  const missing = field.required && !value;
  return (
    <div className="grid min-w-0 gap-1.5">
      <div className="flex items-center justify-between gap-2">
        <Label htmlFor={id}>{field.label}</Label>
        <span
          id={`${id}-note`}
          className={
            field.required
              ? missing
                ? "text-xs font-medium text-amber-700"
                : "text-xs font-medium text-slate-500"
              : "text-xs text-slate-400"
          }
        >
          {field.required ? "Required" : "Optional"}
        </span>
      </div>
      <Select
        id={id}
        value={value || (field.required ? "" : NOT_MAPPED)}
        onValueChange={(column) => onChange(column === NOT_MAPPED ? "" : column)}
        options={options}
        placeholder="Choose a column"
        aria-describedby={`${id}-note`}
        disabled={disabled}
        className={missing ? "border-amber-400" : undefined}
      />
    </div>
  );
}
