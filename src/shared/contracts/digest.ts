import { z } from "zod";
import { emailAddressField } from "./common.js";

/** ISO weekdays (1 Monday ... 7 Sunday), as the digest settings store them. */
export const DIGEST_WEEKDAYS = [
  { value: 1, label: "Monday" },
  { value: 2, label: "Tuesday" },
  { value: 3, label: "Wednesday" },
  { value: 4, label: "Thursday" },
  { value: 5, label: "Friday" },
  { value: 6, label: "Saturday" },
  { value: 7, label: "Sunday" },
] as const;

/** Extra addresses a manager may add besides the company's client logins. */
export const DIGEST_MAX_EXTRA_RECIPIENTS = 20;

const extraAddress = emailAddressField({
  notText: "Each address must be text",
  blank: "An extra address is empty",
  tooLong: "An address must be at most 254 characters",
  invalid: "Enter valid e-mail addresses (one is not)",
});

/** PUT body: when the digest goes out (in the company's time zone) and the extra addresses. */
export const digestSettingsInputSchema = z.strictObject(
  {
    weekday: z
      .number({ error: "Day must be a weekday number from 1 (Monday) to 7 (Sunday)" })
      .int("Day must be a weekday number from 1 (Monday) to 7 (Sunday)")
      .min(1, "Day must be a weekday number from 1 (Monday) to 7 (Sunday)")
      .max(7, "Day must be a weekday number from 1 (Monday) to 7 (Sunday)"),
    hour: z
      .number({ error: "Hour must be a whole hour from 0 to 23" })
      .int("Hour must be a whole hour from 0 to 23")
      .min(0, "Hour must be a whole hour from 0 to 23")
      .max(23, "Hour must be a whole hour from 0 to 23"),
    extraRecipients: z
      .array(extraAddress, { error: "Extra recipients must be a list of e-mail addresses" })
      .max(DIGEST_MAX_EXTRA_RECIPIENTS, `At most ${DIGEST_MAX_EXTRA_RECIPIENTS} extra addresses`)
      .refine((list) => new Set(list).size === list.length, "An extra address is listed twice"),
  },
  {
    error: (issue) =>
      issue.code === "unrecognized_keys"
        ? `Unknown field in the digest settings: ${issue.keys.join(", ")}`
        : "The digest settings must be an object with weekday, hour and extraRecipients",
  },
);
export type DigestSettingsInput = z.input<typeof digestSettingsInputSchema>;

export const digestRecipientSchema = z.object({
  email: z.string(),
  /** A client login of the company, or an address a manager added. */
  source: z.enum(["client-login", "extra"]),
  /** The address used its unsubscribe link: it gets no digest of this company. */
  unsubscribed: z.boolean(),
});
export type DigestRecipient = z.output<typeof digestRecipientSchema>;

export const digestSettingsSchema = z.object({
  weekday: z.number(),
  hour: z.number(),
  /** The company's time zone (its cadence's, else the app's): day and hour are read in it. */
  timeZone: z.string(),
  extraRecipients: z.array(z.string()),
  recipients: z.array(digestRecipientSchema),
  /** Whether the company gets digests now (not paused, terminated or archived). */
  active: z.boolean(),
  updatedAt: z.string().nullable(),
});
export type DigestSettings = z.output<typeof digestSettingsSchema>;

export const digestPreviewResultSchema = z.object({ sentTo: z.string() });
