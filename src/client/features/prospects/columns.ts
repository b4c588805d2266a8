import { PROGRESS_FLAG_LABELS, PROGRESS_FLAGS } from "../../../shared/contracts/prospects";

export interface Column {
  label: string;
  width: number;
  center?: boolean;
  /** The classes that keep the column in view while the table scrolls sideways. */
  pinned?: string;
}

/**
 * The first name stays in view while the table scrolls sideways, with the row number before it on wider
 * screens (a phone keeps its width for the other columns). 80 px = the number column's width.
 */
export const PIN_NUMBER = "sm:sticky sm:left-0 sm:z-[1]";
export const PIN_FIRST_NAME = "sticky left-0 z-[1] shadow-[inset_-1px_0_0_var(--color-slate-200)] sm:left-20";
const NUMBER_WIDTH = 80;

/** Fixed column widths: rows come and go while scrolling, and the columns must not move with them. */
export const COLUMNS: Column[] = [
  { label: "#", width: NUMBER_WIDTH, pinned: PIN_NUMBER },
  { label: "First Name", width: 128, pinned: PIN_FIRST_NAME },
  { label: "Last Name", width: 128 },
  { label: "Job Title", width: 184 },
  { label: "Company", width: 196 },
  { label: "LinkedIn Name", width: 156 },
  ...PROGRESS_FLAGS.map((flag) => ({
    label: PROGRESS_FLAG_LABELS[flag],
    width: flag === "connected" ? 112 : flag === "invite" ? 80 : 64,
    center: true,
  })),
  { label: "Sequence Tag", width: 160 },
  { label: "Final Disposition", width: 168 },
  { label: "Next step", width: 224 },
  { label: "LinkedIn URL", width: 124 },
  { label: "Last Touch", width: 132 },
  { label: "Bad Data", width: 160 },
];

export const TABLE_WIDTH = COLUMNS.reduce((sum, column) => sum + column.width, 0);
