/** What the imports feature offers the rest of the server. */
import type { ServerFeature } from "../../core/feature.js";
import { importRoutes } from "./imports.routes.js";

export type { CsvDownload } from "./batches.service.js";
export { CsvError, type CsvTable, readCsv } from "./csv/read-csv.js";
export { csvCell, neutraliseFormula, UTF8_BOM } from "./csv/write.js";
export { attachment, sendCsv } from "./csv-download.js";
export { readTable } from "./import.service.js";
export { addOneProspect } from "./one-prospect.service.js";
export {
  acceptCsvUploads,
  type CsvUpload,
  readCsvUpload,
  readUpload,
  UPLOAD_LIMITS,
  type UploadRules,
} from "./upload.js";

export const importsFeature: ServerFeature = { name: "imports", routes: [importRoutes] };
