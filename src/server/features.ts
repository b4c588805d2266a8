import type { Db } from "./core/db/client.js";
import type { ServerFeature } from "./core/feature.js";
import { accountsFeature } from "./features/accounts/index.js";
import { apiKeysFeature } from "./features/api-keys/index.js";
import { auditFeature } from "./features/audit/index.js";
import { billingFeature } from "./features/billing/index.js";
import { cadenceFeature } from "./features/cadence/index.js";
import { calendlyFeature } from "./features/calendly/index.js";
import { campaignsFeature } from "./features/campaigns/index.js";
import { conversationsFeature } from "./features/conversations/index.js";
import { demoFeature } from "./features/demo/index.js";
import { digestFeature } from "./features/digest/index.js";
import { exportsFeature } from "./features/exports/index.js";
import { importsFeature } from "./features/imports/index.js";
import { managementFeature } from "./features/management/index.js";
import { onboardingFeature } from "./features/onboarding/index.js";
import { poolFeature } from "./features/pool/index.js";
import { privacyFeature } from "./features/privacy/index.js";
import { prospectsFeature } from "./features/prospects/index.js";
import { resourcesFeature } from "./features/resources/index.js";
import { scriptsFeature } from "./features/scripts/index.js";
import { seatsFeature } from "./features/seats/index.js";
import { shareLinksFeature } from "./features/share-links/index.js";
import { sidePanelFeature } from "./features/side-panel/index.js";
import { teamKpisFeature } from "./features/team-kpis/index.js";
import { webhooksFeature } from "./features/webhooks/index.js";

/**
 * The features, in the order their routes are registered: each plugs its routes, jobs, schedules,
 * expiring rows, heard caches and change listeners into the core through its index.ts (app.ts assembles them).
 */
export const serverFeatures: readonly ServerFeature[] = [
  accountsFeature,
  demoFeature,
  managementFeature,
  campaignsFeature,
  prospectsFeature,
  conversationsFeature,
  importsFeature,
  poolFeature,
  privacyFeature,
  scriptsFeature,
  cadenceFeature,
  seatsFeature,
  sidePanelFeature,
  resourcesFeature,
  teamKpisFeature,
  exportsFeature,
  digestFeature,
  shareLinksFeature,
  onboardingFeature,
  billingFeature,
  apiKeysFeature,
  webhooksFeature,
  calendlyFeature,
  auditFeature,
];

/** Every feature's caches kept by database notices, by channel. */
export function heardCachesOf(features: readonly ServerFeature[], db: Db) {
  return Object.assign({}, ...features.map((feature) => feature.heardCaches?.(db) ?? {}));
}

/** Every feature's listeners to the changes committed on this server (ADR 0037). */
export function changeListenersOf(features: readonly ServerFeature[], db: Db) {
  return features.flatMap((feature) => (feature.onChanges ? [feature.onChanges(db)] : []));
}
