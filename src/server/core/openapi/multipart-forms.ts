import { z } from "zod";
import { importFormSchema } from "../../../shared/contracts/imports.js";
import { suppressionImportFormSchema } from "../../../shared/contracts/privacy.js";

const csvFile = z.string().meta({ description: "The CSV file.", contentMediaType: "text/csv" });

/**
 * The uploads, by "METHOD path": multipart forms their handlers read themselves (their records declare
 * no body), documented with the file and the text fields they take.
 */
export const MULTIPART_FORMS: Readonly<Record<string, z.ZodType>> = {
  "POST /api/analyze-csv": z.object({ file: csvFile }),
  "POST /api/import-with-mapping": importFormSchema.extend({ file: csvFile }),
  "POST /api/suppressions/import": suppressionImportFormSchema.extend({ file: csvFile }),
};
