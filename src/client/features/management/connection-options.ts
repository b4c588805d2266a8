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

/** What a matrix row still needs before it can launch: its company, SDR and scheduler, in that order. */
export function missingForLaunch(row: {
  companyId: string | null;
  sdrId: string | null;
  schedulerId: string | null;
}): string[] {
  const missing: string[] = [];
  if (!row.companyId) missing.push("company");
  if (!row.sdrId) missing.push("SDR");
  if (!row.schedulerId) missing.push("scheduler");
  return missing;
}

/** "Choose a company, SDR and scheduler to launch": the Launch button's hint while it is unavailable. */
export function launchHint(missing: string[]): string {
  const list =
    missing.length <= 1 ? (missing[0] ?? "") : `${missing.slice(0, -1).join(", ")} and ${missing.at(-1)}`;
  return `Choose ${missing[0] === "SDR" ? "an" : "a"} ${list} to launch`;
}
