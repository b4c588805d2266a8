import { z } from "zod";
import { displayNameField, emailField, existingPasswordField, newPasswordField } from "./common.js";
import { STAFF_ROLES } from "./staff-roles.js";

export const userTypeSchema = z.enum(["client", "sdr"], { error: "Account type must be client or sdr" });
export type UserType = z.infer<typeof userTypeSchema>;

export const loginRequestSchema = z.object({
  email: emailField,
  password: existingPasswordField,
  userType: userTypeSchema,
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

/** `setupCode`: only for the first SDR of an instance, which has no manager to invite them. */
export const registerRequestSchema = loginRequestSchema.extend({
  password: newPasswordField,
  setupCode: z.string().trim().max(100, "Setup code is malformed").optional(),
});
export type RegisterRequest = z.input<typeof registerRequestSchema>;

export const clientUserSchema = z.object({
  type: z.literal("client"),
  id: z.string(),
  email: z.string(),
  companyName: z.string().nullable(),
  campaignId: z.string().nullable(),
  /** False until the owner opens the link mailed to this address. */
  emailVerified: z.boolean(),
});
export const sdrUserSchema = z.object({
  type: z.literal("sdr"),
  id: z.string(),
  email: z.string(),
  name: z.string(),
  /** What this member of staff may do (staff-roles.ts). */
  staffRole: z.enum(STAFF_ROLES),
  emailVerified: z.boolean(),
  /** Sign-in asks for a code from their authenticator app after the password (ADR 0048). */
  secondFactor: z.boolean(),
  /** The owner requires a second factor of all staff: without one, only setting it up is open. */
  secondFactorRequired: z.boolean(),
});
export const sessionUserSchema = z.discriminatedUnion("type", [clientUserSchema, sdrUserSchema]);
export type ClientUser = z.infer<typeof clientUserSchema>;
export type SdrUser = z.infer<typeof sdrUserSchema>;
export type SessionUser = z.infer<typeof sessionUserSchema>;

/**
 * SDRs change `name`, clients change `companyName`; both may change their email, which needs
 * `currentPassword`.
 */
export const updateProfileRequestSchema = z.object({
  email: emailField,
  currentPassword: existingPasswordField.optional(),
  name: displayNameField.optional(),
  companyName: displayNameField.optional(),
});
export type UpdateProfileRequest = z.input<typeof updateProfileRequestSchema>;

export const changePasswordRequestSchema = z.object({
  currentPassword: existingPasswordField,
  newPassword: newPasswordField,
});
export type ChangePasswordRequest = z.input<typeof changePasswordRequestSchema>;

export const forgotPasswordRequestSchema = z.object({ email: emailField });
export type ForgotPasswordRequest = z.input<typeof forgotPasswordRequestSchema>;

export const resetPasswordRequestSchema = z.object({
  token: z.string().min(1, "Reset token is missing").max(200, "Reset token is malformed"),
  newPassword: newPasswordField,
});
export type ResetPasswordRequest = z.input<typeof resetPasswordRequestSchema>;

export const FORGOT_PASSWORD_ANSWER = "If an account exists for that email, a reset link is on its way.";
export const RESET_LINK_VALID_MINUTES = 60;

/**
 * Sign-in's answer (202) to a browser the account has not seen while guessing at the account is held
 * back: the same whether the password was right or wrong; only a right one mails a link (ADR 0042).
 */
export const SIGN_IN_LINK_MAILED =
  "Too many attempts to sign in to this account from new browsers. If the password was right, we e-mailed a sign-in link to the account's address: open it to finish signing in.";
export const SIGN_IN_LINK_VALID_MINUTES = 15;
export const INVALID_SIGN_IN_LINK = "This sign-in link is invalid, used or expired. Sign in again.";

/** How long a proof of who is signed in (the sign-in, or the password again) covers irreversible actions. */
export const STEP_UP_MINUTES = 10;
export const STEP_UP_REQUIRED = "Enter your password again to confirm it's you.";
/**
 * The password, or (for staff with a second factor) a code from the authenticator app, a recovery code,
 * or a passkey's answer to the challenge of `/api/auth/step-up/passkey-options`.
 */
export const stepUpRequestSchema = z
  .object({
    password: existingPasswordField.optional(),
    code: z.string().trim().max(40, "The code is too long").optional(),
    passkey: z
      .object({ id: z.string().max(2000), rawId: z.string().max(2000), type: z.literal("public-key") })
      .passthrough()
      .optional(),
  })
  .refine((body) => body.password !== undefined || body.code !== undefined || body.passkey !== undefined, {
    message: "Password is required",
    path: ["password"],
  });
export type StepUpRequest = z.input<typeof stepUpRequestSchema>;

/** How long a sign-in waits for its second factor after the password was right (ADR 0048). */
export const SECOND_FACTOR_PENDING_MINUTES = 10;
export const SECOND_FACTOR_NEEDED =
  "Enter the 6-digit code from your authenticator app, or one of your recovery codes.";
export const SECOND_FACTOR_NEEDED_PASSKEY =
  "Use your passkey, or enter the 6-digit code from your authenticator app or one of your recovery codes.";
export const WRONG_SECOND_FACTOR_CODE =
  "That code is not right or was already used. Enter the current code from your authenticator app, or an unused recovery code.";
export const SECOND_FACTOR_SIGN_IN_EXPIRED =
  "This sign-in waited too long for its code. Enter your e-mail and password again.";
export const RECOVERY_CODE_COUNT = 10;
export const SECOND_FACTOR_SETUP_REQUIRED =
  "The agency requires a second factor for all staff. Set up an authenticator app to continue.";

/** The owner's agency-wide security settings. */
export const agencySecuritySchema = z.object({
  secondFactorRequired: z.boolean({ error: "secondFactorRequired must be true or false" }),
});
export type AgencySecurity = z.infer<typeof agencySecuritySchema>;

/** Sign-in's answer when the password was right but the account has a second factor: no session yet. */
export const secondFactorNeededSchema = z.object({
  message: z.string(),
  secondFactor: z.literal(true),
  /** The account has a passkey: the browser may offer it. */
  passkey: z.boolean(),
});
/** 202 from sign-in and the sign-in link: a link was mailed (held back), or a code is needed. */
export const signInPendingSchema = z.union([
  secondFactorNeededSchema,
  z.object({ message: z.string(), secondFactor: z.undefined().optional() }),
]);
export type SignInPending = z.infer<typeof signInPendingSchema>;

export const secondFactorCodeSchema = z.object({
  code: z.string({ error: "Enter the code" }).trim().min(1, "Enter the code").max(40, "The code is too long"),
});
export type SecondFactorCode = z.input<typeof secondFactorCodeSchema>;

/** The signed-in staff member's second factor, for their account page. */
export const secondFactorStatusSchema = z.object({
  enabled: z.boolean(),
  enabledAt: z.string().nullable(),
  recoveryCodesLeft: z.number().int(),
});
export type SecondFactorStatus = z.infer<typeof secondFactorStatusSchema>;

/** A new authenticator secret, shown while setting up only: as text, as an otpauth:// URI, and as a QR code. */
export const totpSetupSchema = z.object({
  secret: z.string(),
  uri: z.string(),
  /** A data: URL of the QR code's PNG image. */
  qrCode: z.string(),
});
export type TotpSetup = z.infer<typeof totpSetupSchema>;

/** Recovery codes, shown once. */
export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;

/** A WebAuthn response from the browser (@simplewebauthn/browser), checked by the server's library. */
const webAuthnResponseSchema = z
  .object({ id: z.string().max(2000), rawId: z.string().max(2000), type: z.literal("public-key") })
  .passthrough();

/** The second step of sign-in: a code, or a passkey's answer to the challenge. */
export const secondFactorSignInSchema = z
  .object({
    code: secondFactorCodeSchema.shape.code.optional(),
    passkey: webAuthnResponseSchema.optional(),
  })
  .refine((body) => body.code !== undefined || body.passkey !== undefined, {
    message: "Enter the code",
    path: ["code"],
  });
export type SecondFactorSignIn = z.input<typeof secondFactorSignInSchema>;

/** Options for the browser's WebAuthn call (navigator.credentials.create or get), as JSON. */
export const webAuthnOptionsSchema = z.record(z.string(), z.unknown());

export const passkeySchema = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type Passkey = z.infer<typeof passkeySchema>;

export const newPasskeySchema = z.object({
  name: z
    .string({ error: "Name the passkey" })
    .trim()
    .min(1, "Name the passkey, e.g. Work laptop")
    .max(60, "The name must be at most 60 characters"),
  response: webAuthnResponseSchema,
});
export type NewPasskey = z.input<typeof newPasskeySchema>;

/** A passkey added; recovery codes when it was the account's first second factor (shown once). */
export const passkeyAddedSchema = z.object({
  passkey: passkeySchema,
  recoveryCodes: z.array(z.string()).nullable(),
});
