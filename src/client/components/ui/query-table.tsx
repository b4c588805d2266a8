import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { ListRows } from "./list-rows";
import { Table, TableBody, TableColumnHeads } from "./table";

/** A table of a list query: its column headings (a blank one is the actions column) and the query's rows. */
export function QueryTable<T>({
  label,
  columns,
  query,
  texts,
  children,
}: {
  label: string;
  columns: readonly string[];
  query: UseQueryResult<T[]>;
  texts: { loading: string; empty: string; error: string };
  children: (rows: T[]) => ReactNode;
}) {
  return (
    <Table aria-label={label}>
      <TableColumnHeads columns={columns} />
      <TableBody>
        <ListRows
          query={query}
          colSpan={columns.length}
          loadingText={texts.loading}
          emptyText={texts.empty}
          errorText={texts.error}
        >
          {children}
        </ListRows>
      </TableBody>
    </Table>
  );
}
