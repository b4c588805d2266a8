import { Check } from "lucide-react";
import { useState } from "react";
import type { CalendlyBooking } from "../../../shared/contracts/calendly";
import { Button } from "../../components/ui/button";
import { Dialog } from "../../components/ui/dialog";
import { FieldError } from "../../components/ui/input";
import { Spinner } from "../../components/ui/spinner";
import { toast } from "../../components/ui/toast-store";
import { errorMessage } from "../../lib/api";
import { fullName } from "../../shared/prospect-name";
import { SearchBox } from "../../shared/search-box";
import { useMatchBooking, useProspectSearch } from "./calendly-api";

const SHOWN = 20;

function Results({
  campaignId,
  text,
  pending,
  onPick,
}: {
  campaignId: string;
  text: string;
  pending: boolean;
  onPick: (prospectId: string, name: string) => void;
}) {
  const search = useProspectSearch(campaignId, text);
  if (text.trim().length < 2) {
    return <p className="text-sm text-slate-500">Type at least two letters of a name or company.</p>;
  }
  if (search.isPending) {
    return (
      <p className="flex items-center gap-2 text-sm text-slate-500">
        <Spinner label="Searching" /> Searching...
      </p>
    );
  }
  if (search.isError)
    return <FieldError>{errorMessage(search.error, "The search failed. Please try again.")}</FieldError>;
  const found = (search.data ?? []).slice(0, SHOWN);
  if (found.length === 0)
    return <p className="text-sm text-slate-500">No prospect of this company matches.</p>;
  return (
    <ul aria-label="Matching prospects" className="max-h-72 divide-y divide-slate-100 overflow-y-auto">
      {found.map((prospect) => {
        const name = fullName(prospect);
        return (
          <li key={prospect.id} className="flex items-center justify-between gap-3 py-2">
            <div className="min-w-0">
              <p className="truncate text-sm font-medium text-slate-900">{name}</p>
              <p className="truncate text-xs text-slate-500">
                {[prospect.jobTitle, prospect.company].filter(Boolean).join(", ") || prospect.email || ""}
              </p>
            </div>
            <Button
              size="sm"
              variant="secondary"
              disabled={pending}
              onClick={() => onPick(prospect.id, name)}
              aria-label={`Match to ${name}`}
            >
              <Check aria-hidden />
              Match
            </Button>
          </li>
        );
      })}
    </ul>
  );
}

/** Search the company's prospects by name and pick the one a booking is for. */
export function CalendlyMatchDialog({
  booking,
  companyId,
  campaignId,
  onClose,
}: {
  booking: CalendlyBooking | null;
  companyId: string;
  campaignId: string;
  onClose: () => void;
}) {
  const [text, setText] = useState("");
  const match = useMatchBooking(companyId);

  function close() {
    setText("");
    match.reset();
    onClose();
  }

  function pick(prospectId: string, name: string) {
    if (!booking) return;
    match.mutate(
      { bookingId: booking.id, prospectId },
      {
        onSuccess: () => {
          toast({ title: "Booking matched", description: `${name} is set to Meeting.` });
          close();
        },
      },
    );
  }

  const invitee = booking?.inviteeName || booking?.inviteeEmail || "this booking";
  return (
    <Dialog
      open={booking !== null}
      onOpenChange={(open) => !open && close()}
      title="Match the booking"
      description={`Find the prospect who booked as ${invitee}. Matching sets them to Meeting.`}
    >
      <div className="grid gap-3">
        <SearchBox onSearch={setText} label="Search this company's prospects" />
        {booking && <Results campaignId={campaignId} text={text} pending={match.isPending} onPick={pick} />}
        {match.isError && (
          <FieldError>{errorMessage(match.error, "The booking was not matched.")}</FieldError>
        )}
      </div>
    </Dialog>
  );
}
