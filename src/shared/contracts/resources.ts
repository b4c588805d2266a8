import { z } from "zod";

/** Spec "Resources": two free-text fields per row, for example a title and a link or a note. */
export const RESOURCE_TITLE_MAX = 200;
export const RESOURCE_DETAIL_MAX = 2000;
export const RESOURCE_ROWS_MAX = 200;

export const RESOURCES_NEED_A_ROW = "Keep at least one row: the last row cannot be deleted";

/** "Row 3: " for an issue at [2, "title"]. */
const rowOf = (path: readonly PropertyKey[] | undefined) =>
  typeof path?.[0] === "number" ? `Row ${path[0] + 1}: ` : "";

const rowText = (field: string) =>
  z
    .string({ error: (issue) => `${rowOf(issue.path)}${field} must be text` })
    .transform((text) => text.replaceAll("\0", "").trim());

const resourceRowInputSchema = z.object(
  { title: rowText("Title"), detail: rowText("Detail") },
  {
    error: (issue) =>
      `${rowOf(issue.path) || "Each row: "}send an object with a title and a detail (either may be blank)`,
  },
);

// ---- requests ------------------------------------------------------------------------------------

/**
 * PUT /api/resources: the whole list, in order. Fields are trimmed and blank rows dropped when saved;
 * the list itself must keep a row (spec: the last row cannot be deleted).
 */
export const resourcesUpdateSchema = z
  .array(resourceRowInputSchema, { error: "Send the list of rows, each with a title and a detail" })
  .min(1, RESOURCES_NEED_A_ROW)
  .max(RESOURCE_ROWS_MAX, `The list can hold at most ${RESOURCE_ROWS_MAX} rows`)
  .superRefine((rows, context) => {
    rows.forEach((row, index) => {
      const limits = [
        ["title", "Title", RESOURCE_TITLE_MAX],
        ["detail", "Detail", RESOURCE_DETAIL_MAX],
      ] as const;
      for (const [field, label, max] of limits) {
        if (row[field].length > max) {
          context.addIssue({
            code: "custom",
            path: [index, field],
            message: `Row ${index + 1}: ${label} must be at most ${max.toLocaleString("en-US")} characters`,
          });
        }
      }
    });
  });
export type ResourcesUpdate = z.input<typeof resourcesUpdateSchema>;

// ---- responses -----------------------------------------------------------------------------------

export const resourceRowSchema = z.object({ title: z.string(), detail: z.string() });
export type ResourceRow = z.infer<typeof resourceRowSchema>;

/** GET and PUT /api/resources: the saved rows in order; one blank row while nothing is saved. */
export const resourcesSchema = z.array(resourceRowSchema);
