import { z } from "zod";

export const emailField = z
  .string({ error: "Email is required" })
  .trim()
  .min(1, "Email is required")
  .max(254, "Email must be at most 254 characters")
  .pipe(z.email({ error: "Enter a valid email address" }))
  .transform((value) => value.toLowerCase());

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

export const messageResponseSchema = z.object({ message: z.string() });
