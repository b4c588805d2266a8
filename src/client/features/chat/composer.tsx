import { SendHorizontal } from "lucide-react";
import { type FormEvent, type KeyboardEvent, useState } from "react";
import { MESSAGE_TYPES, type MessageType } from "../../../shared/contracts/conversations";
import { Button } from "../../components/ui/button";
import { Select } from "../../components/ui/select";
import { Spinner } from "../../components/ui/spinner";
import { Textarea } from "../../components/ui/textarea";

const TYPE_LABELS: Record<MessageType, string> = { prospect_reply: "Prospect Reply", sdr_reply: "SDR Reply" };
const TYPE_OPTIONS = MESSAGE_TYPES.map((value) => ({ value, label: TYPE_LABELS[value] }));

interface ComposerProps {
  draft: string;
  onDraftChange: (text: string) => void;
  /** Sends the text as the chosen type; the caller clears the draft once it was saved. */
  onSend: (content: string, messageType: MessageType) => void;
  sending: boolean;
  readOnly: boolean;
}

/**
 * The message type (Prospect Reply logs what the prospect wrote, SDR Reply what the SDR sent) and the
 * text: Enter sends, Shift+Enter adds a line; blank text cannot be sent.
 */
export function Composer({ draft, onDraftChange, onSend, sending, readOnly }: ComposerProps) {
  const [messageType, setMessageType] = useState<MessageType>("sdr_reply");
  const blank = draft.trim() === "";
  const send = () => {
    if (blank || sending || readOnly) return;
    onSend(draft.trim(), messageType);
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // An IME composition's Enter picks a candidate; it does not send.
    if (event.key !== "Enter" || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  };

  return (
    <form onSubmit={onSubmit} className="grid gap-2 border-t border-slate-200 bg-white p-3">
      <div className="flex items-center justify-between gap-3">
        <Select
          aria-label="Message type"
          value={messageType}
          onValueChange={(value) => setMessageType(value as MessageType)}
          options={TYPE_OPTIONS}
          disabled={readOnly}
          className="h-9 w-40"
        />
        {!readOnly && (
          <p className="hidden text-xs text-slate-400 sm:block">Enter to send · Shift+Enter for a new line</p>
        )}
      </div>
      <div className="flex items-end gap-2">
        <Textarea
          aria-label="Message"
          rows={1}
          value={draft}
          onChange={(event) => onDraftChange(event.target.value)}
          onKeyDown={onKeyDown}
          readOnly={sending}
          disabled={readOnly}
          placeholder={
            readOnly
              ? "Read-only: messages are written by the campaign's SDRs"
              : messageType === "prospect_reply"
                ? "Paste the prospect's reply..."
                : "Write a message..."
          }
          className="field-sizing-content max-h-40 min-h-10 resize-none"
        />
        <Button
          type="submit"
          size="icon"
          className="size-10 shrink-0"
          aria-label="Send message"
          disabled={blank || sending || readOnly}
        >
          {sending ? (
            <Spinner label="Sending" className="size-4 text-white" />
          ) : (
            <SendHorizontal aria-hidden />
          )}
        </Button>
      </div>
    </form>
  );
}
