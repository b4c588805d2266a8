import { describe, expect, it } from "vitest";
import { CsvError } from "./csv-error.js";
import { plainText } from "./decode.js";
import { type ParseOptions, parseCsv } from "./parse.js";

/** The records of `text`, every field read. */
const parse = (text: string, delimiter: "," | ";", options?: ParseOptions) => {
  const records = parseCsv(plainText(text), delimiter, options);
  return Array.from({ length: records.count }, (_, index) => records.record(index));
};

describe("parseCsv", () => {
  it("splits fields and records", () => {
    expect(parse("a,b\n1,2", ",")).toEqual([
      ["a", "b"],
      ["1", "2"],
    ]);
  });

  it("keeps empty fields, including a trailing one", () => {
    expect(parse("a,,c,\n", ",")).toEqual([["a", "", "c", ""]]);
  });

  it("reads quoted fields with the delimiter, doubled quotes and CRLF, LF and CR inside", () => {
    expect(parse('"x;y";"say ""hi""";"1\r\n2\n3\r4";""\r\n', ";")).toEqual([
      ["x;y", 'say "hi"', "1\r\n2\n3\r4", ""],
    ]);
  });

  it("treats a quote inside an unquoted field as text", () => {
    expect(parse('Monitor 27" wide,O"Brien\n', ",")).toEqual([['Monitor 27" wide', 'O"Brien']]);
  });

  it("drops spaces before an opening quote and keeps text after a closing one", () => {
    expect(parse('a, "b, c" ,"d"e\n', ",")).toEqual([["a", "b, c ", "de"]]);
  });

  it("drops records whose fields are all blank", () => {
    expect(parse('\n\na\n,\n"",""\n \t \nb\n\n', ",")).toEqual([["a"], ["b"]]);
  });

  it("does not treat a final CRLF, LF or CR as an extra record", () => {
    for (const end of ["\r\n", "\n", "\r"]) expect(parse(`a${end}b${end}`, ",")).toEqual([["a"], ["b"]]);
  });

  it("starts at the given offset", () => {
    expect(parse("sep=;\na;b\n", ";", { start: 6, firstLine: 2 })).toEqual([["a", "b"]]);
  });

  it("counts CRLF, LF and lone CR as one line each when naming an unclosed quote", () => {
    const error = (() => {
      try {
        parse('a\r\n"b\r\nc"\nd\re\r\n\r\nf,"g\nh', ",");
      } catch (caught) {
        return caught;
      }
    })();
    expect(error).toBeInstanceOf(CsvError);
    expect((error as CsvError).message).toBe(
      "The file is not valid CSV: a quoted field starting on line 7 is never closed.",
    );
  });

  it("reports the line after a sep= line correctly", () => {
    expect(() => parse('sep=,\na\n"b', ",", { start: 6, firstLine: 2 })).toThrow(
      "The file is not valid CSV: a quoted field starting on line 3 is never closed.",
    );
  });
});
