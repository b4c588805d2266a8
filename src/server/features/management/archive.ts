import { isNull } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";

/** List filter: archived rows only when asked for. */
export function archivedFilter(archivedAt: PgColumn, includeArchived: boolean) {
  return includeArchived ? undefined : isNull(archivedAt);
}

export const isoOrNull = (value: Date | null): string | null => (value ? value.toISOString() : null);

/** The change that archives a row (stamped now) or restores it (cleared). */
export const archivedAtFor = (archived: boolean) => ({ archivedAt: archived ? new Date() : null });
