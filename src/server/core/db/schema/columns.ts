import { timestamp, uuid } from "drizzle-orm/pg-core";

/** A row's key: a random uuid. */
export const idKey = () => uuid("id").primaryKey().defaultRandom();

/** A moment; every timestamp of the schema keeps its time zone. */
export const at = (name: string) => timestamp(name, { withTimezone: true });

/** When the row was written. */
export const createdAt = () => at("created_at").notNull().defaultNow();
