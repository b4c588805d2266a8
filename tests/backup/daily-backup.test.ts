import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { backupFileName } from "../../src/server/core/backup/backup-file.js";
import { backupJob } from "../../src/server/core/backup/backup-job.js";
import { queryRows } from "../../src/server/core/db/raw.js";
import { readyBackupFailed } from "../../src/shared/contracts/health.js";
import { testAppSuite, testConfig } from "../helpers/test-app.js";

const t = testAppSuite();
const root = mkdtempSync(join(tmpdir(), "daily-backup-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const ready = () => t.app.inject({ method: "GET", url: "/api/ready" });
const job = (dir: string, keep: number) =>
  backupJob(t.database, { ...testConfig().backups, dir, keep }, t.app.log, t.app.backupStatus);

describe("the daily backup", () => {
  it("keeps the newest N backups and deletes only older files of its own", async () => {
    const dir = join(root, "kept");
    mkdirSync(dir);
    const older = [1, 2, 3].map((n) => backupFileName(new Date(Date.UTC(2026, 0, n, 2, 17))));
    const others = ["notes.txt", "outreach-desk-manual.backup.gz"];
    for (const name of [...older, ...others]) writeFileSync(join(dir, name), "");

    await job(dir, 2).run();
    const written = t.app.backupStatus.last;
    expect(written).toMatchObject({ ok: true, deleted: older.slice(0, 2) });
    expect(readdirSync(dir).sort()).toEqual([...others, older[2], basename(written?.file ?? "")].sort());
    expect((await ready()).json()).toEqual({ status: "ready" });
  });

  it("reports a failed backup on /api/ready, which stays 200, until one succeeds, and in the audit log", async () => {
    const blocked = join(root, "a-file");
    writeFileSync(blocked, "not a directory");
    await expect(job(blocked, 2).run()).rejects.toThrow();
    const outcome = t.app.backupStatus.last;
    expect(outcome?.ok).toBe(false);
    const response = await ready();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: "ready",
      warnings: [{ check: "backup", message: readyBackupFailed(outcome?.at ?? "", outcome?.error ?? "") }],
    });
    expect(outcome?.error).toMatch(/EEXIST|ENOTDIR/);
    const [entry] = await queryRows<{ succeeded: boolean; detail: { error: string } }>(
      t.db,
      sql`select succeeded, detail from audit_log where action = 'backup' order by id desc limit 1`,
    );
    expect(entry).toEqual({ succeeded: false, detail: { error: outcome?.error } });

    await job(join(root, "fine"), 2).run();
    expect((await ready()).json()).toEqual({ status: "ready" });
  });
});
