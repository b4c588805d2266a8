import { IMPORT_FIELDS, type ImportField, type ImportMappings } from "../../../shared/contracts/imports";

/** Every importable field to the CSV column it takes its values from; "" when left unmapped. */
export type FieldMappings = Record<ImportField, string>;

export type ImportFieldInfo = (typeof IMPORT_FIELDS)[number];

export const emptyMappings = (): FieldMappings =>
  Object.fromEntries(IMPORT_FIELDS.map((field) => [field.key, ""])) as FieldMappings;

/** "LinkedIn_Profile-URL " -> "linkedin profile url": lower-case, punctuation and underscores to spaces. */
export function normaliseHeader(header: string): string {
  return header
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/**
 * The columns suggested for each field: a column whose normalised header equals the field's label or
 * one of its synonyms (earlier names win), each column used at most once, required fields chosen first.
 */
export function suggestMappings(headers: string[]): FieldMappings {
  const mappings = emptyMappings();
  const normalised = headers.map(normaliseHeader);
  const used = new Set<number>();
  const byPriority = [...IMPORT_FIELDS].sort((a, b) => Number(b.required) - Number(a.required));
  for (const field of byPriority) {
    const names = [field.label, ...field.synonyms].map(normaliseHeader);
    for (const name of names) {
      const index = normalised.findIndex((header, column) => header === name && !used.has(column));
      if (index >= 0) {
        used.add(index);
        mappings[field.key] = headers[index] as string;
        break;
      }
    }
  }
  return mappings;
}

/** The required fields that have no column yet (spec section 5), in display order. */
export function missingRequired(mappings: FieldMappings): ImportFieldInfo[] {
  return IMPORT_FIELDS.filter((field) => field.required && !mappings[field.key]);
}

/** The fields that have a column, in display order: the preview's columns. */
export function mappedFields(mappings: FieldMappings): ImportFieldInfo[] {
  return IMPORT_FIELDS.filter((field) => mappings[field.key]);
}

/** The `mappings` form field: only the fields that have a column. */
export function mappingsPayload(mappings: FieldMappings): ImportMappings {
  return Object.fromEntries(mappedFields(mappings).map((field) => [field.key, mappings[field.key]]));
}

/** The preview rows as mapped: one value per mapped field, taken from that field's column. */
export function previewRows(headers: string[], rows: string[][], mappings: FieldMappings): string[][] {
  const columns = mappedFields(mappings).map((field) => headers.indexOf(mappings[field.key]));
  return rows.map((row) => columns.map((column) => (column >= 0 ? (row[column] ?? "") : "")));
}

/** "First Name, Last Name and Company". */
export function listLabels(fields: ImportFieldInfo[]): string {
  const labels = fields.map((field) => field.label);
  if (labels.length <= 1) return labels.join("");
  return `${labels.slice(0, -1).join(", ")} and ${labels.at(-1)}`;
}
