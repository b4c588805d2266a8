import pg from "pg";
import type { TeamKpis } from "../src/shared/contracts/team-kpis.js";
import { withPostgresDatabase } from "./lib/postgres.js";
import { errorRow, type Row, type Target } from "./lib/report.js";
import { postgresRunner, seedCampaigns } from "./lib/seed-campaigns.js";
import type { RunningServer } from "./lib/server-process.js";
import { withServer } from "./lib/server-process.js";
import { benchServerEnv, signInAsManager } from "./lib/sign-in.js";
import { summarize } from "./lib/stats.js";

const SDRS = 50;
const CAMPAIGNS = 20;
const PER_CAMPAIGN = 10_000;
/** Five events per assignment: 200,000 assignments x 5 = 1,000,000 events. */
const EVENTS = CAMPAIGNS * PER_CAMPAIGN * 5;
const WARM_UPS = 3;
const RUNS = 25;
/**
 * p95 over the p95 of the plain count over the events (the same figures per SDR for the period): the
 * roll-up exists to answer in a fraction of that, so at most half of it.
 */
const TARGET: Target = { op: "<=", value: 0.5, on: "p95", ratio: true };
/** One plain count after every this many requests. */
const REFERENCE_EVERY = 5;
const PERIODS = ["this-week", "last-30-days", "all-time"] as const;

const userId = (n: string) =>
  `overlay(overlay(md5('kpi-sdr-' || ${n}) placing '4' from 13) placing '8' from 17)::uuid`;

/**
 * 50 SDR logins on the roster and 1,000,000 activity events over the last 120 days: every assignment
 * gets five steps by one SDR, a day apart from a random start (invite, connect, first message, a
 * second message or a follow-up, then a disposition: Reply, Meeting, No Reply or Dead); 4 % of them
 * untick and re-tick the invite instead of connecting and messaging. The events go in with the roll-up
 * trigger off (for a million new keys at once it takes minutes), then `team_kpis_rebuild` recounts
 * them, the same definition the trigger keeps; the totals are checked against the events below.
 */
async function seedEvents(client: pg.Client): Promise<void> {
  const run = postgresRunner(client);
  await seedCampaigns(run, "kpis", CAMPAIGNS, PER_CAMPAIGN);
  await run(
    `insert into users (id, email, password_hash, role, name)
     select ${userId("n")}, 'kpi-sdr-' || n || '@bench.example.com', 'not-a-login', 'sdr', 'SDR ' || lpad(n::text, 2, '0')
     from generate_series(1, $1) n`,
    [SDRS],
  );
  await run(
    `insert into sdrs (name, email, status, user_id)
     select 'SDR ' || lpad(n::text, 2, '0'), 'kpi-sdr-' || n || '@bench.example.com', 'Active', ${userId("n")}
     from generate_series(1, $1) n`,
    [SDRS],
  );
  await run(
    `create temp table kpi_targets as
     select row_number() over (order by id) as n, id, campaign_id from assignments`,
  );
  await run("create unique index on kpi_targets (n)");
  await run("alter table activity_events disable trigger team_kpi_on_insert");
  await run(
    `insert into activity_events (assignment_id, campaign_id, actor_id, field, old_value, new_value, created_at)
     select t.id, t.campaign_id, ${userId("1 + x.a % $2")}, x.field, x.old_value, x.new_value,
       least(now(), x.start + x.step * interval '1 day')
     from (
       select a, step, start,
         case when step = 0 then 'invite'
           when retick and step in (1, 2) then 'invite'
           when step = 1 then 'connected'
           when step = 2 then 'm1'
           when step = 3 then case when a % 2 = 0 then 'm2' else 'ff1' end
           else 'finalDisposition' end as field,
         case when step = 4 then 'New' when retick and step = 1 then 'true' else 'false' end as old_value,
         case when step = 4 then (array['Reply', 'Meeting', 'No Reply', 'Dead'])[1 + a % 4]
           when retick and step = 1 then 'false' else 'true' end as new_value
       from (
         select (g - 1) / 5 + 1 as a, (g - 1) % 5 as step,
           (hashint4((g - 1) / 5 + 1) & 1023) < 41 as retick,
           now() - ((hashint4(((g - 1) / 5 + 1) * 7) & 2147483647) % (120 * 86400)) * interval '1 second' as start
         from generate_series(1, $1) g
       ) raw
     ) x
     join kpi_targets t on t.n = x.a`,
    [EVENTS, SDRS],
  );
  await run("alter table activity_events enable trigger team_kpi_on_insert");
  await run("select team_kpis_rebuild(time_zone) from team_kpi_settings");
  await run("vacuum analyze activity_events");
  await run("vacuum analyze team_kpi_daily");
}

