import { z } from "zod";
import { requiredTextField } from "./common.js";
import { prospectSchema } from "./prospects.js";

/** Spec section 4: replied and meeting are shown with their colour; the status follows the disposition. */
export const CONVERSATION_STATUSES = ["replied", "meeting"] as const;
export type ConversationStatus = (typeof CONVERSATION_STATUSES)[number];

export const MESSAGE_SENDERS = ["prospect", "sdr"] as const;
export const MESSAGE_TYPES = ["prospect_reply", "sdr_reply"] as const;
export type MessageSender = (typeof MESSAGE_SENDERS)[number];
export type MessageType = (typeof MESSAGE_TYPES)[number];
/** The sender each message type is written by. */
export const SENDER_OF_TYPE: Record<MessageType, MessageSender> = {
  prospect_reply: "prospect",
  sdr_reply: "sdr",
};

const conversationStatusField = z.enum(CONVERSATION_STATUSES, {
  error: `status must be one of: ${CONVERSATION_STATUSES.join(", ")}`,
});

// ---- requests ------------------------------------------------------------------------------------

/** GET /api/prospect-conversations: every conversation the user may see, or one campaign's. */
export const conversationListQuerySchema = z.object({
  campaignId: z.uuid({ error: "campaignId must be a campaign's id" }).optional(),
});

/**
 * POST /api/prospect-conversations. `prospectId` is the listed prospect's `id` (the assignment); the
 * campaign and the prospect's name, title, company, email and LinkedIn URL come from it, so the other
 * fields the spec's client sends are accepted and ignored. One conversation per prospect: posting
 * again answers the existing one, unchanged.
 */
export const newConversationSchema = z.object({
  prospectId: z.uuid({ error: "prospectId must be the id of a listed prospect" }),
  /** When left out: "meeting" if the prospect's disposition is Meeting, else "replied". */
  status: conversationStatusField.optional(),
});
export type NewConversation = z.input<typeof newConversationSchema>;

/** POST /api/prospect-conversations/{id}/messages. The sender must be the one of the message type. */
export const newMessageSchema = z
  .object({
    content: requiredTextField(
      10_000,
      "Message text is required",
      "The message must be at most 10000 characters",
    ),
    sender: z.enum(MESSAGE_SENDERS, { error: `sender must be one of: ${MESSAGE_SENDERS.join(", ")}` }),
    messageType: z.enum(MESSAGE_TYPES, {
      error: `messageType must be one of: ${MESSAGE_TYPES.join(", ")}`,
    }),
  })
  .refine((message) => SENDER_OF_TYPE[message.messageType] === message.sender, {
    error: "sender must be prospect for a prospect_reply and sdr for an sdr_reply",
    path: ["sender"],
  });
export type NewMessage = z.input<typeof newMessageSchema>;

// ---- responses -----------------------------------------------------------------------------------

/** Spec section 3 "Prospect conversation", with its message count instead of the messages. */
export const conversationSchema = z.object({
  id: z.string(),
  /** The listed prospect's `id` (the campaign assignment). */
  prospectId: z.string(),
  campaignId: z.string(),
  prospectName: z.string(),
  prospectTitle: z.string(),
  prospectCompany: z.string(),
  prospectEmail: z.string().nullable(),
  linkedinUrl: z.string(),
  lastMessageAt: z.string().nullable(),
  status: z.enum(CONVERSATION_STATUSES),
  messageCount: z.number(),
  createdAt: z.string(),
});
export type Conversation = z.infer<typeof conversationSchema>;

/** Spec section 3 "Message". */
export const messageSchema = z.object({
  id: z.string(),
  content: z.string(),
  sender: z.enum(MESSAGE_SENDERS),
  messageType: z.enum(MESSAGE_TYPES),
  timestamp: z.string(),
});
export type Message = z.infer<typeof messageSchema>;

/** POST /api/prospects/{id}/reply: the prospect with disposition Reply, its conversation and the new message. */
export const replyCapturedSchema = z.object({
  prospect: prospectSchema,
  conversation: conversationSchema,
  message: messageSchema,
});
export type ReplyCaptured = z.infer<typeof replyCapturedSchema>;
