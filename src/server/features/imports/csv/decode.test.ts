import { describe, expect, it } from "vitest";
import { checkUtf8, decodeCsvBytes, wholeText } from "./decode.js";

/** The decoded text and the encoding taken. */
const decode = (input: Uint8Array) => {
  const text = decodeCsvBytes(input);
  return { text: wholeText(text), encoding: text.encoding };
};

const bytes = (...parts: (Buffer | number[])[]) =>
  new Uint8Array(Buffer.concat(parts.map((part) => (Array.isArray(part) ? Buffer.from(part) : part))));

describe("decodeCsvBytes", () => {
  it("decodes UTF-8 and drops its byte-order mark, even when doubled", () => {
    expect(decode(bytes(Buffer.from("Zoë,€")))).toEqual({ text: "Zoë,€", encoding: "utf-8" });
    expect(decode(bytes([0xef, 0xbb, 0xbf], Buffer.from("Zoë")))).toEqual({
      text: "Zoë",
      encoding: "utf-8",
    });
    expect(decode(bytes([0xef, 0xbb, 0xbf, 0xef, 0xbb, 0xbf], Buffer.from("a")))).toEqual({
      text: "a",
      encoding: "utf-8",
    });
  });

  it("decodes UTF-16 by its byte-order mark", () => {
    const le = Buffer.from("Ω,日本", "utf16le");
    expect(decode(bytes([0xff, 0xfe], le))).toEqual({ text: "Ω,日本", encoding: "utf-16le" });
    const be = Buffer.from(le).swap16();
    expect(decode(bytes([0xfe, 0xff], be))).toEqual({ text: "Ω,日本", encoding: "utf-16be" });
  });

  it("maps every Windows-1252 byte from 0x80 to 0x9F, keeping the five undefined ones", () => {
    const all = Array.from({ length: 32 }, (_, k) => 0x80 + k);
    const { text, encoding } = decode(bytes(all));
    expect(encoding).toBe("windows-1252");
    expect(text).toBe("€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ");
  });

  it("decodes Latin-1 letters in a file that is not UTF-8", () => {
    expect(decode(bytes(Buffer.from("François Müller;Ærø", "latin1")))).toEqual({
      text: "François Müller;Ærø",
      encoding: "windows-1252",
    });
  });

  it("keeps a UTF-8 file with a stray byte as UTF-8, listing the byte and replacing only it", () => {
    const input = bytes([0xef, 0xbb, 0xbf], Buffer.from("Siobhán,O"), [0x92], Buffer.from("Neil,Zoë"));
    const text = decodeCsvBytes(input);
    expect(text.encoding).toBe("utf-8");
    expect(wholeText(text)).toBe("Siobhán,O\uFFFDNeil,Zoë");
    expect(Array.from(text.invalidBytes ?? [])).toEqual([Buffer.from("Siobhán,O").length]);
    expect(text.slice(0, 8)).toBe("Siobhán");
  });

  it("decodes as Windows-1252 when invalid bytes outnumber well-formed multi-byte characters", () => {
    const input = bytes(Buffer.from("Zoë,"), Buffer.from("M\xfcller \x92s K\xf6ln", "latin1"));
    expect(decode(input)).toEqual({ text: "ZoÃ«,Müller ’s Köln", encoding: "windows-1252" });
    expect(decodeCsvBytes(input).invalidBytes).toBeUndefined();
  });

  it("tells well-formed multi-byte characters from invalid bytes", () => {
    const check = (...parts: (Buffer | number[])[]) => {
      const { multiByte, invalid } = checkUtf8(bytes(...parts));
      return { multiByte, invalid: Array.from(invalid) };
    };
    expect(check(Buffer.from("é€😀"))).toEqual({ multiByte: 3, invalid: [] });
    // A lone continuation byte, a lead byte cut short, an overlong form, a surrogate, past U+10FFFF.
    expect(check([0x80, 0xc3, 0x41, 0xc0, 0xaf, 0xed, 0xa0, 0x80, 0xf4, 0x90, 0x80, 0x80])).toEqual({
      multiByte: 0,
      invalid: [0, 1, 3, 4, 5, 6, 7, 8, 9, 10, 11],
    });
    expect(check([0xe2, 0x82], Buffer.from("x"))).toEqual({ multiByte: 0, invalid: [0, 1] });
  });
});
