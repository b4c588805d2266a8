/** What the cadence feature offers the rest of the server. */

import type { ServerFeature } from "../../core/feature.js";
import { startCronJob } from "../../core/jobs/cron-job.js";
import { cadenceRoutes } from "./cadence.routes.js";
import { planningJob } from "./plan-stale-assignments.js";
import { queueRoutes } from "./queue.routes.js";

export { accountOf, guardInviteBudget, overBudget } from "./budget-guard.service.js";
export { cadenceOfSettings, readCadences } from "./cadence.service.js";
export { campaignDays } from "./campaign-days.js";
export { PLAN_INPUT_SQL, type PlanInput, plannedNext, refreshPlans } from "./plans.service.js";

export const cadenceFeature: ServerFeature = {
  name: "cadence",
  routes: [cadenceRoutes, queueRoutes],
  startJobs: (jobs, database, config, log) =>
    startCronJob(jobs, planningJob(database.db, config.timeZone, log)),
};
