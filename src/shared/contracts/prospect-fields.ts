import { z } from "zod";
import { SUPPRESSION_REASONS } from "./privacy.js";

/**
 * The Prospect's fields, declared once (spec section 3): each field's name, its value in the API
 * (`prospectSchema` in prospects.ts is built from this list), its column in the prospects table
 * (Scheduler, Connections, Replies) and its column in the prospect export. The server's SQL for each
 * field is `PROSPECT_SQL` (server core, prospect-fields/prospect-columns.ts), a record over these names.
 */

export const SEQUENCE_TAGS = ["New", "Interested", "Question", "Soft No", "Hard No"] as const;
export const FINAL_DISPOSITIONS = ["New", "Meeting", "Reply", "No Reply", "Dead"] as const;
export type SequenceTag = (typeof SEQUENCE_TAGS)[number];
export type FinalDisposition = (typeof FINAL_DISPOSITIONS)[number];

export const MESSAGE_FLAGS = ["m1", "m2", "m3", "m4"] as const;
export const FOLLOW_UP_FLAGS = ["ff1", "ff2", "ff3", "ff4", "ff5"] as const;
/** The progress flags of spec section 3, in the scheduler's column order. */
export const PROGRESS_FLAGS = ["invite", "connected", ...MESSAGE_FLAGS, ...FOLLOW_UP_FLAGS] as const;
export type ProgressFlag = (typeof PROGRESS_FLAGS)[number];
/** Each flag's column heading in the Scheduler and in exports: "Invite", "Connected", "M1", ..., "FF5". */
export const PROGRESS_FLAG_LABELS = Object.fromEntries(
  PROGRESS_FLAGS.map((flag) => [
    flag,
    flag === "invite" ? "Invite" : flag === "connected" ? "Connected" : flag.toUpperCase(),
  ]),
) as Record<ProgressFlag, string>;
/** The steps of a cadence, in order: every progress flag but `connected`, which m1 waits for. */
export const CADENCE_STEPS = ["invite", ...MESSAGE_FLAGS, ...FOLLOW_UP_FLAGS] as const;
export type CadenceStep = (typeof CADENCE_STEPS)[number];

/** What a planned next step is (PlannedStep in shared/cadence/next-step.ts). */
export const NEXT_STEP_KINDS = ["step", "withdraw", "waiting", "done", "stopped"] as const;

/**
 * The assignment's next step by its campaign's cadence: a step due on `dueOn`; `withdraw`, waiting for
 * the connection until `dueOn`, when the unaccepted invite is to be withdrawn; `waiting` for the
 * connection; `done`; or `stopped` for `reason`. Null until the assignment is first planned.
 */
export const prospectNextSchema = z.object({
  kind: z.enum(NEXT_STEP_KINDS),
  step: z.enum(CADENCE_STEPS).nullable(),
  dueOn: z.string().nullable(),
  reason: z.string().nullable(),
});
export type ProspectNext = z.infer<typeof prospectNextSchema>;

/** A field's column in the prospects table. */
export interface ProspectTableColumn {
  /** The column's name: its heading, and the heading's accessible name when a shorter one is shown. */
  label: string;
  /** The heading shown instead of the label where the column is narrow ("Inv" for Invite). */
  short?: string;
  /** Width (px) while the table scrolls sideways. */
  width: number;
  /** Least width (px) when the whole row fits the box; text columns then share what is left by `grow`. */
  min: number;
  grow?: number;
  /** What a click on the heading sorts by (also the `sort` parameter of the page's URL); none: no sort. */
  sortKey?: string;
}

/** A field's column in the prospect export (CSV and .xlsx). */
export interface ProspectExportColumn {
  header: string;
  /** Width in characters (.xlsx). */
  width: number;
  /** How the value is written: as it is (the default), "Yes" or empty for a flag, the next step described. */
  cell?: "flag" | "nextStep";
}

