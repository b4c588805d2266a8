import { Socket } from "node:net";
import { finished } from "node:stream";
import multipart, { type MultipartFile } from "@fastify/multipart";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { MAX_IMPORT_BYTES } from "../../../shared/contracts/imports.js";
import { badRequest, HttpError } from "../../core/http/errors.js";
import { findNul, nulError, nulMessage } from "../../core/http/nul-characters.js";

/** A CSV upload read from a multipart request: the file and the form's text fields. */
export interface CsvUpload {
  fileName: string;
  bytes: Buffer;
  fields: Record<string, string>;
}

/** What an upload route takes, and what it says when it is not given that. */
export interface UploadRules {
  /** The multipart limits the route's plugin was registered with (acceptUploads). */
  limits: typeof UPLOAD_LIMITS;
  /** Why a file of this name is refused, or null when it is taken. */
  refusal(fileName: string): string | null;
  noFile: string;
  notMultipart: string;
  tooLarge: string;
  tooManyFiles: string;
}

const FILE_FIELD = "file";

const NO_FILE = `Attach a CSV file in the "${FILE_FIELD}" field.`;
const NOT_MULTIPART = `Send the upload as multipart/form-data, with the CSV file in the "${FILE_FIELD}" field.`;
const TOO_LARGE = `The file is larger than 10 MB (${MAX_IMPORT_BYTES.toLocaleString("en-US")} bytes), the most one import takes.`;
const ONE_FILE = "Attach one CSV file per import.";
const notCsvName = (name: string) => `Only .csv files can be imported: "${name}" is not a .csv file.`;

/** Limits for @fastify/multipart: one file, cut off past the import size, a few short text fields. */
export const UPLOAD_LIMITS = {
  fileSize: MAX_IMPORT_BYTES,
  files: 1,
  fields: 10,
  fieldSize: 100_000,
  parts: 20,
};

const CSV_RULES: UploadRules = {
  limits: UPLOAD_LIMITS,
  refusal: (name) => (name.toLowerCase().endsWith(".csv") ? null : notCsvName(name)),
  noFile: NO_FILE,
  notMultipart: NOT_MULTIPART,
  tooLarge: TOO_LARGE,
  tooManyFiles: ONE_FILE,
};

/** Requests refused while their body may still be arriving; see closeRefusedUpload. */
const refusedMidUpload = new WeakSet<FastifyRequest["raw"]>();
/** How long a refused upload's connection stays open after the answer, for the client to read it. */
const LINGER_MS = 1_000;

/** Stops reading a refused upload: nothing more reaches the parser, so TCP holds back the sender. */
function stopReading(request: FastifyRequest): void {
  if (request.raw.readableEnded) return;
  request.raw.unpipe();
  refusedMidUpload.add(request.raw);
}

/**
 * After the answer to a refused upload, closes the connection (the rest of the body is never read).
 * The close is lingering: first a FIN after the answer, then a reset a moment later, because resetting
 * at once, with the sender's bytes unread, can make the client lose the answer it was about to read.
 */
export function closeRefusedUpload(request: FastifyRequest): void {
  const socket = request.raw.socket;
  if (!refusedMidUpload.has(request.raw) || !(socket instanceof Socket) || socket.destroyed) return;
  socket.end();
  const timer = setTimeout(() => socket.destroy(), LINGER_MS);
  timer.unref();
  socket.once("close", () => clearTimeout(timer));
}

/**
 * Reads the parts of a multipart upload in whatever order they come: text fields, and the CSV file of
 * field "file" (checked by name before any byte of it is read, and cut off past MAX_IMPORT_BYTES).
 */
export async function readCsvUpload(request: FastifyRequest): Promise<CsvUpload> {
  const { files, fields } = await readUpload(request, CSV_RULES);
  return { ...(files[0] as { fileName: string; bytes: Buffer }), fields };
}

/**
 * Reads a multipart upload by `rules`: its text fields, and the files of field "file" (each checked by
 * name before any byte of it is read, and cut off past the size limit). At least one file.
 */
export async function readUpload(
  request: FastifyRequest,
  rules: UploadRules,
): Promise<{ files: { fileName: string; bytes: Buffer }[]; fields: Record<string, string> }> {
  if (!request.isMultipart()) {
    stopReading(request);
    throw new HttpError(415, rules.notMultipart);
  }
  const fields: Record<string, string> = {};
  const files: { fileName: string; bytes: Buffer }[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type === "field") {
        // A part sent as application/json arrives parsed; the form's fields are read as text.
        const value = typeof part.value === "string" ? part.value : JSON.stringify(part.value);
        // The file's bytes are the CSV reader's to judge; a form field is text the database keeps.
        if (findNul(part.fieldname)) throw nulError(nulMessage("A form field's name"));
        if (findNul(part.value)) throw nulError(nulMessage(part.fieldname), part.fieldname);
        fields[part.fieldname] ??= value;
      } else if (part.fieldname !== FILE_FIELD || !part.filename) {
        part.file.resume();
      } else {
        const refusal = rules.refusal(part.filename);
        if (refusal) throw badRequest(refusal);
        files.push({ fileName: part.filename, bytes: await readWithinLimit(part.file, rules.tooLarge) });
      }
    }
  } catch (error) {
    stopReading(request);
    throw uploadError(error, rules);
  }
  if (files.length === 0) throw badRequest(rules.noFile);
  return { files, fields };
}

/**
 * The file's bytes; rejects as soon as the stream passes the limit rather than when the upload ends.
 * `finished` also sees a failure that happened before this was called (a body cut short mid-file).
 */
function readWithinLimit(file: MultipartFile["file"], tooLarge: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    file.on("data", (chunk: Buffer) => chunks.push(chunk));
    file.once("limit", () => {
      chunks.length = 0;
      reject(badRequest(tooLarge));
    });
    finished(file, (error) => {
      if (error) reject(error);
      else if (file.truncated) reject(badRequest(tooLarge));
      else resolve(Buffer.concat(chunks));
    });
  });
}

/** Multipart parser errors (limits, a malformed or cut-short body) as answers that say what went wrong. */
function uploadError(error: unknown, rules: UploadRules): HttpError {
  if (error instanceof HttpError) return error;
  const code = (error as { code?: string }).code;
  if (code === "FST_REQ_FILE_TOO_LARGE") return badRequest(rules.tooLarge);
  if (code === "FST_FILES_LIMIT") return badRequest(rules.tooManyFiles);
  if (code === "FST_FIELDS_LIMIT" || code === "FST_PARTS_LIMIT") {
    return badRequest(
      "The upload has too many form fields: send the file, mappings, targetEntity and campaignId.",
    );
  }
  const detail = error instanceof Error ? error.message : String(error);
  return badRequest(`The upload is not a readable multipart/form-data body (${detail}). ${rules.noFile}`);
}

/**
 * Makes the routes of this plugin accept CSV uploads: multipart bodies within UPLOAD_LIMITS, any other
 * body type passed on (the handlers answer what to send instead of a bare 415), and a refused upload's
 * connection closed once answered.
 */
export async function acceptCsvUploads(app: FastifyInstance, limits = UPLOAD_LIMITS): Promise<void> {
  await app.register(multipart, { limits, throwFileSizeLimit: true });
  app.addContentTypeParser("*", (_request, _payload, done) => done(null));
  app.addHook("onResponse", async (request) => closeRefusedUpload(request));
}
