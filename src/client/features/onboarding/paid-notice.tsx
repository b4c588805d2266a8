import { Dialog } from "../../components/ui/dialog";
import { DoneActions } from "../../components/ui/dialog-actions";
import { formatDate } from "../../lib/format";
import type { PaidCheckout } from "../../shared/paid-checkout";

/** What the wizard shows first in a browser that has just paid: the campaign is paid, the login is mailed. */
export function PaidNotice({
  paid,
  onClose,
  onStartAnother,
}: {
  paid: PaidCheckout;
  onClose: () => void;
  onStartAnother: () => void;
}) {
  const company = paid.companyName || "Your campaign";
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Launch Your Campaign"
      description="Your campaign is already paid for."
    >
      <p className="text-sm leading-relaxed text-slate-700">
        {company} was paid for on {formatDate(paid.paidAt, "")}. We have emailed an invitation to{" "}
        {paid.contactEmail ? (
          <strong className="font-semibold">{paid.contactEmail}</strong>
        ) : (
          "your contact email"
        )}
        : open it to set your password and sign in to your own dashboard.
      </p>
      <DoneActions
        className="mt-6"
        anotherLabel="Start another campaign"
        onAnother={onStartAnother}
        onDone={onClose}
      />
    </Dialog>
  );
}
