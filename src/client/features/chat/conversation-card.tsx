import { MessageSquare } from "lucide-react";
import type { Conversation } from "../../../shared/contracts/conversations";
import { cn } from "../../lib/cn";
import { formatCountOf, formatDateTime, formatRecentDate } from "../../lib/format";
import { Avatar } from "./avatar";
import { StatusBadge } from "./status-badge";

/** A card and the space below it: every card has the same height (each text line truncates). */
export const CARD_HEIGHT = 100;

interface ConversationCardProps {
  conversation: Conversation;
  selected: boolean;
  onSelect: (id: string) => void;
}

/** One conversation in the list: initials, name, title, company, last message date, count and status. */
export function ConversationCard({ conversation, selected, onSelect }: ConversationCardProps) {
  const date = formatRecentDate(conversation.lastMessageAt);
  return (
    <button
      type="button"
      onClick={() => onSelect(conversation.id)}
      aria-current={selected ? "true" : undefined}
      className={cn(
        "flex h-24 w-full items-start gap-3 rounded-lg px-3 py-2.5 text-left transition-colors focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none",
        selected ? "bg-brand-50 ring-1 ring-brand-500/30" : "hover:bg-slate-50",
      )}
    >
      <Avatar name={conversation.prospectName} />
      <span className="grid min-w-0 flex-1">
        <span className="flex items-baseline justify-between gap-2">
          <span className="truncate text-sm font-semibold text-slate-900">
            {conversation.prospectName || "Unnamed prospect"}
          </span>
          {date && conversation.lastMessageAt && (
            <time
              dateTime={conversation.lastMessageAt}
              title={formatDateTime(conversation.lastMessageAt, "")}
              className="shrink-0 text-xs text-slate-500 tabular-nums"
            >
              {date}
            </time>
          )}
        </span>
        <span className="truncate text-xs text-slate-600">{conversation.prospectTitle || "\u00a0"}</span>
        <span className="truncate text-xs text-slate-500">{conversation.prospectCompany || "\u00a0"}</span>
        <span className="mt-1 flex items-center justify-between gap-2">
          <span className="inline-flex items-center gap-1 text-xs text-slate-500 tabular-nums">
            <MessageSquare className="size-3.5" aria-hidden />
            {formatCountOf(conversation.messageCount, "message", "messages")}
          </span>
          <StatusBadge status={conversation.status} />
        </span>
      </span>
    </button>
  );
}
