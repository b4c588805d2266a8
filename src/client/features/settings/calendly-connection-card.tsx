import { Copy, KeyRound, Trash2 } from "lucide-react";
import { useId, useState } from "react";
import type { CalendlyCompany } from "../../../shared/contracts/calendly";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { CardContent } from "../../components/ui/card";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { toastFailure } from "../../components/ui/failure-toast";
import { CopyableValue } from "../../components/ui/input";
import { RegionCard } from "../../components/ui/region-card";
import { toast } from "../../components/ui/toast-store";
import { formatDate } from "../../lib/format";
import { copyText } from "../../shared/copy-text";
import { useRemoveSigningKey } from "./calendly-api";
import { CalendlyKeyDialog } from "./calendly-key-dialog";

function KeyStatus({ company }: { company: CalendlyCompany }) {
  if (!company.keySetAt) {
    return (
      <div className="grid gap-1">
        <Badge tone="warning" className="justify-self-start">
          Not set
        </Badge>
        <p className="text-sm text-slate-500">Calendly's events are refused until a signing key is set.</p>
      </div>
    );
  }
  return (
    <div className="grid gap-1">
      <Badge tone="success" className="justify-self-start">
        Set
      </Badge>
      <p className="text-sm text-slate-500">
        Set on {formatDate(company.keySetAt, "")}
        {company.keySetBy && ` by ${company.keySetBy}`}. The key is not shown again.
      </p>
    </div>
  );
}

/** The company's signing key (Set, Replace, Remove), the address to paste into Calendly, and how to. */
export function CalendlyConnectionCard({ company }: { company: CalendlyCompany }) {
  const [editing, setEditing] = useState(false);
  const [removing, setRemoving] = useState(false);
  const remove = useRemoveSigningKey(company.companyId);
  const urlId = useId();

  const confirmRemove = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        toast({ title: "Signing key removed", description: "Calendly's events are refused from now on." });
        setRemoving(false);
      },
      onError: (error) => toastFailure("The key was not removed", error),
    });

  return (
    <RegionCard
      title="Calendly connection"
      description={
        <>
          A meeting booked in {company.companyName}'s Calendly sets the matching prospect to Meeting, with the
          time in the conversation. A cancellation puts it back if nothing changed since.
        </>
      }
    >
      <CardContent className="grid gap-6">
        <section
          aria-label="Signing key"
          className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-start"
        >
          <div className="grid gap-1">
            <h4 className="text-sm font-medium text-slate-900">Signing key</h4>
            <KeyStatus company={company} />
          </div>
          <div className="flex flex-wrap gap-2">
            <Button variant={company.keySetAt ? "secondary" : "primary"} onClick={() => setEditing(true)}>
              <KeyRound aria-hidden />
              {company.keySetAt ? "Replace key" : "Set key"}
            </Button>
            {company.keySetAt && (
              <Button variant="secondary" onClick={() => setRemoving(true)}>
                <Trash2 aria-hidden />
                Remove
              </Button>
            )}
          </div>
        </section>

        <div className="grid gap-2 border-t border-slate-100 pt-5">
          <label htmlFor={urlId} className="text-sm font-medium text-slate-900">
            Webhook URL
          </label>
          <div className="flex flex-col gap-2 sm:flex-row">
            <CopyableValue id={urlId} value={company.webhookUrl} />
            <Button
              variant="secondary"
              className="shrink-0"
              onClick={() => void copyText(company.webhookUrl, "The webhook URL")}
            >
              <Copy aria-hidden />
              Copy
            </Button>
          </div>
        </div>

        <div className="grid gap-2 border-t border-slate-100 pt-5">
          <h4 className="text-sm font-medium text-slate-900">How to connect</h4>
          <ol className="list-decimal space-y-1 pl-5 text-sm text-slate-600">
            <li>In Calendly, open Integrations, then Webhooks, and add a webhook subscription.</li>
            <li>Paste the webhook URL above and choose the events invitee.created and invitee.canceled.</li>
            <li>Copy the webhook's signing key from Calendly and save it here with Set key.</li>
          </ol>
          <p className="text-sm text-slate-500">
            Prospects are matched by the invitee's e-mail, or by a LinkedIn profile URL given in the booking
            form. Bookings that match no prospect are listed below for you to match or dismiss.
          </p>
        </div>
      </CardContent>

      <CalendlyKeyDialog company={company} open={editing} onOpenChange={setEditing} />
      <ConfirmDialog
        open={removing}
        onOpenChange={setRemoving}
        title="Remove the signing key?"
        description={`Calendly's events for ${company.companyName} are refused until a new key is set. Bookings already received stay as they are.`}
        confirmLabel="Remove key"
        pendingLabel="Removing..."
        pending={remove.isPending}
        destructive
        onConfirm={confirmRemove}
      />
    </RegionCard>
  );
}
