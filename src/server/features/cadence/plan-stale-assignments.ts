import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../core/db/client.js";
import type { CronJob } from "../../core/jobs/cron-job.js";
import { planStaleCampaigns } from "./plans.service.js";

/** Every minute: readers plan what they show, this plans the rest before anyone waits for it. */
const PLAN_CRON = "* * * * *";

/** The planning job, counting days in `timeZone`. */
export const planningJob = (db: Db, timeZone: string, log: FastifyBaseLogger): CronJob => ({
  queue: "plan-stale-assignments",
  cron: PLAN_CRON,
  async run() {
    const campaigns = await planStaleCampaigns(db, timeZone);
    if (campaigns > 0) log.info({ campaigns }, "stale assignments planned");
  },
});
