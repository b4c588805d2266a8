import { Eye } from "lucide-react";
import { useSimulatedClient } from "../../shared/simulated-client";

/** Above a read-only prospects table: who keeps the progress up to date, or that God Mode only looks. */
export function ReadOnlyNote() {
  const simulated = useSimulatedClient();
  return (
    <p className="flex items-start gap-2 border-b border-slate-200 bg-slate-50 px-4 py-2.5 text-sm text-slate-700 sm:px-6">
      <Eye className="mt-0.5 size-4 shrink-0 text-slate-500" aria-hidden />
      {simulated
        ? `God Mode is read-only: you see ${simulated.companyName}'s progress as they do.`
        : "Read-only: your agency updates this progress."}
    </p>
  );
}
