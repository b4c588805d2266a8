import { Building2, Save } from "lucide-react";
import { useState } from "react";
import {
  RETENTION_MONTHS_MAX,
  RETENTION_MONTHS_MIN,
  type RetentionRow,
} from "../../../shared/contracts/privacy";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { FieldError, Input } from "../../components/ui/input";
import { EmptyCard, QueryStateCard } from "../../components/ui/state-card";
import { toast } from "../../components/ui/toast-store";
import { errorMessage } from "../../lib/api";
import { cn } from "../../lib/cn";
import { formatCountOf } from "../../lib/format";
import { useRetention, useSaveRetention } from "./api";
import { parseRetentionDraft } from "./retention-draft";

/** One client company's retention period, edited and saved on its own; a failed save keeps the draft. */
function RetentionRowView({ row }: { row: RetentionRow }) {
  const saved = String(row.retentionMonths);
  const [draft, setDraft] = useState(saved);
  const [syncedValue, setSyncedValue] = useState(saved);
  const [problem, setProblem] = useState<string>();
  const save = useSaveRetention();
  const dirty = draft.trim() !== saved;

  // A fresh value from the server replaces the draft unless the draft holds an edit.
  if (saved !== syncedValue) {
    setSyncedValue(saved);
    if (draft.trim() === syncedValue) setDraft(saved);
  }

  function submit() {
    const parsed = parseRetentionDraft(draft);
    if (parsed.error !== undefined) return setProblem(parsed.error);
    setProblem(undefined);
    save.mutate(
      { companyId: row.companyId, months: parsed.months },
      {
        onSuccess: (next) =>
          toast({
            title: "Retention saved",
            description: `${next.companyName}: ${formatCountOf(next.retentionMonths, "month", "months")}`,
          }),
        onError: (error) => setProblem(errorMessage(error, "The retention period could not be saved")),
      },
    );
  }

  const inputId = `retention-${row.companyId}`;
  const errorId = `${inputId}-error`;
  return (
    <li className="grid gap-2 px-4 py-3 md:grid-cols-[minmax(0,1fr)_19rem_16rem] md:items-start md:gap-4 sm:px-6">
      <label htmlFor={inputId} className="min-w-0 text-sm font-medium break-words text-slate-900 md:pt-2">
        {row.companyName}
      </label>
      <form
        noValidate
        className="flex flex-col gap-1"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <div className="flex items-center gap-2">
          <Input
            id={inputId}
            type="number"
            inputMode="numeric"
            min={RETENTION_MONTHS_MIN}
            max={RETENTION_MONTHS_MAX}
            step={1}
            value={draft}
            onChange={(event) => {
              setDraft(event.target.value);
              setProblem(undefined);
            }}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? errorId : undefined}
            className="w-24 tabular-nums"
          />
          <span className="text-sm text-slate-500">months</span>
          <Button
            type="submit"
            variant={dirty ? "primary" : "secondary"}
            disabled={!dirty || save.isPending}
            aria-label={`Save retention for ${row.companyName}`}
          >
            <Save aria-hidden />
            {save.isPending ? "Saving..." : "Save"}
          </Button>
        </div>
        <div className="md:max-w-72">
          <FieldError id={errorId}>{problem}</FieldError>
        </div>
      </form>
      <p className={cn("text-sm md:pt-2", row.dueNow > 0 ? "text-amber-700" : "text-slate-500")}>
        {formatCountOf(row.dueNow, "person", "people")} would be anonymised now
      </p>
    </li>
  );
}

/** Per client company: how many months after the last contact or import people are anonymised. */
export function RetentionTab() {
  const query = useRetention();
  if (!query.isSuccess) {
    return (
      <QueryStateCard
        query={query}
        loadingText="Loading retention periods..."
        errorTitle="Retention periods could not be loaded"
        fallback="Something went wrong while loading the retention periods."
      />
    );
  }
  const { data } = query;
  if (data.companies.length === 0) {
    return (
      <EmptyCard icon={Building2} title="No client companies yet">
        Each client company gets a retention period once it is added under Manage Campaigns.
      </EmptyCard>
    );
  }
  const due = data.companies.reduce((sum, row) => sum + row.dueNow, 0);
  return (
    <Card className="min-w-0 overflow-hidden">
      <div className="border-b border-slate-200 px-4 py-4 sm:px-6">
        <h2 className="text-base font-semibold text-slate-900">Retention</h2>
        <p className="mt-0.5 text-sm text-slate-500">
          {`A daily job anonymises people this many months (${RETENTION_MONTHS_MIN} to ${RETENTION_MONTHS_MAX}) after their last contact or import. If it ran now, it would anonymise ${formatCountOf(due, "person", "people")}.`}
        </p>
      </div>
      <div
        aria-hidden
        className="hidden border-b border-slate-200 bg-slate-50/70 px-6 py-3 text-xs font-semibold tracking-wide text-slate-500 uppercase md:grid md:grid-cols-[minmax(0,1fr)_19rem_16rem] md:gap-4"
      >
        <span>Client company</span>
        <span>Retention</span>
        <span>If the job ran now</span>
      </div>
      <ul aria-label="Retention periods" className="divide-y divide-slate-100">
        {data.companies.map((row) => (
          <RetentionRowView key={row.companyId} row={row} />
        ))}
      </ul>
    </Card>
  );
}
