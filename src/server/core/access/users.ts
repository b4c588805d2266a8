import { eq, sql } from "drizzle-orm";
import type { StaffRole } from "../../../shared/contracts/staff-roles.js";
import type { DbOrTx } from "../db/client.js";
import { agencySettings, campaigns, companies, sdrs, users } from "../db/schema/index.js";
import type { Actor } from "./actor.js";

export const actorColumns = {
  id: users.id,
  role: users.role,
  email: users.email,
  name: users.name,
  companyId: users.companyId,
  companyName: companies.companyName,
  campaignId: campaigns.id,
  emailVerifiedAt: users.emailVerifiedAt,
  secondFactorAt: users.secondFactorAt,
  secondFactorRequired: sql<boolean>`coalesce((select ${agencySettings.requireSecondFactor} from ${agencySettings}), false)`,
  // Staff without a roster entry (none since roles exist) get the least rights.
  staffRole: sql<StaffRole | null>`case when ${users.role} = 'sdr' then coalesce(${sdrs.role}, 'sdr') end`,
};

/** The joins `actorColumns` reads, on a query that selects from users. */
export const staffRoleJoin = eq(sdrs.userId, users.id);

export async function findActorById(db: DbOrTx, userId: string): Promise<Actor | null> {
  const rows = await db
    .select(actorColumns)
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .leftJoin(campaigns, eq(campaigns.companyId, users.companyId))
    .leftJoin(sdrs, staffRoleJoin)
    .where(eq(users.id, userId))
    .limit(1);
  return rows[0] ?? null;
}

export async function findUserByEmail(db: DbOrTx, email: string) {
  const rows = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return rows[0] ?? null;
}

/** "jane.doe@agency.com" -> "Jane Doe": a starting name for an SDR who registered with an email only. */
export function nameFromEmail(email: string): string {
  const local = email.split("@")[0] ?? email;
  const words = local.split(/[._\-+]+/).filter(Boolean);
  return words.length ? words.map((w) => w[0]?.toUpperCase() + w.slice(1)).join(" ") : email;
}
