import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { openDatabase } from "../../src/server/core/db/client.js";

/** A statement runner: a pg client, or the embedded database through the ORM. */
export type Run = (statement: string, params?: unknown[]) => Promise<unknown>;

/**
 * `campaigns` companies with a campaign each and `perCampaign` prospects in every campaign, in a few
 * set-based statements. Ids derive from `label` and the row number (md5), so no join is needed.
 * Progress is spread over the last 120 days: 80 % invited, 35 % connected, messages and follow-ups
 * tapering off, 7 % replied (2 % meetings), 8 % tagged positive, 2 % bad data. The roll-up triggers
 * run on the assignments insert like on any other write. Returns the campaign ids.
 */
export async function seedCampaigns(run: Run, label: string, campaigns: number, perCampaign: number) {
  const total = campaigns * perCampaign;
  // A version-4 UUID from md5: version nibble 4, variant nibble 8.
  const id = (kind: string, n: string) =>
    `overlay(overlay(md5('${label}-${kind}-' || ${n}) placing '4' from 13) placing '8' from 17)::uuid`;
  await run(
    `insert into companies (id, company_name, client_name, status)
     select ${id("company", "n")}, '${label} company ' || lpad(n::text, 4, '0'), 'Client ' || n, 'Active'
     from generate_series(1, $1) n`,
    [campaigns],
  );
  await run(
    `insert into campaigns (id, company_id)
     select ${id("campaign", "n")}, ${id("company", "n")} from generate_series(1, $1) n`,
    [campaigns],
  );
  await run(
    `insert into prospects (id, dedup_key, first_name, last_name, job_title, company, linkedin_name, linkedin_url,
       email)
     select ${id("person", "g")}, 'linkedin.com/in/${label}-' || g, 'First' || g, 'Last' || g, 'Head of Sales',
       'Company ' || (g % 997), 'First' || g || ' Last' || g, 'https://www.linkedin.com/in/${label}-' || g,
       'first' || g || '.last' || g || '@company' || (g % 997) || '.example.com'
     from generate_series(1, $1) g`,
    [total],
  );
  const at = (days: number) => `least(now(), x.t + interval '${days} days')`;
  await run("select setseed(0.42)");
  await run(
    `insert into assignments (campaign_id, prospect_id, invite_at, connected_at, m1_at, m2_at, m3_at, m4_at,
       ff1_at, ff2_at, ff3_at, ff4_at, ff5_at, sequence_tag, sequence_tag_at, final_disposition, disposition_at,
       last_touch_at, imported_at, assigned_at, bad_data_at)
     select ${id("campaign", "((x.g - 1) / $2 + 1)")}, ${id("person", "x.g")},
       case when x.r < 0.80 then x.t end,
       case when x.r < 0.35 then ${at(2)} end,
       case when x.r < 0.30 then ${at(3)} end,
       case when x.r < 0.20 then ${at(6)} end,
       case when x.r < 0.12 then ${at(9)} end,
       case when x.r < 0.06 then ${at(12)} end,
       case when x.r < 0.25 then ${at(4)} end,
       case when x.r < 0.18 then ${at(7)} end,
       case when x.r < 0.10 then ${at(10)} end,
       case when x.r < 0.05 then ${at(13)} end,
       case when x.r < 0.02 then ${at(15)} end,
       x.tag, case when x.tag <> 'New' then ${at(5)} end,
       x.disposition, case when x.disposition <> 'New' then ${at(5)} end,
       case when x.r < 0.80 then ${at(1)} end,
       x.t - interval '1 day', x.t - interval '1 day',
       case when x.s > 0.98 then ${at(8)} end
     from (
       select g, r, s, t,
         case when s < 0.05 then 'Interested' when s < 0.08 then 'Question' when s < 0.15 then 'Soft No'
           when s < 0.18 then 'Hard No' else 'New' end as tag,
         case when r < 0.02 then 'Meeting' when r < 0.07 then 'Reply' when r < 0.50 then 'No Reply'
           else 'New' end as disposition
       from (
         select g, random() as r, random() as s, now() - random() * interval '120 days' as t
         from generate_series(1, $1) g
       ) raw
     ) x`,
    [total, perCampaign],
  );
  await run("analyze");
  const ids = await run(`select ${id("campaign", "n")}::text as id from generate_series(1, $1) n`, [
    campaigns,
  ]);
  return (ids as { id: string }[]).map((row) => row.id);
}

export const postgresRunner =
  (client: pg.Client): Run =>
  async (statement, params) =>
    (await client.query(statement, params as unknown[])).rows;

/** Seeds an already migrated PostgreSQL database over a connection of its own. Returns the campaign ids. */
export async function seedPostgresCampaigns(
  databaseUrl: string,
  label: string,
  campaigns: number,
  perCampaign: number,
) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await seedCampaigns(postgresRunner(client), label, campaigns, perCampaign);
  } finally {
    await client.end();
  }
}

/**
 * Migrates and seeds an embedded data dir in this process (it belongs to one process at a time), for a
 * server to be started on it afterwards. Returns the campaign ids.
 */
export async function seedPgliteDir(dataDir: string, label: string, campaigns: number, perCampaign: number) {
  const pglite = await PGlite.create(dataDir);
  try {
    await (await openDatabase({ pglite })).migrate();
    const run: Run = async (statement, params = []) => (await pglite.query(statement, params)).rows;
    return await seedCampaigns(run, label, campaigns, perCampaign);
  } finally {
    await pglite.close();
  }
}

/**
 * Puts the campaigns in one SDR's Today queue: a roster entry (Active, made or taken over) for the login
 * with `email`, and an Active connection-matrix row naming that SDR for each campaign's company.
 * Returns the SDR's id.
 */
export async function connectSdr(run: Run, campaignIds: readonly string[], email: string): Promise<string> {
  const [sdr] = (await run(
    `insert into sdrs (name, email, status, user_id)
     select coalesce(name, 'Bench SDR'), lower(email), 'Active', id from users where lower(email) = lower($1)
     on conflict (email) do update set status = 'Active', user_id = excluded.user_id, archived_at = null
     returning id::text`,
    [email],
  )) as { id: string }[];
  if (!sdr) throw new Error(`no login ${email} to put on the SDR roster`);
  await run(
    `insert into connections (company_id, sdr_id, status)
     select distinct company_id, $2::uuid, 'Active' from campaigns where id = any($1::uuid[])`,
    [campaignIds, sdr.id],
  );
  return sdr.id;
}

/** Saves the same cadence settings (a parsed `Cadence`) for each campaign, as PUT .../cadence would. */
export async function saveCadences(run: Run, campaignIds: readonly string[], settings: unknown) {
  await run(
    `insert into campaign_cadences (campaign_id, settings)
     select id, $2::jsonb from unnest($1::uuid[]) id`,
    [campaignIds, JSON.stringify(settings)],
  );
}
