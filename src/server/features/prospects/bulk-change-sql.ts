import { type SQL, sql } from "drizzle-orm";
import type { BulkChange } from "../../../shared/contracts/bulk-changes.js";

/**
 * How one kind of bulk change reads and restores a record, over the assignment `t` and, when restoring,
 * its kept previous state `p` (value, at, touch as text).
 */
interface BulkFieldSql {
  /** The field as activity events name it. */
  field: string;
  /** The previous state kept for undo: the value as events record it, its time, and the last touch. */
  value: SQL;
  at: SQL;
  /** Sets the kept previous state back (`p`). */
  restore: SQL;
  /** The current value as the undo's activity event records it (its old value). */
  current: SQL;
}

export function bulkFieldSql(change: BulkChange): BulkFieldSql {
  if (change.field === "badData") {
    return {
      field: "badData",
      value: sql`null::text`,
      at: sql`null::text`,
      restore: sql`bad_data_at = null, bad_data_by = null, bad_data_reason = null`,
      current: sql`t.bad_data_reason`,
    };
  }
  if (change.field === "sequenceTag") {
    return {
      field: change.field,
      value: sql`t.sequence_tag`,
      at: sql`t.sequence_tag_at::text`,
      restore: sql`sequence_tag = p.value, sequence_tag_at = p.at::timestamptz`,
      current: sql`t.sequence_tag`,
    };
  }
  if (change.field === "finalDisposition") {
    return {
      field: change.field,
      value: sql`t.final_disposition`,
      at: sql`t.disposition_at::text`,
      restore: sql`final_disposition = p.value, disposition_at = p.at::timestamptz,
        last_touch_at = p.touch::timestamptz`,
      current: sql`t.final_disposition`,
    };
  }
  const column = sql.raw(`${change.field}_at`);
  const flagText = (at: SQL) => sql`case when ${at} is null then 'false' else 'true' end`;
  return {
    field: change.field,
    value: flagText(sql`t.${column}`),
    at: sql`t.${column}::text`,
    restore: sql`${column} = p.at::timestamptz, last_touch_at = p.touch::timestamptz`,
    current: flagText(sql`t.${column}`),
  };
}
