import { sql } from "drizzle-orm";
import { check, index, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { clientLogins } from "./client-logins.js";
import { at, createdAt, idKey } from "./columns.js";
import { companies } from "./companies.js";
import { sdrs } from "./sdrs.js";
import { users } from "./users.js";

/**
 * One mailed invitation link: to an SDR on the roster, or to a login e-mail of a company. Opening
 * the link proves the invitee owns the address; nothing else grants the invitation's rights. A resend
 * adds a row, so every link mailed stays valid until it expires; accepting one spends them all.
 */
export const invitations = pgTable(
  "invitations",
  {
    id: idKey(),
    /** Stored lower-cased. */
    email: text("email").notNull(),
    role: text("role", { enum: ["client", "sdr"] }).notNull(),
    sdrId: uuid("sdr_id").references(() => sdrs.id, { onDelete: "cascade" }),
    companyId: uuid("company_id").references(() => companies.id, { onDelete: "cascade" }),
    /** A further login of the company (ADR 0049); null for the company's own login e-mail. */
    clientLoginId: uuid("client_login_id").references(() => clientLogins.id, { onDelete: "cascade" }),
    /** SHA-256 of the link's token, hex. */
    tokenHash: text("token_hash").notNull(),
    invitedBy: uuid("invited_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    expiresAt: at("expires_at").notNull(),
    acceptedAt: at("accepted_at"),
    acceptedBy: uuid("accepted_by").references(() => users.id, { onDelete: "set null" }),
    revokedAt: at("revoked_at"),
  },
  (t) => [
    uniqueIndex("invitations_token_key").on(t.tokenHash),
    index("invitations_sdr_idx").on(t.sdrId, t.createdAt),
    index("invitations_company_idx").on(t.companyId, t.createdAt),
    index("invitations_email_idx").on(t.email),
    check(
      "invitations_target_check",
      sql`(${t.role} = 'sdr' and ${t.sdrId} is not null and ${t.companyId} is null and ${t.clientLoginId} is null)
       or (${t.role} = 'client' and ${t.companyId} is not null and ${t.sdrId} is null)`,
    ),
  ],
);

/** A link mailed to a self-registered client, or after an e-mail change, to prove the address. */
export const emailVerifications = pgTable(
  "email_verifications",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The address the link was sent to: a later e-mail change makes the link worthless. */
    email: text("email").notNull(),
    createdAt: createdAt(),
    expiresAt: at("expires_at").notNull(),
    usedAt: at("used_at"),
  },
  (t) => [index("email_verifications_user_idx").on(t.userId)],
);

/**
 * A browser that signed in successfully (OWASP device cookies): the cookie's token, stored hashed.
 * Sign-ins from it are not held back by the per-e-mail lock that untrusted browsers share.
 */
export const trustedDevices = pgTable(
  "trusted_devices",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    expiresAt: at("expires_at").notNull(),
  },
  (t) => [index("trusted_devices_user_idx").on(t.userId)],
);

/** The one-time code that lets the first SDR register on an instance without ADMIN_EMAIL. */
export const setupCodes = pgTable("setup_codes", {
  codeHash: text("code_hash").primaryKey(),
  createdAt: createdAt(),
  usedAt: at("used_at"),
});
