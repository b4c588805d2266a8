import { z } from "zod";

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

/** The text fields of the POST /api/import-with-mapping form, besides the file. */
export const importFormSchema = z.object({
  mappings: z.string({ error: "mappings is required: a JSON object from field to CSV column" }),
  targetEntity: z.enum(["prospect"], { error: "targetEntity must be prospect" }),
  campaignId: z
    .uuid({ error: "campaignId must be a campaign's id" })
    .optional()
    .or(z.literal("").transform(() => undefined)),
});

// ---- responses -----------------------------------------------------------------------------------

/** How many data rows the mapping step previews. */
export const IMPORT_PREVIEW_ROWS = 5;

/**
 * POST /api/analyze-csv (spec section 3: CSV analysis result), with the file's first data rows (each
 * as long as `headers`) so the mapping step can preview the mapped values.
 */
export const csvAnalysisSchema = z.object({
  headers: z.array(z.string()),
  rowCount: z.number().int(),
  preview: z.array(z.array(z.string())).max(IMPORT_PREVIEW_ROWS),
});
export type CsvAnalysis = z.infer<typeof csvAnalysisSchema>;

/** POST /api/import-with-mapping (spec section 3: Import result). */
export const importResultSchema = z.object({
  importedRows: z.number().int(),
  duplicateRows: z.number().int(),
  failedRows: z.number().int(),
  targetEntity: z.literal("prospect"),
  batchId: z.uuid(),
});
export type ImportResult = z.infer<typeof importResultSchema>;

/** GET /api/import-batches: spec section 3's Import batch, with where it went and who sent it. */
export const importBatchSchema = z.object({
  id: z.uuid(),
  fileName: z.string(),
  targetEntity: z.literal("prospect"),
  uploadTime: z.string(),
  totalRows: z.number().int(),
  importedRows: z.number().int(),
  duplicateRows: z.number().int(),
  failedRows: z.number().int(),
  campaignId: z.uuid().nullable(),
  /** The campaign's company name, when the import assigned to a campaign. */
  campaign: z.string().nullable(),
  uploadedBy: z.string().nullable(),
});
export type ImportBatch = z.infer<typeof importBatchSchema>;
export const importBatchListSchema = z.array(importBatchSchema);

/** The CSV error report of a batch: its failed rows, with the file's row number and the reason. */
export const importErrorReportPath = (batchId: string) => `/api/import-batches/${batchId}/errors.csv`;
