// `npm run backup [-- --out DIR]`: writes a backup of the configured database (DATABASE_URL, else the
// embedded one in DATA_DIR) into BACKUP_DIR or DIR, and says what it wrote (ADR 0046).
import { parseArgs } from "node:util";
import { describeBackup } from "../src/server/core/backup/describe-backup.js";
import {
  describeDatabase,
  openConfiguredDatabase,
} from "../src/server/core/backup/open-configured-database.js";
import { writeBackup } from "../src/server/core/backup/write-backup.js";
import { loadConfig } from "../src/server/core/config.js";

try {
  const { values } = parseArgs({ options: { out: { type: "string" } } });
  const config = loadConfig();
  const dir = values.out ?? config.backups.dir;
  console.log(`Backing up ${describeDatabase(config)} into ${dir} ...`);
  const database = await openConfiguredDatabase(config);
  try {
    const backup = await writeBackup(database, dir);
    console.log(describeBackup(backup));
  } finally {
    await database.close();
  }
} catch (error) {
  console.error(`Backup failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
