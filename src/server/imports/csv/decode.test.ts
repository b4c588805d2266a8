import { describe, expect, it } from "vitest";
import { decodeCsvBytes, wholeText } from "./decode.js";

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
});
