import { z } from "zod";
import { countsShape } from "./common.js";

/** Spec section 9: Import constants. */
export const MAX_IMPORT_BYTES = 10 * 1024 * 1024;
export const MAX_IMPORT_ROWS = 10_000;
export const IMPORT_HISTORY_SIZE = 10;
/**
 * Longest value one cell may hold for a mapped field; a longer one fails its row. Real names, titles
 * and profile URLs are far shorter, and the limit keeps the pool's dedup key within an index entry.
 */
export const MAX_IMPORT_VALUE_LENGTH = 500;

/** The only target dataset (spec section 9). */
export const TARGET_ENTITIES = [
  { value: "prospect", label: "Prospect", description: "Clean prospects ready for assignment" },
] as const;
export type TargetEntity = (typeof TARGET_ENTITIES)[number]["value"];
export const targetEntityLabel = (value: TargetEntity) =>
  TARGET_ENTITIES.find((target) => target.value === value)?.label ?? value;

/**
 * The fields a CSV column can be mapped to, in the order the mapping step and the template show them.
 * `synonyms` are header names (compared lower-cased, without punctuation) that suggest the column.
 */
export const IMPORT_FIELDS = [
  {
    key: "firstName",
    label: "First Name",
    required: true,
    example: "Jane",
    synonyms: ["first name", "firstname", "fname", "given name", "first", "forename"],
  },
  {
    key: "lastName",
    label: "Last Name",
    required: true,
    example: "Doe",
    synonyms: ["last name", "lastname", "lname", "surname", "family name", "last"],
  },
  {
    key: "jobTitle",
    label: "Job Title",
    required: true,
    example: "VP of Sales",
    synonyms: ["job title", "title", "position", "role", "job", "current title", "headline"],
  },
  {
    key: "company",
    label: "Company",
    required: true,
    example: "Acme Inc",
    synonyms: [
      "company",
      "company name",
      "organization",
      "organisation",
      "organization name",
      "employer",
      "account",
      "account name",
      "current company",
    ],
  },
  {
    key: "linkedinUrl",
    label: "LinkedIn URL",
    required: true,
    example: "https://www.linkedin.com/in/jane-doe",
    synonyms: [
      "linkedin url",
      "linkedin",
      "linkedin profile",
      "linkedin profile url",
      "person linkedin url",
      "profile url",
      "linkedin link",
      "url",
    ],
  },
  {
    key: "linkedinName",
    label: "LinkedIn Name",
    required: false,
    example: "Jane Doe",
    synonyms: ["linkedin name", "full name", "name", "profile name"],
  },
  {
    key: "email",
    label: "Email",
    required: false,
    example: "jane.doe@acme.example",
    synonyms: ["email", "email address", "e-mail", "work email", "business email", "mail"],
  },
  {
    key: "phone",
    label: "Phone",
    required: false,
    example: "+1 555 0100",
    synonyms: ["phone", "phone number", "mobile", "mobile phone", "telephone", "work phone", "direct phone"],
  },
] as const;

export type ImportField = (typeof IMPORT_FIELDS)[number]["key"];
export const REQUIRED_IMPORT_FIELDS = IMPORT_FIELDS.filter((field) => field.required).map(
  (field) => field.key,
);
const importFieldKeys = IMPORT_FIELDS.map((field) => field.key) as [ImportField, ...ImportField[]];

// ---- requests ------------------------------------------------------------------------------------

export const IMPORT_MAPPINGS_NOT_AN_OBJECT = "mappings must be a JSON object from field to CSV column.";

/**
 * The `mappings` field of POST /api/import-with-mapping, once parsed from its JSON text: each field to
 * the CSV column (header name) it takes its values from. Every required field must be mapped; an
 * optional field may be left out or mapped to "".
 */
export const importMappingsSchema = z
  .partialRecord(
    z.enum(importFieldKeys, { error: `mappings may only name: ${importFieldKeys.join(", ")}` }),
    z.string({ error: "each mapping must name a CSV column" }),
    {
      error: (issue) => {
        // An unknown key of an enum-keyed record is reported as "unrecognized_keys", which the type omits.
        const code: string = issue.code;
        if (code === "unrecognized_keys") return `mappings may only name: ${importFieldKeys.join(", ")}`;
        return code === "invalid_type" ? IMPORT_MAPPINGS_NOT_AN_OBJECT : undefined;
      },
    },
  )
  .superRefine((mappings, context) => {
    const missing = IMPORT_FIELDS.filter((field) => field.required && !mappings[field.key]?.trim());
    if (missing.length > 0) {
      context.addIssue({
        code: "custom",
        message: `Map a CSV column to every required field: ${missing.map((field) => field.label).join(", ")} ${
          missing.length === 1 ? "is" : "are"
        } not mapped.`,
      });
    }
  });
export type ImportMappings = Partial<Record<ImportField, string>>;

/** What an import does with a person already in the pool (matched by LinkedIn profile). */
export const DUPLICATE_RULES = [
  { value: "skip", label: "Skip them", description: "Leave the existing person as it is (default)." },
  {
    value: "fill-empty",
    label: "Fill in their empty fields",
    description: "Add what the file has where the existing person has nothing.",
  },
  {
    value: "update",
    label: "Update their profile",
    description: "Replace name, title, company, e-mail, phone and LinkedIn name with the file's values.",
  },
] as const;
export type DuplicateRule = (typeof DUPLICATE_RULES)[number]["value"];
const duplicateRuleValues = DUPLICATE_RULES.map((rule) => rule.value) as [DuplicateRule, ...DuplicateRule[]];

