import { registerChangeTopic } from "../../lib/change-topics";
import { campaignKeys } from "../../shared/campaign-keys";
import { scriptsPath } from "./api";

// The campaign's screens are refreshed together, its scripts included.
registerChangeTopic(["prospects", "imports", "conversations", "scripts"], {
  keys: (campaignId) => campaignKeys(campaignId, scriptsPath),
});
