export type CsvEncoding = "utf-8" | "utf-16le" | "utf-16be" | "windows-1252";

export type DecodedText = { text: string; encoding: CsvEncoding };

const startsWith = (bytes: Uint8Array, prefix: readonly number[]) =>
  prefix.every((byte, index) => bytes[index] === byte);

const UTF8_BOM = [0xef, 0xbb, 0xbf];
const UTF16LE_BOM = [0xff, 0xfe];
const UTF16BE_BOM = [0xfe, 0xff];

/**
 * Decodes an uploaded file: UTF-16 only when it starts with a byte-order mark, otherwise UTF-8 (with or
 * without a mark) and, when the bytes are not valid UTF-8, Windows-1252, which is what Excel on Windows
 * writes for "CSV (Comma delimited)". The byte-order mark is never part of the text.
 */
export function decodeCsvBytes(bytes: Uint8Array): DecodedText {
  if (startsWith(bytes, UTF16LE_BOM)) return decodeWith("utf-16le", bytes.subarray(2));
  if (startsWith(bytes, UTF16BE_BOM)) return decodeWith("utf-16be", bytes.subarray(2));
  const body = startsWith(bytes, UTF8_BOM) ? bytes.subarray(3) : bytes;
  try {
    return decodeWith("utf-8", body, true);
  } catch {
    return { text: stripBoms(decodeWindows1252(body)), encoding: "windows-1252" };
  }
}

function decodeWith(encoding: CsvEncoding, bytes: Uint8Array, fatal = false): DecodedText {
  const text = new TextDecoder(encoding, { fatal, ignoreBOM: true }).decode(bytes);
  return { text: stripBoms(text), encoding };
}

// Some export pipelines prepend a second mark; it would otherwise stick to the first header name.
const stripBoms = (text: string) => text.replace(/^\uFEFF+/, "");

// Windows-1252 bytes 0x80-0x9F; the five bytes it leaves undefined stay as they are.
const WINDOWS_1252_80_9F = "€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ";

/**
 * Windows-1252 is Latin-1 except for bytes 0x80-0x9F (Excel's curly quotes, dashes, euro sign).
 * Not TextDecoder("windows-1252"): Node releases from 20.18.3 and 22.13.0 decode that label as Latin-1
 * (nodejs/node#60888), and for accented text it is also many times slower than Buffer's Latin-1.
 */
function decodeWindows1252(bytes: Uint8Array): string {
  const latin1 = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("latin1");
  return latin1.replace(/[\u0080-\u009f]/g, (char) => WINDOWS_1252_80_9F[char.charCodeAt(0) - 0x80] ?? char);
}
