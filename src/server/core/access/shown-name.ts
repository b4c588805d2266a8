import { type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";

/**
 * Who did something, as lists show it: the SDR's roster name when the login is an SDR's, else the
 * login's name, else its e-mail. `login` and `sdr` are the (aliased) users and sdrs joined for it.
 */
export function shownName(
  login: { name: AnyPgColumn; email: AnyPgColumn },
  sdr: { name: AnyPgColumn },
): SQL<string | null> {
  return sql<string | null>`coalesce(${sdr.name}, ${login.name}, ${login.email})`;
}
