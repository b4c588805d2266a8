import { type SQL, sql } from "drizzle-orm";
import type { SendAllowance } from "../../../shared/cadence/budget.js";
import { CADENCE_STEP_SCRIPTS } from "../../../shared/contracts/cadence.js";
import {
  type Allowance,
  type CampaignBudget,
  type DueCounts,
  QUEUE_TASK_LIMIT,
  type QueueClient,
  type QueueTask,
  type TodayQueue,
} from "../../../shared/contracts/endpoints/queue.js";
import { CADENCE_STEPS } from "../../../shared/contracts/prospects.js";
import type { Actor } from "../../core/access/actor.js";
import type { CampaignScope } from "../../core/access/scopes.js";
import { worksOwnCampaignsOnly } from "../../core/access/worked-campaigns.js";
import type { Db, DbOrTx } from "../../core/db/client.js";
import { queryRows } from "../../core/db/raw.js";
import { notFound } from "../../core/http/errors.js";
import { scriptBodiesOf } from "../scripts/index.js";
import { type CampaignDay, campaignDays } from "./campaign-days.js";
import { refreshPlans } from "./plans.service.js";

export const SDR_NOT_FOUND = "SDR not found";
const UPCOMING_DAYS = 7;

const allowanceOf = (sent: SendAllowance, perDay: number, per7Days: number | null): Allowance => ({
  sentToday: sent.sentToday,
  perDay,
  sentLast7Days: sent.sentLast7Days,
  per7Days,
  remaining: sent.remaining,
});

interface CountRow {
  campaign_id: string;
  overdue: number;
  today: number;
  upcoming: number;
  invites_due: number;
  messages_due: number;
}

/**
 * Due work per campaign: overdue, today and the next 7 days, and how much of what is due sends. Counted
 * campaign by campaign (a lateral aggregate), so the due rows (hundreds of thousands across an SDR's
 * campaigns) are never sorted or hashed together to be grouped.
 */
async function dueCounts(db: DbOrTx, days: CampaignDay[]): Promise<Map<string, CountRow>> {
  if (days.length === 0) return new Map();
  const rows = await queryRows<CountRow>(
    db,
    sql`select c.id as campaign_id, n.overdue, n.today, n.upcoming, n.invites_due, n.messages_due
        from unnest(${sql.param(days.map((day) => day.id))}::uuid[], ${sql.param(days.map((day) => day.today))}::date[]) as c(id, today)
        cross join lateral (
          select count(*) filter (where pl.due_on < c.today)::int as overdue,
            count(*) filter (where pl.due_on = c.today)::int as today,
            count(*) filter (where pl.due_on > c.today)::int as upcoming,
            count(*) filter (where pl.due_on <= c.today and pl.kind = 'step' and pl.step = 'invite')::int as invites_due,
            count(*) filter (where pl.due_on <= c.today and pl.kind = 'step' and pl.step <> 'invite')::int as messages_due
          from assignment_plans pl
          where pl.campaign_id = c.id and pl.kind in ('step', 'withdraw')
            and pl.due_on <= c.today + ${UPCOMING_DAYS}::int
        ) n`,
  );
  return new Map(rows.map((row) => [row.campaign_id, row]));
}

const noCounts = (campaignId: string): CountRow => ({
  campaign_id: campaignId,
  overdue: 0,
  today: 0,
  upcoming: 0,
  invites_due: 0,
  messages_due: 0,
});

interface TaskRow extends Omit<QueueTask, "timing" | "daysLate"> {}

/**
 * One campaign's (`c`) plans that `filter` keeps, oldest first, at most `limit`, ranked `rank` (0 due, 1
 * upcoming). Every slice reads the queue's partial index (assignment_plans_queue) in its order.
 */
const planSlice = (filter: SQL, limit: SQL, rank: 0 | 1) =>
  sql`(select pl.assignment_id, pl.campaign_id, pl.kind, pl.step, pl.due_on, ${sql.raw(String(rank))} as rank
       from assignment_plans pl
       where pl.campaign_id = c.id and pl.kind in ('step', 'withdraw') and ${filter}
       order by pl.due_on, pl.assignment_id limit ${limit})`;

/**
 * The first tasks across the campaigns, oldest first: of what is due, no more invites and messages than
 * each account may still send today (withdrawing is free), then the upcoming week.
 */
