import { PROGRESS_FLAG_LABELS, PROGRESS_FLAGS } from "../../../shared/contracts/prospects";

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

const SHORT_FLAG_LABELS: Partial<Record<string, string>> = { invite: "Inv", connected: "Conn" };

/**
 * The columns of the Scheduler, Connections and Replies. Where the box holds the whole row at the least
 * widths (a 1280 px screen beside the sidebar), nothing scrolls sideways: the progress checks stay narrow
 * and the text columns share the rest, cut short with the full text on hover. Narrower boxes scroll,
 * with the names pinned. The row number's width follows its digits (see `numberWidth`).
 */
export const COLUMNS: Column[] = [
  { label: "#", width: 0, min: 0 },
  { label: "First Name", width: 128, min: 68, grow: 2 },
  { label: "Last Name", width: 128, min: 72, grow: 2 },
  { label: "Job Title", width: 184, min: 60, grow: 3 },
  { label: "Company", width: 196, min: 64, grow: 3 },
  { label: "LinkedIn Name", short: "LinkedIn", width: 156, min: 60, grow: 2 },
  ...PROGRESS_FLAGS.map((flag) => {
    const wide = flag === "connected" ? 32 : flag === "invite" ? 26 : 22;
    return {
      label: PROGRESS_FLAG_LABELS[flag],
      short: SHORT_FLAG_LABELS[flag] ?? PROGRESS_FLAG_LABELS[flag],
      check: true,
      flag,
      width: wide + 8,
      min: wide,
    };
  }),
  { label: "Sequence Tag", short: "Tag", width: 152, min: 52, grow: 1 },
  { label: "Final Disposition", short: "Disposition", width: 160, min: 70, grow: 1 },
  { label: "Next step", width: 200, min: 58, grow: 2 },
  { label: "LinkedIn URL", short: "URL", width: 112, min: 32 },
  { label: "Last Touch", width: 120, min: 48 },
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
