import { and, desc, eq, sql } from "drizzle-orm";
import type { Period } from "../../../shared/contracts/metrics.js";
import {
  type CreatedShareLink,
  SHARE_LINK_EXPIRY_PAST,
  SHARE_LINK_NOT_FOUND,
  SHARED_DASHBOARD_UNAVAILABLE,
  type SharedDashboard,
  type ShareLink,
  type ShareLinkStatus,
  sharedDashboardPath,
} from "../../../shared/contracts/share-links.js";
import type { CampaignScope, LoadedCampaignScope } from "../../core/access/scopes.js";
import { shownName } from "../../core/access/shown-name.js";
import { hashToken, newToken } from "../../core/access/tokens.js";
import type { Db } from "../../core/db/client.js";
import { campaigns, companies, sdrs, shareLinks, users } from "../../core/db/schema/index.js";
import { conflict, fieldError, notFound } from "../../core/http/errors.js";
import { localDay, midnight } from "../../core/time/periods.js";
import { readActivity, readComparedMetrics } from "../campaigns/index.js";

const ARCHIVED_COMPANY = "An archived company's dashboard cannot be shared";

type ShareLinkRow = typeof shareLinks.$inferSelect & { createdBy: string | null };

function statusOf(row: ShareLinkRow, now: Date): ShareLinkStatus {
  if (row.revokedAt) return "revoked";
  if (row.expiresAt && row.expiresAt <= now) return "expired";
  return "active";
}

function toShareLink(row: ShareLinkRow, now: Date, timeZone: string): ShareLink {
  return {
    id: row.id,
    label: row.label,
    status: statusOf(row, now),
    createdAt: row.createdAt.toISOString(),
    createdBy: row.createdBy,
    // The link stops at the first instant of the day after its last one.
    expiresOn: row.expiresAt ? localDay(new Date(row.expiresAt.getTime() - 1), timeZone) : null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
    lastOpenedAt: row.lastOpenedAt?.toISOString() ?? null,
    openCount: row.openCount,
  };
}

/** The links of the campaign's company, with who made them (an SDR's name, else the login's). */
function selectLinks(db: Db) {
  return db
    .select({
      id: shareLinks.id,
      companyId: shareLinks.companyId,
      tokenHash: shareLinks.tokenHash,
      label: shareLinks.label,
      createdBy: shownName(users, sdrs),
      createdAt: shareLinks.createdAt,
      expiresAt: shareLinks.expiresAt,
      revokedAt: shareLinks.revokedAt,
      lastOpenedAt: shareLinks.lastOpenedAt,
      openCount: shareLinks.openCount,
    })
    .from(shareLinks)
    .innerJoin(campaigns, eq(campaigns.companyId, shareLinks.companyId))
    .leftJoin(users, eq(users.id, shareLinks.createdBy))
    .leftJoin(sdrs, eq(sdrs.userId, shareLinks.createdBy));
}

/** GET /api/campaigns/:id/share-links (agency staff): newest first, revoked and expired ones included. */
export async function listShareLinks(
  scope: CampaignScope,
  db: Db,
  timeZone: string,
  now = new Date(),
): Promise<ShareLink[]> {
  const rows = await selectLinks(db)
    .where(eq(campaigns.id, scope.campaignId))
    .orderBy(desc(shareLinks.createdAt), desc(shareLinks.id));
  return rows.map((row) => toShareLink(row, now, timeZone));
}

async function readLink(db: Db, scope: CampaignScope, linkId: string): Promise<ShareLinkRow> {
  const [row] = await selectLinks(db)
    .where(and(eq(campaigns.id, scope.campaignId), eq(shareLinks.id, linkId)))
    .limit(1);
  if (!row) throw notFound(SHARE_LINK_NOT_FOUND);
  return row;
}

/**
 * POST /api/campaigns/:id/share-links (agency staff): a new random token, kept only as its hash; the
 * answer holds the link's full address, the one time it is shown. `expiresOn` is the last day it
 * works, in the app's time zone; a day already past is refused.
 */
export async function createShareLink(
  scope: LoadedCampaignScope,
  db: Db,
  input: { label: string; expiresOn: string | null },
  config: { publicUrl: string; timeZone: string },
  now = new Date(),
): Promise<CreatedShareLink> {
  const { campaign } = scope;
  if (campaign.archived) throw conflict(ARCHIVED_COMPANY);
  let expiresAt: Date | null = null;
  if (input.expiresOn !== null) {
    if (input.expiresOn < localDay(now, config.timeZone))
      throw fieldError("expiresOn", SHARE_LINK_EXPIRY_PAST);
    const [year, month, day] = input.expiresOn.split("-").map(Number) as [number, number, number];
    expiresAt = midnight(year, month - 1, day + 1, config.timeZone);
  }
  const token = newToken();
  const [inserted] = await db
    .insert(shareLinks)
    .values({
      companyId: campaign.companyId,
      tokenHash: hashToken(token),
      label: input.label,
      createdBy: scope.actor.id,
      expiresAt,
    })
    .returning({ id: shareLinks.id });
  if (!inserted) throw new Error("share link insert returned nothing");
  const link = await readLink(db, scope, inserted.id);
  return {
    link: toShareLink(link, now, config.timeZone),
    url: `${config.publicUrl}${sharedDashboardPath(token)}`,
  };
}

/** POST /api/campaigns/:id/share-links/:linkId/revoke (agency staff): at once and for good; again is a no-op. */
export async function revokeShareLink(
  scope: CampaignScope,
  db: Db,
  linkId: string,
  timeZone: string,
  now = new Date(),
): Promise<ShareLink> {
  const link = await readLink(db, scope, linkId);
  if (!link.revokedAt) {
    await db
      .update(shareLinks)
      .set({ revokedAt: now })
      .where(and(eq(shareLinks.id, link.id), sql`${shareLinks.revokedAt} is null`));
  }
  return toShareLink(await readLink(db, scope, linkId), now, timeZone);
}

/**
 * GET /api/shared/:token (public): the company's name and its dashboard figures for `period`, through a
 * link that exists, is not revoked, has not expired and whose company is not archived; the same 404
 * otherwise. Each answer counts as an opening of the link.
 */
export async function readSharedDashboard(
  db: Db,
  token: string,
  period: Period,
  timeZone: string,
  now = new Date(),
): Promise<SharedDashboard> {
  const [opened] = await db
    .update(shareLinks)
    .set({ lastOpenedAt: now, openCount: sql`${shareLinks.openCount} + 1` })
    .from(companies)
    .where(
      and(
        eq(shareLinks.tokenHash, hashToken(token)),
        eq(companies.id, shareLinks.companyId),
        sql`${shareLinks.revokedAt} is null`,
        sql`(${shareLinks.expiresAt} is null or ${shareLinks.expiresAt} > ${now.toISOString()}::timestamptz)`,
        sql`${companies.archivedAt} is null`,
      ),
    )
    .returning({
      campaignId: sql<
        string | null
      >`(select ${campaigns.id} from ${campaigns} where ${campaigns.companyId} = ${shareLinks.companyId})`,
      companyName: companies.companyName,
    });
  if (!opened?.campaignId) throw notFound(SHARED_DASHBOARD_UNAVAILABLE);
  const scope = { campaignId: opened.campaignId };
  const [metrics, activity] = await Promise.all([
    readComparedMetrics(db, scope, period, now, timeZone),
    readActivity(db, scope, period, now, timeZone),
  ]);
  if (!metrics) throw notFound(SHARED_DASHBOARD_UNAVAILABLE);
  return { companyName: opened.companyName, period, metrics, activity };
}
