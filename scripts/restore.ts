// `npm run restore FILE`: restores a backup into the configured database (DATABASE_URL, else the embedded
// one in DATA_DIR), which must be empty; the app then starts on it (ADR 0046).
import { describeRestore } from "../src/server/core/backup/describe-backup.js";
import {
  describeDatabase,
  openConfiguredDatabase,
} from "../src/server/core/backup/open-configured-database.js";
import { restoreBackup } from "../src/server/core/backup/restore-backup.js";
import { loadConfig } from "../src/server/core/config.js";

const file = process.argv[2];
if (!file || process.argv.length > 3) {
  console.error("Usage: npm run restore FILE (a backup written by npm run backup)");
  process.exit(2);
}
try {
  const config = loadConfig();
  console.log(`Restoring ${file} into ${describeDatabase(config)} ...`);
  const database = await openConfiguredDatabase(config);
  try {
    console.log(describeRestore(await restoreBackup(database, file)));
  } finally {
    await database.close();
  }
} catch (error) {
  console.error(`Restore failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
