import { CalendarX, Link2 } from "lucide-react";
import { type ReactNode, useId, useState } from "react";
import type { CalendlyBooking, CalendlyCompany } from "../../../shared/contracts/calendly";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { Spinner } from "../../components/ui/spinner";
import { LoadErrorCard } from "../../components/ui/state-card";
import { toast } from "../../components/ui/toast-store";
import { errorMessage } from "../../lib/api";
import { formatDateTime, formatRecentDateTime } from "../../lib/format";
import { useCalendlyBookings, useDismissBooking } from "./calendly-api";
import { CalendlyMatchDialog } from "./calendly-match-dialog";

const separator = (
  <span aria-hidden className="mx-1.5 text-slate-300">
    ·
  </span>
);

/** Who booked, what and when, as one row of a list; `actions` at its end. */
function BookingRow({ booking, children }: { booking: CalendlyBooking; children?: ReactNode }) {
  const who = booking.inviteeName || booking.inviteeEmail || "Name not given";
  return (
    <li className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="font-medium break-words text-slate-900">
          {booking.prospect ? booking.prospect.name : who}
        </p>
        <p className="mt-1 text-sm break-words text-slate-500">
          {booking.eventName || "Meeting"}
          {separator}
          {formatDateTime(booking.startsAt, "Time not given")}
        </p>
        <p className="text-sm break-all text-slate-500">
          {[booking.inviteeEmail, booking.linkedinUrl].filter(Boolean).join(" · ") ||
            "No e-mail or profile given"}
          {separator}
          Received {formatRecentDateTime(booking.receivedAt)}
        </p>
      </div>
      {children}
    </li>
  );
}

function Loading({ text }: { text: string }) {
  return (
    <div className="flex items-center gap-2 py-4 text-sm text-slate-500">
      <Spinner label="Loading" /> {text}
    </div>
  );
}

/**
 * The bookings that matched no prospect, with Match (search the company's prospects) and Dismiss, and
 * the latest matched ones.
 */
export function CalendlyBookingsCard({ company }: { company: CalendlyCompany }) {
  const bookings = useCalendlyBookings(company.companyId);
  const dismiss = useDismissBooking(company.companyId);
  const [matching, setMatching] = useState<CalendlyBooking | null>(null);
  const [dismissing, setDismissing] = useState<CalendlyBooking | null>(null);
  const unmatchedId = useId();
  const recentId = useId();

  const confirmDismiss = () => {
    if (!dismissing) return;
    dismiss.mutate(dismissing.id, {
      onSuccess: () => {
        toast({ title: "Booking dismissed", description: "It is no longer waiting to be matched." });
        setDismissing(null);
      },
      onError: (error) =>
        toast({
          title: "The booking was not dismissed",
          description: errorMessage(error, "Please try again."),
          variant: "destructive",
        }),
    });
  };

  if (bookings.isError) {
    return (
      <LoadErrorCard
        title="The bookings could not be loaded"
        error={bookings.error}
        fallback="Please try again."
        onRetry={() => void bookings.refetch()}
        retrying={bookings.isFetching}
      />
    );
  }

  return (
    <>
      <Card role="region" aria-labelledby={unmatchedId}>
        <CardHeader>
          <CardTitle id={unmatchedId}>Unmatched bookings</CardTitle>
          <CardDescription>
            Bookings whose e-mail or LinkedIn profile matched no prospect of {company.companyName}. Match one
            to the right prospect, or dismiss it.
          </CardDescription>
        </CardHeader>
        <CardContent>
          {bookings.isPending ? (
            <Loading text="Loading the bookings..." />
          ) : bookings.data.unmatched.length === 0 ? (
            <p className="flex items-center gap-2 py-2 text-sm text-slate-500">
              <Link2 className="size-4 shrink-0" aria-hidden />
              No bookings are waiting.
            </p>
          ) : (
            <ul aria-label="Unmatched bookings" className="divide-y divide-slate-100">
              {bookings.data.unmatched.map((booking) => (
                <BookingRow key={booking.id} booking={booking}>
                  <div className="flex gap-2 self-start sm:self-center">
                    <Button size="sm" onClick={() => setMatching(booking)}>
                      Match
                    </Button>
                    <Button size="sm" variant="secondary" onClick={() => setDismissing(booking)}>
                      Dismiss
                    </Button>
                  </div>
                </BookingRow>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>

      <Card role="region" aria-labelledby={recentId}>
        <CardHeader>
          <CardTitle id={recentId}>Recent meetings from Calendly</CardTitle>
          <CardDescription>The latest bookings matched to a prospect.</CardDescription>
        </CardHeader>
        <CardContent>
          {bookings.isPending ? (
            <Loading text="Loading the bookings..." />
          ) : bookings.data.recent.length === 0 ? (
            <p className="flex items-center gap-2 py-2 text-sm text-slate-500">
              <CalendarX className="size-4 shrink-0" aria-hidden />
              No meetings booked through Calendly yet.
            </p>
          ) : (
            <ul aria-label="Recent meetings from Calendly" className="divide-y divide-slate-100">
              {bookings.data.recent.map((booking) => (
                <BookingRow key={booking.id} booking={booking}>
                  {booking.status === "canceled" ? (
                    <Badge tone="neutral" className="self-start sm:self-center">
                      Canceled
                    </Badge>
                  ) : (
                    <Badge tone="success" className="self-start sm:self-center">
                      Meeting
                    </Badge>
                  )}
                </BookingRow>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>

      <CalendlyMatchDialog
        booking={matching}
        companyId={company.companyId}
        campaignId={company.campaignId}
        onClose={() => setMatching(null)}
      />
      <ConfirmDialog
        open={dismissing !== null}
        onOpenChange={(open) => !open && setDismissing(null)}
        title="Dismiss this booking?"
        description={`The booking by ${dismissing?.inviteeName || dismissing?.inviteeEmail || "this invitee"} leaves the list without changing any prospect.`}
        confirmLabel="Dismiss"
        pendingLabel="Dismissing..."
        pending={dismiss.isPending}
        onConfirm={confirmDismiss}
      />
    </>
  );
}
