import { CalendarOff, UserRound } from "lucide-react";
import { useSearchParams } from "react-router";
import type { TodayQueue } from "../../../shared/contracts/endpoints/queue";
import { Button } from "../../components/ui/button";
import { Select } from "../../components/ui/select";
import { EmptyCard, QueryStateCard } from "../../components/ui/state-card";
import { cn } from "../../lib/cn";
import { setSearchParam } from "../../lib/search-param";
import { usePageTitle } from "../../lib/use-page-title";
import { PageHeader } from "../../shared/page-header";
import { useSession } from "../../shared/session";
import { isManager } from "../../shared/staff-rights";
import { useTodayQueue } from "./api";
import { ClientCounts, QueueTotals } from "./queue-summary";
import { SeatAlertsCard } from "./seat-alerts-card";
import { TaskList } from "./task-list";

const TITLE = "Today";
/** The URL's choice of SDR: `/today?sdr=<id>`; without it, the signed-in SDR's queue. */
const SDR_PARAM = "sdr";

function SdrSwitcher({
  sdrs,
  value,
  onChange,
}: {
  sdrs: TodayQueue["sdrs"] | undefined;
  value: string;
  onChange: (sdrId: string) => void;
}) {
  return (
    <Select
      aria-label="SDR"
      value={value}
      options={(sdrs ?? []).map((sdr) => ({ value: sdr.id, label: sdr.name }))}
      onValueChange={onChange}
      placeholder={sdrs ? "Choose an SDR" : "Loading SDRs..."}
      disabled={!sdrs}
      className="w-full sm:w-56"
    />
  );
}

function QueueScreen({
  queue,
  updating,
  own,
}: {
  queue: TodayQueue;
  updating: boolean;
  /** Staff in the SDR role see only their own queue. */
  own: boolean;
}) {
  if (!queue.sdr) {
    return (
      <EmptyCard icon={UserRound} title="Choose an SDR">
        You are not on the SDR roster, so there is no queue of your own. Choose an SDR above to see theirs.
      </EmptyCard>
    );
  }
  if (queue.clients.length === 0) {
    if (own) {
      return (
        <EmptyCard icon={CalendarOff} title="No Active campaigns">
          You have no Active campaigns yet. A client's work appears here once a manager names you on its row
          in the connection matrix and the row is Active.
        </EmptyCard>
      );
    }
    return (
      <EmptyCard icon={CalendarOff} title="No Active campaigns">
        {queue.sdr.name} has no Active campaigns. A client's work appears here once its row in the connection
        matrix (Manage Campaigns) names {queue.sdr.name} and is Active.
      </EmptyCard>
    );
  }
  return (
    <div
      className={cn("flex flex-col gap-6 transition-opacity", updating && "opacity-60")}
      aria-busy={updating}
    >
      <QueueTotals queue={queue} />
      <ClientCounts clients={queue.clients} />
      {/* A new SDR's queue starts at its first task. */}
      <TaskList key={queue.sdr.id} queue={queue} />
    </div>
  );
}

/**
 * Today (staff only): an SDR's due work across every client with an Active campaign, oldest first,
 * with each step's script filled in, Done, Skip and keys for working through it. The owner and
 * managers may open any SDR's queue; the SDR role sees their own.
 */
export default function TodayPage() {
  usePageTitle(TITLE);
  const manager = isManager(useSession().user);
  const [params, setParams] = useSearchParams();
  const chosen = manager ? params.get(SDR_PARAM) || null : null;
  const queue = useTodayQueue(chosen);
  const choose = (sdrId: string | null) => setSearchParam(setParams, SDR_PARAM, sdrId);

  return (
    <div>
      <PageHeader
        title={TITLE}
        description="Every invite, message and follow-up due across the clients, oldest first."
        actions={
          manager && (
            <div className="w-full sm:w-auto">
              <SdrSwitcher
                sdrs={queue.data?.sdrs}
                value={chosen ?? queue.data?.sdr?.id ?? ""}
                onChange={choose}
              />
            </div>
          )
        }
      />
      <SeatAlertsCard manager={manager} />
      {/* A failed refetch keeps the queue already shown. */}
      {queue.data === undefined ? (
        <QueryStateCard
          query={queue}
          loadingText="Loading the queue..."
          errorTitle="The queue could not be loaded"
          fallback="Something went wrong while loading the queue."
        >
          {chosen && (
            <Button variant="link" onClick={() => choose(null)}>
              Show my own queue
            </Button>
          )}
        </QueryStateCard>
      ) : (
        <QueueScreen queue={queue.data} updating={queue.isPlaceholderData} own={!manager} />
      )}
    </div>
  );
}
