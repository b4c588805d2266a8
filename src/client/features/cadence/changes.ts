import { registerChangeTopic } from "../../lib/change-topics";
import { campaignKeys } from "../../shared/campaign-keys";
import { cadencePath } from "./api";

registerChangeTopic("cadence", { keys: (campaignId) => campaignKeys(campaignId, cadencePath) });