async function firstTasks(db: DbOrTx, days: CampaignDay[]): Promise<TaskRow[]> {
  if (days.length === 0) return [];
  const limit = QUEUE_TASK_LIMIT;
  const due = sql`pl.due_on <= c.today`;
  return queryRows<TaskRow>(
    db,
    sql`with c(id, today, invites, messages) as (
          select * from unnest(${sql.param(days.map((day) => day.id))}::uuid[],
                               ${sql.param(days.map((day) => day.today))}::date[],
                               ${sql.param(days.map((day) => Math.min(day.invites.remaining, limit)))}::int[],
                               ${sql.param(days.map((day) => Math.min(day.messages.remaining, limit)))}::int[])
        ), picked as (
          select t.* from c cross join lateral (
            ${sql.join(
              [
                planSlice(sql`${due} and pl.kind = 'step' and pl.step = 'invite'`, sql`c.invites`, 0),
                planSlice(sql`${due} and pl.kind = 'step' and pl.step <> 'invite'`, sql`c.messages`, 0),
                planSlice(sql`${due} and pl.kind = 'withdraw'`, sql`${limit}::int`, 0),
                planSlice(
                  sql`pl.due_on > c.today and pl.due_on <= c.today + ${UPCOMING_DAYS}::int`,
                  sql`${limit}::int`,
                  1,
                ),
              ],
              sql` union all `,
            )}
          ) t
          order by t.rank, t.due_on, t.assignment_id
          limit ${limit}::int
        )
        select k.assignment_id as "prospectId", k.campaign_id as "campaignId", co.company_name as client,
          p.first_name as "firstName", p.last_name as "lastName", p.job_title as "jobTitle",
          p.company, p.linkedin_url as "linkedinUrl", k.kind, k.step,
          to_char(k.due_on, 'YYYY-MM-DD') as "dueOn"
        from picked k
        join assignments a on a.id = k.assignment_id
        join prospects p on p.id = a.prospect_id
        join campaigns cm on cm.id = k.campaign_id
        join companies co on co.id = cm.company_id
        order by k.rank, k.due_on, k.assignment_id`,
  );
}

/** The first day after each campaign's today with work, summed over campaigns falling due that day. */
async function nextWorkDay(db: DbOrTx, days: CampaignDay[]): Promise<TodayQueue["next"]> {
  if (days.length === 0) return null;
  const rows = await queryRows<{ date: string; count: number }>(
    db,
    sql`select to_char(n.due_on, 'YYYY-MM-DD') as date, n.count::int as count
        from unnest(${sql.param(days.map((day) => day.id))}::uuid[], ${sql.param(days.map((day) => day.today))}::date[]) as c(id, today)
        cross join lateral (
          select pl.due_on, count(*) from assignment_plans pl
          where pl.campaign_id = c.id and pl.kind in ('step', 'withdraw') and pl.due_on > c.today
            and pl.due_on = (select min(x.due_on) from assignment_plans x
                             where x.campaign_id = c.id and x.kind in ('step', 'withdraw') and x.due_on > c.today)
          group by pl.due_on
        ) n`,
  );
  if (rows.length === 0) return null;
  const date = rows.map((row) => row.date).sort()[0] as string;
  return { date, count: rows.filter((row) => row.date === date).reduce((sum, row) => sum + row.count, 0) };
}

const heldBackOf = (day: CampaignDay, counts: CountRow) =>
  Math.max(0, counts.invites_due - day.invites.remaining) +
  Math.max(0, counts.messages_due - day.messages.remaining);

function clientOf(day: CampaignDay, counts: CountRow, scripts: Record<string, string>): QueueClient {
  const { budget } = day.cadence;
  return {
    campaignId: day.id,
    client: day.client,
    today: day.today,
    due: { overdue: counts.overdue, today: counts.today, upcoming: counts.upcoming },
    heldBack: heldBackOf(day, counts),
    invites: allowanceOf(day.invites, budget.invitesPerDay, budget.invitesPer7Days),
    messages: allowanceOf(day.messages, budget.messagesPerDay, null),
    scripts,
  };
}

const sumDue = (all: DueCounts[]): DueCounts => ({
  overdue: all.reduce((sum, due) => sum + due.overdue, 0),
  today: all.reduce((sum, due) => sum + due.today, 0),
  upcoming: all.reduce((sum, due) => sum + due.upcoming, 0),
});

