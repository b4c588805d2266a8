import { useQuery } from "@tanstack/react-query";
import { MessagesSquare, Plus } from "lucide-react";
import { useCallback, useState } from "react";
import { useParams, useSearchParams } from "react-router";
import type { Conversation } from "../../../shared/contracts/conversations";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { IconBubble } from "../../components/ui/icon-bubble";
import { cn } from "../../lib/cn";
import { useDraftState } from "../../lib/form-draft";
import { setSearchParam } from "../../lib/search-param";
import { usePageTitle } from "../../lib/use-page-title";
import { PageHeader } from "../../shared/page-header";
import { useViewerScope } from "../../shared/viewer-scope";
import { ConversationList } from "./conversation-list";
import { MessageThread } from "./message-thread";
import { NewConversationDialog } from "./new-conversation-dialog";
import { conversationsQuery } from "./queries";

/** The open conversation lives in the URL (?conversation=), so a link or a reload shows it again. */
function useSelectedConversation(): [string | null, (id: string | null) => void] {
  const [params, setParams] = useSearchParams();
  const select = useCallback(
    (id: string | null) => setSearchParam(setParams, "conversation", id || null),
    [setParams],
  );
  return [params.get("conversation"), select];
}

/**
 * Drafts per conversation: switching to another prospect and back keeps what was typed, and so does
 * signing in again after the session ended (kept in this tab until sent).
 */
function useDrafts() {
  const [drafts, setDrafts] = useDraftState<Record<string, string>>("conversation-messages", {});
  const setDraft = useCallback(
    (conversationId: string, text: string) =>
      setDrafts((current) => {
        const next = { ...current, [conversationId]: text };
        if (!text) delete next[conversationId];
        return next;
      }),
    [setDrafts],
  );
  return [drafts, setDraft] as const;
}

function PaneMessage({ title, text }: { title: string; text: string }) {
  return (
    <div className="flex flex-1 flex-col items-center justify-center gap-3 bg-slate-50 p-6 text-center">
      <IconBubble icon={MessagesSquare} />
      <p className="text-sm font-medium text-slate-700">{title}</p>
      <p className="max-w-xs text-sm text-slate-500">{text}</p>
    </div>
  );
}

function ThreadPane({
  selectedId,
  list,
  ...thread
}: {
  selectedId: string | null;
  list: { data: Conversation[] | undefined; isPending: boolean };
  readOnly: boolean;
  drafts: Record<string, string>;
  onDraftChange: (conversationId: string, text: string) => void;
  onBack: () => void;
}) {
  if (!selectedId)
    return (
      <PaneMessage title="Select a conversation" text="Choose a prospect from the list to read and reply." />
    );
  if (list.isPending) return <PaneMessage title="Loading conversation..." text="" />;
  const conversation = list.data?.find((row) => row.id === selectedId);
  if (!conversation)
    return (
      <div className="flex flex-1 flex-col">
        <PaneMessage
          title="Conversation not found"
          text="It may belong to another campaign, or its prospect was flagged as bad data."
        />
        <div className="flex justify-center bg-slate-50 pb-6 md:hidden">
          <Button variant="secondary" onClick={thread.onBack}>
            Back to conversations
          </Button>
        </div>
      </div>
    );
  return (
    <MessageThread
      key={conversation.id}
      conversation={conversation}
      readOnly={thread.readOnly}
      draft={thread.drafts[conversation.id] ?? ""}
      onDraftChange={thread.onDraftChange}
      onBack={thread.onBack}
    />
  );
}

/**
 * Spec "Prospect chat": the campaign's conversations beside the open thread. On phones the list and
 * the thread are shown one at a time. Clients, and managers in God Mode, read without writing.
 */
export default function ProspectChatPage() {
  usePageTitle("Prospect Chat");
  const { campaignId = "" } = useParams();
  const { readOnly } = useViewerScope();
  const conversations = useQuery(conversationsQuery(campaignId));
  const [selectedId, select] = useSelectedConversation();
  const [drafts, setDraft] = useDrafts();
  const [starting, setStarting] = useState(false);

  return (
    <>
      <PageHeader
        title="Prospect Chat"
        description="Conversations with the campaign's prospects."
        actions={
          <Button onClick={() => setStarting(true)} disabled={readOnly}>
            <Plus aria-hidden />
            New Prospect
          </Button>
        }
      />
      <Card className="flex h-[calc(100dvh-14.75rem)] min-h-[26rem] overflow-hidden sm:h-[calc(100dvh-11.5rem)] lg:h-[calc(100dvh-9rem)]">
        <section
          aria-label="Conversation list"
          className={cn(
            "min-h-0 w-full min-w-0 flex-col md:flex md:w-80 md:shrink-0 md:border-r md:border-slate-200",
            selectedId ? "hidden" : "flex",
          )}
        >
          <ConversationList
            query={conversations}
            selectedId={selectedId}
            onSelect={select}
            canStart={!readOnly}
          />
        </section>
        <section
          aria-label="Conversation"
          className={cn("min-h-0 min-w-0 flex-1 flex-col md:flex", selectedId ? "flex" : "hidden")}
        >
          <ThreadPane
            selectedId={selectedId}
            list={conversations}
            readOnly={readOnly}
            drafts={drafts}
            onDraftChange={setDraft}
            onBack={() => select(null)}
          />
        </section>
      </Card>
      {!readOnly && (
        <NewConversationDialog
          campaignId={campaignId}
          open={starting}
          onOpenChange={setStarting}
          conversations={conversations.data ?? []}
          onChosen={select}
        />
      )}
    </>
  );
}
