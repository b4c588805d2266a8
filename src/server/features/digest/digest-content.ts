import { sql } from "drizzle-orm";
import type { Metrics } from "../../../shared/contracts/metrics.js";
import type { DbOrTx } from "../../core/db/client.js";
import { queryRows } from "../../core/db/raw.js";
import { resolvePeriod } from "../../core/time/periods.js";
import { readComparedMetrics } from "../campaigns/index.js";
import type { DigestCompany } from "./digest-settings.service.js";

/** People listed by name per kind; the rest are counted ("and 12 more"). */
const LISTED_PEOPLE = 25;

export interface DigestPerson {
  name: string;
  title: string;
  company: string;
}

export interface DigestPeople {
  listed: DigestPerson[];
  total: number;
}

/** What one company's digest of one week says, before it is written out for a recipient. */
export interface DigestContent {
  companyName: string;
  /** The Monday and Sunday of the week reported ("YYYY-MM-DD"). */
  weekStart: string;
  weekEnd: string;
  week: Metrics;
  weekBefore: Metrics;
  replies: DigestPeople;
  meetings: DigestPeople;
  dashboardUrl: string;
}

const DAY_MS = 86_400_000;

/** The day `days` after a "YYYY-MM-DD" day. */
export const addDays = (day: string, days: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/**
 * An instant in the week after the one starting `weekStart`, whatever the time zone (noon UTC of the
 * next Monday is that Monday or Tuesday everywhere): "last week" there is the reported week, so the
 * figures are the dashboard's Last Week figures (GET /api/campaigns/{id}/metrics?period=last-week).
 */
const weekAfter = (weekStart: string): Date => new Date(Date.parse(`${addDays(weekStart, 7)}T12:00:00Z`));

interface PersonRow extends DigestPerson {
  kind: "Reply" | "Meeting";
  total: number;
}

/** The replies and meetings reached in [start, end), newest first, by kind. */
async function readPeople(
  db: DbOrTx,
  campaignId: string,
  start: Date,
  end: Date,
): Promise<{ replies: DigestPeople; meetings: DigestPeople }> {
  const rows = await queryRows<PersonRow>(
    db,
    sql`select kind, name, title, company, total::int as total from (
          select a.final_disposition as kind,
            trim(p.first_name || ' ' || p.last_name) as name, p.job_title as title, p.company,
            count(*) over (partition by a.final_disposition) as total,
            row_number() over (partition by a.final_disposition order by a.disposition_at desc, a.id) as n
          from assignments a join prospects p on p.id = a.prospect_id
          where a.campaign_id = ${campaignId} and a.bad_data_at is null and a.suppression_id is null
            and a.final_disposition in ('Reply', 'Meeting')
            and a.disposition_at >= ${start.toISOString()}::timestamptz
            and a.disposition_at < ${end.toISOString()}::timestamptz
        ) ranked
        where n <= ${LISTED_PEOPLE}
        order by kind, n`,
  );
  const of = (kind: PersonRow["kind"]): DigestPeople => {
    const mine = rows.filter((row) => row.kind === kind);
    return {
      listed: mine.map(({ name, title, company }) => ({ name, title, company })),
      total: mine[0]?.total ?? 0,
    };
  };
  return { replies: of("Reply"), meetings: of("Meeting") };
}

/**
 * A company's digest of the week starting `weekStart` (a Monday): the dashboard's figures for that
 * week and the one before (counted in the app's calendar days, as the dashboard counts them), and the
 * replies and meetings reached that week.
 */
export async function buildDigest(
  db: DbOrTx,
  company: DigestCompany,
  weekStart: string,
  appTimeZone: string,
  publicUrl: string,
): Promise<DigestContent> {
  const after = weekAfter(weekStart);
  const scope = { campaignId: company.campaignId };
  const bounds = resolvePeriod("last-week", after, appTimeZone);
  if (!bounds) throw new Error("last week has bounds");
  // The dashboard's "Last week" with its change against the week before, as the metrics API answers
  // it. One after another: inside a transaction they share one connection.
  const compared = await readComparedMetrics(db, scope, "last-week", after, appTimeZone);
  const people = await readPeople(db, company.campaignId, bounds.start, bounds.end);
  if (!compared?.previous) throw new Error(`campaign ${company.campaignId} has no figures`);
  const { previous: weekBefore, ...week } = compared;
  return {
    companyName: company.companyName,
    weekStart,
    weekEnd: addDays(weekStart, 6),
    week,
    weekBefore,
    ...people,
    dashboardUrl: `${publicUrl}/campaign/${encodeURIComponent(company.campaignId)}/dashboard`,
  };
}
