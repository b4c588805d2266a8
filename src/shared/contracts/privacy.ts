import { z } from "zod";
import { countsShape, isoDate, pagedEntriesSchema, personNameShape } from "./common.js";

// ---- the do-not-contact list ----------------------------------------------------------------------

/** What an entry names: a person by LinkedIn profile or e-mail, everyone at a domain, or a company. */
export const SUPPRESSION_KINDS = ["linkedin", "email", "domain", "company"] as const;
export type SuppressionKind = (typeof SUPPRESSION_KINDS)[number];
export const SUPPRESSION_KIND_LABELS: Record<SuppressionKind, string> = {
  linkedin: "LinkedIn profile",
  email: "E-mail",
  domain: "E-mail domain",
  company: "Company name",
};

export const SUPPRESSION_REASONS = [
  "objected",
  "erased",
  "customer",
  "competitor",
  "bounced",
  "other",
] as const;
export type SuppressionReason = (typeof SUPPRESSION_REASONS)[number];
export const SUPPRESSION_REASON_LABELS: Record<SuppressionReason, string> = {
  objected: "Objected",
  erased: "Erased",
  customer: "Existing customer",
  competitor: "Competitor",
  bounced: "Bounced",
  other: "Other",
};
/** Reasons a person may choose; "erased" entries are left only by an erasure. */
export const CHOOSABLE_SUPPRESSION_REASONS = SUPPRESSION_REASONS.filter((reason) => reason !== "erased");

export const SUPPRESSION_NOTE_MAX = 1000;
export const SUPPRESSION_VALUE_MAX = 500;
export const SUPPRESSION_PAGE_SIZE = 100;

/** What the Scheduler shows, and what a progress change of a suppressed prospect answers (409). */
export const doNotContactText = (reason: SuppressionReason) =>
  `Do not contact: ${SUPPRESSION_REASON_LABELS[reason]}`;

export const SUPPRESSION_NOT_FOUND = "Do-not-contact entry not found";
export const SUPPRESSION_REMOVE_SDR_ONLY = "Only agency staff can remove do-not-contact entries";
export const SUPPRESSION_AGENCY_SDR_ONLY = "Only agency staff can add agency-wide entries";

const reasonSchema = z.enum(CHOOSABLE_SUPPRESSION_REASONS as [SuppressionReason, ...SuppressionReason[]], {
  error: `Choose a reason: ${CHOOSABLE_SUPPRESSION_REASONS.map((r) => SUPPRESSION_REASON_LABELS[r]).join(", ")}`,
});
const noteSchema = z
  .string({ error: "The note must be text" })
  .trim()
  .max(
    SUPPRESSION_NOTE_MAX,
    `The note must be at most ${SUPPRESSION_NOTE_MAX.toLocaleString("en-US")} characters`,
  )
  .default("");
/** The company an entry belongs to, by its campaign (a client names its own); null for agency-wide. */
const scopeSchema = z.uuid({ error: "campaignId must be a campaign id" }).nullable();

/** GET /api/suppressions */
export const suppressionQuerySchema = z.object({
  q: z.string().trim().max(200).optional(),
  /** Only this campaign's company's entries (and none agency-wide). */
  campaignId: z.uuid({ error: "campaignId must be a campaign id" }).optional(),
});

/** POST /api/suppressions: one entry. */
export const suppressionCreateSchema = z.object({
  kind: z.enum(SUPPRESSION_KINDS, {
    error: "Choose what the entry names: LinkedIn profile, E-mail, E-mail domain or Company name",
  }),
  value: z
    .string({ error: "Enter the value" })
    .trim()
    .min(1, "Enter the value")
    .max(SUPPRESSION_VALUE_MAX, `The value must be at most ${SUPPRESSION_VALUE_MAX} characters`),
  campaignId: scopeSchema,
  reason: reasonSchema,
  note: noteSchema,
});
export type SuppressionCreate = z.input<typeof suppressionCreateSchema>;

/** The form fields of POST /api/suppressions/import (multipart, with the CSV as `file`). */
export const suppressionImportFormSchema = z.object({
  kind: z.enum(SUPPRESSION_KINDS, { error: "Choose what the file's entries name" }),
  /**
   * The header of the column holding the values; blank: the file's only column, or the one named after
   * the kind (for example "Email" or "Company").
   */
  column: z.string({ error: "The column must be text" }).trim().default(""),
  campaignId: z
    .string()
    .trim()
    .transform((value) => (value === "" ? null : value))
    .pipe(scopeSchema)
    .default(null),
  reason: reasonSchema,
  note: noteSchema,
});

