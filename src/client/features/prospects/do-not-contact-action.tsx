import { Ban } from "lucide-react";
import { useState } from "react";
import type { Prospect } from "../../../shared/contracts/prospects";
import { Button } from "../../components/ui/button";
import { useDoNotContactRights } from "../../shared/do-not-contact-rights";
import { DoNotContactBadge } from "./do-not-contact-badge";
import { DoNotContactDialog } from "./do-not-contact-dialog";

/**
 * Prospect Details: "Do not contact: <reason>" for a suppressed prospect; otherwise the action that puts
 * it on the list, for whoever may add entries (not in God Mode, not the demo account).
 */
export function DoNotContactAction({ prospect }: { prospect: Prospect }) {
  const rights = useDoNotContactRights();
  const [open, setOpen] = useState(false);
  if (prospect.doNotContact) {
    return (
      <div className="grid gap-1 border-b border-red-100 bg-red-50/50 px-6 py-3">
        <DoNotContactBadge reason={prospect.doNotContact} className="w-max" />
        <p className="text-xs text-slate-600">
          Nobody contacts this prospect, and its progress cannot change.
        </p>
      </div>
    );
  }
  if (!rights.canAdd) return null;
  return (
    <div className="border-b border-slate-200 px-6 py-3">
      <Button size="sm" variant="secondary" className="text-red-700" onClick={() => setOpen(true)}>
        <Ban aria-hidden />
        Do not contact
      </Button>
      <DoNotContactDialog
        prospect={prospect}
        agencyWide={rights.agencyWide}
        open={open}
        onOpenChange={setOpen}
      />
    </div>
  );
}
