import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { LightMyRequestResponse } from "fastify";
import { expect } from "vitest";
import type { CsvTable } from "../../src/server/features/imports/csv/read-csv.js";
import type { ImportMappings, ImportResult } from "../../src/shared/contracts/imports.js";
import type { Api } from "./management.js";

export const ANALYZE = "/api/analyze-csv";
export const IMPORT = "/api/import-with-mapping";
export const BATCHES = "/api/import-batches";
export const TEMPLATE = "/api/download-template/prospect";
export const errorsPath = (batchId: string) => `${BATCHES}/${batchId}/errors.csv`;

const FIXTURES = join(import.meta.dirname, "../fixtures/csv");

/** A file from tests/fixtures/csv, as uploaded. */
export function fixture(name: string): { name: string; bytes: Uint8Array } {
  return { name, bytes: new Uint8Array(readFileSync(join(FIXTURES, name))) };
}

/** An in-memory CSV file (UTF-8) to upload. */
export function csvFile(text: string, name = "prospects.csv"): { name: string; bytes: Uint8Array } {
  return { name, bytes: new Uint8Array(Buffer.from(text, "utf8")) };
}

/** The mapping of the columns the fixtures and generated files use. */
export const STANDARD_MAPPINGS: ImportMappings = {
  firstName: "First Name",
  lastName: "Last Name",
  jobTitle: "Job Title",
  company: "Company",
  linkedinUrl: "LinkedIn URL",
  email: "Email",
};
export const STANDARD_HEADER = "First Name,Last Name,Job Title,Company,LinkedIn URL,Email";

/** A multipart form: the text fields, and the file (before the fields unless `fileLast`). */
export function uploadForm(
  file: { name: string; bytes: Uint8Array } | undefined,
  fields: Record<string, string> = {},
  options: { fileLast?: boolean; fileField?: string } = {},
): FormData {
  const form = new FormData();
  const appendFile = () => {
    if (file)
      form.append(options.fileField ?? "file", new Blob([file.bytes], { type: "text/csv" }), file.name);
  };
  if (!options.fileLast) appendFile();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (options.fileLast) appendFile();
  return form;
}

/** The form fields of an import. */
export function importFields(
  mappings: ImportMappings | string = STANDARD_MAPPINGS,
  extra: { campaignId?: string; targetEntity?: string } = {},
): Record<string, string> {
  return {
    mappings: typeof mappings === "string" ? mappings : JSON.stringify(mappings),
    targetEntity: extra.targetEntity ?? "prospect",
    ...(extra.campaignId ? { campaignId: extra.campaignId } : {}),
  };
}

export const analyze = (api: Api, file: { name: string; bytes: Uint8Array }) =>
  api.post(ANALYZE, uploadForm(file));

/** Imports a file and expects success. */
export async function importFile(
  api: Api,
  file: { name: string; bytes: Uint8Array },
  fields: Record<string, string> = importFields(),
): Promise<ImportResult> {
  const response = await api.post(IMPORT, uploadForm(file, fields, { fileLast: true }));
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** A CSV download's text without its byte-order mark, and the mark's presence. */
export function csvBody(response: LightMyRequestResponse): { bom: boolean; text: string } {
  const bom = response.body.startsWith("\uFEFF");
  return { bom, text: bom ? response.body.slice(1) : response.body };
}

/** A CSV file of `count` people with LinkedIn URLs made from `label` (the dedup key), CRLF. */
export function peopleCsv(label: string, from: number, count: number): string {
  const lines = [STANDARD_HEADER];
  for (let i = from; i < from + count; i++) {
    lines.push(`First${i},Last${i},Head of Sales,Company ${i},https://www.linkedin.com/in/${label}-${i},`);
  }
  return `${lines.join("\r\n")}\r\n`;
}

/** Every data row of a table the CSV reader read. */
export const tableRows = (table: CsvTable) =>
  Array.from({ length: table.rowCount }, (_, index) => table.row(index));
