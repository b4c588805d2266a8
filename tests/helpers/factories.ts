import { randomUUID } from "node:crypto";
import { hashPassword } from "../../src/server/core/access/passwords.js";
import type { DbOrTx } from "../../src/server/core/db/client.js";
import type { companies } from "../../src/server/core/db/schema/index.js";
import { sdrs, users } from "../../src/server/core/db/schema/index.js";
import { insertCompanyWithCampaign } from "../../src/server/features/management/company-with-campaign.js";
import type { StaffRole } from "../../src/shared/contracts/staff-roles.js";

export const DEFAULT_PASSWORD = "correct-horse-battery";

// Hashing is deliberately slow; users created with the default password share one hash.
let defaultPasswordHash: Promise<string> | undefined;
function passwordHash(password: string): Promise<string> {
  if (password !== DEFAULT_PASSWORD) return hashPassword(password);
  defaultPasswordHash ??= hashPassword(DEFAULT_PASSWORD);
  return defaultPasswordHash;
}

/** An email no other test uses, e.g. "sdr-1f3a9c2b@example.test". */
export function uniqueEmail(label = "user"): string {
  return `${label}-${randomUUID().slice(0, 8)}@example.test`;
}

export interface CompanyRecord {
  companyId: string;
  campaignId: string;
  companyName: string;
}

/** A client company with its one campaign, straight in the database. */
export async function createCompany(
  db: DbOrTx,
  input: {
    companyName?: string;
    clientName?: string;
    loginEmail?: string | null;
    status?: (typeof companies.$inferInsert)["status"];
  } = {},
): Promise<CompanyRecord> {
  const companyName = input.companyName ?? `Company ${randomUUID().slice(0, 6)}`;
  const { companyId, campaignId } = await insertCompanyWithCampaign(db, {
    companyName,
    clientName: input.clientName ?? "Casey Client",
    loginEmail: input.loginEmail ?? null,
    status: input.status ?? "Active",
  });
  return { companyId, campaignId, companyName };
}

export interface UserRecord {
  userId: string;
  email: string;
  password: string;
}

/**
 * A client login of a company (or of none), straight in the database. Its e-mail counts as proven
 * unless `verified: false` (a self-registered account whose link was never opened).
 */
export async function createClientUser(
  db: DbOrTx,
  input: { companyId: string | null; email?: string; password?: string; verified?: boolean },
): Promise<UserRecord> {
  const email = input.email ?? uniqueEmail("client");
  const password = input.password ?? DEFAULT_PASSWORD;
  const [user] = await db
    .insert(users)
    .values({
      email,
      passwordHash: await passwordHash(password),
      role: "client",
      companyId: input.companyId,
      emailVerifiedAt: input.verified === false ? null : new Date(),
    })
    .returning({ id: users.id });
  if (!user) throw new Error("user insert returned nothing");
  return { userId: user.id, email, password };
}

/**
 * A staff login with its roster entry (linked by user id), straight in the database: a manager unless
 * another role is given (the suites written before roles test what every member of staff could do).
 */
export async function createSdrUser(
  db: DbOrTx,
  input: { email?: string; password?: string; name?: string; role?: StaffRole } = {},
): Promise<UserRecord & { sdrId: string }> {
  const email = input.email ?? uniqueEmail("sdr");
  const password = input.password ?? DEFAULT_PASSWORD;
  const name = input.name ?? "Sam Sdr";
  const [user] = await db
    .insert(users)
    .values({
      email,
      passwordHash: await passwordHash(password),
      role: "sdr",
      name,
      emailVerifiedAt: new Date(),
    })
    .returning({ id: users.id });
  if (!user) throw new Error("user insert returned nothing");
  const { sdrId } = await inviteSdr(db, {
    email,
    name,
    status: "Active",
    userId: user.id,
    role: input.role ?? "manager",
  });
  return { userId: user.id, email, password, sdrId };
}

/** A roster entry straight in the database (no invitation is mailed; see the management API for that). */
export async function inviteSdr(
  db: DbOrTx,
  input: {
    email: string;
    name?: string;
    status?: (typeof sdrs.$inferInsert)["status"];
    userId?: string;
    role?: StaffRole;
  },
): Promise<{ sdrId: string }> {
  const [row] = await db
    .insert(sdrs)
    .values({
      email: input.email,
      name: input.name ?? "Invited Sdr",
      status: input.status ?? "Onboarding",
      userId: input.userId ?? null,
      role: input.role ?? "sdr",
    })
    .returning({ id: sdrs.id });
  if (!row) throw new Error("sdr insert returned nothing");
  return { sdrId: row.id };
}
