/** What the conversations feature offers the rest of the server. */
export {
  ensureConversation,
  followDisposition,
  getConversation,
  STATUS_OF_DISPOSITION,
} from "./conversations.service.js";
export { addMessage } from "./messages.service.js";
