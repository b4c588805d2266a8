import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gunzipSync, gzipSync } from "node:zlib";
import { afterAll, describe, expect, it } from "vitest";
import { buildApp } from "../../src/server/app.js";
import { appVersion } from "../../src/server/core/backup/migration-level.js";
import { RestoreRefused, restoreBackup } from "../../src/server/core/backup/restore-backup.js";
import { type WrittenBackup, writeBackup } from "../../src/server/core/backup/write-backup.js";
import { seedDemo } from "../../src/server/features/demo/seed.js";
import { DEMO_CLIENT_EMAIL, DEMO_CLIENT_PASSWORD } from "../../src/shared/contracts/demo.js";
import { createCompany } from "../helpers/factories.js";
import { createProspects } from "../helpers/prospects.js";
import { login, testAppSuite, testConfig } from "../helpers/test-app.js";
import { openTestDatabase } from "../helpers/test-database.js";
import { createWorkspace, prospectPath } from "../helpers/workspace.js";
import { databaseContents } from "./table-contents.js";

const t = testAppSuite();
const dir = mkdtempSync(join(tmpdir(), "restore-drill-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("backup and restore (the restore drill)", () => {
  let backup: WrittenBackup;
  let backedUp: Record<string, string[]>;

  it("restores every table as it was backed up, into an empty database the app then runs on", async () => {
    await seedDemo(t.db);
    const workspace = await createWorkspace(t);
    // Writes through the API: activity events (ids from a sequence) and the roll-ups their triggers keep.
    const [prospect] = await createProspects(t.db, workspace.company.campaignId, 3);
    for (const patch of [{ invite: true }, { connected: true }]) {
      const response = await workspace.sdr.api.patch(prospectPath(prospect?.id ?? ""), patch);
      expect(response.statusCode, response.body).toBe(200);
    }
    await login(t.app, DEMO_CLIENT_EMAIL, DEMO_CLIENT_PASSWORD, "client");

    backup = await writeBackup(t.database, dir);
    backedUp = await databaseContents(t.db);
    expect(backup.rows).toBeGreaterThan(100);
    expect(backedUp.activity_events).toHaveLength(2);
    expect(backedUp["sequence activity_events_id_seq"]).not.toEqual(["null"]);
    expect(backup.header).toMatchObject({ appVersion: appVersion(), database: t.database.kind });
    expect(readFileSync(backup.file).subarray(0, 2)).toEqual(Buffer.from([0x1f, 0x8b]));

    // Changed after the backup: none of this may come back.
    await createCompany(t.db, { companyName: "After the backup" });

    const target = await openTestDatabase();
    try {
      const restored = await restoreBackup(target, backup.file);
      expect(restored.rows).toBe(backup.rows);
      expect(restored.tables).toEqual(backup.tables);
      const contents = await databaseContents(target.db);
      expect(Object.keys(contents)).toEqual(Object.keys(backedUp));
      for (const table of Object.keys(backedUp)) expect(contents[table], table).toEqual(backedUp[table]);

      const app = await buildApp({ config: testConfig(), database: target, logger: false });
      try {
        expect((await app.inject({ method: "GET", url: "/api/ready" })).statusCode).toBe(200);
        await login(app, workspace.sdr.email, "correct-horse-battery", "sdr");
      } finally {
        await app.close();
      }
    } finally {
      await target.close();
    }
  });

  it("refuses a backup made by a newer version, naming both versions", async () => {
    const lines = gunzipSync(readFileSync(backup.file)).toString("utf8").split("\n");
    lines[0] = (lines[0] ?? "").replace(`"appVersion":"${appVersion()}"`, '"appVersion":"999.0.0"');
    const newer = join(dir, "newer.backup.gz");
    writeFileSync(newer, gzipSync(lines.join("\n")));
    const target = await openTestDatabase();
    try {
      const refusal = restoreBackup(target, newer);
      await expect(refusal).rejects.toBeInstanceOf(RestoreRefused);
      await expect(refusal).rejects.toThrow(
        `The backup was made by Outreach Desk 999.0.0, newer than this version (${appVersion()})`,
      );
    } finally {
      await target.close();
    }
  });

  it("refuses a database that is not empty, and leaves it as it was", async () => {
    // A database of its own: the app's may still be finishing the work the first test set off.
    const target = await openTestDatabase();
    try {
      await createCompany(target.db, { companyName: "Already here" });
      const before = await databaseContents(target.db);
      await expect(restoreBackup(target, backup.file)).rejects.toThrow(
        /The database is not empty \(.*hold rows\)/,
      );
      expect(await databaseContents(target.db)).toEqual(before);
    } finally {
      await target.close();
    }
  });
});
