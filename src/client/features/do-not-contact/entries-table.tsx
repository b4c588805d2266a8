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
import { formatDate, formatDateTime } from "../../lib/format";
import { entryName, entryScope, entryValue, keepsOutText } from "./entry-text";

interface EntriesTableProps {
  entries: SuppressionEntry[];
  /** Agency staff remove entries; null leaves the column out. */
  onRemove: ((entry: SuppressionEntry) => void) | null;
}

/*
 * On phones each row is a small card instead of a line: the entry and Remove, then where and why, the
 * note, and who added it with what it keeps out (a wide table would scroll sideways).
 */
const PHONE_ROW =
  "max-sm:grid max-sm:grid-cols-[minmax(0,1fr)_auto] max-sm:gap-x-3 max-sm:gap-y-1.5 max-sm:px-4 max-sm:py-3";
const PHONE_CELL = "max-sm:block max-sm:p-0 max-sm:first:pl-0 max-sm:last:pr-0";

/** The list, newest first: what each entry names, where and why it applies, who added it, what it keeps out. */
export function EntriesTable({ entries, onRemove }: EntriesTableProps) {
  return (
    <Card className="min-w-0 overflow-hidden">
      <Table aria-label="Do-not-contact entries" className="max-sm:block">
        <TableHeader className="max-sm:hidden">
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
        <TableBody className="max-sm:block">
          {entries.map((entry) => (
            <TableRow key={entry.id} className={PHONE_ROW}>
              <TableCell
                className={cn(
                  PHONE_CELL,
                  "py-3 sm:min-w-40 max-sm:col-start-1 max-sm:row-start-1",
                  !onRemove && "max-sm:col-span-2",
                )}
              >
                <span
                  className={cn(
                    "block wrap-anywhere",
                    entry.value === null ? "text-slate-500 italic" : "font-medium text-slate-900",
                  )}
                >
                  {entryValue(entry)}
                </span>
                <span className="text-xs text-slate-500">{SUPPRESSION_KIND_LABELS[entry.kind]}</span>
              </TableCell>
              <TableCell
                className={cn(PHONE_CELL, "max-sm:col-start-1 max-sm:row-start-2 max-sm:self-center")}
              >
                {entry.companyName ? (
                  <span className="text-slate-700">{entry.companyName}</span>
                ) : (
                  <Badge tone="brand">{entryScope(entry)}</Badge>
                )}
              </TableCell>
              <TableCell
                className={cn(PHONE_CELL, "max-sm:col-start-2 max-sm:row-start-2 max-sm:text-right")}
              >
                <Badge tone={entry.reason === "erased" ? "neutral" : "danger"}>
                  {SUPPRESSION_REASON_LABELS[entry.reason]}
                </Badge>
              </TableCell>
              <TableCell
                className={cn(
                  PHONE_CELL,
                  "max-w-64 text-slate-600 sm:min-w-32 max-sm:col-span-2 max-sm:row-start-3 max-sm:max-w-none",
                  !entry.note && "max-sm:hidden",
                )}
              >
                <span className="line-clamp-2 wrap-anywhere" title={entry.note || undefined}>
                  {entry.note || <span className="text-slate-400">—</span>}
                </span>
              </TableCell>
              <TableCell className={cn(PHONE_CELL, "max-sm:col-start-1 max-sm:row-start-4")}>
                <span className="block wrap-anywhere text-slate-700 max-sm:inline max-sm:text-xs max-sm:text-slate-500">
                  <span className="sm:hidden">Added by </span>
                  {entry.createdBy ?? "Unknown"}
                  <span className="sm:hidden">, </span>
                </span>
                <span
                  className="text-xs whitespace-nowrap text-slate-500"
                  title={formatDateTime(entry.createdAt, "")}
                >
                  {formatDate(entry.createdAt, "")}
                </span>
              </TableCell>
              <TableCell
                className={cn(
                  PHONE_CELL,
                  "text-right whitespace-nowrap tabular-nums max-sm:col-start-2 max-sm:row-start-4 max-sm:text-xs",
                  entry.matches === 0 ? "text-slate-400" : "font-medium text-slate-900",
                )}
              >
                <span className="sm:hidden">Keeps out: </span>
                {keepsOutText(entry.matches)}
              </TableCell>
              {onRemove && (
                <TableCell
                  className={cn(PHONE_CELL, "text-right max-sm:col-start-2 max-sm:row-start-1 max-sm:-mt-1")}
                >
                  <Button
                    size="sm"
                    variant="ghost"
                    className="px-2 text-slate-600 hover:bg-red-50 hover:text-red-700"
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
