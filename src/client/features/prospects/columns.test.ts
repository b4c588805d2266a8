import { describe, expect, it } from "vitest";
import { COLUMNS, columnLayout, numberWidth } from "./columns";

const total = (widths: number[]) => widths.reduce((sum, width) => sum + width, 0);
const least = (rows: number, selectable: boolean) =>
  COLUMNS.reduce((sum, column) => sum + column.min, numberWidth(rows, selectable));

describe("columnLayout", () => {
  it("fits the whole row in the Scheduler's box beside the sidebar at 1280 px (scrollbar included)", () => {
    expect(least(100, true)).toBeLessThanOrEqual(958 - 2 - 15);
    const layout = columnLayout(941, 100, true);
    expect(layout.fits).toBe(true);
    expect(total(layout.widths)).toBeLessThanOrEqual(941);
    expect(total(layout.widths)).toBeGreaterThan(941 - COLUMNS.length);
  });

  it("gives the spare width to the text columns only; the checks keep theirs", () => {
    const layout = columnLayout(1400, 100, false);
    COLUMNS.forEach((column, index) => {
      if (column.check) expect(layout.widths[index]).toBe(column.min);
    });
    const company = COLUMNS.findIndex((column) => column.label === "Company");
    expect(layout.widths[company]).toBeGreaterThan(COLUMNS[company]?.min ?? 0);
  });

  it("scrolls sideways at the comfortable widths in a narrower box, with the names' left edges", () => {
    const layout = columnLayout(358, 100, true);
    expect(layout.fits).toBe(false);
    expect(total(layout.widths)).toBeGreaterThan(358);
    expect(layout.firstNameLeft).toBe(numberWidth(100, true));
    expect(layout.lastNameLeft).toBe(layout.firstNameLeft + (layout.widths[1] ?? 0));
  });

  it("widens the row number for more digits and for the selection box", () => {
    expect(numberWidth(10_000, false)).toBeGreaterThan(numberWidth(100, false));
    expect(numberWidth(100, true)).toBeGreaterThan(numberWidth(100, false));
  });
});
