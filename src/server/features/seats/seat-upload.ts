import type { FastifyRequest } from "fastify";
import { MAX_EXPORT_UPLOAD_BYTES } from "../../../shared/contracts/seats.js";
import { badRequest } from "../../core/http/errors.js";
import { readUpload, UPLOAD_LIMITS, type UploadRules } from "../imports/index.js";
import { ExportError } from "./export/export-error.js";
import type { ExportArchive } from "./export/export-rows.js";
import { readExportUpload } from "./export/read-export-upload.js";

const READ = /\.(zip|csv)$/i;
const MEGABYTES = MAX_EXPORT_UPLOAD_BYTES / 1024 / 1024;

/** Multipart limits of the export upload: the ZIP, or up to its three CSVs. */
export const EXPORT_UPLOAD_LIMITS = { ...UPLOAD_LIMITS, fileSize: MAX_EXPORT_UPLOAD_BYTES, files: 3 };

const EXPORT_RULES: UploadRules = {
  limits: EXPORT_UPLOAD_LIMITS,
  refusal: (name) =>
    READ.test(name)
      ? null
      : `"${name}" is neither a .zip nor a .csv file: upload the ZIP LinkedIn sent, or its Connections.csv, Invitations.csv and messages.csv.`,
  noFile: 'Attach the ZIP LinkedIn sent, or its CSV files, in the "file" field.',
  notMultipart: 'Send the upload as multipart/form-data, with the ZIP or CSV files in the "file" field.',
  tooLarge: `A file is larger than ${MEGABYTES} MB, the most one export upload takes.`,
  tooManyFiles: "Attach the ZIP, or at most its three CSV files.",
};

export const INVITATIONS_WITHOUT_PROFILES =
  "Invitations.csv has no inviterProfileUrl and inviteeProfileUrl columns (an export from before LinkedIn added them): its invitations cannot be matched to prospects. Request a new export from LinkedIn, or upload the other files without it.";

/** The export in the request, read whole before anything is written; 400 with the reader's problems. */
export async function readExportRequest(request: FastifyRequest): Promise<ExportArchive> {
  const { files } = await readUpload(request, EXPORT_RULES);
  let archive: ExportArchive;
  try {
    archive = readExportUpload(files.map((file) => ({ name: file.fileName, bytes: file.bytes })));
  } catch (error) {
    if (error instanceof ExportError) throw badRequest(error.message);
    throw error;
  }
  // Read as it is, every invite ticked here would look absent from LinkedIn's record.
  if (archive.invitationsWithoutUrls) throw badRequest(INVITATIONS_WITHOUT_PROFILES);
  return archive;
}
