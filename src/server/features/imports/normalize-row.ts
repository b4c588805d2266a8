import {
  IMPORT_FIELDS,
  type ImportField,
  MAX_IMPORT_VALUE_LENGTH,
} from "../../../shared/contracts/imports.js";
import { checkLinkedinProfileUrl, linkedinProfileUrl } from "../../../shared/linkedin-url.js";
import { dedupKey } from "../../core/prospect-fields/dedup.js";

/** A person read from one CSV row, ready for the pool. */
export interface ImportPerson {
  dedupKey: string;
  firstName: string;
  lastName: string;
  jobTitle: string;
  company: string;
  linkedinUrl: string;
  linkedinName: string | null;
  email: string | null;
  phone: string | null;
}

/** Where each mapped field's value sits in a row (index into the file's columns). */
export type FieldColumns = Partial<Record<ImportField, number>>;

export type RowOutcome = { person: ImportPerson } | { reason: string };

const formatCount = (n: number) => n.toLocaleString("en-US");
const GUARDED_FORMULA = /^'[=+\-@\t\r]/;

/**
 * A cell as the import stores it: trimmed, and without the apostrophe that CSV exports (this app's error
 * report among them) put before a value starting like a formula, so a fixed error report imports cleanly.
 */
export function cleanCell(raw: string | undefined): string {
  const value = (raw ?? "").trim();
  return GUARDED_FORMULA.test(value) ? value.slice(1).trim() : value;
}

/**
 * A LinkedIn URL as stored: a profile in its one canonical form, https://www.linkedin.com/in/<slug>
 * (see checkLinkedinProfileUrl). Null for anything that is not a LinkedIn profile address.
 */
export function storedLinkedinUrl(value: string): string | null {
  return linkedinProfileUrl(value);
}

const EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;
const tooLongReason = (label: string) =>
  `${label} is longer than ${formatCount(MAX_IMPORT_VALUE_LENGTH)} characters`;

/**
 * Checks and normalises one data row: every value trimmed, required values present, no value longer than
 * MAX_IMPORT_VALUE_LENGTH, the LinkedIn URL a LinkedIn profile address, an e-mail (when given) an address.
 * A row that fails says why, every problem at once ("Missing Company; Email is not a valid address").
 */
export function normalizeRow(cells: readonly string[], columns: FieldColumns): RowOutcome {
  const values: Partial<Record<ImportField, string>> = {};
  const missing: string[] = [];
  const tooLong: string[] = [];
  for (const field of IMPORT_FIELDS) {
    const index = columns[field.key];
    const value = index === undefined ? "" : cleanCell(cells[index]);
    values[field.key] = value;
    if (value === "" && field.required) missing.push(field.label);
    if (value.length > MAX_IMPORT_VALUE_LENGTH) tooLong.push(tooLongReason(field.label));
  }
  const { firstName = "", lastName = "", jobTitle = "", company = "", email = "" } = values;
  const rawUrl = values.linkedinUrl ?? "";

  const reasons: string[] = [];
  if (missing.length > 0) reasons.push(`Missing ${missing.join(", ")}`);
  reasons.push(...tooLong);
  const checkedUrl = rawUrl ? checkLinkedinProfileUrl(rawUrl) : null;
  const linkedinUrl = checkedUrl?.ok ? checkedUrl.url : null;
  if (checkedUrl && !checkedUrl.ok) reasons.push(checkedUrl.reason);
  if (email && !EMAIL.test(email)) reasons.push("Email is not a valid address");

  const key = dedupKey(linkedinUrl, email);
  if (reasons.length > 0 || !linkedinUrl || !key) return { reason: reasons.join("; ") };
  return {
    person: {
      dedupKey: key,
      firstName,
      lastName,
      jobTitle,
      company,
      linkedinUrl,
      linkedinName: values.linkedinName || null,
      email: email || null,
      phone: values.phone || null,
    },
  };
}
