import { isAscii, isUtf8 } from "node:buffer";

export type CsvEncoding = "utf-8" | "utf-16le" | "utf-16be" | "windows-1252";

/**
 * An uploaded file's text, in two views. `scan` is searched for delimiters, quotes and line breaks;
 * `slice` gives the decoded text between two positions of `scan`.
 *
 * For UTF-8, `scan` is the bytes read one character each (Latin-1), which takes a millisecond where
 * decoding 8 MB of accented UTF-8 takes twenty: the characters CSV is made of are ASCII, and UTF-8 never
 * uses an ASCII byte inside a multi-byte character, so they sit at the same places. Only the values the
 * import reads are then decoded as UTF-8.
 */
export interface CsvText {
  scan: string;
  slice(start: number, end: number): string;
  encoding: CsvEncoding;
}

const startsWith = (bytes: Uint8Array, prefix: readonly number[]) =>
  prefix.every((byte, index) => bytes[index] === byte);

const UTF8_BOM = [0xef, 0xbb, 0xbf];
const UTF16LE_BOM = [0xff, 0xfe];
const UTF16BE_BOM = [0xfe, 0xff];

/**
 * Decodes an uploaded file: UTF-16 only when it starts with a byte-order mark, otherwise UTF-8 (with or
 * without a mark) and, when the bytes are not valid UTF-8, Windows-1252, which is what Excel on Windows
 * writes for "CSV (Comma delimited)". Byte-order marks at the start are never part of the text (some
 * export pipelines prepend a second one; it would otherwise stick to the first header name).
 */
export function decodeCsvBytes(bytes: Uint8Array): CsvText {
  if (startsWith(bytes, UTF16LE_BOM)) return decodedText("utf-16le", decodeUtf16("utf-16le", bytes));
  if (startsWith(bytes, UTF16BE_BOM)) return decodedText("utf-16be", decodeUtf16("utf-16be", bytes));
  let body = bytes;
  while (startsWith(body, UTF8_BOM)) body = body.subarray(UTF8_BOM.length);
  const buffer = Buffer.from(body.buffer, body.byteOffset, body.byteLength);
  if (!isUtf8(buffer)) return decodedText("windows-1252", decodeWindows1252(buffer));
  return utf8Text(buffer);
}

/** The whole text of a file, decoded. */
export const wholeText = (text: CsvText) => text.slice(0, text.scan.length);

/** Text already decoded, where both views are the same. */
export const plainText = (text: string, encoding: CsvEncoding = "utf-8"): CsvText => ({
  scan: text,
  slice: (start, end) => text.slice(start, end),
  encoding,
});

const decodedText = (encoding: CsvEncoding, text: string) =>
  plainText(text.replace(/^\uFEFF+/, ""), encoding);

const NOT_ASCII = /[\u0080-\u00ff]/;

function utf8Text(buffer: Buffer): CsvText {
  const scan = buffer.toString("latin1");
  if (isAscii(buffer)) return plainText(scan);
  return {
    scan,
    slice(start, end) {
      const ascii = scan.slice(start, end);
      return NOT_ASCII.test(ascii) ? buffer.toString("utf8", start, end) : ascii;
    },
    encoding: "utf-8",
  };
}

const decodeUtf16 = (encoding: "utf-16le" | "utf-16be", bytes: Uint8Array) =>
  new TextDecoder(encoding, { ignoreBOM: true }).decode(bytes.subarray(2));

// Windows-1252 bytes 0x80-0x9F; the five bytes it leaves undefined stay as they are.
const WINDOWS_1252_80_9F = "€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ";

/**
 * Windows-1252 is Latin-1 except for bytes 0x80-0x9F (Excel's curly quotes, dashes, euro sign).
 * Not TextDecoder("windows-1252"): Node releases from 20.18.3 and 22.13.0 decode that label as Latin-1
 * (nodejs/node#60888), and for accented text it is also many times slower than Buffer's Latin-1.
 */
function decodeWindows1252(buffer: Buffer): string {
  return buffer
    .toString("latin1")
    .replace(/[\u0080-\u009f]/g, (char) => WINDOWS_1252_80_9F[char.charCodeAt(0) - 0x80] ?? char);
}
