import { type SQL, sql } from "drizzle-orm";
import { DEMO_CLIENT_EMAIL } from "../../../shared/contracts/demo.js";
import {
  SUPPRESSION_AGENCY_SDR_ONLY,
  SUPPRESSION_KIND_LABELS,
  SUPPRESSION_NOT_FOUND,
  SUPPRESSION_PAGE_SIZE,
  SUPPRESSION_REASON_LABELS,
  type SuppressionEntry,
  type SuppressionKind,
  type SuppressionList,
  type SuppressionReason,
} from "../../../shared/contracts/privacy.js";
import { MANAGERS_ONLY } from "../../../shared/contracts/staff-roles.js";
import type { Actor } from "../../core/access/actor.js";
import { CAMPAIGN_NOT_FOUND, loadCampaign, PROSPECT_NOT_FOUND } from "../../core/access/campaign-access.js";
import type { CampaignsScope, ProspectScope } from "../../core/access/scopes.js";
import { reachesEveryCampaign, staffCampaignFilter } from "../../core/access/worked-campaigns.js";
import type { Db, DbOrTx } from "../../core/db/client.js";
import { queryRows } from "../../core/db/raw.js";
import { badRequest, conflict, fieldError, forbidden, notFound } from "../../core/http/errors.js";
import { isoText } from "../../core/prospect-fields/prospect-columns.js";
import { containsPattern } from "../prospects/index.js";
import { recordPrivacyEvent } from "./privacy-log.js";
import { entryKey, suppressionHash } from "./suppression-keys.js";
import { type EntryKey, peopleNamedBy, refreshSuppression } from "./suppression-match.js";

const ENTRY_SELECT = sql.raw(
  `s.id, s.kind, s.value, c.id as "campaignId", co.company_name as "companyName", s.reason, s.note,
   coalesce(sd.name, u.name, u.email) as "createdBy", ${isoText("s.created_at")} as "createdAt",
   (select count(*) from assignments a where a.suppression_id = s.id)::int as matches
   from suppressions s
   left join companies co on co.id = s.company_id
   left join campaigns c on c.company_id = s.company_id
   left join users u on u.id = s.created_by
   left join sdrs sd on sd.user_id = s.created_by`,
);

/**
 * The entries a caller may see: every live one for owners and managers; for an SDR the agency-wide ones
 * and those of the campaigns they work; a client's own company's only.
 */
function visible(actor: Actor): SQL {
  if (actor.role !== "sdr") return sql`s.removed_at is null and s.company_id = ${actor.companyId}::uuid`;
  if (reachesEveryCampaign(actor)) return sql`s.removed_at is null`;
  return sql`s.removed_at is null and (s.company_id is null or s.company_id in
    (select company_id from campaigns where ${staffCampaignFilter(actor, sql`id`)}))`;
}

/** Agency-wide entries are added by owners and managers only. */
function assertMayAddAgencyWide(actor: Actor): void {
  if (actor.role !== "sdr") throw forbidden(SUPPRESSION_AGENCY_SDR_ONLY);
  if (!reachesEveryCampaign(actor)) throw forbidden(MANAGERS_ONLY);
}

/** GET /api/suppressions: the newest first, searched by value, note or company. */
export async function listSuppressions(
  { actor, campaignId }: CampaignsScope,
  db: Db,
  q: string | undefined,
): Promise<SuppressionList> {
  const pattern = q ? containsPattern(q) : null;
  const where = sql.join(
    [
      visible(actor),
      campaignId ? sql`c.id = ${campaignId}::uuid` : sql`true`,
      pattern
        ? sql`(s.value ilike ${pattern} or s.note ilike ${pattern} or co.company_name ilike ${pattern})`
        : sql`true`,
    ],
    sql` and `,
  );
  const [counted] = await queryRows<{ total: number }>(
    db,
    sql`select count(*)::int as total from suppressions s
        left join companies co on co.id = s.company_id left join campaigns c on c.company_id = s.company_id
        where ${where}`,
  );
  const entries = await queryRows<SuppressionEntry>(
    db,
    sql`select ${ENTRY_SELECT} where ${where} order by s.created_at desc, s.id limit ${SUPPRESSION_PAGE_SIZE}`,
  );
  return { entries, total: counted?.total ?? 0 };
}

