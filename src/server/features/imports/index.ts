/** What the imports feature offers the rest of the server. */

export { csvCell, neutraliseFormula, UTF8_BOM } from "./csv/write.js";
export { attachment, sendCsv } from "./csv-download.js";
export { readTable } from "./import.service.js";
export { acceptCsvUploads, type CsvUpload, readCsvUpload } from "./upload.js";
