import { z } from "zod";
import { SUPPRESSION_REASONS } from "./privacy.js";

export const SEQUENCE_TAGS = ["New", "Interested", "Question", "Soft No", "Hard No"] as const;
export const FINAL_DISPOSITIONS = ["New", "Meeting", "Reply", "No Reply", "Dead"] as const;
export type SequenceTag = (typeof SEQUENCE_TAGS)[number];
export type FinalDisposition = (typeof FINAL_DISPOSITIONS)[number];

/** The progress flags of spec section 3, in the scheduler's column order. */
export const PROGRESS_FLAGS = [
  "invite",
  "connected",
  "m1",
  "m2",
  "m3",
  "m4",
  "ff1",
  "ff2",
  "ff3",
  "ff4",
  "ff5",
] as const;
export type ProgressFlag = (typeof PROGRESS_FLAGS)[number];
/** Each flag's column heading in the Scheduler and in exports ("Invite", "M1", ...). */
export const PROGRESS_FLAG_LABELS: Record<ProgressFlag, string> = {
  invite: "Invite",
  connected: "Connected",
  m1: "M1",
  m2: "M2",
  m3: "M3",
  m4: "M4",
  ff1: "FF1",
  ff2: "FF2",
  ff3: "FF3",
  ff4: "FF4",
  ff5: "FF5",
};
export const MESSAGE_FLAGS = ["m1", "m2", "m3", "m4"] as const;
export const FOLLOW_UP_FLAGS = ["ff1", "ff2", "ff3", "ff4", "ff5"] as const;
/** The steps of a cadence, in order: every progress flag but `connected`, which m1 waits for. */
export const CADENCE_STEPS = ["invite", ...MESSAGE_FLAGS, ...FOLLOW_UP_FLAGS] as const;
export type CadenceStep = (typeof CADENCE_STEPS)[number];

/** Spec section 3 "Prospect": the campaign assignment (`id`) joined with its person (`prospectId`). */
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

export const prospectSchema = z.object({
  id: z.string(),
  prospectId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  jobTitle: z.string(),
  company: z.string(),
  linkedinName: z.string().nullable(),
  linkedinUrl: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  sdrEmail: z.string().nullable(),
  campaign: z.string(),
  campaignId: z.string(),
  invite: z.boolean(),
  connected: z.boolean(),
  m1: z.boolean(),
  m2: z.boolean(),
  m3: z.boolean(),
  m4: z.boolean(),
  ff1: z.boolean(),
  ff2: z.boolean(),
  ff3: z.boolean(),
  ff4: z.boolean(),
  ff5: z.boolean(),
  sequenceTag: z.enum(SEQUENCE_TAGS),
  finalDisposition: z.enum(FINAL_DISPOSITIONS),
  lastTouchAt: z.string().nullable(),
  importedAt: z.string().nullable(),
  assignedAt: z.string().nullable(),
  updatedAt: z.string(),
  next: prospectNextSchema.nullable(),
  /** Why the do-not-contact list keeps this prospect out (doNotContactText), or null. */
  doNotContact: z.enum(SUPPRESSION_REASONS).nullable(),
});
export type Prospect = z.infer<typeof prospectSchema>;

// ---- requests ------------------------------------------------------------------------------------

/** GET /api/campaigns/{id}/prospects: `q` matches first name, last name or company (case-insensitive). */
export const prospectListQuerySchema = z.object({
  q: z.string().max(200, "q must be at most 200 characters").optional(),
});

/** A progress flag arrives as true/false or as the string "true"/"false" (spec section 3). */
const flagValue = (flag: ProgressFlag) =>
  z
    .union([z.boolean(), z.enum(["true", "false"])], { error: `${flag} must be true or false` })
    .transform((value) => value === true || value === "true");

const progressFlagFields = Object.fromEntries(PROGRESS_FLAGS.map((flag) => [flag, flagValue(flag)])) as {
  [F in ProgressFlag]: ReturnType<typeof flagValue>;
};

/**
 * PATCH /api/prospects/{id}?confirm=over-budget: the SDR confirmed ticking an invite although the
 * campaign's LinkedIn invite budget is used up (without it such a tick answers 409, code over_budget).
 */
export const prospectPatchQuerySchema = z.object({
  confirm: z.enum(["over-budget"], { error: 'confirm must be "over-budget"' }).optional(),
});

