import type { UseQueryResult } from "@tanstack/react-query";
import {
  type ReactNode,
  type RefObject,
  useDeferredValue,
  useEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import type { Conversation } from "../../../shared/contracts/conversations";
import { Select } from "../../components/ui/select";
import { formatCount, formatCountOf } from "../../lib/format";
import { SearchInput } from "../../shared/search-box";
import { CARD_HEIGHT, ConversationCard } from "./conversation-card";
import { matchesConversation, STATUS_FILTERS, type StatusFilter } from "./format";
import { LoadFailure } from "./load-failure";
import { VirtualList, type VirtualListHandle } from "./virtual-list";

interface ConversationListProps {
  query: UseQueryResult<Conversation[]>;
  selectedId: string | null;
  onSelect: (id: string) => void;
  /** Whether the reader may start conversations (the empty text points at + New Prospect). */
  canStart: boolean;
}

function ListMessage({ children }: { children: ReactNode }) {
  return (
    <div className="flex flex-1 flex-col items-center justify-center gap-2 p-6 text-center">{children}</div>
  );
}

/** Keeps the selected card in view when it is chosen from elsewhere (a new conversation, the URL). */
function useSelectedInView(
  list: RefObject<VirtualListHandle | null>,
  rows: Conversation[],
  selectedId: string | null,
) {
  const index = selectedId ? rows.findIndex((row) => row.id === selectedId) : -1;
  const shown = useRef<string | null>(null);
  useEffect(() => {
    if (index < 0 || shown.current === selectedId) return;
    shown.current = selectedId;
    list.current?.scrollToIndex(index);
  }, [list, index, selectedId]);
}

/** The left pane: search, status filter and the conversation cards (windowed past a few hundred). */
export function ConversationList({ query, selectedId, onSelect, canStart }: ConversationListProps) {
  const [search, setSearch] = useState("");
  const [status, setStatus] = useState<StatusFilter>("all");
  const deferredSearch = useDeferredValue(search);
  const all = query.data;
  const rows = useMemo(
    () => (all ?? []).filter((row) => matchesConversation(row, deferredSearch, status)),
    [all, deferredSearch, status],
  );
  const list = useRef<VirtualListHandle>(null);
  useSelectedInView(list, rows, selectedId);

  let body: ReactNode;
  if (query.isPending) {
    body = (
      <ListMessage>
        <p className="text-sm text-slate-500">Loading conversations...</p>
      </ListMessage>
    );
  } else if (query.isError) {
    body = (
      <ListMessage>
        <LoadFailure what="conversations" error={query.error} onRetry={() => void query.refetch()} />
      </ListMessage>
    );
  } else if ((all ?? []).length === 0) {
    body = (
      <ListMessage>
        <p className="text-sm font-medium text-slate-700">No conversations yet</p>
        <p className="text-sm text-slate-500">
          {canStart
            ? "Start one with + New Prospect."
            : "Conversations with prospects appear here once they reply."}
        </p>
      </ListMessage>
    );
  } else if (rows.length === 0) {
    body = (
      <ListMessage>
        <p className="text-sm font-medium text-slate-700">No conversations found</p>
        <p className="text-sm text-slate-500">Try another name, company or status.</p>
      </ListMessage>
    );
  } else {
    body = (
      <VirtualList
        ref={list}
        items={rows}
        getKey={(row) => row.id}
        label="Conversations"
        estimateSize={CARD_HEIGHT}
        fixedSize
        padding={6}
        className="min-h-0 flex-1"
        itemClassName="px-2 py-0.5"
        renderItem={(row) => (
          <ConversationCard conversation={row} selected={row.id === selectedId} onSelect={onSelect} />
        )}
      />
    );
  }

  const total = all?.length ?? 0;
  return (
    <div className="flex h-full min-h-0 flex-col">
      <div className="grid gap-2 border-b border-slate-200 p-3">
        <SearchInput value={search} onChange={setSearch} label="Search conversations" />
        <Select
          aria-label="Filter conversations by status"
          value={status}
          onValueChange={(value) => setStatus(value as StatusFilter)}
          options={STATUS_FILTERS.map((filter) => ({ value: filter.value, label: filter.label }))}
        />
        <p className="text-xs text-slate-500 tabular-nums" aria-live="polite">
          {all
            ? rows.length === total
              ? formatCountOf(total, "conversation", "conversations")
              : `${formatCount(rows.length)} of ${formatCount(total)} conversations`
            : "\u00a0"}
        </p>
      </div>
      {body}
    </div>
  );
}
