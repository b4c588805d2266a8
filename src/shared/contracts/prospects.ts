import { z } from "zod";
import { requiredTextField } from "./common.js";

import {
  FINAL_DISPOSITIONS,
  type FinalDisposition,
  PROGRESS_FLAGS,
  type ProgressFlag,
  prospectShape,
  SEQUENCE_TAGS,
  type SequenceTag,
} from "./prospect-fields.js";

export {
  CADENCE_STEPS,
  type CadenceStep,
  FINAL_DISPOSITIONS,
  type FinalDisposition,
  FOLLOW_UP_FLAGS,
  MESSAGE_FLAGS,
  NEXT_STEP_KINDS,
  PROGRESS_FLAG_LABELS,
  PROGRESS_FLAGS,
  type ProgressFlag,
  type ProspectNext,
  prospectNextSchema,
  SEQUENCE_TAGS,
  type SequenceTag,
} from "./prospect-fields.js";

/**
 * Spec section 3 "Prospect": the campaign assignment (`id`) joined with its person (`prospectId`), built
 * from the field registry (PROSPECT_FIELDS in prospect-fields.ts), in its order.
 */
export const prospectSchema = z.object(prospectShape());
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
  reason: requiredTextField(500, "A reason is required", "The reason must be at most 500 characters"),
});
export type FlagBadDataRequest = z.input<typeof flagBadDataSchema>;

/** POST /api/prospects/{id}/reply: the reply the prospect sent (spec "Reply capture dialog"). */
export const replyCaptureSchema = z.object({
  content: requiredTextField(10_000, "Reply text is required", "The reply must be at most 10000 characters"),
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
