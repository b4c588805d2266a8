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
  /**
   * For a UTF-8 file that is not entirely valid: where in `scan` each byte that belongs to no
   * well-formed character sits, in order. `slice` gives U+FFFD for them, so only their cells change.
   */
  invalidBytes?: Int32Array;
}

const startsWith = (bytes: Uint8Array, prefix: readonly number[]) =>
  prefix.every((byte, index) => bytes[index] === byte);

const UTF8_BOM = [0xef, 0xbb, 0xbf];
const UTF16LE_BOM = [0xff, 0xfe];
const UTF16BE_BOM = [0xfe, 0xff];

/**
 * Decodes an uploaded file: UTF-16 only when it starts with a byte-order mark, otherwise UTF-8 (with or
 * without a mark). Bytes that are not valid UTF-8 decide nothing on their own: the file stays UTF-8, its
 * invalid bytes listed for the rows that hold them to be reported, as long as it holds at least as many
 * well-formed multi-byte characters as invalid bytes; a file with fewer (a genuine export from Excel on
 * Windows, "CSV (Comma delimited)", whose accents are all single bytes) is Windows-1252. So one stray
 * byte in a UTF-8 file spoils one cell instead of turning every accent of the file into mojibake.
 * Byte-order marks at the start are never part of the text (some export pipelines prepend a second one;
 * it would otherwise stick to the first header name).
 */
export function decodeCsvBytes(bytes: Uint8Array): CsvText {
  if (startsWith(bytes, UTF16LE_BOM)) return decodedText("utf-16le", decodeUtf16("utf-16le", bytes));
  if (startsWith(bytes, UTF16BE_BOM)) return decodedText("utf-16be", decodeUtf16("utf-16be", bytes));
  let body = bytes;
  while (startsWith(body, UTF8_BOM)) body = body.subarray(UTF8_BOM.length);
  const buffer = Buffer.from(body.buffer, body.byteOffset, body.byteLength);
  if (isUtf8(buffer)) return utf8Text(buffer);
  const { multiByte, invalid } = checkUtf8(buffer);
  if (multiByte < invalid.length) return decodedText("windows-1252", decodeWindows1252(buffer));
  return { ...utf8Text(buffer), invalidBytes: invalid };
}

/**
 * Walks bytes that are not all valid UTF-8: how many well-formed multi-byte characters they hold, and
 * where each byte that is part of none sits (a stray continuation byte, a lead byte without its
 * continuations, an overlong form, a surrogate, or anything above U+10FFFF).
 */
export function checkUtf8(bytes: Uint8Array): { multiByte: number; invalid: Int32Array } {
  const n = bytes.length;
  let invalid = new Int32Array(64);
  let invalidCount = 0;
  let multiByte = 0;
  const cont = (k: number) => k < n && ((bytes[k] ?? 0) & 0xc0) === 0x80;
  for (let k = 0; k < n; ) {
    const b = bytes[k] ?? 0;
    if (b < 0x80) {
      k++;
      continue;
    }
    let length = 0;
    if (b >= 0xc2 && b <= 0xdf) length = cont(k + 1) ? 2 : 0;
    else if (b >= 0xe0 && b <= 0xef) {
      const second = bytes[k + 1] ?? 0;
      const low = b === 0xe0 ? 0xa0 : 0x80;
      const high = b === 0xed ? 0x9f : 0xbf;
      length = k + 1 < n && second >= low && second <= high && cont(k + 2) ? 3 : 0;
    } else if (b >= 0xf0 && b <= 0xf4) {
      const second = bytes[k + 1] ?? 0;
      const low = b === 0xf0 ? 0x90 : 0x80;
      const high = b === 0xf4 ? 0x8f : 0xbf;
      length = k + 1 < n && second >= low && second <= high && cont(k + 2) && cont(k + 3) ? 4 : 0;
    }
    if (length > 0) {
      multiByte++;
      k += length;
      continue;
    }
    if (invalidCount === invalid.length) {
      const grown = new Int32Array(invalid.length * 2);
      grown.set(invalid);
      invalid = grown;
    }
    invalid[invalidCount++] = k;
    k++;
  }
  return { multiByte, invalid: invalid.subarray(0, invalidCount) };
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
