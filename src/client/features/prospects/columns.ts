import { PROGRESS_FLAGS, PROSPECT_TABLE_COLUMNS } from "../../../shared/contracts/prospect-fields";

export interface Column {
  /** The column's name: its heading, and the heading's accessible name when a shorter one is shown. */
  label: string;
  /** The heading shown instead of the label where the column is narrow ("Inv" for Invite). */
  short?: string;
  /** A progress flag's check cell: narrow, centred, with its heading always short. */
  check?: boolean;
  /** The progress flag of a check column. */
  flag?: string;
  /** Width while the table scrolls sideways (the box is narrower than the whole row at its least). */
  width: number;
  /** Least width when the whole row fits the box; text columns then share what is left by `grow`. */
  min: number;
  grow?: number;
}

const FLAGS = new Set<string>(PROGRESS_FLAGS);

/**
 * The columns of the Scheduler, Connections and Replies: the row number, each table column of the
 * field registry (PROSPECT_FIELDS in shared/contracts/prospect-fields.ts) in its order, and Bad Data.
 * Where the box holds the whole row at the least widths (a 1280 px screen beside the sidebar), nothing
 * scrolls sideways: the progress checks stay narrow and the text columns share the rest, cut short
 * with the full text on hover. Narrower boxes scroll, with the names pinned. The row number's width
 * follows its digits (see `numberWidth`).
 */
export const COLUMNS: Column[] = [
  { label: "#", width: 0, min: 0 },
  ...PROSPECT_TABLE_COLUMNS.map(
    ({ field, label, short, width, min, grow }): Column => ({
      label,
      ...(short === undefined ? {} : { short }),
      ...(FLAGS.has(field) ? { check: true, flag: field } : {}),
      width,
      min,
      ...(grow === undefined ? {} : { grow }),
    }),
  ),
  { label: "Bad Data", width: 104, min: 40 },
];

/** The row-number column: the number's digits, and the selection box when rows can be selected. */
export function numberWidth(rowCount: number, selectable: boolean): number {
  const digits = String(Math.max(1, rowCount)).length;
  return 18 + 7 * Math.max(2, digits) + (selectable ? 22 : 0);
}

export interface ColumnLayout {
  /** Each column's width, in COLUMNS' order. */
  widths: number[];
  /** The whole row fits the box: nothing scrolls sideways and the short headings are shown. */
  fits: boolean;
  /** Left edges of the pinned name columns, for sticky positioning while scrolling. */
  firstNameLeft: number;
  lastNameLeft: number;
}

/** The widths of the columns in a box `available` px wide (the scroll box's client width). */
export function columnLayout(available: number, rowCount: number, selectable: boolean): ColumnLayout {
  const number = numberWidth(rowCount, selectable);
  const least = COLUMNS.reduce((sum, column) => sum + column.min, number);
  const fits = available >= least;
  let widths: number[];
  if (fits) {
    const weights = COLUMNS.reduce((sum, column) => sum + (column.grow ?? 0), 0);
    const spare = Math.floor(available) - least;
    widths = COLUMNS.map((column) => column.min + Math.floor((spare * (column.grow ?? 0)) / weights));
  } else {
    widths = COLUMNS.map((column) => column.width);
  }
  widths[0] = number;
  const firstNameLeft = widths[0] ?? 0;
  return { widths, fits, firstNameLeft, lastNameLeft: firstNameLeft + (widths[1] ?? 0) };
}
