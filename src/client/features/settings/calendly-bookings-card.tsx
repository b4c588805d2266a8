import { CalendarX, Link2, type LucideIcon } from "lucide-react";
import { type ReactNode, useState } from "react";
import type { CalendlyBooking, CalendlyCompany } from "../../../shared/contracts/calendly";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { CardContent } from "../../components/ui/card";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { toastFailure } from "../../components/ui/failure-toast";
import { RegionCard } from "../../components/ui/region-card";
import { Spinner } from "../../components/ui/spinner";
import { QueryErrorCard } from "../../components/ui/state-card";
import { toast } from "../../components/ui/toast-store";
import { formatDateTime, formatRecentDateTime } from "../../lib/format";
import { useCalendlyBookings, useDismissBooking } from "./calendly-api";
import { CalendlyMatchDialog } from "./calendly-match-dialog";

const separator = (
  <span aria-hidden className="mx-1.5 text-slate-300">
    ·
  </span>
);

/** Who booked, what and when, as one row of a list; `children` at its end. */
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
        <p className="text-sm text-slate-500">
          <span className="break-all">
            {[booking.inviteeEmail, booking.linkedinUrl].filter(Boolean).join(" · ") ||
              "No e-mail or profile given"}
          </span>
          {separator}
          <span className="whitespace-nowrap">Received {formatRecentDateTime(booking.receivedAt)}</span>
        </p>
      </div>
      {children}
    </li>
  );
}

/** One card of bookings: its title and description, the list (or loading, or empty), an end per row. */
function BookingsSection({
  title,
  description,
  bookings,
  empty,
  end,
}: {
  title: string;
  description: ReactNode;
  bookings: CalendlyBooking[] | undefined;
  empty: { icon: LucideIcon; text: string };
  end: (booking: CalendlyBooking) => ReactNode;
}) {
  const EmptyIcon = empty.icon;
  return (
    <RegionCard title={title} description={description}>
      <CardContent>
        {bookings === undefined ? (
          <div className="flex items-center gap-2 py-4 text-sm text-slate-500">
            <Spinner label="Loading" /> Loading the bookings...
          </div>
        ) : bookings.length === 0 ? (
          <p className="flex items-center gap-2 py-2 text-sm text-slate-500">
            <EmptyIcon className="size-4 shrink-0" aria-hidden />
            {empty.text}
          </p>
        ) : (
          <ul aria-label={title} className="divide-y divide-slate-100">
            {bookings.map((booking) => (
              <BookingRow key={booking.id} booking={booking}>
                {end(booking)}
              </BookingRow>
            ))}
          </ul>
        )}
      </CardContent>
    </RegionCard>
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

  const confirmDismiss = () => {
    if (!dismissing) return;
    dismiss.mutate(dismissing.id, {
      onSuccess: () => {
        toast({ title: "Booking dismissed", description: "It is no longer waiting to be matched." });
        setDismissing(null);
      },
      onError: (error) => toastFailure("The booking was not dismissed", error),
    });
  };

  if (bookings.isError) {
    return (
      <QueryErrorCard
        title="The bookings could not be loaded"
        fallback="Please try again."
        query={bookings}
      />
    );
  }

  return (
    <>
      <BookingsSection
        title="Unmatched bookings"
        description={`Bookings whose e-mail or LinkedIn profile matched no prospect of ${company.companyName}. Match one to the right prospect, or dismiss it.`}
        bookings={bookings.data?.unmatched}
        empty={{ icon: Link2, text: "No bookings are waiting." }}
        end={(booking) => (
          <div className="flex gap-2 self-start sm:self-center">
            <Button size="sm" onClick={() => setMatching(booking)}>
              Match
            </Button>
            <Button size="sm" variant="secondary" onClick={() => setDismissing(booking)}>
              Dismiss
            </Button>
          </div>
        )}
      />
      <BookingsSection
        title="Recent meetings from Calendly"
        description="The latest bookings matched to a prospect."
        bookings={bookings.data?.recent}
        empty={{ icon: CalendarX, text: "No meetings booked through Calendly yet." }}
        end={(booking) => (
          <Badge
            tone={booking.status === "canceled" ? "neutral" : "success"}
            className="self-start sm:self-center"
          >
            {booking.status === "canceled" ? "Canceled" : "Meeting"}
          </Badge>
        )}
      />

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
