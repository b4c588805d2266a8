import type { MouseEvent } from "react";

const BOX = "size-4 cursor-pointer accent-brand-600 align-middle";

/** A row's box in the number column: a click toggles the row, Shift-click the range since the last one. */
export function RowSelectBox({
  id,
  index,
  name,
  selected,
  onSelect,
}: {
  id: string;
  index: number;
  name: string;
  selected: boolean;
  onSelect: (id: string, index: number, shiftKey: boolean) => void;
}) {
  return (
    <input
      type="checkbox"
      className={BOX}
      checked={selected}
      aria-label={`Select ${name}`}
      // The click carries Shift; the change itself is applied by the selection.
      onClick={(event: MouseEvent<HTMLInputElement>) => onSelect(id, index, event.shiftKey)}
      onChange={() => undefined}
    />
  );
}

/** The header box: selects or clears the rows in view. */
export function VisibleRowsBox({
  checked,
  indeterminate,
  onChange,
}: {
  checked: boolean;
  indeterminate: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <input
      type="checkbox"
      className={BOX}
      checked={checked}
      ref={(box) => {
        if (box) box.indeterminate = indeterminate;
      }}
      aria-label="Select the rows in view"
      onChange={(event) => onChange(event.target.checked)}
    />
  );
}
