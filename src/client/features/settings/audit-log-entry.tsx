import { AUDIT_ACTION_LABELS, type AuditEntry, auditOutcome } from "../../../shared/contracts/audit";
import { cn } from "../../lib/cn";

/** Who a job's entries name, and a failed sign-in's (no one was signed in). */
export const NO_ONE = "No one signed in";

/** "role: manager · id: 3f2…": the ids and fields of the call, as the log kept them. */
export function detailText(detail: AuditEntry["detail"]): string {
  return Object.entries(detail)
    .map(([field, value]) => `${field}: ${typeof value === "string" ? value : JSON.stringify(value)}`)
    .join(" · ");
}

/** Where the call came from: the API key it was made with, and the address. */
export const sourceText = (entry: AuditEntry) =>
  [entry.apiKey ? `API key ${entry.apiKey}` : null, entry.ip].filter(Boolean).join(" · ");

export function OutcomeBadge({ entry }: { entry: AuditEntry }) {
  const text = auditOutcome(entry);
  return (
    <span
      className={cn(
        "inline-flex rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap",
        entry.succeeded
          ? "bg-emerald-50 text-emerald-700"
          : text.startsWith("Failed")
            ? "bg-red-50 text-red-700"
            : "bg-amber-50 text-amber-800",
      )}
    >
      {text}
    </span>
  );
}

export const actionLabel = (entry: AuditEntry) => AUDIT_ACTION_LABELS[entry.action];
