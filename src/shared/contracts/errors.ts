import { z } from "zod";

/**
 * Stable, machine-readable kinds of a non-2xx API answer. The message stays the text a person reads
 * (the spec's wording); the code lets a client branch without reading that text.
 */
export const ERROR_CODES = [
  "validation",
  "nul_character",
  "unauthorized",
  "forbidden",
  "step_up_required",
  "second_factor_setup_required",
  "not_found",
  "conflict",
  "gone",
  "payload_too_large",
  "unsupported_media_type",
  "rate_limited",
  "request_timeout",
  "database_unavailable",
  "write_contended",
  "over_budget",
  "unavailable",
  "internal",
] as const;

export const errorCodeSchema = z.enum(ERROR_CODES);
export type ErrorCode = z.infer<typeof errorCodeSchema>;

/**
 * Body of every non-2xx API answer: the message as the spec words it, a code when the kind is known,
 * and the request field the error is about when there is one (a dotted path, e.g. `messages.0.text`).
 */
export const errorBodySchema = z
  .object({
    message: z.string(),
    code: errorCodeSchema.optional(),
    field: z.string().min(1).optional(),
  })
  .strict();
export type ErrorBody = z.infer<typeof errorBodySchema>;
