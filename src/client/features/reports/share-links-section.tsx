import { Copy, Link2, X } from "lucide-react";
import { useId, useState } from "react";
import type { CreatedShareLink, ShareLink } from "../../../shared/contracts/share-links";
import { Button } from "../../components/ui/button";
import { CardContent } from "../../components/ui/card";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { toastFailure } from "../../components/ui/failure-toast";
import { CopyableValue } from "../../components/ui/input";
import { RegionCard } from "../../components/ui/region-card";
import { Spinner } from "../../components/ui/spinner";
import { QueryErrorCard } from "../../components/ui/state-card";
import { toast } from "../../components/ui/toast-store";
import { CreateShareLinkForm } from "./create-share-link-form";
import { ShareLinkRow } from "./share-link-row";
import { useRevokeShareLink, useShareLinks } from "./share-links-api";

async function copyLink(url: string) {
  try {
    if (!navigator.clipboard) throw new Error("The Clipboard API is not available");
    await navigator.clipboard.writeText(url);
    toast({ title: "Copied to clipboard", description: "The share link" });
  } catch {
    toast({
      title: "Copy failed",
      description:
        "The browser did not allow copying. Select the link and copy it with the keyboard instead.",
      variant: "destructive",
    });
  }
}

/** The new link's address, the only time it is shown, with Copy. */
function NewLink({ created, onDismiss }: { created: CreatedShareLink; onDismiss: () => void }) {
  const inputId = useId();
  return (
    <div
      role="status"
      className="grid gap-2 rounded-lg bg-emerald-50 p-3 ring-1 ring-emerald-200 ring-inset sm:p-4"
    >
      <div className="flex items-start justify-between gap-2">
        <label htmlFor={inputId} className="text-sm font-medium text-emerald-900">
          Copy the link now: it is shown only this once.
        </label>
        <Button
          variant="ghost"
          size="icon"
          className="-mt-1.5 -mr-1.5 size-8"
          onClick={onDismiss}
          aria-label="Hide the link"
        >
          <X aria-hidden />
        </Button>
      </div>
      <div className="flex flex-col gap-2 sm:flex-row">
        <CopyableValue id={inputId} value={created.url} />
        <Button onClick={() => void copyLink(created.url)} className="shrink-0">
          <Copy aria-hidden />
          Copy link
        </Button>
      </div>
    </div>
  );
}

function LinkList({ campaignId, onRevoke }: { campaignId: string; onRevoke: (link: ShareLink) => void }) {
  const links = useShareLinks(campaignId);
  if (links.isPending) {
    return (
      <div className="flex items-center gap-2 py-6 text-sm text-slate-500">
        <Spinner label="Loading" /> Loading the share links...
      </div>
    );
  }
  if (links.isError) {
    return (
      <QueryErrorCard
        title="The share links could not be loaded"
        fallback="Please try again."
        query={links}
      />
    );
  }
  if (links.data.length === 0) {
    return (
      <p className="flex items-center gap-2 py-2 text-sm text-slate-500">
        <Link2 className="size-4 shrink-0" aria-hidden />
        No links yet. A link you create is listed here with when it was last opened.
      </p>
    );
  }
  return (
    <ul aria-label="Share links" className="divide-y divide-slate-100">
      {links.data.map((link) => (
        <ShareLinkRow key={link.id} link={link} onRevoke={onRevoke} />
      ))}
    </ul>
  );
}

/**
 * Read-only links to the company's dashboard figures and charts, for agency staff: create one (label,
 * optional last day) and copy its address once, see each link's state and openings, revoke one.
 */
export function ShareLinksSection({ campaignId }: { campaignId: string }) {
  const [created, setCreated] = useState<CreatedShareLink | null>(null);
  const [revoking, setRevoking] = useState<ShareLink | null>(null);
  const revoke = useRevokeShareLink(campaignId);

  const confirmRevoke = () => {
    if (!revoking) return;
    revoke.mutate(revoking.id, {
      onSuccess: () => {
        toast({ title: "Link revoked", description: "It no longer opens the dashboard." });
        if (created?.link.id === revoking.id) setCreated(null);
        setRevoking(null);
      },
      onError: (error) => toastFailure("The link was not revoked", error),
    });
  };

  return (
    <RegionCard
      title="Share links"
      description="A read-only link to this company's dashboard figures and charts, for anyone who has it, signed in or not. It shows no prospect's name or contact details and leads nowhere else in the app."
    >
      <CardContent className="grid gap-6">
        <CreateShareLinkForm campaignId={campaignId} onCreated={setCreated} />
        {created && <NewLink created={created} onDismiss={() => setCreated(null)} />}
        <div className="border-t border-slate-100 pt-5">
          <LinkList campaignId={campaignId} onRevoke={setRevoking} />
        </div>
      </CardContent>
      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={(open) => !open && setRevoking(null)}
        title="Revoke this link?"
        description={`"${revoking?.label || "Untitled link"}" stops opening the dashboard at once, for everyone who has it. This cannot be undone; you can create a new link.`}
        confirmLabel="Revoke link"
        pendingLabel="Revoking..."
        pending={revoke.isPending}
        destructive
        onConfirm={confirmRevoke}
      />
    </RegionCard>
  );
}
