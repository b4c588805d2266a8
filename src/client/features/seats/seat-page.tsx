import { Pencil } from "lucide-react";
import { useState } from "react";
import { Link, useParams } from "react-router";
import type { SeatDetail } from "../../../shared/contracts/seats";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { QueryStateCard } from "../../components/ui/state-card";
import { formatCount } from "../../lib/format";
import { usePageTitle } from "../../lib/use-page-title";
import { ExternalLinkText } from "../../shared/external-link";
import { PageHeader } from "../../shared/page-header";
import { useSession } from "../../shared/session";
import { isManager } from "../../shared/staff-rights";
import { useSeatDetail } from "./api";
import { Breadcrumb } from "./breadcrumb";
import { ExportImportCard } from "./export-import-card";
import { ImportsCard } from "./imports-table";
import { SeatDialog } from "./seat-dialog";
import { draftFromSeat, type SeatDraft } from "./seat-draft";
import { SeatSafetyCard } from "./seat-safety-card";
import { accountTypeText, campaignsText, ownerText, profileText } from "./seat-text";

/** The seat's profile, owner, account, budget and campaigns, as terms. */
function SeatFacts({ seat }: { seat: SeatDetail["seat"] }) {
  const { budget } = seat;
  const facts = [
    {
      term: "LinkedIn profile",
      value: (
        <ExternalLinkText href={seat.profileUrl} className="max-w-full">
          <span className="truncate">{profileText(seat.profileUrl)}</span>
        </ExternalLinkText>
      ),
    },
    { term: "Owner", value: ownerText(seat.owner) },
    { term: "Account type", value: accountTypeText(seat) },
    {
      term: "Budget",
      value: `${formatCount(budget.invitesPerDay)} invites a day, ${formatCount(budget.invitesPer7Days)} per 7 days, ${formatCount(budget.messagesPerDay)} messages a day`,
    },
    { term: "Campaigns", value: campaignsText(seat) },
  ];
  return (
    <Card className="p-5">
      <dl className="grid gap-x-8 gap-y-3 sm:grid-cols-2 lg:grid-cols-3">
        {facts.map((fact) => (
          <div key={fact.term} className="min-w-0">
            <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{fact.term}</dt>
            <dd className="mt-0.5 text-sm text-slate-900">{fact.value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}

function SeatScreen({ detail, manager }: { detail: SeatDetail; manager: boolean }) {
  const { seat } = detail;
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState<SeatDraft | null>(null);
  return (
    <>
      <PageHeader
        title={seat.name}
        description="One LinkedIn account: its safety figures, and the data exports imported for it."
        actions={
          manager && (
            <Button variant="secondary" onClick={() => setEditing(true)}>
              <Pencil aria-hidden />
              Edit
            </Button>
          )
        }
      />
      <div className="grid gap-6">
        <SeatFacts seat={seat} />
        <SeatSafetyCard safety={detail.safety} />
        <ExportImportCard seatId={seat.id} seatName={seat.name} />
        <ImportsCard seatId={seat.id} imports={detail.imports} />
      </div>
      {manager && (
        <SeatDialog
          open={editing}
          onOpenChange={(open) => {
            setEditing(open);
            // Closing without saving starts the next edit from the seat as it is.
            if (!open) setDraft(null);
          }}
          editing={seat}
          draft={draft ?? draftFromSeat(seat)}
          onDraftChange={setDraft}
          onSaved={() => {
            setDraft(null);
            setEditing(false);
          }}
        />
      )}
    </>
  );
}

/** A seat's page: who it is, its safety, importing its LinkedIn export, and the imports made. */
export default function SeatPage() {
  const { seatId = "" } = useParams();
  const manager = isManager(useSession().user);
  const detail = useSeatDetail(seatId);
  usePageTitle(detail.data?.seat.name ?? "Seat");
  return (
    <div>
      <Breadcrumb steps={[{ label: "Seats", to: "/seats" }, { label: detail.data?.seat.name ?? "Seat" }]} />
      {detail.data ? (
        <SeatScreen detail={detail.data} manager={manager} />
      ) : (
        <QueryStateCard
          query={detail}
          loadingText="Loading the seat..."
          errorTitle="The seat could not be loaded"
          fallback="Something went wrong while loading the seat."
        >
          <Link to="/seats" className="text-sm font-medium text-brand-700 hover:underline">
            Back to Seats
          </Link>
        </QueryStateCard>
      )}
    </div>
  );
}
