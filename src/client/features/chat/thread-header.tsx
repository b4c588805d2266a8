import { ArrowLeft } from "lucide-react";
import type { Conversation } from "../../../shared/contracts/conversations";
import { Button } from "../../components/ui/button";
import { ExternalLinkText } from "../../shared/external-link";
import { Avatar } from "./avatar";
import { titleAndCompany, webUrl } from "./format";
import { StatusBadge } from "./status-badge";

/** Name, title, company, status and the LinkedIn profile; on phones a way back to the list. */
export function ThreadHeader({ conversation, onBack }: { conversation: Conversation; onBack: () => void }) {
  const name = conversation.prospectName || "Unnamed prospect";
  const details = titleAndCompany(conversation);
  const linkedin = webUrl(conversation.linkedinUrl);
  return (
    <div className="flex items-center gap-3 border-b border-slate-200 bg-white px-3 py-3 sm:px-4">
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
      {/* The LinkedIn link sits beside the name when there is room, below it otherwise. */}
      <div className="flex min-w-0 flex-1 flex-wrap items-center justify-between gap-x-4 gap-y-1">
        <div className="min-w-0 flex-1 basis-56">
          <div className="flex min-w-0 items-center gap-2">
            <h2 className="truncate text-base font-semibold text-slate-900">{name}</h2>
            <StatusBadge status={conversation.status} />
          </div>
          {details && <p className="truncate text-sm text-slate-500">{details}</p>}
        </div>
        {linkedin && (
          <ExternalLinkText href={linkedin} className="shrink-0 text-sm font-medium">
            View LinkedIn Profile
          </ExternalLinkText>
        )}
      </div>
    </div>
  );
}
