import { useQuery } from "@tanstack/react-query";
import { type ReactNode, useLayoutEffect, useRef } from "react";
import type { Conversation } from "../../../shared/contracts/conversations";
import { LoadFailure } from "./load-failure";
import { MessageBubble } from "./message-bubble";
import { messagesQuery } from "./queries";
import { VirtualList, type VirtualListHandle } from "./virtual-list";

function ThreadMessage({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-0 flex-1 flex-col items-center justify-center gap-2 bg-slate-50 p-6 text-center">
      {children}
    </div>
  );
}

/**
 * The thread, oldest first, opened at its newest message; whenever a message is added (one just sent)
 * the newest comes into view again. Windowed past a few hundred messages.
 */
export function MessageList({ conversation, readOnly }: { conversation: Conversation; readOnly: boolean }) {
  const query = useQuery(messagesQuery(conversation.id));
  const list = useRef<VirtualListHandle>(null);
  const count = query.data?.length ?? 0;
  const shown = useRef(0);
  useLayoutEffect(() => {
    if (count > shown.current) list.current?.scrollToEnd();
    shown.current = count;
  }, [count]);

  if (query.isPending)
    return (
      <ThreadMessage>
        <p className="text-sm text-slate-500">Loading messages...</p>
      </ThreadMessage>
    );
  if (query.isError)
    return (
      <ThreadMessage>
        <LoadFailure what="messages" error={query.error} onRetry={() => void query.refetch()} />
      </ThreadMessage>
    );
  if (query.data.length === 0)
    return (
      <ThreadMessage>
        <p className="text-sm font-medium text-slate-700">No messages yet</p>
        <p className="text-sm text-slate-500">
          {readOnly ? "Messages appear here once they are written." : "Write the first message below."}
        </p>
      </ThreadMessage>
    );
  return (
    <VirtualList
      ref={list}
      items={query.data}
      getKey={(message) => message.id}
      label={`Messages with ${conversation.prospectName}`}
      ordered
      anchorToEnd
      estimateSize={72}
      padding={12}
      className="min-h-0 flex-1 bg-slate-50"
      itemClassName="px-4 py-1"
      renderItem={(message) => <MessageBubble message={message} prospectName={conversation.prospectName} />}
    />
  );
}
