import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Button } from "./button";
import { StaleDataBanner, staleDataOf } from "./stale-data-banner";
import { TableMessage } from "./table";

interface ListRowsProps<T> {
  query: UseQueryResult<T[]>;
  colSpan: number;
  loadingText: string;
  emptyText: string;
  errorText: string;
  children: (rows: T[]) => ReactNode;
}

/**
 * A table body's rows, or its loading text, error (with a retry) or empty state. Rows once shown stay
 * when a refetch fails, under a note saying how old they are.
 */
export function ListRows<T>({
  query,
  colSpan,
  loadingText,
  emptyText,
  errorText,
  children,
}: ListRowsProps<T>) {
  if (query.isPending) return <TableMessage colSpan={colSpan}>{loadingText}</TableMessage>;
  if (query.data === undefined)
    return (
      <TableMessage colSpan={colSpan}>
        <span className="inline-flex flex-wrap items-center justify-center gap-3">
          {errorText}
          <Button size="sm" variant="secondary" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </span>
      </TableMessage>
    );
  const stale = staleDataOf(query);
  return (
    <>
      {stale && (
        <tr>
          <td colSpan={colSpan} className="p-0">
            <StaleDataBanner stale={stale} />
          </td>
        </tr>
      )}
      {query.data.length === 0 ? (
        <TableMessage colSpan={colSpan}>
          <span className="font-medium text-slate-700">{emptyText}</span>
        </TableMessage>
      ) : (
        children(query.data)
      )}
    </>
  );
}
