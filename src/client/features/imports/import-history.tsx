import { Download, Undo2 } from "lucide-react";
import { Fragment, type ReactNode, useState } from "react";
import {
  describeUndo,
  IMPORT_HISTORY_SIZE,
  type ImportBatch,
  importErrorReportPath,
  targetEntityLabel,
} from "../../../shared/contracts/imports";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { toastFailure } from "../../components/ui/failure-toast";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "../../components/ui/table";
import { toast } from "../../components/ui/toast-store";
import { errorMessage } from "../../lib/api";
import { formatCount, formatDateTime } from "../../lib/format";
import { useImportBatches, useUndoImport } from "./api";

const COLUMNS = [
  { label: "File" },
  { label: "Imported to" },
  { label: "Total", numeric: true },
  { label: "Imported", numeric: true },
  { label: "Duplicates", numeric: true },
  { label: "Updated", numeric: true },
  { label: "Do not contact", numeric: true },
  { label: "Failed", numeric: true },
  { label: "Actions", hidden: true },
];
const NUMERIC = "text-right tabular-nums";

function undoQuestion(batch: ImportBatch): string {
  const people = `the ${formatCount(batch.importedRows)} ${batch.importedRows === 1 ? "person" : "people"} it added`;
  const where = batch.campaign ? ` to the pool and to ${batch.campaign}'s campaign` : " to the pool";
  return `This removes ${people}${where}, except those someone has worked on, added to another campaign or edited since. Updates it made to people already in the pool stay.`;
}

/** The batch's undo: a button while it can be undone, a badge once undone. */
function UndoCell({ batch }: { batch: ImportBatch }) {
  const [asking, setAsking] = useState(false);
  const undo = useUndoImport();
  if (batch.undoneAt) return <Badge tone="neutral">Undone</Badge>;
  if (!batch.canUndo) return null;
  return (
    <>
      <Button
        size="sm"
        variant="secondary"
        onClick={() => setAsking(true)}
        aria-label={`Undo import of ${batch.fileName}`}
      >
        <Undo2 aria-hidden />
        Undo
      </Button>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={`Undo the import of ${batch.fileName}?`}
        description={undoQuestion(batch)}
        confirmLabel="Undo import"
        pendingLabel="Undoing..."
        pending={undo.isPending}
        destructive
        onConfirm={() =>
          undo.mutate(batch, {
            onSuccess: (result) => {
              setAsking(false);
              toast({ title: "Import undone", description: describeUndo(result) });
            },
            onError: (error) => {
              setAsking(false);
              toastFailure("Could not undo the import", error, "the server did not answer");
            },
          })
        }
      />
    </>
  );
}

/** Under an undone batch, across the table: when it was undone and what that removed and kept. */
function UndoneRow({ batch }: { batch: ImportBatch }) {
  if (!batch.undoneAt) return null;
  return (
    <TableRow className="hover:bg-transparent">
      <TableCell colSpan={COLUMNS.length} className="pt-0 text-xs text-slate-600">
        Undone{" "}
        <time dateTime={batch.undoneAt} className="whitespace-nowrap">
          {formatDateTime(batch.undoneAt, batch.undoneAt)}
        </time>
        {batch.undoResult ? `: ${describeUndo(batch.undoResult)}` : "."}
      </TableCell>
    </TableRow>
  );
}

/** A row count, in the colour of its kind when there are any, grey when none. */
function CountCell({ count, tone, children }: { count: number; tone: string; children?: ReactNode }) {
  return (
    <TableCell className={`${NUMERIC} ${count > 0 ? tone : "text-slate-600"}`}>
      {formatCount(count)}
      {children}
    </TableCell>
  );
}

