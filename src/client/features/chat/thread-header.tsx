import { ArrowLeft, ExternalLink } from "lucide-react";
import type { Conversation } from "../../../shared/contracts/conversations";
import { Button } from "../../components/ui/button";
import { Avatar } from "./avatar";
import { webUrl } from "./format";
import { StatusBadge } from "./status-badge";

/** Name, title, company, status and the LinkedIn profile; on phones a way back to the list. */
export function ThreadHeader({ conversation, onBack }: { conversation: Conversation; onBack: () => void }) {
  const name = conversation.prospectName || "Unnamed prospect";
  const linkedin = webUrl(conversation.linkedinUrl);
  return (
    <div className="flex items-start gap-3 border-b border-slate-200 bg-white px-3 py-3 sm:px-4">
      <Button
        variant="ghost"
        size="icon"
        className="-ml-1 shrink-0 md:hidden"
        aria-label="Back to conversations"
        onClick={onBack}
      >
        <ArrowLeft />
      </Button>
      <Avatar name={conversation.prospectName} className="hidden sm:flex" />
      <div className="grid min-w-0 flex-1 gap-0.5">
        <div className="flex min-w-0 items-center gap-2">
          <h2 className="truncate text-base font-semibold text-slate-900">{name}</h2>
          <StatusBadge status={conversation.status} />
        </div>
        {conversation.prospectTitle && (
          <p className="truncate text-sm text-slate-600">{conversation.prospectTitle}</p>
        )}
        {conversation.prospectCompany && (
          <p className="truncate text-sm text-slate-500">{conversation.prospectCompany}</p>
        )}
        {linkedin && (
          <a
            href={linkedin}
            target="_blank"
            rel="noopener noreferrer"
            className="mt-0.5 inline-flex w-fit items-center gap-1 text-sm font-medium text-brand-600 hover:underline"
          >
            View LinkedIn Profile
            <ExternalLink className="size-3.5" aria-hidden />
          </a>
        )}
      </div>
    </div>
  );
}
