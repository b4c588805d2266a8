import { z } from "zod";
import { requiredTextField } from "./common.js";

export const API_KEY_NAME_MAX = 100;
/** How many audit entries the list answers, newest first. */
export const API_KEY_AUDIT_LIMIT = 200;

/** Every key starts with this, so a leaked one is easy to recognise and search for. */
export const API_KEY_PREFIX = "od_";
/** Characters of the secret shown in lists: `od_` and the first 8 of the random part. */
export const API_KEY_SHOWN_LENGTH = 11;

export const API_KEY_NOT_FOUND = "API key not found";
/** The one answer to a presented key that is malformed, unknown or revoked. */
export const API_KEY_INVALID = "Invalid or revoked API key.";
export const API_KEY_SESSION_ONLY = "API keys cannot be used here. Sign in instead.";
export const API_KEY_READ_ONLY = "This API key is read-only.";
export const COMPANY_KEY_READ_ONLY = "A client company's key is always read-only";
export const API_KEY_COMPANY_UNKNOWN = "Choose a client company from the list";

/** POST /api/api-keys: `companyId` null is agency-wide; a company's key is read-only. */
export const apiKeyCreateSchema = z
  .object({
    name: requiredTextField(
      API_KEY_NAME_MAX,
      "Name is required",
      `Name must be at most ${API_KEY_NAME_MAX} characters`,
    ),
    companyId: z.uuid({ error: API_KEY_COMPANY_UNKNOWN }).nullable().default(null),
    readOnly: z.boolean({ error: "Access must be read-only (true) or read-write (false)" }).default(true),
  })
  .refine((input) => input.companyId === null || input.readOnly, {
    path: ["readOnly"],
    error: COMPANY_KEY_READ_ONLY,
  });
export type ApiKeyCreate = z.input<typeof apiKeyCreateSchema>;

export const API_KEY_STATUSES = ["active", "revoked"] as const;

/** A key as managers see it; the secret itself is shown only in the answer that creates it. */
export const apiKeySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  /** The secret's first characters (`od_` + 8), to tell keys apart. */
  prefix: z.string(),
  /** Null: agency-wide; else the client company whose read-only rights the key has. */
  companyId: z.string().nullable(),
  companyName: z.string().nullable(),
  readOnly: z.boolean(),
  status: z.enum(API_KEY_STATUSES),
  createdAt: z.string(),
  /** The manager who made it: name, else e-mail. */
  createdBy: z.string().nullable(),
  /** Updated at most once a minute. */
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
  revokedBy: z.string().nullable(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

export const createdApiKeySchema = z.object({
  key: apiKeySchema,
  /** `od_` + 43 characters: shown this once, never stored. */
  secret: z.string(),
});
export type CreatedApiKey = z.infer<typeof createdApiKeySchema>;

export const API_KEY_AUDIT_ACTIONS = ["created", "revoked", "request"] as const;
export type ApiKeyAuditAction = (typeof API_KEY_AUDIT_ACTIONS)[number];

/** One line of the audit list: a key made or revoked by a manager, or a change made with a key. */
export const apiKeyAuditEntrySchema = z.object({
  id: z.number(),
  keyId: z.string(),
  keyName: z.string(),
  keyPrefix: z.string(),
  action: z.enum(API_KEY_AUDIT_ACTIONS),
  /** The manager, for created and revoked; null for a request made with the key. */
  actor: z.string().nullable(),
  /** For a request: method, route and status, e.g. `PATCH /api/prospects/:id 200`. */
  detail: z.string(),
  createdAt: z.string(),
});
export type ApiKeyAuditEntry = z.infer<typeof apiKeyAuditEntrySchema>;
