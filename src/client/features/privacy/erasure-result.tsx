import { CircleCheck } from "lucide-react";
import type { ErasureResult } from "../../../shared/contracts/privacy";
import { Card } from "../../components/ui/card";
import { formatCount } from "../../lib/format";
import { erasureCounts } from "./erase-question";

/** What an erasure just removed or anonymised. */
export function ErasureResultCard({ result }: { result: ErasureResult }) {
  return (
    <Card className="p-4 sm:p-6">
      <section aria-labelledby="erasure-result-title" className="grid gap-4">
        <div className="flex items-start gap-3">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-emerald-50 text-emerald-600">
            <CircleCheck className="size-5" aria-hidden />
          </span>
          <div className="min-w-0">
            <h2 id="erasure-result-title" className="text-lg font-semibold text-slate-900">
              Erasure completed
            </h2>
            <p className="text-sm text-slate-500">
              Campaign figures keep their counts. A hashed do-not-contact entry keeps the person from being
              imported or contacted again.
            </p>
          </div>
        </div>
        <dl className="grid grid-cols-2 gap-2 sm:grid-cols-5 sm:gap-4">
          {erasureCounts(result).map(({ label, value }) => (
            <div key={label} className="rounded-lg border border-slate-200 p-3 sm:p-4">
              <dt className="text-xs font-medium text-slate-500 sm:text-sm">{label}</dt>
              <dd className="mt-1 text-2xl font-semibold text-slate-900 tabular-nums">
                {formatCount(value)}
              </dd>
            </div>
          ))}
        </dl>
      </section>
    </Card>
  );
}
