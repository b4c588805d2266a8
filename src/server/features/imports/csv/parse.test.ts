import { describe, expect, it } from "vitest";
import { CsvError } from "./csv-error.js";
import { decodeCsvBytes, plainText } from "./decode.js";
import { countLineBreaks, type ParseOptions, parseCsv } from "./parse.js";

const records = (text: string, delimiter: "," | ";" = ",", options?: ParseOptions) =>
  parseCsv(plainText(text), delimiter, options);

/** The records of `text`, every field read. */
const parse = (text: string, delimiter: "," | ";" = ",", options?: ParseOptions) => {
  const parsed = records(text, delimiter, options);
  return Array.from({ length: parsed.count }, (_, index) => parsed.record(index));
};

/** Each record with a problem: its index, the kind of problem and the line it is on. */
const problems = (text: string, delimiter: "," | ";" = ",", options?: ParseOptions) => {
  const parsed = records(text, delimiter, options);
  return parsed.problemRecords.map((index) => {
    const problem = parsed.problem(index);
    return { index, kind: problem?.kind, line: problem?.line };
  });
};

const thrown = (run: () => unknown): CsvError => {
  try {
    run();
  } catch (error) {
    if (error instanceof CsvError) return error;
    throw error;
  }
  throw new Error("expected a CsvError");
};

describe("parseCsv: records", () => {
  it("splits fields and records", () => {
    expect(parse("a,b\n1,2")).toEqual([
      ["a", "b"],
      ["1", "2"],
    ]);
  });

  it("keeps empty fields, including a trailing one", () => {
    expect(parse("h1,h2,h3,h4\na,,c,\n")).toEqual([
      ["h1", "h2", "h3", "h4"],
      ["a", "", "c", ""],
    ]);
  });

  it("reads quoted fields with the delimiter, doubled quotes and CRLF, LF and CR inside", () => {
    expect(parse('"x;y";"say ""hi""";"1\r\n2\n3\r4";""\r\n', ";")).toEqual([
      ["x;y", 'say "hi"', "1\r\n2\n3\r4", ""],
    ]);
  });

  it("drops records whose fields are all blank", () => {
    expect(parse('\n\na\n,\n"",""\n \t \nb\n\n')).toEqual([["a"], ["b"]]);
  });

  it("does not treat a final CRLF, LF or CR as an extra record", () => {
    for (const end of ["\r\n", "\n", "\r"]) expect(parse(`a${end}b${end}`)).toEqual([["a"], ["b"]]);
  });

  it("starts at the given offset", () => {
    expect(parse("sep=;\na;b\n", ";", { start: 6, firstLine: 2 })).toEqual([["a", "b"]]);
  });

  it("has no problem with a file that is strict CSV", () => {
    expect(problems('a,b\r\n"1\r\n2","x ""y"""\n,\n3,""\r4,5')).toEqual([]);
  });
});

describe("parseCsv: line numbers", () => {
  it("gives the line each record starts on, counting CRLF once, lone CR, blank lines and quoted breaks", () => {
    const parsed = records('a\r\n\r\n"b\r\nc"\nd\re\r\n\r\n\n"f\rg",h\n');
    expect(Array.from({ length: parsed.count }, (_, index) => parsed.line(index))).toEqual([1, 3, 5, 6, 9]);
  });

  it("counts from firstLine after a sep= line", () => {
    const parsed = records("sep=,\n\na\nb\n", ",", { start: 6, firstLine: 2 });
    expect([parsed.line(0), parsed.line(1)]).toEqual([3, 4]);
  });

  it("counts line breaks with CRLF once", () => {
    expect(countLineBreaks("a\r\nb\nc\rd\r\n", 0, 11)).toBe(4);
    expect(countLineBreaks("a\r\nb", 0, 2)).toBe(1);
    expect(countLineBreaks("\n\n\r", 1, 3)).toBe(2);
  });
});

