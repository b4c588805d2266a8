import { and, eq, gte, isNull, notInArray, sql } from "drizzle-orm";
import { wallClock } from "../../../shared/zoned-clock.js";
import type { Actor } from "../../core/access/actor.js";
import { hashToken, newToken } from "../../core/access/tokens.js";
import type { AppConfig } from "../../core/config.js";
import type { Db, DbOrTx } from "../../core/db/client.js";
import {
  campaigns,
  companies,
  digestRecipients,
  digestSends,
  digestSettings,
  outbox,
} from "../../core/db/schema/index.js";
import type { JobQueue } from "../../core/jobs/job-queue.js";
import type { Mailer } from "../../core/mail/mailer.js";
import { midnight, zonedDate } from "../../core/time/periods.js";
import { addDays, buildDigest } from "./digest-content.js";
import { renderDigest } from "./digest-mail.js";
import {
  campaignTimeZones,
  companyOfCampaign,
  DEFAULT_DIGEST,
  type DigestCompany,
  mailedRecipients,
  readCompanyRecipients,
} from "./digest-settings.service.js";

export type DigestConfig = Pick<AppConfig, "timeZone" | "publicUrl">;

/** Where a recipient's one-click unsubscribe link points (GET confirms, POST unsubscribes). */
export const unsubscribeUrl = (publicUrl: string, token: string) =>
  `${publicUrl}/api/digest/unsubscribe?token=${encodeURIComponent(token)}`;

/** The Monday of the week `now` falls in, in `timeZone` ("YYYY-MM-DD"). */
export function mondayOf(now: Date, timeZone: string): string {
  const { year, month, day, weekday } = zonedDate(now, timeZone);
  return new Date(Date.UTC(year, month, day - ((weekday + 6) % 7))).toISOString().slice(0, 10);
}

/**
 * Whether this week's sending time (ISO `weekday` at `hour`, in `timeZone`) has come at `now`; the
 * wall clocks are compared, so a clock change does not move it.
 */
export function sendingTimeHasCome(now: Date, timeZone: string, weekday: number, hour: number): boolean {
  const dueDay = addDays(mondayOf(now, timeZone), weekday - 1);
  const clock = wallClock(now, timeZone);
  const today = `${clock.year}-${String(clock.month).padStart(2, "0")}-${String(clock.day).padStart(2, "0")}`;
  return today > dueDay || (today === dueDay && clock.hour >= hour);
}

interface DueDigest {
  company: DigestCompany;
  weekStart: string;
}

/**
 * The digests due at `now`: every company, not paused, terminated or archived, whose sending time has
 * come this week and whose digest of last week was not queued yet. A company created after this week's
 * sending time waits for next week's.
 */
export async function dueDigests(db: DbOrTx, now: Date, appTimeZone: string): Promise<DueDigest[]> {
  const rows = await db
    .select({
      companyId: companies.id,
      companyName: companies.companyName,
      createdAt: companies.createdAt,
      campaignId: campaigns.id,
      weekday: digestSettings.weekday,
      hour: digestSettings.hour,
    })
    .from(companies)
    .innerJoin(campaigns, eq(campaigns.companyId, companies.id))
    .leftJoin(digestSettings, eq(digestSettings.companyId, companies.id))
    .where(and(isNull(companies.archivedAt), notInArray(companies.status, ["Paused", "Terminated"])));
  if (rows.length === 0) return [];
  const zones = await campaignTimeZones(
    db,
    rows.map((row) => row.campaignId),
    appTimeZone,
  );
  const candidates: DueDigest[] = [];
  for (const row of rows) {
    const timeZone = zones.get(row.campaignId) ?? appTimeZone;
    const weekday = row.weekday ?? DEFAULT_DIGEST.weekday;
    const hour = row.hour ?? DEFAULT_DIGEST.hour;
    if (!sendingTimeHasCome(now, timeZone, weekday, hour)) continue;
    const monday = mondayOf(now, timeZone);
    const [y, m, d] = addDays(monday, weekday - 1)
      .split("-")
      .map(Number);
    const due = new Date(midnight(y ?? 0, (m ?? 1) - 1, d ?? 1, timeZone).getTime() + hour * 3_600_000);
    if (row.createdAt > due) continue;
    candidates.push({
      company: {
        companyId: row.companyId,
        companyName: row.companyName,
        campaignId: row.campaignId,
        active: true,
      },
      weekStart: addDays(monday, -7),
    });
  }
  if (candidates.length === 0) return [];
  const [earliest = ""] = candidates.map((c) => c.weekStart).sort();
  const sent = await db
    .select({ companyId: digestSends.companyId, weekStart: digestSends.weekStart })
    .from(digestSends)
    .where(gte(digestSends.weekStart, earliest));
  const done = new Set(sent.map((row) => `${row.companyId} ${row.weekStart}`));
  return candidates.filter((c) => !done.has(`${c.company.companyId} ${c.weekStart}`));
}

