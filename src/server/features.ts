import type { ServerFeature } from "./core/feature.js";
import { cadenceFeature } from "./features/cadence/index.js";
import { campaignsFeature } from "./features/campaigns/index.js";
import { digestFeature } from "./features/digest/index.js";
import { privacyFeature } from "./features/privacy/index.js";
import { prospectsFeature } from "./features/prospects/index.js";
import { webhooksFeature } from "./features/webhooks/index.js";

/** The features that plug jobs, schedules or heard caches into the core (app.ts assembles them). */
export const serverFeatures: readonly ServerFeature[] = [
  cadenceFeature,
  campaignsFeature,
  digestFeature,
  privacyFeature,
  prospectsFeature,
  webhooksFeature,
];

/** Every feature's caches kept by database notices, by channel. */
export function heardCachesOf(
  features: readonly ServerFeature[],
  db: Parameters<NonNullable<ServerFeature["heardCaches"]>>[0],
) {
  return Object.assign({}, ...features.map((feature) => feature.heardCaches?.(db) ?? {}));
}
