import { sql } from "drizzle-orm";
import {
  check,
  date,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { at, createdAt, idKey } from "./columns.js";
import { companies, companyRef } from "./companies.js";
import { users } from "./users.js";

/**
 * A company's weekly digest: the day (ISO weekday, 1 Monday) and hour it goes out in the company's time
 * zone, and addresses a manager added besides the company's client logins. A company without a row
 * gets the defaults (Monday 09:00, no extra addresses).
 */
export const digestSettings = pgTable(
  "digest_settings",
  {
    companyId: uuid("company_id")
      .primaryKey()
      .references(() => companies.id, { onDelete: "cascade" }),
    weekday: smallint("weekday").notNull().default(1),
    hour: smallint("hour").notNull().default(9),
    extraRecipients: text("extra_recipients").array().notNull().default(sql`'{}'::text[]`),
    updatedAt: at("updated_at").notNull().defaultNow(),
    updatedBy: uuid("updated_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    check("digest_settings_weekday_check", sql`${t.weekday} between 1 and 7`),
    check("digest_settings_hour_check", sql`${t.hour} between 0 and 23`),
  ],
);

/** A company's digest of one week, once queued: the key makes two app servers queue it once. */
export const digestSends = pgTable(
  "digest_sends",
  {
    companyId: companyRef("cascade"),
    /** The Monday (local date) of the week the digest reports. */
    weekStart: date("week_start", { mode: "string" }).notNull(),
    recipients: integer("recipients").notNull(),
    queuedAt: at("queued_at").notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: "digest_sends_pk", columns: [t.companyId, t.weekStart] })],
);

/**
 * One recipient of a company's digest and their one-click unsubscribe link (the token is kept hashed);
 * `unsubscribed_at` once they used it.
 */
export const digestRecipients = pgTable(
  "digest_recipients",
  {
    tokenHash: text("token_hash").primaryKey(),
    companyId: companyRef("cascade"),
    /** Lower-cased. */
    email: text("email").notNull(),
    createdAt: createdAt(),
    unsubscribedAt: at("unsubscribed_at"),
  },
  (t) => [uniqueIndex("digest_recipients_company_email_key").on(t.companyId, t.email)],
);

/**
 * A read-only link to a company's dashboard figures: a random token (kept hashed), an optional expiry,
 * revocable, with when it was last opened.
 */
export const shareLinks = pgTable(
  "share_links",
  {
    id: idKey(),
    companyId: companyRef("cascade"),
    tokenHash: text("token_hash").notNull(),
    label: text("label").notNull().default(""),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    expiresAt: at("expires_at"),
    revokedAt: at("revoked_at"),
    lastOpenedAt: at("last_opened_at"),
    openCount: integer("open_count").notNull().default(0),
  },
  (t) => [uniqueIndex("share_links_token_key").on(t.tokenHash)],
);