async function readEntry(db: DbOrTx, id: string): Promise<SuppressionEntry> {
  const [entry] = await queryRows<SuppressionEntry>(db, sql`select ${ENTRY_SELECT} where s.id = ${id}::uuid`);
  if (!entry) throw notFound(SUPPRESSION_NOT_FOUND);
  return entry;
}

/**
 * The company an entry goes to: a campaign's (a client only its own, an SDR those they work, else 404)
 * or, for owners and managers, null for agency-wide. The demo account's list cannot be changed.
 */
export async function entryCompany(
  db: DbOrTx,
  actor: Actor,
  campaignId: string | null,
): Promise<string | null> {
  if (actor.role !== "sdr") {
    if (actor.email === DEMO_CLIENT_EMAIL) throw forbidden("The demo account cannot be changed.");
    if (campaignId !== null && campaignId !== actor.campaignId) throw notFound(CAMPAIGN_NOT_FOUND);
  }
  if (campaignId === null) {
    assertMayAddAgencyWide(actor);
    return null;
  }
  return (await loadCampaign(db, { actor, campaignId })).companyId;
}

export interface NewEntry extends EntryKey {
  value: string | null;
  reason: SuppressionReason;
  note: string;
}

/**
 * Puts entries on the list for one company (or agency-wide) and marks the prospects they now keep out;
 * a value already listed live for the same scope is left as it is. Returns the ids added, in order,
 * and the campaigns whose prospects changed.
 */
export async function addEntries(
  tx: DbOrTx,
  actorId: string | null,
  companyId: string | null,
  entries: readonly NewEntry[],
): Promise<{ added: { id: string; hash: string }[]; changedCampaigns: string[] }> {
  if (entries.length === 0) return { added: [], changedCampaigns: [] };
  const hashes = entries.map((entry) => suppressionHash(entry.kind, entry.key));
  const added = await queryRows<{ id: string; hash: string }>(
    tx,
    sql`insert into suppressions (company_id, kind, value, value_hash, reason, note, created_by)
        select ${companyId}::uuid, r.kind, r.value, r.hash, r.reason, r.note, ${actorId}::uuid
        from unnest(${sql.param(entries.map((e) => e.kind))}::text[], ${sql.param(entries.map((e) => e.value))}::text[],
          ${sql.param(hashes)}::text[], ${sql.param(entries.map((e) => e.reason))}::text[],
          ${sql.param(entries.map((e) => e.note))}::text[]) with ordinality as r(kind, value, hash, reason, note, position)
        where not exists (
          select 1 from suppressions s where s.removed_at is null and s.value_hash = r.hash
            and s.company_id is not distinct from ${companyId}::uuid)
        order by r.position
        returning id, value_hash as hash`,
  );
  const fresh = new Set(added.map((row) => row.hash));
  const named = await peopleNamedBy(
    tx,
    entries.filter((_entry, index) => fresh.has(hashes[index] as string)),
  );
  return { added, changedCampaigns: await refreshSuppression(tx, named) };
}

const scopeWords = (companyName: string | null) => (companyName ? `for ${companyName}` : "agency-wide");

