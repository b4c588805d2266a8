import { Trash2 } from "lucide-react";
import {
  SUPPRESSION_KIND_LABELS,
  SUPPRESSION_REASON_LABELS,
  type SuppressionEntry,
} from "../../../shared/contracts/privacy";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "../../components/ui/table";
import { cn } from "../../lib/cn";
import { formatDateTime } from "../../lib/format";
import { entryName, entryScope, entryValue, keepsOutText } from "./entry-text";

interface EntriesTableProps {
  entries: SuppressionEntry[];
  /** Agency staff remove entries; null hides the column. */
  onRemove: ((entry: SuppressionEntry) => void) | null;
}

/** The list, newest first: what each entry names, where and why it applies, who added it, what it keeps out. */
export function EntriesTable({ entries, onRemove }: EntriesTableProps) {
  return (
    <Card className="min-w-0 overflow-hidden">
      <Table aria-label="Do-not-contact entries">
        <TableHeader>
          <TableRow className="hover:bg-transparent">
            <TableHead>Entry</TableHead>
            <TableHead>Applies to</TableHead>
            <TableHead>Reason</TableHead>
            <TableHead>Note</TableHead>
            <TableHead>Added</TableHead>
            <TableHead className="text-right">Keeps out</TableHead>
            {onRemove && (
              <TableHead>
                <span className="sr-only">Actions</span>
              </TableHead>
            )}
          </TableRow>
        </TableHeader>
        <TableBody>
          {entries.map((entry) => (
            <TableRow key={entry.id}>
              <TableCell className="min-w-52 py-3">
                <span
                  className={cn(
                    "block break-all",
                    entry.value === null ? "text-slate-500 italic" : "font-medium text-slate-900",
                  )}
                >
                  {entryValue(entry)}
                </span>
                <span className="text-xs text-slate-500">{SUPPRESSION_KIND_LABELS[entry.kind]}</span>
              </TableCell>
              <TableCell className="min-w-36">
                {entry.companyName ? (
                  <span className="text-slate-700">{entry.companyName}</span>
                ) : (
                  <Badge tone="brand">{entryScope(entry)}</Badge>
                )}
              </TableCell>
              <TableCell>
                <Badge tone={entry.reason === "erased" ? "neutral" : "danger"}>
                  {SUPPRESSION_REASON_LABELS[entry.reason]}
                </Badge>
              </TableCell>
              <TableCell className="max-w-72 min-w-40 text-slate-600">
                <span className="line-clamp-2 break-words" title={entry.note || undefined}>
                  {entry.note || <span className="text-slate-400">—</span>}
                </span>
              </TableCell>
              <TableCell className="min-w-40">
                <span className="block text-slate-700">{entry.createdBy ?? "Unknown"}</span>
                <span className="text-xs whitespace-nowrap text-slate-500">
                  {formatDateTime(entry.createdAt, "")}
                </span>
              </TableCell>
              <TableCell
                className={cn(
                  "text-right whitespace-nowrap tabular-nums",
                  entry.matches === 0 ? "text-slate-400" : "font-medium text-slate-900",
                )}
              >
                {keepsOutText(entry.matches)}
              </TableCell>
              {onRemove && (
                <TableCell className="text-right">
                  <Button
                    size="sm"
                    variant="ghost"
                    className="text-slate-600 hover:bg-red-50 hover:text-red-700"
                    onClick={() => onRemove(entry)}
                  >
                    <Trash2 aria-hidden />
                    Remove<span className="sr-only"> {entryName(entry)}</span>
                  </Button>
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Card>
  );
}
