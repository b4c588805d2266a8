import { z } from "zod";
import { displayNameField, existingPasswordField, newPasswordField } from "./common.js";

/** A mailed invitation link stays valid this long; a resend mails a new one. */
export const INVITATION_VALID_DAYS = 7;
/** A self-registered account's verification link stays valid this long. */
export const VERIFICATION_VALID_DAYS = 7;

/**
 * Where a roster SDR's or a company login's invitation stands, shown on its row:
 * invited (a link is out and valid), accepted (the login exists), expired (every link ran out),
 * revoked (a manager withdrew the links). Null: never invited (no e-mail, or a manager set a password).
 */
export const INVITATION_STATES = ["invited", "accepted", "expired", "revoked"] as const;
export type InvitationState = (typeof INVITATION_STATES)[number];

export const invitationStatusSchema = z.object({
  state: z.enum(INVITATION_STATES),
  /** When the newest link was mailed. */
  sentAt: z.string(),
  /** When the newest link stops working. */
  expiresAt: z.string(),
});
export type InvitationStatus = z.infer<typeof invitationStatusSchema>;

const tokenField = z
  .string({ error: "The link is incomplete: open it again from your e-mail" })
  .min(1, "The link is incomplete: open it again from your e-mail")
  .max(200, "The link is malformed: open it again from your e-mail");

export const invitationTokenSchema = z.object({ token: tokenField });
export type InvitationTokenRequest = z.input<typeof invitationTokenSchema>;

/**
 * What the invitation page shows before the invitee acts. `account`:
 * - new: no login has this e-mail; the invitee chooses a name and password;
 * - existing: a login with this e-mail exists; its owner accepts by signing in with its password
 *   (or at once when already signed in as it: `signedInAsInvitee`);
 * - unproven: a login with this e-mail exists but nobody ever proved owning the address; opening this
 *   link proves it, so the invitee sets a new password and every other session of that login ends.
 */
export const invitationPreviewSchema = z.object({
  email: z.string(),
  role: z.enum(["client", "sdr"]),
  companyName: z.string().nullable(),
  inviterName: z.string().nullable(),
  expiresAt: z.string(),
  account: z.enum(["new", "existing", "unproven"]),
  signedInAsInvitee: z.boolean(),
});
export type InvitationPreview = z.infer<typeof invitationPreviewSchema>;

/**
 * Accepting: `name` and `newPassword` for a new or unproven login; `password` (the login's own) for an
 * existing one, unless the browser is already signed in as it.
 */
export const acceptInvitationSchema = z.object({
  token: tokenField,
  name: displayNameField.optional(),
  newPassword: newPasswordField.optional(),
  password: existingPasswordField.optional(),
});
export type AcceptInvitationRequest = z.input<typeof acceptInvitationSchema>;

export const INVALID_INVITATION =
  "This invitation link is invalid, was withdrawn or has expired. Ask whoever invited you to send a new one.";
export const INVALID_VERIFICATION_LINK =
  "This confirmation link is invalid or has expired. Request a new one.";