/** POST /api/prospects/:id/do-not-contact: the prospect's profile (or e-mail) goes on the list. */
export const prospectSuppressSchema = z.object({
  reason: reasonSchema,
  note: noteSchema,
  /** "company": the prospect's client company only; "agency": every client (agency staff only). */
  scope: z.enum(["company", "agency"], { error: "scope must be company or agency" }).default("company"),
});

export const suppressionEntrySchema = z.object({
  id: z.string(),
  kind: z.enum(SUPPRESSION_KINDS),
  /** Null for an entry an erasure left: it is kept only as a hash. */
  value: z.string().nullable(),
  /** The client company's campaign, or null for agency-wide. */
  campaignId: z.string().nullable(),
  companyName: z.string().nullable(),
  reason: z.enum(SUPPRESSION_REASONS),
  note: z.string(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  /** Campaign prospects it keeps out right now. */
  matches: z.number().int(),
});
export type SuppressionEntry = z.infer<typeof suppressionEntrySchema>;

export const suppressionListSchema = pagedEntriesSchema(suppressionEntrySchema);
export type SuppressionList = z.infer<typeof suppressionListSchema>;

export const suppressionImportResultSchema = z.object({
  added: z.number().int(),
  /** Rows whose value the list already held for the same scope, or that an earlier row of the file named. */
  alreadyListed: z.number().int(),
  failures: z.array(z.object({ row: z.number().int(), reason: z.string(), values: z.array(z.string()) })),
  headers: z.array(z.string()),
});
export type SuppressionImportResult = z.infer<typeof suppressionImportResultSchema>;

// ---- privacy requests and the log -----------------------------------------------------------------

export const PRIVACY_REQUEST_KINDS = ["erasure", "access"] as const;
export type PrivacyRequestKind = (typeof PRIVACY_REQUEST_KINDS)[number];

export const PRIVACY_LOG_ACTIONS = [
  "suppression.added",
  "suppression.removed",
  "suppression.imported",
  "erasure",
  "access.export",
  "retention.run",
  "retention.changed",
  "prospect.export",
] as const;
export type PrivacyLogAction = (typeof PRIVACY_LOG_ACTIONS)[number];

/** Months since a person's last contact or import after which retention anonymises them. */
export const DEFAULT_RETENTION_MONTHS = 36;

/** GDPR: an erasure or access request is answered within one month of its arrival. */
export const PRIVACY_REQUEST_DUE_MONTHS = 1;
export const PRIVACY_LOG_PAGE_SIZE = 100;
export const RETENTION_MONTHS_MIN = 1;
export const RETENTION_MONTHS_MAX = 120;
export const PRIVACY_REQUEST_NOT_FOUND = "Privacy request not found";
export const PRIVACY_REQUEST_DONE = "This request has already been completed";
export const PRIVACY_REQUEST_NOT_ERASURE = "This is an access request: it is answered with the export";
export const PRIVACY_REQUEST_NOT_ACCESS = "This is an erasure request: it is answered by the erasure";
/** What an erasure or retention leaves of a person's name in every list. */
export const ANONYMISED_FIRST_NAME = "Anonymised";
export const ANONYMISED_LAST_NAME = "Person";

/** GET /api/privacy/people?q= : a LinkedIn profile URL or an e-mail address. */
export const personQuerySchema = z.object({
  q: z
    .string({ error: "Enter a LinkedIn profile URL or an e-mail address" })
    .trim()
    .min(1, "Enter a LinkedIn profile URL or an e-mail address")
    .max(SUPPRESSION_VALUE_MAX),
});

/** Everything held about one person, as the manager sees it before an erasure or in an access export. */
export const personRecordSchema = z.object({
  /** Null when no prospect matches (an erasure still lists the identifier as do-not-contact). */
  person: z
    .object({
      prospectId: z.string(),
      ...personNameShape,
      linkedinName: z.string().nullable(),
      linkedinUrl: z.string(),
      email: z.string().nullable(),
      phone: z.string().nullable(),
      createdAt: z.string(),
    })
    .nullable(),
  assignments: z.array(
    z.object({
      assignmentId: z.string(),
      campaignId: z.string(),
      companyName: z.string(),
      sequenceTag: z.string(),
      finalDisposition: z.string(),
      /** The progress flags set, in the Scheduler's order ("invite", "connected", "m1", ...). */
      progress: z.array(z.string()),
      lastTouchAt: z.string().nullable(),
      importedAt: z.string().nullable(),
      badDataReason: z.string().nullable(),
      doNotContact: z.enum(SUPPRESSION_REASONS).nullable(),
    }),
  ),
  conversations: z.array(
    z.object({
      conversationId: z.string(),
      companyName: z.string(),
      messageCount: z.number().int(),
      lastMessageAt: z.string().nullable(),
    }),
  ),
  activityEvents: z.number().int(),
  importBatches: z.array(
    z.object({
      batchId: z.string(),
      fileName: z.string(),
      uploadTime: z.string(),
      /** The person is among the rows the batch's stored error report keeps. */
      inErrorReport: z.boolean(),
    }),
  ),
  /** Outgoing e-mails (the outbox) naming the person's address. */
  outgoingMail: z.number().int(),
  suppressions: z.array(
    z.object({
      id: z.string(),
      kind: z.enum(SUPPRESSION_KINDS),
      companyName: z.string().nullable(),
      reason: z.enum(SUPPRESSION_REASONS),
    }),
  ),
});
export type PersonRecord = z.infer<typeof personRecordSchema>;

/** POST /api/privacy/requests */
export const privacyRequestCreateSchema = z.object({
  kind: z.enum(PRIVACY_REQUEST_KINDS, { error: "Choose Erasure or Access" }),
  subject: personQuerySchema.shape.q,
  /** When the person asked; the answer is due one month later. */
  receivedOn: isoDate,
});
export type PrivacyRequestCreate = z.input<typeof privacyRequestCreateSchema>;

export const privacyRequestSchema = z.object({
  id: z.string(),
  kind: z.enum(PRIVACY_REQUEST_KINDS),
  /** The LinkedIn URL or e-mail named; null once an erasure is done (the request keeps only its hash). */
  subject: z.string().nullable(),
  receivedOn: z.string(),
  dueOn: z.string(),
  completedAt: z.string().nullable(),
  createdBy: z.string().nullable(),
  completedBy: z.string().nullable(),
});
export type PrivacyRequest = z.infer<typeof privacyRequestSchema>;
export const privacyRequestListSchema = z.object({ requests: z.array(privacyRequestSchema) });

/** POST /api/privacy/requests/:id/erase: what the erasure removed or anonymised. */
export const erasureResultSchema = z.object({
  request: privacyRequestSchema,
  ...countsShape("assignments", "messages", "activityEvents", "importBatches", "outgoingMail"),
});
export type ErasureResult = z.infer<typeof erasureResultSchema>;

/** GET /api/privacy/requests/:id/export?format= (a file download, not a JSON call). */
export const accessExportQuerySchema = z.object({
  format: z.enum(["json", "csv"], { error: "format must be json or csv" }).default("json"),
});

export const retentionRowSchema = z.object({
  companyId: z.string(),
  companyName: z.string(),
  retentionMonths: z.number().int(),
  /** People the daily job would anonymise if it ran now (dry run). */
  dueNow: z.number().int(),
});
export const retentionListSchema = z.object({ companies: z.array(retentionRowSchema) });
export type RetentionRow = z.infer<typeof retentionRowSchema>;
export const retentionUpdateSchema = z.object({
  retentionMonths: z
    .number({ error: "Enter the retention period in months" })
    .int("Enter whole months")
    .min(RETENTION_MONTHS_MIN, `The retention period is at least ${RETENTION_MONTHS_MIN} month`)
    .max(RETENTION_MONTHS_MAX, `The retention period is at most ${RETENTION_MONTHS_MAX} months`),
});

export const privacyLogQuerySchema = z.object({
  action: z
    .enum(PRIVACY_LOG_ACTIONS, { error: `action must be one of ${PRIVACY_LOG_ACTIONS.join(", ")}` })
    .optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
});
export const privacyLogEntrySchema = z.object({
  id: z.number().int(),
  action: z.enum(PRIVACY_LOG_ACTIONS),
  actor: z.string().nullable(),
  companyName: z.string().nullable(),
  summary: z.string(),
  createdAt: z.string(),
});
export type PrivacyLogEntry = z.infer<typeof privacyLogEntrySchema>;
export const privacyLogSchema = pagedEntriesSchema(privacyLogEntrySchema);
