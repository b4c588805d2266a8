import { BookOpen, ExternalLink } from "lucide-react";
import type { ResourceRow } from "../../../shared/contracts/resources";
import { Card } from "../../components/ui/card";
import { EmptyCard } from "../../components/ui/state-card";
import { linkOf } from "./resource-row";

/** The Resources list for staff in the SDR role, who read it; the owner and managers edit it. */
export function ResourceListView({ rows }: { rows: ResourceRow[] }) {
  const filled = rows.filter((row) => row.title.trim() || row.detail.trim());
  if (filled.length === 0) {
    return (
      <EmptyCard icon={BookOpen} title="No resources yet">
        The team's links and notes appear here once a manager adds them.
      </EmptyCard>
    );
  }
  return (
    <Card className="min-w-0 overflow-hidden">
      <ol aria-label="Resources" className="min-w-0">
        {filled.map((row, index) => {
          const link = linkOf(row.detail);
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: a read-only list that never reorders
            <li key={index} className="border-b border-slate-100 px-4 py-4 last:border-b-0 sm:px-6">
              <p className="font-medium text-slate-900">{row.title || "Untitled"}</p>
              {link ? (
                <a
                  href={link}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="mt-1 inline-flex max-w-full items-center gap-1.5 text-sm break-all text-brand-700 hover:underline"
                >
                  <ExternalLink className="size-3.5 shrink-0" aria-hidden />
                  {row.detail.trim()}
                </a>
              ) : (
                <p className="mt-1 text-sm whitespace-pre-wrap text-slate-600">{row.detail}</p>
              )}
            </li>
          );
        })}
      </ol>
    </Card>
  );
}
