import { sql } from "drizzle-orm";
import {
  CALENDLY_COMPANY_NOT_FOUND,
  type CalendlyCompany,
  calendlyWebhookPath,
} from "../../../shared/contracts/calendly.js";
import type { Actor } from "../../core/access/actor.js";
import type { DbOrTx } from "../../core/db/client.js";
import { queryRows } from "../../core/db/raw.js";
import { calendlySettings } from "../../core/db/schema/index.js";
import { notFound } from "../../core/http/errors.js";
import { isoText } from "../../core/prospect-fields/prospect-columns.js";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type CompanyRow = Omit<CalendlyCompany, "webhookUrl">;

/** Every company that is not archived (or the one named), with its Calendly key's state; by name. */
async function readCompanies(db: DbOrTx, companyId: string | null): Promise<CompanyRow[]> {
  return queryRows<CompanyRow>(
    db,
    sql`select co.id as "companyId", co.company_name as "companyName", ca.id as "campaignId",
          ${sql.raw(isoText("cs.updated_at"))} as "keySetAt",
          case when cs.company_id is null then null else coalesce(s.name, u.name, u.email) end as "keySetBy",
          (select count(*)::int from calendly_bookings b
            where b.company_id = co.id and b.status = 'unmatched') as "unmatchedCount"
        from companies co
        join campaigns ca on ca.company_id = co.id
        left join calendly_settings cs on cs.company_id = co.id
        left join users u on u.id = cs.updated_by
        left join sdrs s on s.user_id = cs.updated_by
        where co.archived_at is null ${companyId === null ? sql`` : sql`and co.id = ${companyId}::uuid`}
        order by lower(co.company_name), co.id`,
  );
}

const withUrl = (row: CompanyRow, publicUrl: string): CalendlyCompany => ({
  ...row,
  webhookUrl: `${publicUrl}${calendlyWebhookPath(row.companyId)}`,
});

/** GET /api/calendly/companies (agency staff): each company's key state and inbound address. */
export async function listCalendlyCompanies(db: DbOrTx, publicUrl: string): Promise<CalendlyCompany[]> {
  return (await readCompanies(db, null)).map((row) => withUrl(row, publicUrl));
}

/** The company as the settings show it; 404 for an unknown or archived one. */
export async function loadCalendlyCompany(
  db: DbOrTx,
  companyId: string,
  publicUrl: string,
): Promise<CalendlyCompany> {
  const [row] = await readCompanies(db, companyId);
  if (!row) throw notFound(CALENDLY_COMPANY_NOT_FOUND);
  return withUrl(row, publicUrl);
}

/** PUT /api/calendly/companies/:companyId/signing-key: sets or replaces the key; it is never sent back. */
export async function setSigningKey(
  actor: Actor,
  db: DbOrTx,
  companyId: string,
  signingKey: string,
  publicUrl: string,
): Promise<CalendlyCompany> {
  await loadCalendlyCompany(db, companyId, publicUrl);
  await db
    .insert(calendlySettings)
    .values({ companyId, signingKey, updatedBy: actor.id })
    .onConflictDoUpdate({
      target: calendlySettings.companyId,
      set: { signingKey, updatedBy: actor.id, updatedAt: sql`now()` },
    });
  return loadCalendlyCompany(db, companyId, publicUrl);
}

/** DELETE /api/calendly/companies/:companyId/signing-key: the inbound address refuses every call after. */
export async function removeSigningKey(
  db: DbOrTx,
  companyId: string,
  publicUrl: string,
): Promise<CalendlyCompany> {
  await loadCalendlyCompany(db, companyId, publicUrl);
  await db.execute(sql`delete from calendly_settings where company_id = ${companyId}::uuid`);
  return loadCalendlyCompany(db, companyId, publicUrl);
}

/**
 * The signing key and campaign of the company an inbound address names; null for a malformed id, an
 * unknown or archived company, or one without a key (the caller answers each the same).
 */
export async function inboundTarget(
  db: DbOrTx,
  companyId: string,
): Promise<{ signingKey: string; campaignId: string } | null> {
  if (!UUID.test(companyId)) return null;
  const [row] = await queryRows<{ signingKey: string; campaignId: string }>(
    db,
    sql`select cs.signing_key as "signingKey", ca.id as "campaignId"
        from calendly_settings cs
        join companies co on co.id = cs.company_id and co.archived_at is null
        join campaigns ca on ca.company_id = co.id
        where cs.company_id = ${companyId}::uuid`,
  );
  return row ?? null;
}
