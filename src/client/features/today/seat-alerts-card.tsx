import { ShieldAlert } from "lucide-react";
import { Link } from "react-router";
import { Card } from "../../components/ui/card";
import { useSeatAlerts } from "../../shared/seat-safety";

/**
 * The manager's "Seat safety" card: seats whose figures need a look (acceptance under the threshold,
 * this week over the cap, invites left pending), each linking to its page. Nothing when none do.
 */
export function SeatAlertsCard({ manager }: { manager: boolean }) {
  const alerts = useSeatAlerts(manager);
  const list = alerts.data?.alerts ?? [];
  if (!manager || list.length === 0) return null;
  return (
    <section aria-labelledby="seat-safety-heading" className="mb-6">
      <Card className="border-amber-200 p-4 sm:p-5">
        <div className="mb-3 flex items-center gap-2">
          <span className="flex size-8 items-center justify-center rounded-lg bg-amber-50 text-amber-700">
            <ShieldAlert className="size-4" aria-hidden />
          </span>
          <h2 id="seat-safety-heading" className="text-lg font-semibold text-slate-900">
            Seat safety
          </h2>
        </div>
        <ul className="grid gap-2">
          {list.map((alert) => (
            <li key={alert.seatId} className="text-sm">
              <Link to={`/seats/${alert.seatId}`} className="font-medium text-brand-700 hover:underline">
                {alert.name}
              </Link>
              <span className="text-slate-700">: {alert.reasons.join("; ")}</span>
            </li>
          ))}
        </ul>
      </Card>
    </section>
  );
}
