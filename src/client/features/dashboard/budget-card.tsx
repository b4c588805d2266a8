import { Gauge } from "lucide-react";
import { useId } from "react";
import { ACCOUNT_TYPE_LABELS } from "../../../shared/contracts/cadence";
import type { CampaignBudget } from "../../../shared/contracts/endpoints/queue";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { Progress } from "../../components/ui/progress";
import { errorMessage } from "../../lib/api";
import { cn } from "../../lib/cn";
import { formatCount } from "../../lib/format";
import { useCampaignBudget } from "./budget-query";

/**
 * "Invites today  5 / 20" with a bar and a hint, as a term and its descriptions; past the limit (invites
 * sent anyway) the figure and bar turn red.
 */
function Allowance({
  label,
  hint,
  sent,
  limit,
}: {
  label: string;
  hint: string;
  sent: number;
  limit: number | null;
}) {
  const over = limit !== null && sent > limit;
  const full = limit !== null && sent >= limit;
  return (
    <div className="grid min-w-0 grid-cols-[1fr_auto] items-baseline gap-x-3 gap-y-2">
      <dt className="text-sm font-medium text-slate-600">{label}</dt>
      <dd className={cn("text-lg font-semibold tabular-nums", over ? "text-red-700" : "text-slate-900")}>
        {formatCount(sent)}
        {limit !== null && <span className="font-normal text-slate-500"> / {formatCount(limit)}</span>}
      </dd>
      <dd className="col-span-2 flex flex-col gap-2">
        {limit !== null && (
          <Progress
            value={limit === 0 ? 100 : (sent / limit) * 100}
            label={`${label}: ${formatCount(sent)} of ${formatCount(limit)}`}
            className={cn(full && (over ? "[&>div]:bg-red-600" : "[&>div]:bg-amber-500"))}
          />
        )}
        <span className="text-xs text-slate-500">{hint}</span>
      </dd>
    </div>
  );
}

/** "Overdue 3 · Due today 12 · Next 7 days 40"; overdue work in red. */
function DueWork({ due }: { due: CampaignBudget["due"] }) {
  const items = [
    { label: "Overdue", count: due.overdue, alert: due.overdue > 0 },
    { label: "Due today", count: due.today, alert: false },
    { label: "Next 7 days", count: due.upcoming, alert: false },
  ];
  return (
    <p className="flex flex-wrap gap-x-2 gap-y-1 text-sm text-slate-600">
      <span className="sr-only">Due work: </span>
      {items.map((item, index) => (
        <span key={item.label} className={cn("whitespace-nowrap", item.alert && "font-medium text-red-700")}>
          {index > 0 && (
            <span aria-hidden className="mr-2 text-slate-400">
              ·
            </span>
          )}
          {item.label} <span className="font-semibold tabular-nums">{formatCount(item.count)}</span>
        </span>
      ))}
    </p>
  );
}

function BudgetBody({ budget }: { budget: CampaignBudget }) {
  const { invites, messages } = budget;
  return (
    <>
      <dl className="grid gap-4 sm:grid-cols-3 sm:gap-6">
        <Allowance
          label="Invites this week"
          hint="In the last 7 days"
          sent={invites.sentLast7Days}
          limit={invites.per7Days}
        />
        <Allowance
          label="Invites today"
          hint={`${formatCount(invites.remaining)} left today`}
          sent={invites.sentToday}
          limit={invites.perDay}
        />
        <Allowance
          label="Messages today"
          hint={`${formatCount(messages.remaining)} left today`}
          sent={messages.sentToday}
          limit={messages.perDay}
        />
      </dl>
      <div className="mt-4 border-t border-slate-100 pt-3">
        <DueWork due={budget.due} />
      </div>
    </>
  );
}

/**
 * A campaign's LinkedIn budget on its dashboard: invites this week and today, messages today against
 * the account's limits, and the cadence's due work. Kept up to date by the prospects and cadence
 * change notices (changes.ts).
 */
export function LinkedInBudgetCard({ campaignId }: { campaignId: string }) {
  const headingId = useId();
  const budget = useCampaignBudget(campaignId);
  return (
    <section aria-labelledby={headingId} className="min-w-0">
      <Card className="p-4 sm:p-5">
        <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
          <div className="flex items-center gap-2">
            <span className="flex size-8 items-center justify-center rounded-lg bg-sky-50 text-sky-700">
              <Gauge className="size-4" aria-hidden />
            </span>
            <h2 id={headingId} className="text-lg font-semibold text-slate-900">
              LinkedIn budget
            </h2>
          </div>
          {budget.data && <Badge>{ACCOUNT_TYPE_LABELS[budget.data.accountType]} account</Badge>}
        </div>
        {budget.data ? (
          <BudgetBody budget={budget.data} />
        ) : budget.isError ? (
          <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-slate-600">
            <p>
              Could not load the LinkedIn budget: {errorMessage(budget.error, "the server did not answer")}
            </p>
            <Button size="sm" variant="secondary" onClick={() => void budget.refetch()}>
              Try again
            </Button>
          </div>
        ) : (
          <p className="text-sm text-slate-500">Loading the LinkedIn budget...</p>
        )}
      </Card>
    </section>
  );
}
