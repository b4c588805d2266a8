/** Largest CSV upload accepted, in bytes. */
export const MAX_IMPORT_BYTES = 10 * 1024 * 1024;

/** Most data rows (the header row not counted) one import may hold. */
export const MAX_IMPORT_ROWS = 10_000;
