/** What the conversations feature offers the rest of the server. */
import type { ServerFeature } from "../../core/feature.js";
import { conversationRoutes } from "./conversations.routes.js";

export {
  ensureConversation,
  followDisposition,
  getConversation,
  STATUS_OF_DISPOSITION,
} from "./conversations.service.js";
export { addMessage } from "./messages.service.js";

export const conversationsFeature: ServerFeature = { name: "conversations", routes: [conversationRoutes] };