/** The fields PATCH /api/prospects/{id} accepts, one at a time. */
export const PROSPECT_PATCH_FIELDS = [...PROGRESS_FLAGS, "sequenceTag", "finalDisposition"] as const;
export type ProspectPatchField = (typeof PROSPECT_PATCH_FIELDS)[number];

const sentFields = (value: unknown): string[] =>
  value && typeof value === "object"
    ? Object.entries(value)
        .filter(([, field]) => field !== undefined)
        .map(([key]) => key)
    : [];

/**
 * PATCH /api/prospects/{id}: exactly one of the progress flags, sequenceTag or finalDisposition.
 * Everything else (lastTouchAt included: it follows progress and disposition changes) is refused.
 */
export const prospectPatchSchema = z
  .object({
    ...progressFlagFields,
    sequenceTag: z.enum(SEQUENCE_TAGS, {
      error: `sequenceTag must be one of: ${SEQUENCE_TAGS.join(", ")}`,
    }),
    finalDisposition: z.enum(FINAL_DISPOSITIONS, {
      error: `finalDisposition must be one of: ${FINAL_DISPOSITIONS.join(", ")}`,
    }),
  })
  .partial()
  .strict()
  .refine((value) => sentFields(value).length === 1, {
    // Unknown keys and bad values have their own messages; the count is checked once those pass.
    when: (payload) => payload.issues.length === 0,
    error: (issue) => {
      const sent = sentFields(issue.input);
      return sent.length > 1
        ? `Send exactly one field to change, not ${sent.join(", ")}`
        : "Send exactly one field to change";
    },
  });
export type ProspectPatch = z.input<typeof prospectPatchSchema>;

/** One changed field and its new value: what a PATCH carries, as the client and the server handle it. */
export type ProspectFieldChange =
  | { field: ProgressFlag; value: boolean }
  | { field: "sequenceTag"; value: SequenceTag }
  | { field: "finalDisposition"; value: FinalDisposition };

/** The PATCH body of a change. */
export const patchOfChange = (change: ProspectFieldChange): ProspectPatch =>
  ({ [change.field]: change.value }) as ProspectPatch;

/** The one change a validated PATCH body carries. */
export function changeOfPatch(patch: z.output<typeof prospectPatchSchema>): ProspectFieldChange {
  const [entry] = Object.entries(patch).filter(([, value]) => value !== undefined);
  if (!entry) throw new Error("a validated patch carries one field");
  return { field: entry[0], value: entry[1] } as ProspectFieldChange;
}

/** POST /api/flag-bad-data. `sdrEmail` is accepted and ignored: the signed-in user is recorded. */
export const flagBadDataSchema = z.object({
  prospectId: z.uuid({ error: "prospectId must be the id of a listed prospect" }),
  sdrEmail: z.string().max(254, "sdrEmail must be at most 254 characters").optional(),
  reason: z
    .string({ error: "A reason is required" })
    .trim()
    .min(1, "A reason is required")
    .max(500, "The reason must be at most 500 characters"),
});
export type FlagBadDataRequest = z.input<typeof flagBadDataSchema>;

/** POST /api/prospects/{id}/reply: the reply the prospect sent (spec "Reply capture dialog"). */
export const replyCaptureSchema = z.object({
  content: z
    .string({ error: "Reply text is required" })
    .trim()
    .min(1, "Reply text is required")
    .max(10_000, "The reply must be at most 10000 characters"),
});
export type ReplyCaptureRequest = z.input<typeof replyCaptureSchema>;

// ---- responses -----------------------------------------------------------------------------------

export const badDataCountSchema = z.object({ count: z.number() });
export type BadDataCount = z.infer<typeof badDataCountSchema>;

/**
 * The answer to POST /api/flag-bad-data. Flagging is idempotent: flagging an already flagged prospect
 * answers 200 with the first flag (its time and reason) and `alreadyFlagged: true`, and records nothing.
 */
export const badDataFlagSchema = z.object({
  ok: z.literal(true),
  id: z.string(),
  badDataAt: z.string(),
  badDataReason: z.string(),
  alreadyFlagged: z.boolean(),
});
export type BadDataFlag = z.infer<typeof badDataFlagSchema>;
