import type { ErasureResult } from "../../../shared/contracts/privacy";
import { Card } from "../../components/ui/card";
import { OutcomeCount, OutcomeHeading } from "../../components/ui/outcome";
import { erasureCounts } from "./erase-question";

/** What an erasure just removed or anonymised. */
export function ErasureResultCard({ result }: { result: ErasureResult }) {
  return (
    <Card className="p-4 sm:p-6">
      <section aria-labelledby="erasure-result-title" className="grid gap-4">
        <OutcomeHeading id="erasure-result-title" title="Erasure completed">
          Campaign figures keep their counts. A hashed do-not-contact entry keeps the person from being
          imported or contacted again.
        </OutcomeHeading>
        <dl className="grid grid-cols-2 gap-2 sm:grid-cols-5 sm:gap-4">
          {erasureCounts(result).map(({ label, value }) => (
            <OutcomeCount key={label} label={label} value={value} tone="text-slate-900" />
          ))}
        </dl>
      </section>
    </Card>
  );
}
