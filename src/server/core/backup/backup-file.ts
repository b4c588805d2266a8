import { createReadStream } from "node:fs";
import { createInterface } from "node:readline";
import { createGunzip } from "node:zlib";
import type { MigrationLevel } from "./migration-level.js";

/**
 * A backup is one gzip file of text lines (ADR 0046): the header, then each table's name and rows
 * (one `to_jsonb` object a line), the sequences, and an end line with the counts. A line that starts
 * with `#` says what follows; every other line is a row of the last named table.
 */
export const BACKUP_FORMAT = "outreach-desk-backup";
export const BACKUP_FORMAT_VERSION = 1;

export interface BackupHeader {
  format: typeof BACKUP_FORMAT;
  formatVersion: number;
  /** package.json's version of the app that wrote it. */
  appVersion: string;
  migrations: MigrationLevel;
  /** ISO time the snapshot was taken. */
  createdAt: string;
  database: "pglite" | "postgres";
}

export interface BackupSequence {
  name: string;
  /** null: never used. */
  lastValue: string | null;
}

export interface BackupEnd {
  tables: number;
  rows: number;
}

export type BackupLine =
  | { kind: "header"; header: BackupHeader }
  | { kind: "table"; name: string }
  | { kind: "row"; json: string }
  | { kind: "sequence"; sequence: BackupSequence }
  | { kind: "end"; end: BackupEnd };

export const headerLine = (header: BackupHeader) => `#header ${JSON.stringify(header)}\n`;
export const tableLine = (name: string) => `#table ${JSON.stringify({ name })}\n`;
export const sequenceLine = (sequence: BackupSequence) => `#sequence ${JSON.stringify(sequence)}\n`;
export const endLine = (end: BackupEnd) => `#end ${JSON.stringify(end)}\n`;

/** Files the daily job writes and prunes: `outreach-desk-20260601T021700Z.backup.gz`. */
export const BACKUP_FILE_PATTERN = /^outreach-desk-\d{8}T\d{6}(?:\d{3})?Z\.backup\.gz$/;

export function backupFileName(at: Date): string {
  const stamp = at
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.(\d{3})Z$/, "$1Z");
  return `outreach-desk-${stamp}.backup.gz`;
}

function parseLine(line: string): BackupLine {
  if (!line.startsWith("#")) return { kind: "row", json: line };
  const space = line.indexOf(" ");
  const tag = line.slice(1, space);
  const body = JSON.parse(line.slice(space + 1));
  if (tag === "header") return { kind: "header", header: body };
  if (tag === "table") return { kind: "table", name: body.name };
  if (tag === "sequence") return { kind: "sequence", sequence: body };
  if (tag === "end") return { kind: "end", end: body };
  throw new Error(`unknown line "#${tag}" in the backup`);
}

/** The file's lines, read as a stream; the first is its header, or this throws. */
export async function* readBackupLines(file: string): AsyncGenerator<BackupLine> {
  const source = createReadStream(file);
  const input = source.pipe(createGunzip());
  // A damaged or truncated file fails the gunzip: reported by the loop below, not as unhandled.
  source.on("error", (error) => input.destroy(error));
  const lines = createInterface({ input, crlfDelay: Number.POSITIVE_INFINITY });
  let first = true;
  try {
    for await (const line of lines) {
      if (line === "") continue;
      const parsed = first ? parseHeader(line, file) : parseLine(line);
      first = false;
      yield parsed;
    }
  } finally {
    source.destroy();
    input.destroy();
  }
  if (first) throw new Error(`${file} is empty: not an Outreach Desk backup`);
}

function parseHeader(line: string, file: string): BackupLine {
  let parsed: BackupLine | null = null;
  try {
    parsed = parseLine(line);
  } catch {
    parsed = null;
  }
  if (parsed?.kind !== "header" || parsed.header.format !== BACKUP_FORMAT) {
    throw new Error(`${file} is not an Outreach Desk backup`);
  }
  return parsed;
}

export async function readBackupHeader(file: string): Promise<BackupHeader> {
  for await (const line of readBackupLines(file)) {
    if (line.kind === "header") return line.header;
  }
  throw new Error(`${file} is not an Outreach Desk backup`);
}
