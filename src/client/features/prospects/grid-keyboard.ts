import type { FocusEvent, KeyboardEvent } from "react";

/** The controls a row's cells hold (buttons, checkboxes, selects, the profile link). */
const CONTROL =
  "button:not(:disabled), a[href], input:not(:disabled), [role='combobox']:not([data-disabled])";

function controlIn(cell: Element | undefined): HTMLElement | null {
  return cell?.querySelector<HTMLElement>(CONTROL) ?? null;
}

/** One tab stop for the whole body: the control last focused; the others are reached with the arrows. */
function makeOnlyTabStop(body: HTMLElement, current: HTMLElement) {
  for (const control of body.querySelectorAll<HTMLElement>(CONTROL)) {
    control.tabIndex = control === current ? 0 : -1;
  }
}

/** The control in the next cell that has one, along the row (dx) or down the column (dy). */
function neighbour(from: HTMLElement, dx: number, dy: number): HTMLElement | null {
  const cell = from.closest("td");
  const row = cell?.parentElement;
  if (!cell || !row) return null;
  const column = Array.from(row.children).indexOf(cell);
  if (dx !== 0) {
    const cells = Array.from(row.children);
    for (let index = column + dx; index >= 0 && index < cells.length; index += dx) {
      const control = controlIn(cells[index]);
      if (control) return control;
    }
    return null;
  }
  // Spacer rows of the virtualised list have a single cell: they are passed over.
  for (
    let next = dy > 0 ? row.nextElementSibling : row.previousElementSibling;
    next;
    next = dy > 0 ? next.nextElementSibling : next.previousElementSibling
  ) {
    const control = controlIn(next.children[column]);
    if (control) return control;
  }
  return null;
}

const MOVES: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

/**
 * Keyboard use of a prospects table's body (a roving tab stop): the arrow keys move between the cells'
 * controls, Space toggles a checkbox (the browser's own), Enter on a checkbox opens the row's details (as
 * it does on the name), and Tab leaves the table. Arrows are taken before a select sees them, so they
 * move rather than open it; Enter and Space still open a select.
 */
export const gridKeyboard = {
  onFocus(event: FocusEvent<HTMLTableSectionElement>) {
    const target = event.target as HTMLElement;
    if (target.matches(CONTROL)) makeOnlyTabStop(event.currentTarget, target);
  },
  onKeyDownCapture(event: KeyboardEvent<HTMLTableSectionElement>) {
    const target = event.target as HTMLElement;
    if (!target.matches(CONTROL) || event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.key === "Tab") {
      // Rows drawn since the last focus are tabbable by default: leave only this one before Tab moves on.
      makeOnlyTabStop(event.currentTarget, target);
      return;
    }
    if (event.key === "Enter" && target.matches("input[type='checkbox']")) {
      event.preventDefault();
      target.closest("tr")?.querySelector<HTMLElement>("button[aria-label^='Details for']")?.click();
      return;
    }
    const move = MOVES[event.key];
    if (!move) return;
    event.preventDefault();
    event.stopPropagation();
    const next = neighbour(target, move[0], move[1]);
    if (next) {
      next.focus();
      next.scrollIntoView({ block: "nearest", inline: "nearest" });
    }
  },
};
