import { PERIOD_LABELS, type Period } from "../../../shared/contracts/metrics";

/** What each period's changes are measured against (the period of equal length just before it). */
export const COMPARED_WITH: Record<Period, string | null> = {
  "all-time": null,
  today: "yesterday",
  yesterday: "the day before",
  "this-week": "last week",
  "last-week": "the week before",
  "this-month": "last month",
  "last-month": "the month before",
  "this-quarter": "last quarter",
  "last-quarter": "the quarter before",
  "this-year": "last year",
  "last-7-days": "the 7 days before",
  "last-30-days": "the 30 days before",
};

const printedOn = new Intl.DateTimeFormat("en-US", { dateStyle: "long" });

/** The report's heading on paper only: whose figures, for which period, printed when. */
export function PrintHeader({ companyName, period }: { companyName: string; period: Period }) {
  const against = COMPARED_WITH[period];
  return (
    <header data-testid="print-header" className="mb-5 hidden border-b border-slate-300 pb-3 print:block">
      <p className="text-xs font-semibold tracking-wider text-slate-500 uppercase">
        Outreach Desk · Dashboard report
      </p>
      <div className="mt-1 flex items-baseline justify-between gap-4">
        <h1 className="text-2xl font-semibold text-slate-900">{companyName}</h1>
        <p className="text-sm whitespace-nowrap text-slate-500">Printed {printedOn.format(new Date())}</p>
      </div>
      <p className="mt-0.5 text-sm text-slate-700">
        <span className="font-semibold">{PERIOD_LABELS[period]}</span>
        {against && <span className="text-slate-500">, changes against {against}</span>}
      </p>
    </header>
  );
}
