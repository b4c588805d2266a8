import type { Conversation, MessageType } from "../../../shared/contracts/conversations";
import { toastFailure } from "../../components/ui/failure-toast";
import { useSendMessage } from "./api";
import { Composer } from "./composer";
import { MessageList } from "./message-list";
import { ThreadHeader } from "./thread-header";

interface MessageThreadProps {
  conversation: Conversation;
  readOnly: boolean;
  draft: string;
  onDraftChange: (conversationId: string, text: string) => void;
  onBack: () => void;
}

/** The right pane: who the prospect is, the messages, and the composer. */
export function MessageThread({ conversation, readOnly, draft, onDraftChange, onBack }: MessageThreadProps) {
  const send = useSendMessage({
    // The draft is cleared once saved; it stays when sending fails, so nothing typed is lost.
    onSent: (sent) => onDraftChange(sent.conversation.id, ""),
    onFailed: (error) =>
      toastFailure("Message not sent", error, "The message could not be saved. Please try again."),
  });
  const onSend = (content: string, messageType: MessageType) =>
    send.mutate({ conversation, content, messageType });

  return (
    <div className="flex h-full min-h-0 w-full min-w-0 flex-col">
      <ThreadHeader conversation={conversation} onBack={onBack} />
      <MessageList conversation={conversation} readOnly={readOnly} />
      <Composer
        key={conversation.id}
        draft={draft}
        onDraftChange={(text) => onDraftChange(conversation.id, text)}
        onSend={onSend}
        sending={send.isPending}
        readOnly={readOnly}
      />
    </div>
  );
}
