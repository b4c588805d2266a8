import { z } from "zod";

/** What an e-mail address input says when it is not text, blank, too long, or no address. */
interface EmailMessages {
  notText: string;
  blank: string;
  tooLong: string;
  invalid: string;
}

/** An e-mail address: trimmed, at most 254 characters, a valid address, lower-cased. */
export const emailAddressField = (messages: EmailMessages) =>
  z
    .string({ error: messages.notText })
    .trim()
    .min(1, messages.blank)
    .max(254, messages.tooLong)
    .pipe(z.email({ error: messages.invalid }))
    .transform((value) => value.toLowerCase());

export const emailField = emailAddressField({
  notText: "Email is required",
  blank: "Email is required",
  tooLong: "Email must be at most 254 characters",
  invalid: "Enter a valid email address",
});

export const NEW_PASSWORD_MIN_LENGTH = 12;
export const NEW_PASSWORD_TOO_SHORT = `Password must be at least ${NEW_PASSWORD_MIN_LENGTH} characters`;
/** Shown under every new-password input; the server also refuses common and easily guessed ones. */
export const NEW_PASSWORD_HINT = `At least ${NEW_PASSWORD_MIN_LENGTH} characters. Avoid common words, names and patterns.`;

/** New passwords (ADR 0013); existing ones are only checked for presence, so they keep working. */
export const newPasswordField = z
  .string({ error: "Password is required" })
  .min(NEW_PASSWORD_MIN_LENGTH, NEW_PASSWORD_TOO_SHORT)
  .max(200, "Password must be at most 200 characters");

export const existingPasswordField = z
  .string({ error: "Password is required" })
  .min(1, "Password is required")
  .max(200, "Password must be at most 200 characters");

/**
 * Text that must hold something once trimmed: `required` when it is missing, not text or blank,
 * `tooLong` past `max` characters.
 */
export const requiredTextField = (max: number, required: string, tooLong: string) =>
  z.string({ error: required }).trim().min(1, required).max(max, tooLong);

/** A person's name as they set it (profile, accepted invitation). */
export const displayNameField = z
  .string()
  .trim()
  .min(1, "Name is required")
  .max(120, "Name must be at most 120 characters");

/**
 * Whole-number counts, one per name in the order given: `z.object(countsShape("added", "removed"))` is
 * `z.object({ added: z.number().int(), removed: z.number().int() })`, to spread among other fields.
 */
export const countsShape = <const Name extends string>(...names: Name[]) =>
  Object.fromEntries(names.map((name) => [name, z.number().int()])) as { [N in Name]: z.ZodNumber };

/** A calendar date as YYYY-MM-DD that exists (no 31 April). */
export const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Enter the date as YYYY-MM-DD")
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
  }, "Enter a date that exists");

/** A page of a longer list: the entries it holds, and how many entries match in all. */
export const pagedEntriesSchema = <Entry extends z.ZodType>(entry: Entry) =>
  z.object({ entries: z.array(entry), total: z.number().int() });

/** A person as every list names them: name, job title and company (spread among a row's fields). */
export const personNameShape = {
  firstName: z.string(),
  lastName: z.string(),
  jobTitle: z.string(),
  company: z.string(),
};

/** Someone or something named in an answer: its id and display name. */
export const namedRefSchema = z.object({ id: z.string(), name: z.string() });

export const messageResponseSchema = z.object({ message: z.string() });
