/** What the campaigns feature offers the rest of the server. */
export { allCampaignMetrics, campaignMetrics, readActivity, readComparedMetrics } from "./metrics.service.js";
