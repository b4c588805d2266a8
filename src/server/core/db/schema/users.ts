import { sql } from "drizzle-orm";
import { bigint, boolean, check, index, jsonb, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { at, createdAt, idKey } from "./columns.js";
import { companies } from "./companies.js";

export const users = pgTable(
  "users",
  {
    id: idKey(),
    /** Stored lower-cased. */
    email: text("email").notNull(),
    passwordHash: text("password_hash").notNull(),
    role: text("role", { enum: ["client", "sdr"] }).notNull(),
    /** An SDR's name, or a client's own company name while no company is linked. */
    name: text("name"),
    companyId: uuid("company_id").references(() => companies.id),
    /**
     * When the owner proved the address: by an e-mailed link, or by a manager creating the login.
     * Null for a self-registered account until its link is opened; nothing attaches such an account
     * to a company.
     */
    emailVerifiedAt: at("email_verified_at"),
    /**
     * When this member of staff turned on a second factor (an authenticator app's codes, ADR 0048); null
     * while they have none. Sign-in then asks for a code after the password.
     */
    secondFactorAt: at("second_factor_at"),
    createdAt: createdAt(),
    updatedAt: at("updated_at").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("users_email_key").on(t.email),
    index("users_company_idx").on(t.companyId),
    check("users_role_check", sql`${t.role} in ('client', 'sdr')`),
  ],
);

export const sessions = pgTable(
  "sessions",
  {
    /** SHA-256 of the cookie token, hex; the token itself is never stored. */
    tokenHash: text("token_hash").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    expiresAt: at("expires_at").notNull(),
    /**
     * When the person last proved who they are in this session (signing in, or the password again): an
     * action that cannot be undone asks for a recent proof (step-up, http/access.ts).
     */
    provenAt: at("proven_at").notNull().defaultNow(),
    /**
     * `browser`: the app's cookie. `panel`: the person's side panel (ADR 0051), presented as a bearer
     * token; it never reaches a session-only route unless the route allows the panel.
     */
    kind: text("kind", { enum: ["browser", "panel"] })
      .notNull()
      .default("browser"),
    /** How Settings names a panel and lets the person disconnect it, without the token's hash. */
    publicId: uuid("public_id").notNull().defaultRandom(),
    label: text("label"),
    /** A panel's last request, written at most once a minute; null for browser sessions. */
    lastUsedAt: at("last_used_at"),
  },
  (t) => [
    index("sessions_user_idx").on(t.userId),
    index("sessions_expires_idx").on(t.expiresAt),
    uniqueIndex("sessions_public_id").on(t.publicId),
    check("sessions_kind_check", sql`${t.kind} in ('browser', 'panel')`),
  ],
);

/**
 * A side panel's connection code (ADR 0051): made when a signed-in person presses Connect, traded once,
 * within minutes, by the panel that holds the verifier behind `challenge`, for its token.
 */
export const panelGrants = pgTable("panel_grants", {
  codeHash: text("code_hash").primaryKey(),
  userId: uuid("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  challenge: text("challenge").notNull(),
  createdAt: createdAt(),
  expiresAt: at("expires_at").notNull(),
});

/** A link mailed to an account's address that works once, until it expires. */
const oneTimeLinks = <Name extends string>(name: Name) =>
  pgTable(
    name,
    {
      id: idKey(),
      userId: uuid("user_id")
        .notNull()
        .references(() => users.id, { onDelete: "cascade" }),
      tokenHash: text("token_hash").notNull(),
      createdAt: createdAt(),
      expiresAt: at("expires_at").notNull(),
      usedAt: at("used_at"),
    },
    (t) => [uniqueIndex(`${name}_token_key`).on(t.tokenHash), index(`${name}_user_idx`).on(t.userId)],
  );

export const passwordResets = oneTimeLinks("password_resets");

/**
 * Mailed when a browser the account has not seen gives the right password while guessing at the
 * account is being held back (ADR 0042).
 */
export const signInLinks = oneTimeLinks("sign_in_links");

/**
 * A member of staff's authenticator-app secret (TOTP, RFC 6238; ADR 0048). Unconfirmed while set-up waits
 * for its first valid code; shown only during set-up, never returned after. `last_step` is the 30-second
 * step of the last code accepted: a code is accepted only for a later step, so none works twice.
 */
export const totpSecrets = pgTable("totp_secrets", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  /** Base32, as the authenticator app was given it. */
  secret: text("secret").notNull(),
  createdAt: createdAt(),
  confirmedAt: at("confirmed_at"),
  lastStep: bigint("last_step", { mode: "number" }),
});

/** Single-use recovery codes for when the authenticator app is lost: stored hashed, shown once. */
export const recoveryCodes = pgTable(
  "recovery_codes",
  {
    id: idKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** SHA-256 of the code as normalised (lower case, no dashes or spaces), hex. */
    codeHash: text("code_hash").notNull(),
    createdAt: createdAt(),
    usedAt: at("used_at"),
  },
  (t) => [uniqueIndex("recovery_codes_user_code_key").on(t.userId, t.codeHash)],
);

/**
 * A sign-in halfway: the password (or a mailed sign-in link) was right and the account has a second
 * factor. The browser holds the token in a short-lived cookie; it grants nothing but entering the code.
 */
export const pendingSignIns = pgTable(
  "pending_sign_ins",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    expiresAt: at("expires_at").notNull(),
    /** The WebAuthn challenge last handed out for signing in with a passkey, base64url. */
    challenge: text("challenge"),
  },
  (t) => [index("pending_sign_ins_user_idx").on(t.userId)],
);

/**
 * The agency's security settings, one row at most (`id` is always true). `require_second_factor`: the
 * owner requires a second factor of all staff; staff without one can only set one up (ADR 0048).
 */
export const agencySettings = pgTable(
  "agency_settings",
  {
    id: boolean("id").primaryKey().default(true),
    requireSecondFactor: boolean("require_second_factor").notNull().default(false),
    updatedAt: at("updated_at").notNull().defaultNow(),
    updatedBy: uuid("updated_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [check("agency_settings_one_row_check", sql`${t.id}`)],
);

/** A staff member's passkey (a WebAuthn credential), a second factor like the authenticator app (ADR 0048). */
export const passkeys = pgTable(
  "passkeys",
  {
    id: idKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** What the person called it ("Work laptop"). */
    name: text("name").notNull(),
    /** The credential's id, base64url. */
    credentialId: text("credential_id").notNull(),
    /** The COSE public key, base64url. */
    publicKey: text("public_key").notNull(),
    counter: bigint("counter", { mode: "number" }).notNull().default(0),
    transports: jsonb("transports").$type<string[]>().notNull().default([]),
    createdAt: createdAt(),
    lastUsedAt: at("last_used_at"),
  },
  (t) => [uniqueIndex("passkeys_credential_key").on(t.credentialId), index("passkeys_user_idx").on(t.userId)],
);

/** The challenge of a passkey being registered, one at a time per person, for a few minutes. */
export const passkeyChallenges = pgTable("passkey_challenges", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  challenge: text("challenge").notNull(),
  expiresAt: at("expires_at").notNull(),
});
