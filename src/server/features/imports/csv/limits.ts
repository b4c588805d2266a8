/** Largest CSV upload accepted in bytes, and most data rows (header not counted) one import may hold. */
export { MAX_IMPORT_BYTES, MAX_IMPORT_ROWS } from "../../../../shared/contracts/imports.js";

/** Most columns a file's header may have. */
export const MAX_IMPORT_COLUMNS = 500;

/**
 * Most data rows whose layout may be broken (a wrong number of values, a quote out of place) in a file
 * that is still read; beyond, the file is refused as a whole. Cells that are not valid UTF-8 do not count.
 */
export const MAX_BROKEN_ROWS = 10;

/** Values kept past the header's length in a row that has more; the others are only counted. */
export const EXTRA_CELLS_KEPT = 20;
