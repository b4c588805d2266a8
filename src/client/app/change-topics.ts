/**
 * What each change topic means for the app's queries: every feature registers its own. Loaded with
 * the signed-in frame, before any screen that writes or listens to live updates.
 */
import { registerChangeTopic } from "../lib/change-topics";
import { ACTIVE_CAMPAIGNS_PATH } from "../shared/campaign-lists";
import "../features/cadence/changes";
import "../features/chat/changes";
import "../features/dashboard/changes";
import "../features/do-not-contact/changes";
import "../features/imports/changes";
import { RESOURCES } from "../features/management/api";
import "../features/prospects/changes";
import "../features/resources/changes";
import "../features/scripts/changes";
import "../features/seats/changes";
import "../features/subscriptions/changes";
import "../features/team-kpis/changes";
import "../features/today/changes";

// Manage Campaigns' tables, and the active campaigns the sidebar and the pickers list.
// (Registered here until features/management has a changes.ts of its own.)
registerChangeTopic("management", { keys: () => [...Object.values(RESOURCES), ACTIVE_CAMPAIGNS_PATH] });
