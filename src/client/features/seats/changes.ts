import { registerChangeTopic } from "../../lib/change-topics";
import { campaignKeys } from "../../shared/campaign-keys";
import { campaignSeatSafetyPath, SEAT_ALERTS_PATH, SEATS_PATH } from "../../shared/seat-safety";

// A seat names its owner and its campaigns' clients, which Manage Campaigns changes.
registerChangeTopic("management", { keys: () => [SEATS_PATH, SEAT_ALERTS_PATH] });

// Its safety figures count the invites ticked for its campaigns; its imports change with their undo.
registerChangeTopic(["prospects", "imports"], {
  keys: (campaignId) => [SEATS_PATH, SEAT_ALERTS_PATH, ...campaignKeys(campaignId, campaignSeatSafetyPath)],
});