/** POST /api/suppressions: one entry, typed in. */
export async function createSuppression(
  actor: Actor,
  db: Db,
  body: {
    kind: SuppressionKind;
    value: string;
    campaignId: string | null;
    reason: SuppressionReason;
    note: string;
  },
): Promise<{ entry: SuppressionEntry; changedCampaigns: string[] }> {
  const parsed = entryKey(body.kind, body.value);
  if ("error" in parsed) throw fieldError("value", parsed.error);
  return db.transaction(async (tx) => {
    const companyId = await entryCompany(tx, actor, body.campaignId);
    const { added, changedCampaigns } = await addEntries(tx, actor.id, companyId, [
      { kind: body.kind, key: parsed.key, value: body.value.trim(), reason: body.reason, note: body.note },
    ]);
    const [row] = added;
    if (!row) {
      throw conflict(
        `This ${SUPPRESSION_KIND_LABELS[body.kind].toLowerCase()} is already on the do-not-contact list`,
        "value",
      );
    }
    const entry = await readEntry(tx, row.id);
    await recordPrivacyEvent(tx, {
      action: "suppression.added",
      actorId: actor.id,
      companyId,
      summary: `${SUPPRESSION_KIND_LABELS[body.kind]} added ${scopeWords(entry.companyName)} (${SUPPRESSION_REASON_LABELS[body.reason]})`,
      detail: { suppressionId: row.id, matches: entry.matches },
    });
    return { entry, changedCampaigns };
  });
}

/** DELETE /api/suppressions/:id (owners and managers): the entry stops applying; the privacy log keeps the removal. */
export async function removeSuppression(actor: Actor, db: Db, id: string): Promise<string[]> {
  return db.transaction(async (tx) => {
    const [removed] = await queryRows<{ kind: SuppressionKind; companyId: string | null }>(
      tx,
      sql`update suppressions set removed_at = now(), removed_by = ${actor.id}::uuid
          where id = ${id}::uuid and removed_at is null
          returning kind, company_id as "companyId"`,
    );
    if (!removed) throw notFound(SUPPRESSION_NOT_FOUND);
    const held = await queryRows<{ prospectId: string }>(
      tx,
      sql`select distinct prospect_id as "prospectId" from assignments where suppression_id = ${id}::uuid`,
    );
    const changedCampaigns = await refreshSuppression(
      tx,
      held.map((row) => row.prospectId),
    );
    await recordPrivacyEvent(tx, {
      action: "suppression.removed",
      actorId: actor.id,
      companyId: removed.companyId,
      summary: `${SUPPRESSION_KIND_LABELS[removed.kind]} removed from the do-not-contact list`,
      detail: { suppressionId: id, released: held.length },
    });
    return changedCampaigns;
  });
}

/**
 * POST /api/prospects/:id/do-not-contact: the prospect's LinkedIn profile (or, without one, its e-mail)
 * goes on its company's list, or the agency's (agency staff only).
 */
export async function suppressProspect(
  { actor, prospectId: assignmentId }: ProspectScope,
  db: Db,
  body: { reason: SuppressionReason; note: string; scope: "company" | "agency" },
): Promise<{ entry: SuppressionEntry; changedCampaigns: string[] }> {
  if (body.scope === "agency") assertMayAddAgencyWide(actor);
  const [person] = await queryRows<{ linkedinUrl: string; email: string | null; campaignId: string }>(
    db,
    sql`select p.linkedin_url as "linkedinUrl", p.email, a.campaign_id as "campaignId"
        from assignments a join prospects p on p.id = a.prospect_id where a.id = ${assignmentId}::uuid`,
  );
  if (!person) throw notFound(PROSPECT_NOT_FOUND);
  const byProfile = person.linkedinUrl ? entryKey("linkedin", person.linkedinUrl) : null;
  const [kind, value] =
    byProfile && "key" in byProfile
      ? (["linkedin", person.linkedinUrl] as const)
      : person.email
        ? (["email", person.email] as const)
        : [null, null];
  if (!kind || !value) throw badRequest("This prospect has no LinkedIn profile or e-mail to put on the list");
  return createSuppression(actor, db, {
    kind,
    value,
    campaignId: body.scope === "agency" ? null : person.campaignId,
    reason: body.reason,
    note: body.note,
  });
}
