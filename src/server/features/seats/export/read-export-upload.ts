import { ExportError, ExportProblems } from "./export-error.js";
import { EXPORT_FILES, type ExportArchive, type ExportFile } from "./export-rows.js";
import { readConnections } from "./read-connections.js";
import { readInvitations } from "./read-invitations.js";
import { readMessages } from "./read-messages.js";
import { listZipMembers, unzipMembers, type ZipMember } from "./zip-archive.js";

/** Most bytes the files picked from an upload's ZIP archives may take once unzipped, in all. */
export const MAX_EXPORT_UNZIPPED_BYTES = 512 * 1024 * 1024;

export const NO_EXPORT_FILE_MESSAGE =
  "The upload holds none of Connections.csv, Invitations.csv or messages.csv: upload the ZIP LinkedIn sent, or those files.";

const ZIP_SIGNATURE = [0x50, 0x4b, 0x03, 0x04];

const baseName = (path: string) => path.slice(Math.max(path.lastIndexOf("/"), path.lastIndexOf("\\")) + 1);

/** Which of the export's files `path` names, by its base name in any case; null when none. */
function exportFileNamed(path: string): ExportFile | null {
  const name = baseName(path).toLowerCase();
  return EXPORT_FILES.find((file) => file.toLowerCase() === name) ?? null;
}

const isZip = (upload: { name: string; bytes: Uint8Array }) =>
  ZIP_SIGNATURE.every((byte, k) => upload.bytes[k] === byte) || upload.name.toLowerCase().endsWith(".zip");

const fail = (message: string): never => {
  throw new ExportError([message]);
};

/**
 * Reads a LinkedIn member's own data export ("Get a copy of your data"), as uploaded: the ZIP LinkedIn
 * sent, or Connections.csv, Invitations.csv and messages.csv (any of them), or both. Of a ZIP only those
 * three are unzipped, wherever they sit in it; nothing else of it is read. Throws ExportError when the
 * upload or any row of its files cannot be read exactly: nothing is repaired or skipped silently.
 */
export function readExportUpload(files: { name: string; bytes: Uint8Array }[]): ExportArchive {
  const found = new Map<ExportFile, Uint8Array>();
  const take = (file: ExportFile, bytes: Uint8Array) => {
    if (found.has(file)) fail(`The upload holds ${file} twice: upload it once.`);
    found.set(file, bytes);
  };
  for (const upload of files) {
    const file = exportFileNamed(upload.name);
    if (isZip(upload)) {
      for (const [name, bytes] of readZip(baseName(upload.name), upload.bytes)) take(name, bytes);
    } else if (file) {
      take(file, upload.bytes);
    } else {
      fail(
        `${baseName(upload.name)} is neither a ZIP archive nor one of Connections.csv, Invitations.csv or messages.csv.`,
      );
    }
  }
  if (found.size === 0) fail(NO_EXPORT_FILE_MESSAGE);

  const problems = new ExportProblems();
  const read = <T>(file: ExportFile, reader: (bytes: Uint8Array, problems: ExportProblems) => T) => {
    const bytes = found.get(file);
    return bytes ? reader(bytes, problems) : null;
  };
  const connections = read("Connections.csv", readConnections);
  const invitations = read("Invitations.csv", readInvitations);
  const messages = read("messages.csv", readMessages);
  problems.throwIfAny();
  return {
    files: EXPORT_FILES.filter((file) => found.has(file)),
    connections,
    invitations: invitations?.rows ?? null,
    messages: messages?.rows ?? null,
    draftsSkipped: messages?.draftsSkipped ?? 0,
    invitationsWithoutUrls: invitations?.withoutUrls ?? false,
  };
}

/** The export's files in a ZIP archive, unzipped; the archive's other members are left as they are. */
function readZip(name: string, bytes: Uint8Array): [ExportFile, Uint8Array][] {
  const damaged = `${name} is damaged or incomplete: download it again from LinkedIn and upload it as it is.`;
  const members = listZipMembers(bytes) ?? fail(damaged);
  const picked = new Map<ExportFile, ZipMember>();
  for (const member of members) {
    const file = exportFileNamed(member.path);
    if (!file) continue;
    if (picked.has(file)) fail(`${name} holds ${file} twice: upload the ZIP LinkedIn sent as it is.`);
    picked.set(file, member);
  }
  if (picked.size === 0) {
    const nested = members.find((member) => member.path.toLowerCase().endsWith(".zip"));
    if (nested) {
      fail(
        `${name} holds another ZIP archive (${baseName(nested.path)}) instead of the export's files: upload that archive.`,
      );
    }
    return [];
  }
  if ([...picked.values()].some((member) => member.encrypted)) {
    fail(`${name} is protected by a password: upload the ZIP LinkedIn sent, as it is.`);
  }
  const total = [...picked.values()].reduce((sum, member) => sum + member.size, 0);
  if (total > MAX_EXPORT_UNZIPPED_BYTES) {
    fail(`${name} unzips to more than 512 MB of Connections.csv, Invitations.csv and messages.csv.`);
  }
  const unzipped = unzipMembers(bytes, [...picked.values()]) ?? fail(damaged);
  return [...picked].map(([file, member]) => [file, unzipped.get(member) ?? fail(damaged)]);
}
