import { integer, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { at, createdAt, idKey } from "./columns.js";

/** Every outgoing e-mail; without SMTP_URL this table is where they end up. */
export const outbox = pgTable("outbox", {
  id: idKey(),
  toAddress: text("to_address").notNull(),
  subject: text("subject").notNull(),
  body: text("body").notNull(),
  /** An HTML alternative to `body` (the weekly digest). */
  html: text("html"),
  /** Extra headers, e.g. List-Unsubscribe. */
  headers: jsonb("headers").$type<Record<string, string>>(),
  createdAt: createdAt(),
  sentAt: at("sent_at"),
  error: text("error"),
});

/** Fixed-window counters shared by every app server. */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  windowStart: at("window_start").notNull(),
  hits: integer("hits").notNull(),
});
