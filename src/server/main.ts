import { DEMO_CLIENT_EMAIL, DEMO_CLIENT_PASSWORD } from "../shared/contracts/demo.js";
import { buildApp } from "./app.js";
import { loadConfig } from "./core/config.js";
import { openDatabase } from "./core/db/client.js";
import { handleShutdownSignals } from "./core/system/shutdown.js";
import { ensureFirstManager } from "./features/accounts/auth.service.js";
import { preparePasswordChecker } from "./features/accounts/password-strength.js";
import { createSetupCode, needsFirstSdr } from "./features/accounts/setup-code.service.js";
import { seedDemo } from "./features/demo/seed.js";

const config = loadConfig();
const database = await openDatabase(
  config.databaseUrl
    ? {
        databaseUrl: config.databaseUrl,
        poolSize: config.databasePoolSize,
        timeouts: config.databaseTimeouts,
      }
    : { dataDir: config.dataDir },
);
await database.migrate();
const app = await buildApp({ config, database });

const notes: string[] = [];
if (config.seedDemo && (await seedDemo(database.db)) === "created") {
  app.log.info("demo company seeded");
}
if (config.seedDemo)
  notes.push(
    `Demo client: ${DEMO_CLIENT_EMAIL} / ${DEMO_CLIENT_PASSWORD} (or "Interactive Demo" on the landing page)`,
  );
if (config.adminEmail && config.adminPassword) {
  const result = await ensureFirstManager(database.db, config.adminEmail, config.adminPassword);
  notes.push(
    `Manager: ${config.adminEmail} ${result === "created" ? "created from ADMIN_EMAIL" : "(an SDR already exists)"}`,
  );
} else if (await needsFirstSdr(database.db)) {
  // Without it, whoever reached a new instance first would become its manager.
  const code = await createSetupCode(database.db);
  app.log.info({ setupCode: code }, "first-SDR setup code created; it works once");
  notes.push(
    `No manager yet: open /login, choose the SDR tab and "Create Account" with the setup code ${code}`,
    "(it works once; each start makes a new one). The first SDR becomes the manager.",
  );
}

handleShutdownSignals({ app, database, timeoutMs: config.shutdownTimeoutMs });

await app.listen({ port: config.port, host: config.host });
setImmediate(preparePasswordChecker);
const where = config.databaseUrl ? "PostgreSQL (DATABASE_URL)" : `embedded PGlite in ${config.dataDir}`;
console.log(
  ["", `Outreach Desk is running at ${config.publicUrl}`, `Database: ${where}`, ...notes, ""].join("\n"),
);
