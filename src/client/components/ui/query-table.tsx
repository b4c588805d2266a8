import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { ListRows } from "./list-rows";
import { Table, TableBody, TableColumnHeads } from "./table";

/** What a list table always shows, whatever its rows. */
export interface ListTable {
  /** The table's accessible name. */
  label: string;
  /** The column headings; a blank one is the actions column. */
  columns: readonly string[];
  /** What the rows are, as in "Loading the API keys..." and "The API keys could not be loaded.". */
  rowsName: string;
  /** What the table says when there are no rows. */
  empty: string;
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** A table of a list query: its column headings and the query's rows, or its loading, error or empty text. */
export function QueryTable<T>({
  table,
  query,
  children,
}: {
  table: ListTable;
  query: UseQueryResult<T[]>;
  children: (rows: T[]) => ReactNode;
}) {
  return (
    <Table aria-label={table.label}>
      <TableColumnHeads columns={table.columns} />
      <TableBody>
        <ListRows
          query={query}
          colSpan={table.columns.length}
          loadingText={`Loading ${table.rowsName}...`}
          emptyText={table.empty}
          errorText={`${capitalised(table.rowsName)} could not be loaded.`}
        >
          {children}
        </ListRows>
      </TableBody>
    </Table>
  );
}
