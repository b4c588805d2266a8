import type { FastifyBaseLogger } from "fastify";
import { planStaleCampaigns } from "../cadence/plans.service.js";
import type { AppConfig } from "../config.js";
import type { Db } from "../db/client.js";
import type { JobQueue } from "./job-queue.js";

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
