import { integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/** Every outgoing e-mail; without SMTP_URL this table is where they end up. */
export const outbox = pgTable("outbox", {
  id: uuid("id").primaryKey().defaultRandom(),
  toAddress: text("to_address").notNull(),
  subject: text("subject").notNull(),
  body: text("body").notNull(),
  /** An HTML alternative to `body` (the weekly digest). */
  html: text("html"),
  /** Extra headers, e.g. List-Unsubscribe. */
  headers: jsonb("headers").$type<Record<string, string>>(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  sentAt: timestamp("sent_at", { withTimezone: true }),
  error: text("error"),
});

/** Fixed-window counters shared by every app server. */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
  hits: integer("hits").notNull(),
});
