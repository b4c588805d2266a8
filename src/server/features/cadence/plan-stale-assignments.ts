import type { FastifyBaseLogger } from "fastify";
import type { AppConfig } from "../../core/config.js";
import type { Db } from "../../core/db/client.js";
import type { JobQueue } from "../../core/jobs/job-queue.js";
import { planStaleCampaigns } from "./plans.service.js";

/** Every minute: readers plan what they show, this plans the rest before anyone waits for it. */
const PLAN_CRON = "* * * * *";

/** The planning job: its worker and its schedule. */
export async function startPlanning(
  jobs: JobQueue,
  db: Db,
  config: Pick<AppConfig, "timeZone">,
  log: FastifyBaseLogger,
): Promise<void> {
  await jobs.work("plan-stale-assignments", async () => {
    const campaigns = await planStaleCampaigns(db, config.timeZone);
    if (campaigns > 0) log.info({ campaigns }, "stale assignments planned");
  });
  await jobs.schedule("plan-stale-assignments", PLAN_CRON);
}
