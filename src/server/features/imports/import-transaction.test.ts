import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createCompany } from "../../../../tests/helpers/factories.js";
import {
  csvFile,
  IMPORT,
  importFields,
  importFile,
  peopleCsv,
  STANDARD_HEADER,
  STANDARD_MAPPINGS,
  uploadForm,
} from "../../../../tests/helpers/imports.js";
import { expectError } from "../../../../tests/helpers/management.js";
import { workspaceSuite } from "../../../../tests/helpers/workspace.js";
import { queryRows } from "../../core/db/raw.js";

const { t, w } = workspaceSuite();

const count = async (query: ReturnType<typeof sql>) =>
  (await queryRows<{ n: number }>(t.db, query))[0]?.n ?? -1;
const peopleLike = (label: string) =>
  count(sql`select count(*)::int as n from prospects where dedup_key like ${`linkedin.com/in/${label}-%`}`);
const distinctPeopleLike = (label: string) =>
  count(
    sql`select count(distinct linkedin_url)::int as n from prospects where dedup_key like ${`linkedin.com/in/${label}-%`}`,
  );
const assignmentsOf = (campaignId: string) =>
  count(sql`select count(*)::int as n from assignments where campaign_id = ${campaignId}`);
const batches = () => count(sql`select count(*)::int as n from import_batches`);

/** Runs `body` while the database fails any statement writing a row matching `condition` into `table`. */
async function withFailingWrites(table: string, condition: string, body: () => Promise<void>) {
  await t.db.execute(
    sql.raw(`create function fail_for_test() returns trigger language plpgsql as $$
      begin
        if ${condition} then raise exception 'forced failure for the test'; end if;
        return new;
      end $$`),
  );
  await t.db.execute(
    sql.raw(
      `create trigger fail_for_test before insert on ${table} for each row execute function fail_for_test()`,
    ),
  );
  try {
    await body();
  } finally {
    await t.db.execute(sql.raw(`drop trigger fail_for_test on ${table}`));
    await t.db.execute(sql.raw("drop function fail_for_test()"));
  }
}

const SERVER_ERROR = "Something went wrong on our side. Please try again.";

// The writes the database is made to refuse answer 500, which no route documents: on purpose here.
beforeAll(() => t.answers.allowUndocumented(`POST ${IMPORT}`, 500));

describe("an import is one transaction", () => {
  it("a failure recording the batch, after every person was written, leaves nothing", async () => {
    const { campaignId } = await createCompany(t.db);
    const file = csvFile(peopleCsv("atomic-batch", 1, 50), "explode.csv");
    const before = await batches();
    await withFailingWrites("import_batches", "new.file_name = 'explode.csv'", async () => {
      const response = await w.sdr.api.post(
        IMPORT,
        uploadForm(file, importFields(STANDARD_MAPPINGS, { campaignId })),
      );
      expectError(response, 500, SERVER_ERROR);
    });
    expect(await peopleLike("atomic-batch")).toBe(0);
    expect(await assignmentsOf(campaignId)).toBe(0);
    expect(await batches()).toBe(before);

    // The same file goes in once the fault is gone: the failure, not the data, stopped it.
    const result = await importFile(w.sdr.api, file, importFields(STANDARD_MAPPINGS, { campaignId }));
    expect(result).toMatchObject({ importedRows: 50, duplicateRows: 0 });
    expect(await assignmentsOf(campaignId)).toBe(50);
  });

  it("a failure in the middle of the people's insert leaves none of the rows before it", async () => {
    const before = await batches();
    await withFailingWrites("prospects", "new.first_name = 'First25'", async () => {
      const response = await w.sdr.api.post(
        IMPORT,
        uploadForm(csvFile(peopleCsv("atomic-row", 1, 50)), importFields()),
      );
      expectError(response, 500, SERVER_ERROR);
    });
    expect(await peopleLike("atomic-row")).toBe(0);
    expect(await batches()).toBe(before);
  });
});

describe("imports running at the same time", () => {
  it("two overlapping imports started together put each person in the pool once", async () => {
    const { campaignId } = await createCompany(t.db);
    for (const round of [1, 2, 3]) {
      const label = `race${round}`;
      const first = csvFile(peopleCsv(label, 1, 600));
      // The second file overlaps the first by 300 people and lists them in the opposite order.
      const [header = STANDARD_HEADER, ...rows] = peopleCsv(label, 301, 600).trimEnd().split("\r\n");
      const second = csvFile([header, ...rows.reverse()].join("\r\n"));
      const [a, b] = await Promise.all([
        importFile(w.sdr.api, first, importFields(STANDARD_MAPPINGS, { campaignId })),
        importFile(w.sdr.api, second, importFields(STANDARD_MAPPINGS, { campaignId })),
      ]);
      expect(a.importedRows + b.importedRows).toBe(900);
      expect(a.duplicateRows + b.duplicateRows).toBe(300);
      expect(await peopleLike(label)).toBe(900);
      expect(await distinctPeopleLike(label)).toBe(900);
    }
    expect(await assignmentsOf(campaignId)).toBe(2_700);
  }, 60_000);

  it("an import waits for a person another transaction is adding, then counts it as a duplicate", async (context) => {
    // PGlite runs one transaction at a time, so only PostgreSQL can hold one open beside an import.
    if (t.database.kind !== "postgres") context.skip();
    let importing: ReturnType<typeof importFile> | undefined;
    await t.db.transaction(async (tx) => {
      await tx.execute(
        sql`insert into prospects (dedup_key, first_name, last_name, linkedin_url)
            values ('linkedin.com/in/held-2', 'Held', 'Elsewhere', 'https://www.linkedin.com/in/held-2')`,
      );
      importing = importFile(w.sdr.api, csvFile(peopleCsv("held", 1, 3)));
      await waitFor(
        async () =>
          (await count(
            sql`select count(*)::int as n from pg_stat_activity
                where datname = current_database() and wait_event_type = 'Lock'`,
          )) > 0,
      );
    });
    expect(await importing).toMatchObject({ importedRows: 2, duplicateRows: 1 });
    const held = await queryRows<{ firstName: string }>(
      t.db,
      sql`select first_name as "firstName" from prospects where dedup_key = 'linkedin.com/in/held-2'`,
    );
    expect(held).toEqual([{ firstName: "Held" }]);
  });
});

async function waitFor(condition: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error("condition not met in time");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
