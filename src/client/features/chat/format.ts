import type { Conversation, ConversationStatus } from "../../../shared/contracts/conversations";

/** "Jane Doe" -> "JD"; one word -> its first two letters; nothing -> "?". */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return "?";
  const letters =
    words.length === 1 ? Array.from(words[0] ?? "").slice(0, 2) : [words[0], words.at(-1)].map((w) => w?.[0]);
  return letters.join("").toUpperCase();
}

/** The status filter (spec "Prospect chat"): every conversation, or one status. */
export const STATUS_FILTERS = [
  { value: "all", label: "All Conversations" },
  { value: "replied", label: "Replied" },
  { value: "meeting", label: "Meeting" },
] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number]["value"];

export const STATUS_LABELS: Record<ConversationStatus, string> = { replied: "Replied", meeting: "Meeting" };

/** Spec section 4: replied and meeting have their colour, any other status is shown neutral. */
export function statusTone(status: string): "brand" | "success" | "neutral" {
  if (status === "replied") return "brand";
  if (status === "meeting") return "success";
  return "neutral";
}

/** Case-insensitive substring on the prospect's name or company, and the chosen status. */
export function matchesConversation(conversation: Conversation, search: string, status: StatusFilter) {
  if (status !== "all" && conversation.status !== status) return false;
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  return (
    conversation.prospectName.toLowerCase().includes(needle) ||
    conversation.prospectCompany.toLowerCase().includes(needle)
  );
}

/** "Head of Sales · Acme", or whichever of the two is known. */
export const titleAndCompany = (conversation: Pick<Conversation, "prospectTitle" | "prospectCompany">) =>
  [conversation.prospectTitle, conversation.prospectCompany].filter((part) => part.trim()).join(" · ");

/** The URL when it is a web address (http or https); anything else (javascript:, data:) is not linked. */
export function webUrl(value: string): string | null {
  try {
    const url = new URL(value.trim());
    return url.protocol === "http:" || url.protocol === "https:" ? url.href : null;
  } catch {
    return null;
  }
}
