import type { Message } from "../../../shared/contracts/conversations";
import { cn } from "../../lib/cn";
import { formatDateTime, formatRecentDateTime } from "../../lib/format";

/**
 * One message: the prospect's on the left, the SDR's on the right. The text is rendered as text (never
 * as HTML), keeps its line breaks and spaces, and breaks long words rather than widening the thread.
 */
export function MessageBubble({ message, prospectName }: { message: Message; prospectName: string }) {
  const fromSdr = message.sender === "sdr";
  return (
    <div className={cn("flex", fromSdr ? "justify-end" : "justify-start")}>
      <div
        className={cn(
          "max-w-[85%] min-w-0 rounded-2xl px-3.5 py-2 shadow-xs sm:max-w-[75%]",
          fromSdr
            ? "rounded-br-md bg-brand-600 text-white"
            : "rounded-bl-md bg-white text-slate-900 ring-1 ring-slate-200",
        )}
      >
        <span className="sr-only">{fromSdr ? "SDR" : prospectName || "Prospect"}: </span>
        <p className="text-sm leading-relaxed whitespace-pre-wrap wrap-anywhere">{message.content}</p>
        <time
          dateTime={message.timestamp}
          title={formatDateTime(message.timestamp, "")}
          className={cn(
            "mt-1 block text-right text-[11px] tabular-nums",
            fromSdr ? "text-brand-100" : "text-slate-500",
          )}
        >
          {formatRecentDateTime(message.timestamp)}
        </time>
      </div>
    </div>
  );
}
