import { z } from "zod";
import { idParamsSchema } from "./management.js";
import { FINAL_DISPOSITIONS, flagBadDataSchema, PROGRESS_FLAGS, SEQUENCE_TAGS } from "./prospects.js";

/** The most prospects one bulk change may name. */
export const BULK_MAX_IDS = 10_000;
/** How long the server keeps a bulk change undoable (the client's toast offers it for less). */
export const BULK_UNDO_SECONDS = 60;
export const REPLY_NOT_IN_BULK =
  "Reply is not set in bulk: each reply needs its text. Set it one prospect at a time.";

const flagChange = z.object({
  field: z.enum(PROGRESS_FLAGS, { error: `change.field must be one of: ${PROGRESS_FLAGS.join(", ")}` }),
  value: z.boolean({ error: "change.value must be true or false" }),
});
const tagChange = z.object({
  field: z.literal("sequenceTag"),
  value: z.enum(SEQUENCE_TAGS, { error: `change.value must be one of: ${SEQUENCE_TAGS.join(", ")}` }),
});
const dispositionChange = z.object({
  field: z.literal("finalDisposition"),
  value: z
    .enum(FINAL_DISPOSITIONS, { error: `change.value must be one of: ${FINAL_DISPOSITIONS.join(", ")}` })
    .refine((value) => value !== "Reply", REPLY_NOT_IN_BULK),
});
const badDataChange = z.object({
  field: z.literal("badData"),
  reason: flagBadDataSchema.shape.reason,
});

/** One change for every selected prospect: a step ticked or unticked, a tag, a disposition, bad data. */
export const bulkChangeSchema = z.discriminatedUnion(
  "field",
  [flagChange, tagChange, dispositionChange, badDataChange],
  {
    error: "change.field must be a progress step, sequenceTag, finalDisposition or badData",
  },
);
export type BulkChange = z.output<typeof bulkChangeSchema>;

/**
 * POST /api/campaigns/{id}/prospects/bulk: the listed prospects (assignment ids) of the campaign, each
 * once. All or nothing: one id that is not a listed prospect of the campaign refuses the whole request.
 */
export const bulkChangeRequestSchema = z.object({
  ids: z
    .array(z.string().max(100, "Each id must be at most 100 characters"), {
      error: "ids must be a list of ids",
    })
    .min(1, "Select at least one prospect")
    .max(BULK_MAX_IDS, `At most ${BULK_MAX_IDS} prospects can be changed at once`)
    .refine((ids) => new Set(ids).size === ids.length, "Each id may be sent only once"),
  change: bulkChangeSchema,
});
export type BulkChangeRequest = z.input<typeof bulkChangeRequestSchema>;

export const bulkChangeParamsSchema = idParamsSchema.extend({
  changeId: z.string().max(100, "Not a valid change id"),
});

/** What a bulk change did: how many records changed (the rest had the value already), and how to undo it. */
export const bulkChangeResultSchema = z.object({
  changeId: z.string(),
  changed: z.number(),
  unchanged: z.number(),
  /** Until when POST .../bulk/{changeId}/undo restores the previous values. */
  undoUntil: z.string(),
});
export type BulkChangeResult = z.infer<typeof bulkChangeResultSchema>;

export const bulkUndoResultSchema = z.object({ restored: z.number() });
export type BulkUndoResult = z.infer<typeof bulkUndoResultSchema>;
