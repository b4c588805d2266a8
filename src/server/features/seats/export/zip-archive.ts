import { crc32 } from "node:zlib";
import { unzipSync } from "fflate";

/** A file listed in a ZIP archive's central directory. */
export interface ZipMember {
  /** Its place in the central directory, from 0. */
  index: number;
  /** Its path in the archive ("Basic_LinkedInDataExport/messages.csv"). */
  path: string;
  encrypted: boolean;
  /** Its size once unzipped, as the archive declares it. */
  size: number;
  crc: number;
}

const END_OF_DIRECTORY = 0x06054b50;
const ZIP64_LOCATOR = 0x07064b50;
const ZIP64_END = 0x06064b50;
const DIRECTORY_ENTRY = 0x02014b50;
const MAX_COMMENT = 0xffff;
const UTF8_NAME = 0x800;

/**
 * The members of a ZIP archive, read from its central directory without unzipping anything; null when
 * the directory cannot be read (not a ZIP archive, or a damaged or truncated one).
 */
export function listZipMembers(bytes: Uint8Array): ZipMember[] | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const u16 = (at: number) => view.getUint16(at, true);
  const u32 = (at: number) => view.getUint32(at, true);
  const u64 = (at: number) => Number(view.getBigUint64(at, true));
  try {
    let end = bytes.length - 22;
    const lowest = Math.max(0, end - MAX_COMMENT);
    while (end >= lowest && u32(end) !== END_OF_DIRECTORY) end--;
    if (end < lowest) return null;
    let count = u16(end + 10);
    let offset = u32(end + 16);
    if (end >= 20 && u32(end - 20) === ZIP64_LOCATOR) {
      const zip64End = u64(end - 12);
      if (u32(zip64End) !== ZIP64_END) return null;
      count = u64(zip64End + 32);
      offset = u64(zip64End + 48);
    }
    const members: ZipMember[] = [];
    for (let index = 0; index < count; index++) {
      if (u32(offset) !== DIRECTORY_ENTRY) return null;
      const flags = u16(offset + 8);
      const nameLength = u16(offset + 28);
      const extraLength = u16(offset + 30);
      const nameBytes = bytes.subarray(offset + 46, offset + 46 + nameLength);
      const path = Buffer.from(nameBytes).toString(flags & UTF8_NAME ? "utf8" : "latin1");
      let size = u32(offset + 24);
      if (size === 0xffffffff) size = zip64Size(view, offset + 46 + nameLength, extraLength) ?? size;
      members.push({ index, path, encrypted: (flags & 1) === 1, size, crc: u32(offset + 16) });
      offset += 46 + nameLength + extraLength + u16(offset + 32);
    }
    return members;
  } catch {
    // A DataView read past the end: the directory points outside the file.
    return null;
  }
}

/** The unzipped size in a member's ZIP64 extra field (tag 1), when there is one. */
function zip64Size(view: DataView, from: number, length: number): number | null {
  for (let at = from; at + 4 <= from + length; at += 4 + view.getUint16(at + 2, true)) {
    if (view.getUint16(at, true) === 1) return Number(view.getBigUint64(at + 4, true));
  }
  return null;
}

/**
 * Unzips the members given and only them (the others are skipped, not inflated). Each member's output
 * is capped at its declared size and checked against its checksum; null when any does not unzip to
 * what the archive declares (damaged, or a compression method not supported).
 */
export function unzipMembers(
  bytes: Uint8Array,
  members: readonly ZipMember[],
): Map<ZipMember, Uint8Array> | null {
  const wanted = new Map(members.map((member) => [member.index, member]));
  const paths = new Map<ZipMember, string>();
  let files: Record<string, Uint8Array>;
  try {
    // fflate calls the filter once per directory entry, in order.
    let index = 0;
    files = unzipSync(bytes, {
      filter: (file) => {
        const member = wanted.get(index++);
        if (member) paths.set(member, file.name);
        return member !== undefined;
      },
    });
  } catch {
    return null;
  }
  const unzipped = new Map<ZipMember, Uint8Array>();
  for (const member of members) {
    const path = paths.get(member);
    const data = path === undefined ? undefined : files[path];
    if (!data || data.length !== member.size || crc32(data) !== member.crc) return null;
    unzipped.set(member, data);
  }
  return unzipped;
}