describe("parseCsv: problems", () => {
  it("reads a quote inside an unquoted field as written, with a problem", () => {
    const text = 'Item,Name\nMonitor 27" wide,O"Brien\n';
    expect(parse(text)[1]).toEqual(['Monitor 27" wide', 'O"Brien']);
    expect(problems(text)).toEqual([{ index: 1, kind: "quote-in-value", line: 2 }]);
  });

  it("reads a field with spaces before its opening quote as quoted, with a problem", () => {
    const text = 'a,b\n1, "b, c"\n';
    expect(parse(text)[1]).toEqual(["1", "b, c"]);
    expect(problems(text)).toEqual([{ index: 1, kind: "space-before-quote", line: 2 }]);
  });

  it("keeps text after a closing quote on the same line, with a problem", () => {
    const text = 'a,b\n"Chip" Davis,x\n"d"e,"f" \n';
    expect(parse(text).slice(1)).toEqual([
      ["Chip Davis", "x"],
      ["de", "f "],
    ]);
    expect(problems(text)).toEqual([
      { index: 1, kind: "text-after-quote", line: 2 },
      { index: 2, kind: "text-after-quote", line: 3 },
    ]);
  });

  it("ends the record with its line when a quote opens and is never closed on it", () => {
    const text = 'a,b,c\nRenée,"Dupont,x\nBob,Smith,u3\nCara,"Lee",u4\n';
    expect(parse(text).slice(1)).toEqual([
      ["Renée", "Dupont,x"],
      ["Bob", "Smith", "u3"],
      ["Cara", "Lee", "u4"],
    ]);
    expect(problems(text)).toEqual([{ index: 1, kind: "unclosed-quote", line: 2 }]);
  });

  it("ends the record with its line when the quote is never closed at all", () => {
    const text = 'a,b\n1,2\n3,"4\n5,6\n';
    expect(parse(text).slice(1)).toEqual([
      ["1", "2"],
      ["3", "4"],
      ["5", "6"],
    ]);
    expect(problems(text)).toEqual([{ index: 2, kind: "unclosed-quote", line: 3 }]);
  });

  it("keeps a quoted field over several lines when its closing quote ends the field", () => {
    const text = 'a,b\n1,"x\ny",z\n2,"p\nq"\n3,w\n';
    expect(parse(text).slice(1)).toEqual([
      ["1", "x\ny", "z"],
      ["2", "p\nq"],
      ["3", "w"],
    ]);
    expect(problems(text).map(({ index, kind }) => ({ index, kind }))).toEqual([
      { index: 1, kind: "field-count" },
    ]);
  });

  it("names the line the quote opens on when the record started earlier", () => {
    const text = 'a,b,c\n"1\n2",x,"y\n3,4,5\n';
    expect(problems(text)).toEqual([{ index: 1, kind: "unclosed-quote", line: 3 }]);
    expect(records(text).line(1)).toBe(2);
    expect(parse(text).slice(1)).toEqual([
      ["1\n2", "x", "y"],
      ["3", "4", "5"],
    ]);
  });

  it("does not drop a blank record that has a quote problem", () => {
    expect(problems('a\n"\nb\n')).toEqual([{ index: 1, kind: "unclosed-quote", line: 2 }]);
  });

  it("compares every record's length with the header's", () => {
    const parsed = records("a,b,c\n1,2\n1,2,3\n1,2,3,4\n");
    expect(problems("a,b,c\n1,2\n1,2,3\n1,2,3,4\n")).toEqual([
      { index: 1, kind: "field-count", line: 2 },
      { index: 3, kind: "field-count", line: 4 },
    ]);
    expect(parsed.problem(1)).toMatchObject({ count: 2, expected: 3 });
    expect(parsed.problem(3)).toMatchObject({ count: 4, expected: 3 });
  });

  it("names the first problem of a record", () => {
    const parsed = records('a,b\n1" x,"y" z,3\n');
    expect(parsed.problem(1)?.kind).toBe("quote-in-value");
  });
});

describe("parseCsv: limits", () => {
  it("refuses a header with more than maxColumns columns, counting them all", () => {
    const header = Array.from({ length: 1234 }, (_, k) => `c${k}`).join(",");
    expect(thrown(() => records(`${header}\n1\n`, ",", { maxColumns: 500 })).message).toBe(
      "The file has 1,234 columns; at most 500 are allowed.",
    );
    const quoted = Array.from({ length: 600 }, (_, k) => `"c,${k}"`).join(",");
    expect(thrown(() => records(`${quoted}\n1\n`, ",", { maxColumns: 500 })).message).toBe(
      "The file has 600 columns; at most 500 are allowed.",
    );
  });

  it("refuses a header that is not sound", () => {
    expect(thrown(() => records('"Name\nAda\n')).message).toBe(
      'The header row cannot be read. Line 1: a quote opens before "Name" and is never closed on its line. Close the quote or remove it.',
    );
  });

  it("keeps only extraFieldsKept fields past the header's length, and counts the others", () => {
    const parsed = records(`a,b\n${"x,".repeat(99)}x\n"q,1",${"y,".repeat(50)}"z"\n`, ",", {
      extraFieldsKept: 3,
    });
    expect(parsed.fieldCount(1)).toBe(5);
    expect(parsed.valueCount(1)).toBe(100);
    expect(parsed.record(2)).toEqual(["q,1", "y", "y", "y", "y"]);
    expect(parsed.valueCount(2)).toBe(52);
    expect(parsed.problem(2)).toMatchObject({ kind: "field-count", count: 52 });
  });

  it("keeps a record whose kept fields are blank when it has more", () => {
    const parsed = records(`a,b\n${",".repeat(30)}x\n`, ",", { extraFieldsKept: 3 });
    expect(parsed.count).toBe(2);
    expect(parsed.problem(1)).toMatchObject({ kind: "field-count", count: 31 });
  });
});

describe("parseCsv: bytes that are not UTF-8", () => {
  it("marks the records holding them, with the first one's position", () => {
    const bytes = Buffer.concat([
      Buffer.from("a,b\néàü,x\n1,"),
      Buffer.from([0x92]),
      Buffer.from("\n2,"),
      Buffer.from([0x93, 0x94]),
      Buffer.from("\n"),
    ]);
    const text = decodeCsvBytes(new Uint8Array(bytes));
    const parsed = parseCsv(text, ",");
    expect(parsed.problemRecords).toEqual([2, 3]);
    expect(parsed.invalidByte(2)).toBe(bytes.indexOf(0x92));
    expect(parsed.invalidByte(3)).toBe(bytes.indexOf(0x93));
    expect(parsed.columnAt(2, bytes.indexOf(0x92))).toBe(1);
    expect(parsed.problem(2)).toBeUndefined();
  });
});
