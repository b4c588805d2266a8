import type { ServerFeature } from "./core/feature.js";
import { cadenceFeature } from "./features/cadence/index.js";
import { digestFeature } from "./features/digest/index.js";
import { privacyFeature } from "./features/privacy/index.js";
import { prospectsFeature } from "./features/prospects/index.js";
import { webhooksFeature } from "./features/webhooks/index.js";

/** The features that plug jobs, schedules, heard caches or change listeners into the core (app.ts assembles them). */
export const serverFeatures: readonly ServerFeature[] = [
  cadenceFeature,
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

/** Every feature's listeners to the changes committed on this server (ADR 0037). */
export function changeListenersOf(
  features: readonly ServerFeature[],
  db: Parameters<NonNullable<ServerFeature["onChanges"]>>[0],
) {
  return features.flatMap((feature) => (feature.onChanges ? [feature.onChanges(db)] : []));
}
