/** Largest CSV upload accepted in bytes, and most data rows (header not counted) one import may hold. */
export { MAX_IMPORT_BYTES, MAX_IMPORT_ROWS } from "../../../shared/contracts/imports.js";
