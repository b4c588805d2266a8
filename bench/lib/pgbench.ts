import { spawn } from "node:child_process";
import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import pg from "pg";
import { PROSPECT_JOINS, PROSPECT_SELECT } from "../../src/server/core/prospect-fields/prospect-columns.js";
import type { ProgressFlag } from "../../src/shared/contracts/prospects.js";
import { WALKED_FLAGS } from "./prospect-flips.js";
import { rawSql } from "./references.js";
import { makeTempDir, removeDir } from "./server-process.js";

/** Debian's postgresql-client; PGBENCH names another. */
const PGBENCH = process.env.PGBENCH ?? "/usr/bin/pgbench";
const IDS_TABLE = "bench_reference_ids";

/**
 * One PATCH of `flag` as plain SQL in one transaction: the flag flipped on a random record of the
 * walked ones (with updated_at, and the touch when ticked, as the route writes it), the activity
 * event, and the record read back as the API shows it. The triggers fire as they do for the route.
 */
function tickScript(flag: ProgressFlag, actorId: string, records: number): string {
  const column = `${flag}_at`;
  const record = `(select id from ${IDS_TABLE} where n = :n)`;
  // pgbench reads ":MI" in a to_char pattern as a variable; quoted in the pattern, ":" prints the same.
  const select = rawSql(PROSPECT_SELECT).replaceAll("HH24:MI:SS", 'HH24":"MI":"SS');
  return `\\set n random(1, ${records})
begin;
update assignments set ${column} = case when ${column} is null then now() end,
  last_touch_at = case when ${column} is null then now() else last_touch_at end, updated_at = now()
  where id = ${record} and suppression_id is null;
insert into activity_events (assignment_id, campaign_id, actor_id, actor_label, field, old_value, new_value)
  select a.id, a.campaign_id, '${actorId}'::uuid, null, '${flag}',
    case when a.${column} is null then 'true' else 'false' end,
    case when a.${column} is null then 'false' else 'true' end
  from assignments a where a.id = ${record};
select ${select} from assignments a ${rawSql(PROSPECT_JOINS)} where a.id = ${record};
commit;
`;
}

export interface PatchReference {
  /** One pgbench run of `seconds` with `clients` connections; answers transactions per second. */
  run(seconds: number, clients: number): Promise<number>;
  close(): Promise<void>;
}

/**
 * pgbench doing what PATCH /api/prospects/{id} does for one tick, over the given records, on the same
 * database: a scratch table numbers the records (pgbench draws numbers, not uuids), and one script per
 * walked flag, drawn at random, flips that flag. `actorId`: the user the events name.
 */
export async function patchReference(
  databaseUrl: string,
  assignmentIds: readonly string[],
  actorId: string,
  flags: readonly ProgressFlag[] = WALKED_FLAGS,
): Promise<PatchReference> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(`drop table if exists ${IDS_TABLE}`);
    await client.query(`create table ${IDS_TABLE} (n integer primary key, id uuid not null)`);
    await client.query(
      `insert into ${IDS_TABLE} select n, id from unnest($1::uuid[]) with ordinality as t(id, n)`,
      [assignmentIds],
    );
    await client.query(`analyze ${IDS_TABLE}`);
  } finally {
    await client.end();
  }
  const dir = await makeTempDir("pgbench");
  const scripts: string[] = [];
  for (const flag of flags) {
    const path = join(dir, `${flag}.sql`);
    await writeFile(path, tickScript(flag, actorId, assignmentIds.length));
    scripts.push(path);
  }
  return {
    run: (seconds, clients) => runPgbench(databaseUrl, scripts, seconds, clients),
    close: () => removeDir(dir),
  };
}

function runPgbench(databaseUrl: string, scripts: string[], seconds: number, clients: number) {
  const args = [
    "--no-vacuum",
    "--protocol=prepared",
    `--client=${clients}`,
    "--jobs=2",
    `--time=${seconds}`,
    ...scripts.map((script) => `--file=${script}@1`),
    databaseUrl,
  ];
  return new Promise<number>((resolve, reject) => {
    const child = spawn(PGBENCH, args, { stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stderr.on("data", (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once("error", reject);
    child.once("exit", (code) => {
      const tps = /tps = ([0-9.]+)/.exec(output)?.[1];
      const failed = /number of failed transactions: ([0-9]+)/.exec(output)?.[1];
      if (code !== 0 || tps === undefined || (failed !== undefined && Number(failed) > 0)) {
        reject(new Error(`pgbench exited with ${code}:\n${output.slice(-2_000)}`));
      } else {
        resolve(Number(tps));
      }
    });
  });
}