/**
 * The SDRs' figures straight over the events (a re-tick counted once by grouping), to check the
 * roll-up. Sums over every SDR row for the period [start, end).
 */
async function directSdrSums(client: pg.Client, range: { start: string; end: string } | null) {
  const window = range ? "and created_at >= $1 and created_at < $2" : "";
  const { rows } = await client.query<Record<string, number>>(
    `select team_kpi_figure(field, new_value) as figure, count(distinct (sdr_id, assignment_id, field))::int as n
     from activity_events
     where sdr_id is not null and team_kpi_figure(field, new_value) is not null ${window}
     group by 1`,
    range ? [range.start, range.end] : [],
  );
  return Object.fromEntries(rows.map((row) => [row.figure, row.n]));
}

async function timePeriod(server: RunningServer, cookie: string, client: pg.Client, period: string) {
  const url = `${server.url}/api/team-kpis?period=${period}`;
  let last: TeamKpis | null = null;
  const once = async () => {
    const started = performance.now();
    const response = await fetch(url, { headers: { cookie } });
    const body = await response.text();
    if (response.status !== 200) throw new Error(`${url} answered ${response.status}: ${body.slice(0, 200)}`);
    const elapsed = performance.now() - started;
    last = JSON.parse(body) as TeamKpis;
    return elapsed;
  };
  for (let i = 0; i < WARM_UPS; i++) await once();
  const kpisOf = () => {
    const kpis = last as TeamKpis | null;
    if (!kpis) throw new Error("no answer");
    return kpis;
  };
  const times: number[] = [];
  const referenceTimes: number[] = [];
  for (let i = 1; i <= RUNS; i++) {
    times.push(await once());
    if (i % REFERENCE_EVERY === 0) {
      const started = performance.now();
      await directSdrSums(client, kpisOf().range);
      referenceTimes.push(performance.now() - started);
    }
  }
  const kpis = kpisOf();
  const direct = await directSdrSums(client, kpis.range);
  for (const figure of ["invited", "connected", "messagesSent", "followUpsSent", "replied"] as const) {
    const rows = kpis.sdrs.reduce((sum, row) => sum + row[figure], 0);
    if ((direct[figure] ?? 0) !== rows) {
      throw new Error(`${period}: the SDRs' ${figure} sum to ${rows}, the events say ${direct[figure] ?? 0}`);
    }
    // The totals are the dashboards' (ADR 0030): the rows and the others add up to them.
    if (rows + kpis.others[figure] !== kpis.totals[figure]) {
      throw new Error(`${period}: ${figure}: the rows and the others do not add up to the totals`);
    }
  }
  const summary = summarize(times);
  const plain = summarize(referenceTimes);
  console.log(
    `  GET /api/team-kpis?period=${period}: ${kpis.sdrs.length} SDRs, invited ${kpis.totals.invited.toLocaleString("en-US")}, ` +
      `median ${summary.median.toFixed(1)} ms, p95 ${summary.p95.toFixed(1)} ms over ${RUNS} requests (SDR rows match the events); ` +
      `the plain count: median ${plain.median.toFixed(0)} ms, p95 ${plain.p95.toFixed(0)} ms`,
  );
  const row: Row = {
    name: `team KPIs, 1M events / 50 SDRs, ${period} (PostgreSQL)`,
    ...summary,
    unit: "ms",
    decimals: 1,
    target: TARGET,
    reference: {
      what: `count(distinct) per SDR and figure straight over the period's events, ${referenceTimes.length} runs among the requests`,
      figure: plain.p95,
    },
  };
  return row;
}

/** Team KPIs (issue 6): 1,000,000 activity events from 50 SDRs over 120 days, on PostgreSQL. */
export async function measureTeamKpis(): Promise<Row[]> {
  try {
    return await withPostgresDatabase("team_kpis", (databaseUrl) =>
      withServer({ env: benchServerEnv({ DATABASE_URL: databaseUrl }) }, async (server) => {
        const client = new pg.Client({ connectionString: databaseUrl });
        await client.connect();
        try {
          const started = performance.now();
          await seedEvents(client);
          console.log(`  seeded 1,000,000 events in ${((performance.now() - started) / 1000).toFixed(0)} s`);
          const cookie = await signInAsManager(server);
          const rows: Row[] = [];
          for (const period of PERIODS) rows.push(await timePeriod(server, cookie, client, period));
          return rows;
        } finally {
          await client.end();
        }
      }),
    );
  } catch (error) {
    return [errorRow("team KPIs, 1M events / 50 SDRs (PostgreSQL)", error)];
  }
}
