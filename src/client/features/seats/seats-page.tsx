import { IdCard, Plus } from "lucide-react";
import { useState } from "react";
import { useNavigate } from "react-router";
import { Button } from "../../components/ui/button";
import { EmptyCard, QueryStateCard } from "../../components/ui/state-card";
import { usePageTitle } from "../../lib/use-page-title";
import { PageHeader } from "../../shared/page-header";
import { useSession } from "../../shared/session";
import { isManager } from "../../shared/staff-rights";
import { useSeats } from "./api";
import { SeatDialog } from "./seat-dialog";
import { emptySeatDraft, type SeatDraft } from "./seat-draft";
import { seatPath } from "./seat-text";
import { SeatsTable } from "./seats-table";

const TITLE = "Seats";

/**
 * Sending seats (ADR 0050): the LinkedIn accounts that send for the campaigns, each with its owner,
 * account type and budget. Managers add them; staff in the SDR role see the seats they reach.
 */
export default function SeatsPage() {
  usePageTitle(TITLE);
  const manager = isManager(useSession().user);
  const navigate = useNavigate();
  const seats = useSeats();
  const [open, setOpen] = useState(false);
  // Kept while the dialog is closed or a save fails; a saved seat starts a fresh one.
  const [draft, setDraft] = useState<SeatDraft | null>(null);

  return (
    <div>
      <PageHeader
        title={TITLE}
        description="A seat is one LinkedIn account that sends for campaigns; its budget is shared by them. Only its public profile is stored: no LinkedIn password is ever asked for."
        actions={
          manager && (
            <Button onClick={() => setOpen(true)}>
              <Plus aria-hidden />
              Add seat
            </Button>
          )
        }
      />
      {!seats.data ? (
        <QueryStateCard
          query={seats}
          loadingText="Loading the seats..."
          errorTitle="The seats could not be loaded"
          fallback="Something went wrong while loading the seats."
        />
      ) : seats.data.seats.length === 0 ? (
        <EmptyCard icon={IdCard} title="No seats yet">
          {manager
            ? "Add a seat for each LinkedIn account that sends invites and messages, and choose the campaigns it sends for."
            : "No seat sends for your campaigns yet. A manager adds seats and their campaigns."}
        </EmptyCard>
      ) : (
        <SeatsTable seats={seats.data.seats} />
      )}
      {manager && (
        <SeatDialog
          open={open}
          onOpenChange={setOpen}
          editing={null}
          draft={draft ?? emptySeatDraft()}
          onDraftChange={setDraft}
          onSaved={(seat) => {
            setDraft(null);
            setOpen(false);
            void navigate(seatPath(seat.id));
          }}
        />
      )}
    </div>
  );
}