/**
 * GET /api/today: the chosen SDR's tasks (the signed-in SDR's when none is chosen) across every
 * campaign whose Active connection-matrix row names them, with counts per client. Staff only (the route
 * says so); owners and managers may choose any SDR, an SDR sees their own queue only. An SDR id the
 * caller may not choose answers 404.
 */
export async function readTodayQueue(
  actor: Actor,
  db: Db,
  sdrId: string | undefined,
  timeZone: string,
  now = new Date(),
): Promise<TodayQueue> {
  const ownOnly = worksOwnCampaignsOnly(actor) ? sql`and user_id = ${actor.id}::uuid` : sql``;
  const sdrs = await queryRows<{ id: string; name: string; user_id: string | null }>(
    db,
    sql`select id, name, user_id from sdrs where archived_at is null ${ownOnly} order by lower(name), id`,
  );
  const sdr = sdrId ? sdrs.find((row) => row.id === sdrId) : sdrs.find((row) => row.user_id === actor.id);
  if (sdrId && !sdr) throw notFound(SDR_NOT_FOUND);
  const roster = sdrs.map(({ id, name }) => ({ id, name }));
  if (!sdr) {
    const none = { overdue: 0, today: 0, upcoming: 0 };
    return { sdr: null, sdrs: roster, clients: [], due: none, heldBack: 0, tasks: [], next: null };
  }

  const campaigns = await queryRows<{ id: string; client: string }>(
    db,
    sql`select distinct c.id, co.company_name as client
        from connections k
        join campaigns c on c.company_id = k.company_id
        join companies co on co.id = k.company_id
        where k.sdr_id = ${sdr.id} and k.status = 'Active' and k.archived_at is null
        order by co.company_name, c.id`,
  );
  await refreshPlans(
    db,
    campaigns.map((campaign) => campaign.id),
    timeZone,
    now,
  );
  const days = await campaignDays(db, campaigns, timeZone, now);
  const [counts, rows, scripts] = await Promise.all([
    dueCounts(db, days),
    firstTasks(db, days),
    scriptBodiesOf(
      db,
      days.map((day) => day.id),
    ),
  ]);
  const clients = days.map((day) => {
    const bodies = scripts.get(day.id);
    const stepScripts = Object.fromEntries(
      CADENCE_STEPS.map((step) => [step, bodies?.[CADENCE_STEP_SCRIPTS[step]] ?? ""]),
    );
    return clientOf(day, counts.get(day.id) ?? noCounts(day.id), stepScripts);
  });
  const todayOf = new Map(days.map((day) => [day.id, day.today]));
  const tasks = rows.map((row): QueueTask => {
    const today = todayOf.get(row.campaignId) as string;
    const late = Math.round((Date.parse(today) - Date.parse(row.dueOn)) / 86_400_000);
    return { ...row, daysLate: late, timing: late > 0 ? "overdue" : late === 0 ? "today" : "upcoming" };
  });
  const due = sumDue(clients.map((client) => client.due));
  return {
    sdr: { id: sdr.id, name: sdr.name },
    sdrs: roster,
    clients,
    due,
    heldBack: clients.reduce((sum, client) => sum + client.heldBack, 0),
    tasks,
    next: due.overdue + due.today === 0 ? await nextWorkDay(db, days) : null,
  };
}

/**
 * GET /api/campaigns/{id}/budget: the campaign's LinkedIn budget used and left, and its due work. An
 * SDR any campaign's, a client its own (else 404).
 */
export async function readCampaignBudget(
  scope: CampaignScope,
  db: Db,
  timeZone: string,
  now = new Date(),
): Promise<CampaignBudget> {
  const { campaignId } = scope;
  await refreshPlans(db, [campaignId], timeZone, now);
  const [day] = await campaignDays(db, [{ id: campaignId, client: "" }], timeZone, now);
  const current = day as CampaignDay;
  const counts = (await dueCounts(db, [current])).get(campaignId) ?? noCounts(campaignId);
  const client = clientOf(current, counts, {});
  return {
    accountType: current.cadence.budget.accountType,
    seat: current.seat,
    today: current.today,
    invites: client.invites,
    messages: client.messages,
    due: client.due,
  };
}
