import { endpoint } from "../endpoint.js";
import {
  csvAnalysisSchema,
  importBatchListSchema,
  importResultSchema,
  importUndoResultSchema,
} from "../imports.js";
import { idParamsSchema } from "../management.js";

/**
 * CSV analysis and import, and the import history (staff only). The two uploads are multipart forms,
 * read by the handlers themselves, so their records declare no body. The CSV downloads (error reports,
 * the template) are files, not JSON calls, and have no record.
 */
export const importEndpoints = {
  analyzeCsv: endpoint({
    method: "POST",
    path: "/api/analyze-csv",
    response: { 200: csvAnalysisSchema },
    access: "sdr",
    summary: "Analyse a CSV file before importing it",
    tag: "Imports",
  }),
  importWithMapping: endpoint({
    method: "POST",
    path: "/api/import-with-mapping",
    response: { 200: importResultSchema },
    access: "sdr",
    summary: "Import a CSV file with a column mapping",
    tag: "Imports",
  }),
  batches: endpoint({
    method: "GET",
    path: "/api/import-batches",
    response: { 200: importBatchListSchema },
    access: "sdr",
    summary: "List imports",
    tag: "Imports",
  }),
  undo: endpoint({
    method: "POST",
    path: "/api/import-batches/:id/undo",
    params: idParamsSchema,
    response: { 200: importUndoResultSchema },
    access: "sdr",
    summary: "Undo an import",
    tag: "Imports",
  }),
};
