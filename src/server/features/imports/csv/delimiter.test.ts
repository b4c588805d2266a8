import { describe, expect, it } from "vitest";
import { detectDelimiter, readSepDirective } from "./delimiter.js";

describe("detectDelimiter", () => {
  it("picks comma, semicolon or tab", () => {
    expect(detectDelimiter("a,b,c\n1,2,3\n")).toBe(",");
    expect(detectDelimiter("a;b;c\n1;2;3\n")).toBe(";");
    expect(detectDelimiter("a\tb\tc\n1\t2\t3\n")).toBe("\t");
  });

  it("ignores delimiters inside quotes, also across line breaks", () => {
    const text = 'Name;Company;Notes\r\nAda;"Acme, Inc.";"a, b,\r\nc, d, e"\r\nAlan;"Foo, Bar";x\r\n';
    expect(detectDelimiter(text)).toBe(";");
  });

  it("prefers the delimiter whose header count recurs in the data rows", () => {
    // Two semicolons in the header and every row; commas vary from row to row.
    const text = "Name;Title, Dept;Notes\nAda;CTO, R&D;a, b, c\nAlan;CEO;x\nGrace;Dev, Ops;y, z\n";
    expect(detectDelimiter(text)).toBe(";");
  });

  it("prefers more columns when the candidates are equally consistent", () => {
    expect(detectDelimiter("a,b,c;d\n1,2,3;4\n")).toBe(",");
    expect(detectDelimiter("a;b;c,d\n1;2;3,4\n")).toBe(";");
  });

  it("samples only the first ten non-blank records", () => {
    const consistent = Array.from({ length: 10 }, () => "1;2;3").join("\n\n");
    expect(detectDelimiter(`a;b;c\n${consistent}\n${"x,y,z,w,v\n".repeat(50)}`)).toBe(";");
  });

  it("defaults to comma for a single column or an empty text", () => {
    expect(detectDelimiter("Email\nada@example.com\n")).toBe(",");
    expect(detectDelimiter("")).toBe(",");
  });

  it("reads no more than the first 256 KB: a longer header is judged by what was read", () => {
    expect(detectDelimiter(`${"c;".repeat(200_000)}c\n1;2\n`)).toBe(";");
    const rows = Array.from({ length: 20 }, () => `${"x".repeat(20_000)};y`);
    expect(detectDelimiter(`a;b\n${rows.join("\n")}\n`)).toBe(";");
  });
});

describe("readSepDirective", () => {
  it("reads Excel's sep= line", () => {
    expect(readSepDirective("sep=;\r\na;b")).toEqual({ delimiter: ";", bodyStart: 7 });
    expect(readSepDirective("SEP=\t\na")).toEqual({ delimiter: "\t", bodyStart: 6 });
  });

  it("ignores other first lines and unsupported delimiters", () => {
    expect(readSepDirective("separator,b\n1,2")).toBeNull();
    expect(readSepDirective("sep=|\na|b")).toBeNull();
  });
});