/** The text fields of the POST /api/import-with-mapping form, besides the file. */
export const importFormSchema = z.object({
  // Left out or empty: skip.
  duplicates: z.preprocess(
    (value) => (value === "" ? undefined : value),
    z
      .enum(duplicateRuleValues, { error: `duplicates must be one of: ${duplicateRuleValues.join(", ")}` })
      .default("skip"),
  ),
  mappings: z.string({ error: "mappings is required: a JSON object from field to CSV column" }),
  targetEntity: z.enum(["prospect"], { error: "targetEntity must be prospect" }),
  campaignId: z
    .uuid({ error: "campaignId must be a campaign's id" })
    .optional()
    .or(z.literal("").transform(() => undefined)),
});

// ---- responses -----------------------------------------------------------------------------------

/** How many data rows the mapping step previews, and how many rows that cannot be read it lists. */
export const IMPORT_PREVIEW_ROWS = 5;
export const IMPORT_LISTED_ROW_PROBLEMS = 20;

/** A data row the file does not hold in a readable shape: the line it starts on and what is wrong. */
export const csvRowProblemSchema = z.object({ line: z.number().int(), message: z.string() });
export type CsvRowProblem = z.infer<typeof csvRowProblemSchema>;

/**
 * POST /api/analyze-csv (spec section 3: CSV analysis result), with the file's first data rows (each
 * as long as `headers`) so the mapping step can preview the mapped values, and the rows that will fail
 * whatever the mapping (wrong number of values, broken quotes, unreadable bytes): the first of them and
 * how many there are.
 */
export const csvAnalysisSchema = z.object({
  headers: z.array(z.string()),
  rowCount: z.number().int(),
  preview: z.array(z.array(z.string())).max(IMPORT_PREVIEW_ROWS),
  rowProblems: z.array(csvRowProblemSchema).max(IMPORT_LISTED_ROW_PROBLEMS),
  rowProblemCount: z.number().int(),
});
export type CsvAnalysis = z.infer<typeof csvAnalysisSchema>;

/**
 * What became of an import's rows, in its result and in its batch: imported; duplicates left as they
 * were (duplicateRows) or whose existing person the duplicate rule changed (updatedRows); failed; and
 * people the do-not-contact list kept out (suppressedRows).
 */
const importRowCounts = countsShape(
  "importedRows",
  "duplicateRows",
  "updatedRows",
  "failedRows",
  "suppressedRows",
);

/** POST /api/import-with-mapping (spec section 3: Import result). */
export const importResultSchema = z.object({
  ...importRowCounts,
  targetEntity: z.literal("prospect"),
  batchId: z.uuid(),
});
export type ImportResult = z.infer<typeof importResultSchema>;

/**
 * What undoing a batch did. It removes the people and campaign places the batch created that nobody has
 * touched since; it keeps those worked on in the campaign (progress, tags, dispositions, conversations,
 * bad data), people now in another campaign (their place in this one is removed when untouched), and
 * people whose profile was edited since. Updates the batch made to people already in the pool stay.
 */
export const importUndoResultSchema = z.object(
  countsShape("removedPeople", "removedAssignments", "keptWorkedOn", "keptInOtherCampaigns", "keptEdited"),
);
export type ImportUndoResult = z.infer<typeof importUndoResultSchema>;

const plural = (count: number, one: string, many: string) =>
  `${count.toLocaleString("en-US")} ${count === 1 ? one : many}`;

/** The sentence the toast and the history show for an undone batch. */
export function describeUndo(result: ImportUndoResult): string {
  const removed = `Removed ${plural(result.removedPeople, "person", "people")} from the pool`;
  const places =
    result.removedAssignments > 0
      ? ` and ${plural(result.removedAssignments, "place", "places")} from the campaign`
      : "";
  const kept = [
    result.keptWorkedOn > 0
      ? `${result.keptWorkedOn.toLocaleString("en-US")} worked on since the import`
      : "",
    result.keptInOtherCampaigns > 0
      ? `${result.keptInOtherCampaigns.toLocaleString("en-US")} now in another campaign`
      : "",
    result.keptEdited > 0 ? `${result.keptEdited.toLocaleString("en-US")} edited since the import` : "",
  ].filter(Boolean);
  const keptCount = result.keptWorkedOn + result.keptInOtherCampaigns + result.keptEdited;
  return keptCount === 0
    ? `${removed}${places}.`
    : `${removed}${places}. Kept ${plural(keptCount, "person", "people")}: ${kept.join(", ")}.`;
}

/** GET /api/import-batches: spec section 3's Import batch, with where it went and who sent it. */
export const importBatchSchema = z.object({
  id: z.uuid(),
  fileName: z.string(),
  targetEntity: z.literal("prospect"),
  uploadTime: z.string(),
  totalRows: z.number().int(),
  ...importRowCounts,
  campaignId: z.uuid().nullable(),
  /** The campaign's company name, when the import assigned to a campaign. */
  campaign: z.string().nullable(),
  uploadedBy: z.string().nullable(),
  /** Whether the batch can be undone: it recorded the people it created and is not undone yet. */
  canUndo: z.boolean(),
  undoneAt: z.string().nullable(),
  undoResult: importUndoResultSchema.nullable(),
});
export type ImportBatch = z.infer<typeof importBatchSchema>;
export const importBatchListSchema = z.array(importBatchSchema);

/** POST: undoes a batch (SDR only). */
export const importUndoPath = (batchId: string) => `/api/import-batches/${batchId}/undo`;

/** The CSV error report of a batch: its failed rows, with the file's line number and the reason. */
export const importErrorReportPath = (batchId: string) => `/api/import-batches/${batchId}/errors.csv`;
export const SDR_IMPORTS_INTO_CAMPAIGNS =
  "An SDR imports into a campaign they work: choose the campaign. Only managers import into the pool alone.";
