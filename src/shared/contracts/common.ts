import { z } from "zod";

/** Body of every non-2xx API answer. */
export const errorResponseSchema = z.object({ message: z.string() });
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

export const emailField = z
  .string({ error: "Email is required" })
  .trim()
  .min(1, "Email is required")
  .max(254, "Email must be at most 254 characters")
  .pipe(z.email({ error: "Enter a valid email address" }))
  .transform((value) => value.toLowerCase());

/** New passwords; existing ones are only checked for presence. */
export const newPasswordField = z
  .string({ error: "Password is required" })
  .min(8, "Password must be at least 8 characters")
  .max(200, "Password must be at most 200 characters");

export const existingPasswordField = z
  .string({ error: "Password is required" })
  .min(1, "Password is required")
  .max(200, "Password must be at most 200 characters");

export const messageResponseSchema = z.object({ message: z.string() });
