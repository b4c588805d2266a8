import { registerChangeTopic } from "../../lib/change-topics";
import { campaignKeys } from "../../shared/campaign-keys";
import { prospectsPath } from "../../shared/prospects-query";
import { applyProspectRows, badDataCountPath, heldByRows } from "./api";
import { POOL_PATH } from "./pool-api";

// The lists and bad-data counts show a campaign's prospects; a conversation's reply changes them too,
// and a cadence change their next steps.
registerChangeTopic(["prospects", "imports", "conversations", "cadence"], {
  keys: (campaignId) => campaignKeys(campaignId, prospectsPath, badDataCountPath),
  applyRows: applyProspectRows,
  heldByRows,
});

// A person imported, assigned or flagged joins or leaves the pool.
registerChangeTopic(["prospects", "imports"], { keys: () => [POOL_PATH] });
