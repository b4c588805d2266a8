import { and, eq, inArray, isNotNull, sql } from "drizzle-orm";
import type { DigestRecipient, DigestSettings } from "../../../shared/contracts/digest.js";
import { CAMPAIGN_NOT_FOUND } from "../../core/access/campaign-access.js";
import type { CampaignScope } from "../../core/access/scopes.js";
import type { DbOrTx } from "../../core/db/client.js";
import { campaigns, companies, digestRecipients, digestSettings, users } from "../../core/db/schema/index.js";
import { notFound } from "../../core/http/errors.js";
import { readCadences } from "../cadence/index.js";

/** Defaults for a company without saved settings: Monday 09:00, no extra addresses. */
export const DEFAULT_DIGEST = { weekday: 1, hour: 9, extraRecipients: [] as string[] };

/** Companies in these states, and archived ones, get no digest. */
const PAUSED_STATUSES = ["Paused", "Terminated"];

export interface DigestCompany {
  companyId: string;
  companyName: string;
  campaignId: string;
  active: boolean;
}

/** The company behind a campaign; 404 when there is none. */
export async function companyOfCampaign(db: DbOrTx, campaignId: string): Promise<DigestCompany> {
  const [row] = await db
    .select({
      companyId: companies.id,
      companyName: companies.companyName,
      status: companies.status,
      archivedAt: companies.archivedAt,
    })
    .from(campaigns)
    .innerJoin(companies, eq(companies.id, campaigns.companyId))
    .where(eq(campaigns.id, campaignId));
  if (!row) throw notFound(CAMPAIGN_NOT_FOUND);
  return {
    companyId: row.companyId,
    companyName: row.companyName,
    campaignId,
    active: row.archivedAt === null && !PAUSED_STATUSES.includes(row.status),
  };
}

/** A campaign's time zone: its cadence's, else the app's. */
export async function campaignTimeZones(
  db: DbOrTx,
  campaignIds: readonly string[],
  appTimeZone: string,
): Promise<Map<string, string>> {
  const cadences = await readCadences(db, campaignIds, appTimeZone);
  return new Map([...cadences].map(([id, cadence]) => [id, cadence.timeZone]));
}

interface CompanyRecipients {
  clientLogins: string[];
  extra: string[];
  unsubscribed: Set<string>;
}

/** Each company's client logins, extra addresses and unsubscribed addresses (all lower-cased). */
export async function readCompanyRecipients(
  db: DbOrTx,
  companyIds: readonly string[],
): Promise<Map<string, CompanyRecipients>> {
  const result = new Map<string, CompanyRecipients>(
    companyIds.map((id) => [id, { clientLogins: [], extra: [], unsubscribed: new Set() }]),
  );
  if (companyIds.length === 0) return result;
  const ids = [...companyIds];
  // One after another: inside a transaction they share one connection.
  const logins = await db
    .select({ companyId: users.companyId, email: users.email })
    .from(users)
    .where(and(eq(users.role, "client"), inArray(users.companyId, ids)))
    .orderBy(users.email);
  const settings = await db
    .select({ companyId: digestSettings.companyId, extra: digestSettings.extraRecipients })
    .from(digestSettings)
    .where(inArray(digestSettings.companyId, ids));
  const unsubscribed = await db
    .select({ companyId: digestRecipients.companyId, email: digestRecipients.email })
    .from(digestRecipients)
    .where(and(inArray(digestRecipients.companyId, ids), isNotNull(digestRecipients.unsubscribedAt)));
  for (const row of logins)
    if (row.companyId) result.get(row.companyId)?.clientLogins.push(row.email.toLowerCase());
  for (const row of settings) {
    const entry = result.get(row.companyId);
    if (entry) entry.extra = row.extra.map((email) => email.toLowerCase());
  }
  for (const row of unsubscribed) result.get(row.companyId)?.unsubscribed.add(row.email);
  return result;
}

/** Every address once: the client logins first, then the extra ones, each marked unsubscribed or not. */
export function listRecipients({ clientLogins, extra, unsubscribed }: CompanyRecipients): DigestRecipient[] {
  const seen = new Set<string>();
  const listed: DigestRecipient[] = [];
  const add = (email: string, source: DigestRecipient["source"]) => {
    if (seen.has(email)) return;
    seen.add(email);
    listed.push({ email, source, unsubscribed: unsubscribed.has(email) });
  };
  for (const email of clientLogins) add(email, "client-login");
  for (const email of extra) add(email, "extra");
  return listed;
}

/** The addresses a digest goes to: every recipient that has not unsubscribed. */
export const mailedRecipients = (recipients: CompanyRecipients): string[] =>
  listRecipients(recipients)
    .filter((recipient) => !recipient.unsubscribed)
    .map((recipient) => recipient.email);

async function readSettings(
  db: DbOrTx,
  company: DigestCompany,
  appTimeZone: string,
): Promise<DigestSettings> {
  const [[saved], recipients, zones] = await Promise.all([
    db.select().from(digestSettings).where(eq(digestSettings.companyId, company.companyId)),
    readCompanyRecipients(db, [company.companyId]),
    campaignTimeZones(db, [company.campaignId], appTimeZone),
  ]);
  const theirs = recipients.get(company.companyId);
  return {
    weekday: saved?.weekday ?? DEFAULT_DIGEST.weekday,
    hour: saved?.hour ?? DEFAULT_DIGEST.hour,
    timeZone: zones.get(company.campaignId) ?? appTimeZone,
    extraRecipients: saved?.extraRecipients ?? [],
    recipients: theirs ? listRecipients(theirs) : [],
    active: company.active,
    updatedAt: saved ? saved.updatedAt.toISOString() : null,
  };
}

/** GET /api/campaigns/{id}/digest: staff any company's, a client its own. */
export async function getDigestSettings(
  { campaignId }: CampaignScope,
  db: DbOrTx,
  appTimeZone: string,
): Promise<DigestSettings> {
  return readSettings(db, await companyOfCampaign(db, campaignId), appTimeZone);
}

/** PUT /api/campaigns/{id}/digest: staff only; replaces the day, hour and extra addresses. */
export async function saveDigestSettings(
  { campaignId, actor }: CampaignScope,
  db: DbOrTx,
  input: { weekday: number; hour: number; extraRecipients: string[] },
  appTimeZone: string,
): Promise<DigestSettings> {
  const company = await companyOfCampaign(db, campaignId);
  await db
    .insert(digestSettings)
    .values({ companyId: company.companyId, ...input, updatedBy: actor.id })
    .onConflictDoUpdate({
      target: digestSettings.companyId,
      set: { ...input, updatedBy: actor.id, updatedAt: sql`now()` },
    });
  return readSettings(db, company, appTimeZone);
}