/**
 * Queues one company's digest of one week: records the week in digest_sends (its key lets only one
 * app server do it), gives each recipient a fresh unsubscribe link and writes one outbox row per
 * recipient, all in one transaction; the deliveries are queued once it has committed. Answers how
 * many mails were queued (0 when the week was already queued or nobody is to get it).
 */
export async function queueDigest(
  db: Db,
  jobs: Pick<JobQueue, "enqueue">,
  { company, weekStart }: DueDigest,
  config: DigestConfig,
): Promise<number> {
  const outboxIds = await db.transaction(async (tx): Promise<string[]> => {
    const recipients = (await readCompanyRecipients(tx, [company.companyId])).get(company.companyId);
    const addresses = recipients ? mailedRecipients(recipients) : [];
    if (addresses.length === 0) return [];
    const claimed = await tx
      .insert(digestSends)
      .values({ companyId: company.companyId, weekStart, recipients: addresses.length })
      .onConflictDoNothing()
      .returning({ weekStart: digestSends.weekStart });
    if (claimed.length === 0) return [];
    const content = await buildDigest(tx, company, weekStart, config.timeZone, config.publicUrl);
    const tokens = addresses.map((email) => ({ email, token: newToken() }));
    await tx
      .insert(digestRecipients)
      .values(
        tokens.map(({ email, token }) => ({
          companyId: company.companyId,
          email,
          tokenHash: hashToken(token),
        })),
      )
      .onConflictDoUpdate({
        target: [digestRecipients.companyId, digestRecipients.email],
        set: { tokenHash: sql`excluded.token_hash` },
      });
    const rendered = tokens.map(({ email, token }) => {
      const link = unsubscribeUrl(config.publicUrl, token);
      return { email, link, mail: renderDigest(content, link) };
    });
    const rows = await tx
      .insert(outbox)
      .values(
        rendered.map(({ email, link, mail }) => ({
          toAddress: email,
          subject: mail.subject,
          body: mail.text,
          html: mail.html,
          headers: { "List-Unsubscribe": `<${link}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
        })),
      )
      .returning({ id: outbox.id });
    return rows.map((row) => row.id);
  });
  for (const outboxId of outboxIds) await jobs.enqueue("mail-delivery", { outboxId });
  return outboxIds.length;
}

/** The job's work: queues every digest due at `now`; answers how many companies and mails. */
export async function queueDueDigests(
  db: Db,
  jobs: Pick<JobQueue, "enqueue">,
  config: DigestConfig,
  now = new Date(),
): Promise<{ companies: number; mails: number }> {
  let companiesQueued = 0;
  let mails = 0;
  for (const due of await dueDigests(db, now, config.timeZone)) {
    const queued = await queueDigest(db, jobs, due, config);
    if (queued > 0) companiesQueued += 1;
    mails += queued;
  }
  return { companies: companiesQueued, mails };
}

/** POST /api/campaigns/{id}/digest/preview: last week's digest, mailed now to the signed-in manager. */
export async function sendDigestPreview(
  { actor, campaignId }: { actor: Actor; campaignId: string },
  db: Db,
  mailer: Mailer,
  config: DigestConfig,
  now = new Date(),
): Promise<{ sentTo: string }> {
  const company = await companyOfCampaign(db, campaignId);
  const zones = await campaignTimeZones(db, [campaignId], config.timeZone);
  const weekStart = addDays(mondayOf(now, zones.get(campaignId) ?? config.timeZone), -7);
  const content = await buildDigest(db, company, weekStart, config.timeZone, config.publicUrl);
  const mail = renderDigest(content, null);
  await mailer.send({
    to: actor.email,
    subject: `Preview: ${mail.subject}`,
    text: mail.text,
    html: mail.html,
  });
  return { sentTo: actor.email };
}
