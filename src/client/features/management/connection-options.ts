import type { SelectOption } from "../../components/ui/select";

interface Linkable {
  id: string;
  archivedAt: string | null;
}

/**
 * The choices for one matrix select: every live row, plus the row's current choice if it has since
 * been archived (shown, but not choosable again), so a select never looks empty while it holds an id.
 */
export function linkOptions<T extends Linkable>(
  rows: T[] | undefined,
  label: (row: T) => string,
  currentId: string | null,
  currentLabel?: string | null,
): SelectOption[] {
  const options: SelectOption[] = (rows ?? [])
    .filter((row) => row.archivedAt === null || row.id === currentId)
    .map((row) => ({
      value: row.id,
      label: row.archivedAt === null ? label(row) : `${label(row)} (archived)`,
      disabled: row.archivedAt !== null,
    }));
  if (currentId && !options.some((option) => option.value === currentId)) {
    options.push({ value: currentId, label: currentLabel ?? "Loading...", disabled: true });
  }
  return options;
}
