import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, uuid } from "drizzle-orm/pg-core";
import type { ImportUndoResult } from "../../../../shared/contracts/imports.js";
import { at, idKey } from "./columns.js";
import { campaigns } from "./companies.js";
import { users } from "./users.js";

/** One failed row of an import: the file's line it starts on, why it failed and its cells as read. */
export interface ImportFailure {
  row: number;
  reason: string;
  values: string[];
}

/** What the batch keeps to rebuild its error report: the file's headers and its failed rows. */
export interface ImportFailures {
  headers: string[];
  rows: ImportFailure[];
}

/** One CSV import: where it went, who sent it, its counts and its failed rows. */
export const importBatches = pgTable(
  "import_batches",
  {
    id: idKey(),
    fileName: text("file_name").notNull(),
    targetEntity: text("target_entity", { enum: ["prospect"] }).notNull(),
    campaignId: uuid("campaign_id").references(() => campaigns.id),
    uploadedBy: uuid("uploaded_by").references(() => users.id, { onDelete: "set null" }),
    uploadTime: at("upload_time").notNull().defaultNow(),
    totalRows: integer("total_rows").notNull(),
    importedRows: integer("imported_rows").notNull(),
    duplicateRows: integer("duplicate_rows").notNull(),
    failedRows: integer("failed_rows").notNull(),
    failures: jsonb("failures").$type<ImportFailures>().notNull(),
    /** Duplicates whose existing person the import's duplicate rule changed. */
    updatedRows: integer("updated_rows").notNull().default(0),
    /** People the do-not-contact list kept out. */
    suppressedRows: integer("suppressed_rows").notNull().default(0),
    /** The people this batch added to the pool; null for batches from before imports could be undone. */
    createdProspectIds: uuid("created_prospect_ids").array(),
    undoneAt: at("undone_at"),
    undoneBy: uuid("undone_by").references(() => users.id, { onDelete: "set null" }),
    /** What undoing the batch removed and kept, as the history shows it. */
    undoResult: jsonb("undo_result").$type<ImportUndoResult>(),
  },
  (t) => [
    index("import_batches_upload_time_idx").on(t.uploadTime.desc()),
    check("import_batches_target_entity_check", sql`${t.targetEntity} in ('prospect')`),
    check(
      "import_batches_counts_check",
      sql`${t.importedRows} + ${t.duplicateRows} + ${t.updatedRows} + ${t.failedRows} + ${t.suppressedRows} = ${t.totalRows} and ${t.importedRows} >= 0 and ${t.duplicateRows} >= 0 and ${t.updatedRows} >= 0 and ${t.failedRows} >= 0 and ${t.suppressedRows} >= 0`,
    ),
  ],
);
