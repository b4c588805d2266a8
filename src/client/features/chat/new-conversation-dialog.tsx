import { useQuery } from "@tanstack/react-query";
import { MessageSquare } from "lucide-react";
import { type ReactNode, useDeferredValue, useMemo, useState } from "react";
import type { Conversation } from "../../../shared/contracts/conversations";
import type { Prospect } from "../../../shared/contracts/prospects";
import { Button } from "../../components/ui/button";
import { Dialog } from "../../components/ui/dialog";
import { toastFailure } from "../../components/ui/failure-toast";
import { Spinner } from "../../components/ui/spinner";
import { toast } from "../../components/ui/toast-store";
import { errorMessage } from "../../lib/api";
import { formatCount } from "../../lib/format";
import { fullName } from "../../shared/prospect-name";
import { prospectsQuery } from "../../shared/prospects-query";
import { SearchInput } from "../../shared/search-box";
import { useStartConversation } from "./api";
import { Avatar } from "./avatar";
import { titleAndCompany } from "./format";

/** At most this many matches are listed; typing more narrows them. */
const SHOWN = 50;

function matchesProspect(prospect: Prospect, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  return fullName(prospect).toLowerCase().includes(needle) || prospect.company.toLowerCase().includes(needle);
}

interface NewConversationDialogProps {
  campaignId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The campaign's conversations, to open a prospect's existing one instead of starting another. */
  conversations: Conversation[];
  /** Called with the conversation to show: the one just started, or the prospect's existing one. */
  onChosen: (conversationId: string) => void;
}

/** "+ New Prospect": search the campaign's prospects and start (or open) a saved conversation. */
export function NewConversationDialog({
  campaignId,
  open,
  onOpenChange,
  conversations,
  onChosen,
}: NewConversationDialogProps) {
  const prospects = useQuery({ ...prospectsQuery(campaignId), enabled: open });
  const start = useStartConversation();
  const [search, setSearch] = useState("");
  const deferred = useDeferredValue(search);
  const existing = useMemo(
    () => new Map(conversations.map((conversation) => [conversation.prospectId, conversation.id])),
    [conversations],
  );
  const matches = useMemo(
    () => (prospects.data ?? []).filter((prospect) => matchesProspect(prospect, deferred)),
    [prospects.data, deferred],
  );

  const close = (next: boolean) => {
    if (start.isPending) return;
    onOpenChange(next);
    if (!next) setSearch("");
  };
  const choose = (prospect: Prospect) => {
    const found = existing.get(prospect.id);
    if (found) {
      onChosen(found);
      close(false);
      return;
    }
    start.mutate(prospect.id, {
      onSuccess: (conversation) => {
        toast({ title: "Conversation started", description: `With ${fullName(prospect)}` });
        onChosen(conversation.id);
        onOpenChange(false);
        setSearch("");
      },
      onError: (error) => toastFailure("Could not start the conversation", error),
    });
  };

  let results: ReactNode;
  if (prospects.isPending)
    results = <p className="p-4 text-center text-sm text-slate-500">Loading prospects...</p>;
  else if (prospects.isError)
    results = (
      <p role="alert" className="p-4 text-center text-sm text-slate-700">
        Could not load prospects: {errorMessage(prospects.error, "the server did not answer")}
      </p>
    );
  else if (prospects.data.length === 0)
    results = <p className="p-4 text-center text-sm text-slate-500">This campaign has no prospects yet.</p>;
  else if (matches.length === 0)
    results = <p className="p-4 text-center text-sm text-slate-500">No prospects match your search.</p>;
  else
    results = (
      <ul aria-label="Matching prospects" className="grid gap-1 p-1">
        {matches.slice(0, SHOWN).map((prospect) => {
          const has = existing.has(prospect.id);
          const starting = start.isPending && start.variables === prospect.id;
          return (
            <li key={prospect.id}>
              <button
                type="button"
                onClick={() => choose(prospect)}
                disabled={start.isPending}
                className="flex w-full items-center gap-3 rounded-lg px-2 py-2 text-left hover:bg-slate-50 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none disabled:opacity-60"
              >
                <Avatar name={fullName(prospect)} className="size-8 text-xs" />
                <span className="grid min-w-0 flex-1">
                  <span className="truncate text-sm font-medium text-slate-900">{fullName(prospect)}</span>
                  <span className="truncate text-xs text-slate-500">
                    {titleAndCompany({ prospectTitle: prospect.jobTitle, prospectCompany: prospect.company })}
                  </span>
                </span>
                {starting ? (
                  <Spinner label="Starting" className="size-4" />
                ) : (
                  <span className="inline-flex shrink-0 items-center gap-1 text-xs font-medium text-brand-600">
                    {has && <MessageSquare className="size-3.5" aria-hidden />}
                    {has ? "Open" : "Start"}
                  </span>
                )}
              </button>
            </li>
          );
        })}
      </ul>
    );

  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title="Start a Conversation"
      description="Find a prospect of this campaign by name or company."
    >
      <div className="grid gap-3">
        <SearchInput value={search} onChange={setSearch} label="Search the campaign's prospects" />
        <div className="max-h-80 min-h-24 overflow-y-auto rounded-lg border border-slate-200">{results}</div>
        {matches.length > SHOWN && (
          <p className="text-xs text-slate-500">
            Showing {SHOWN} of {formatCount(matches.length)} matches; type more to narrow them.
          </p>
        )}
        <div className="flex justify-end">
          <Button variant="secondary" onClick={() => close(false)} disabled={start.isPending}>
            Cancel
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