export interface ProspectFieldDefinition {
  schema: z.ZodType;
  table?: ProspectTableColumn;
  export?: ProspectExportColumn;
}

const SHORT_FLAG_LABELS: Partial<Record<ProgressFlag, string>> = { invite: "Inv", connected: "Conn" };

/** A progress flag: a narrow check column, sorted by the flag, exported as "Yes" or empty. */
const flagField = <F extends ProgressFlag>(flag: F) => {
  const label = PROGRESS_FLAG_LABELS[flag];
  const least = flag === "connected" ? 32 : flag === "invite" ? 26 : 22;
  return {
    schema: z.boolean(),
    table: { label, short: SHORT_FLAG_LABELS[flag] ?? label, width: least + 8, min: least, sortKey: flag },
    export: { header: label, width: flag === "connected" ? 11 : 7, cell: "flag" },
  } as const satisfies ProspectFieldDefinition;
};

const flagFields = Object.fromEntries(PROGRESS_FLAGS.map((flag) => [flag, flagField(flag)])) as {
  [F in ProgressFlag]: ReturnType<typeof flagField<F>>;
};

/**
 * Spec section 3 "Prospect": the campaign assignment (`id`) joined with its person (`prospectId`), field
 * by field in the API's order.
 */
export const PROSPECT_FIELDS = {
  id: { schema: z.string() },
  prospectId: { schema: z.string() },
  firstName: {
    schema: z.string(),
    table: { label: "First Name", width: 128, min: 68, grow: 2, sortKey: "firstName" },
    export: { header: "First Name", width: 16 },
  },
  lastName: {
    schema: z.string(),
    table: { label: "Last Name", width: 128, min: 72, grow: 2, sortKey: "lastName" },
    export: { header: "Last Name", width: 16 },
  },
  jobTitle: {
    schema: z.string(),
    table: { label: "Job Title", width: 184, min: 60, grow: 3, sortKey: "jobTitle" },
    export: { header: "Job Title", width: 26 },
  },
  company: {
    schema: z.string(),
    table: { label: "Company", width: 196, min: 64, grow: 3, sortKey: "company" },
    export: { header: "Company", width: 26 },
  },
  linkedinName: {
    schema: z.string().nullable(),
    table: {
      label: "LinkedIn Name",
      short: "LinkedIn",
      width: 156,
      min: 60,
      grow: 2,
      sortKey: "linkedinName",
    },
    export: { header: "LinkedIn Name", width: 20 },
  },
  linkedinUrl: {
    schema: z.string(),
    table: { label: "LinkedIn URL", short: "URL", width: 112, min: 32 },
    export: { header: "LinkedIn URL", width: 40 },
  },
  email: { schema: z.string().nullable(), export: { header: "Email", width: 28 } },
  phone: { schema: z.string().nullable(), export: { header: "Phone", width: 18 } },
  sdrEmail: { schema: z.string().nullable(), export: { header: "SDR", width: 26 } },
  campaign: { schema: z.string() },
  campaignId: { schema: z.string() },
  ...flagFields,
  sequenceTag: {
    schema: z.enum(SEQUENCE_TAGS),
    table: { label: "Sequence Tag", short: "Tag", width: 152, min: 52, grow: 1 },
    export: { header: "Sequence Tag", width: 14 },
  },
  finalDisposition: {
    schema: z.enum(FINAL_DISPOSITIONS),
    table: { label: "Final Disposition", short: "Disposition", width: 160, min: 70, grow: 1 },
    export: { header: "Final Disposition", width: 17 },
  },
  lastTouchAt: {
    schema: z.string().nullable(),
    table: { label: "Last Touch", width: 120, min: 48, sortKey: "lastTouch" },
    export: { header: "Last Touch (UTC)", width: 26 },
  },
  importedAt: { schema: z.string().nullable(), export: { header: "Imported (UTC)", width: 26 } },
  assignedAt: { schema: z.string().nullable(), export: { header: "Assigned (UTC)", width: 26 } },
  updatedAt: { schema: z.string(), export: { header: "Updated (UTC)", width: 26 } },
  next: {
    schema: prospectNextSchema.nullable(),
    table: { label: "Next step", width: 200, min: 58, grow: 2, sortKey: "next" },
    export: { header: "Next Step", width: 30, cell: "nextStep" },
  },
  /** Why the do-not-contact list keeps this prospect out (doNotContactText), or null. */
  doNotContact: {
    schema: z.enum(SUPPRESSION_REASONS).nullable(),
    export: { header: "Do Not Contact", width: 16 },
  },
} as const satisfies Record<string, ProspectFieldDefinition>;

