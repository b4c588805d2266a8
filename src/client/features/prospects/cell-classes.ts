/**
 * Classes of the prospects table's cells. Narrow padding lets the whole row fit beside the sidebar at
 * 1280 px. While the table scrolls sideways the names stay in view: on a phone the first name alone,
 * on wider screens the row number and both names. Their left edges come from the table's
 * `--first-name-left` and `--last-name-left` (the column widths change with the box).
 */
export const CELL = "px-1 first:pl-3 last:pr-2";
export const CHECK_CELL = "px-0 text-center";
/** Lines between the progress groups (Invite and Connected, M1-M4, FF1-FF5), which need no width. */
export const CHECK_GROUP_EDGE: Partial<Record<string, string>> = {
  invite: "shadow-[inset_1px_0_0_var(--color-slate-200)]",
  m1: "shadow-[inset_1px_0_0_var(--color-slate-200)]",
  ff1: "shadow-[inset_1px_0_0_var(--color-slate-200)]",
  ff5: "shadow-[inset_-1px_0_0_var(--color-slate-200)]",
};
export const PIN_NUMBER = "sm:sticky sm:left-0 sm:z-[1]";
export const PIN_FIRST_NAME =
  "sticky left-0 z-[1] shadow-[inset_-1px_0_0_var(--color-slate-200)] sm:left-(--first-name-left) sm:shadow-none";
export const PIN_LAST_NAME =
  "sm:sticky sm:left-(--last-name-left) sm:z-[1] sm:shadow-[inset_-1px_0_0_var(--color-slate-200)]";