function BatchRow({ batch }: { batch: ImportBatch }) {
  return (
    <TableRow className={batch.undoneAt ? "border-b-0" : undefined}>
      <TableCell className="max-w-56">
        <p className="truncate font-medium text-slate-900" title={batch.fileName}>
          {batch.fileName}
        </p>
        <p className="truncate text-xs text-slate-500" title={batch.uploadedBy ?? undefined}>
          <time dateTime={batch.uploadTime} className="whitespace-nowrap">
            {formatDateTime(batch.uploadTime, batch.uploadTime)}
          </time>
          {batch.uploadedBy && ` · ${batch.uploadedBy}`}
        </p>
      </TableCell>
      <TableCell className="max-w-52">
        <Badge tone="brand">{targetEntityLabel(batch.targetEntity)}</Badge>
        <p className="mt-0.5 truncate text-xs text-slate-500" title={batch.campaign ?? "Pool"}>
          {batch.campaign ?? "Pool"}
        </p>
      </TableCell>
      <TableCell className={NUMERIC}>{formatCount(batch.totalRows)}</TableCell>
      <CountCell count={batch.importedRows} tone="text-emerald-700" />
      <CountCell count={batch.duplicateRows} tone="text-amber-700" />
      <CountCell count={batch.updatedRows} tone="text-brand-700" />
      <CountCell count={batch.suppressedRows} tone="text-slate-900" />
      <CountCell count={batch.failedRows} tone="text-red-700">
        {batch.failedRows > 0 && (
          <a
            href={importErrorReportPath(batch.id)}
            download
            aria-label={`Download error report for ${batch.fileName}`}
            className="mt-0.5 flex items-center justify-end gap-1 text-xs font-medium whitespace-nowrap text-brand-600 underline-offset-4 hover:underline"
          >
            <Download className="size-3.5" aria-hidden />
            Error report
          </a>
        )}
      </CountCell>
      <TableCell>
        <UndoCell batch={batch} />
      </TableCell>
    </TableRow>
  );
}

/** Loading, error and empty states, across the card's width (not the wide table's). */
function HistoryMessage({ children }: { children: ReactNode }) {
  return <div className="px-6 py-10 text-center text-sm text-slate-500">{children}</div>;
}

/** Spec: the latest 10 batches, newest first, with where they went, who sent them and their error report. */
export function ImportHistory() {
  const batches = useImportBatches(true);
  return (
    <Card role="region" aria-labelledby="import-history-title" className="mt-6 min-w-0 overflow-hidden">
      <div className="border-b border-slate-200 px-4 py-4 sm:px-6">
        <h2 id="import-history-title" className="text-base font-semibold text-slate-900">
          Import History
        </h2>
        <p className="text-sm text-slate-500">The latest {IMPORT_HISTORY_SIZE} imports, newest first.</p>
      </div>
      {batches.isPending ? (
        <HistoryMessage>Loading import history...</HistoryMessage>
      ) : batches.isError ? (
        <HistoryMessage>
          <span role="alert" className="flex flex-col items-center gap-3">
            Could not load the import history: {errorMessage(batches.error, "the server did not answer")}
            <Button size="sm" variant="secondary" onClick={() => void batches.refetch()}>
              Try again
            </Button>
          </span>
        </HistoryMessage>
      ) : batches.data.length === 0 ? (
        <HistoryMessage>No imports yet</HistoryMessage>
      ) : (
        <Table aria-labelledby="import-history-title">
          <TableHeader>
            <TableRow className="hover:bg-transparent">
              {COLUMNS.map((column) => (
                <TableHead key={column.label} className={column.numeric ? "text-right" : undefined}>
                  {"hidden" in column ? <span className="sr-only">{column.label}</span> : column.label}
                </TableHead>
              ))}
            </TableRow>
          </TableHeader>
          <TableBody>
            {batches.data.slice(0, IMPORT_HISTORY_SIZE).map((batch) => (
              <Fragment key={batch.id}>
                <BatchRow batch={batch} />
                <UndoneRow batch={batch} />
              </Fragment>
            ))}
          </TableBody>
        </Table>
      )}
    </Card>
  );
}