export type ProspectFieldName = keyof typeof PROSPECT_FIELDS;
type Fields = typeof PROSPECT_FIELDS;

/** The fields in the API's order. */
export const PROSPECT_FIELD_NAMES = Object.keys(PROSPECT_FIELDS) as ProspectFieldName[];

/** The zod shape of the Prospect, field by field (prospectSchema in prospects.ts). */
export type ProspectShape = { [K in keyof Fields]: Fields[K]["schema"] };
export const prospectShape = (): ProspectShape =>
  Object.fromEntries(
    PROSPECT_FIELD_NAMES.map((name) => [name, PROSPECT_FIELDS[name].schema]),
  ) as ProspectShape;

/**
 * The order of the columns, on the screen and in the export alike: the names and the progress, the
 * tag, disposition and next step, then the profile's link and the last touch (the table stops there),
 * then the contact details, the SDR, the do-not-contact reason and the dates (the export's alone).
 * Every field with a table or export column is here once (prospect-fields.test.ts).
 */
export const PROSPECT_COLUMN_ORDER = [
  "firstName",
  "lastName",
  "jobTitle",
  "company",
  "linkedinName",
  ...PROGRESS_FLAGS,
  "sequenceTag",
  "finalDisposition",
  "next",
  "linkedinUrl",
  "lastTouchAt",
  "email",
  "phone",
  "sdrEmail",
  "doNotContact",
  "importedAt",
  "assignedAt",
  "updatedAt",
] as const satisfies readonly ProspectFieldName[];

/** The fields that have a column of the prospects table. */
export type ProspectTableField = {
  [K in keyof Fields]: Fields[K] extends { table: ProspectTableColumn } ? K : never;
}[keyof Fields];
/** The fields that are exported. */
export type ProspectExportField = {
  [K in keyof Fields]: Fields[K] extends { export: ProspectExportColumn } ? K : never;
}[keyof Fields];
/** What a column of the prospects table can be sorted by. */
export type ProspectSortKey = {
  [K in keyof Fields]: Fields[K] extends { table: { sortKey: infer S extends string } } ? S : never;
}[keyof Fields];

const hasTable = (name: ProspectFieldName): name is ProspectTableField => "table" in PROSPECT_FIELDS[name];
const hasExport = (name: ProspectFieldName): name is ProspectExportField => "export" in PROSPECT_FIELDS[name];

/** The table's field columns, in their order, with each field's name. */
export const PROSPECT_TABLE_COLUMNS: (ProspectTableColumn & { field: ProspectTableField })[] =
  PROSPECT_COLUMN_ORDER.filter(hasTable).map((field) => ({ ...PROSPECT_FIELDS[field].table, field }));

/** The export's field columns, in their order, with each field's name. */
export const PROSPECT_EXPORT_FIELD_COLUMNS: (ProspectExportColumn & { field: ProspectExportField })[] =
  PROSPECT_COLUMN_ORDER.filter(hasExport).map((field) => ({ ...PROSPECT_FIELDS[field].export, field }));

/** Every sort key of the table, in the columns' order. */
export const PROSPECT_SORT_KEYS = PROSPECT_TABLE_COLUMNS.flatMap((column) =>
  column.sortKey ? [column.sortKey as ProspectSortKey] : [],
);
