import { describe, expect, it } from "vitest";
import { tableRows } from "../../../../../tests/helpers/imports.js";
import { readCsv } from "./read-csv.js";
import { csvCell, writeCsv } from "./write.js";

describe("csvCell", () => {
  it("leaves plain values as they are", () => {
    expect(csvCell("Ada Lovelace")).toBe("Ada Lovelace");
    expect(csvCell("")).toBe("");
    expect(csvCell("François Müller")).toBe("François Müller");
  });

  it("quotes values with a comma, a quote or a line break, doubling the quotes", () => {
    expect(csvCell("Doe, Jane")).toBe('"Doe, Jane"');
    expect(csvCell('The "Best" Co')).toBe('"The ""Best"" Co"');
    expect(csvCell("line one\nline two")).toBe('"line one\nline two"');
    expect(csvCell("a\r\nb")).toBe('"a\r\nb"');
  });

  it("prefixes an apostrophe to values a spreadsheet would run as a formula", () => {
    expect(csvCell('=HYPERLINK("http://evil.example")')).toBe('"\'=HYPERLINK(""http://evil.example"")"');
    expect(csvCell("+1 555 0100")).toBe("'+1 555 0100");
    expect(csvCell("-2+3")).toBe("'-2+3");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell("\t=1")).toBe("'\t=1");
    expect(csvCell("\r=1")).toBe('"\'\r=1"');
  });

  it("does not treat those characters as dangerous after the first position", () => {
    expect(csvCell("a=b")).toBe("a=b");
    expect(csvCell("jane@example.test")).toBe("jane@example.test");
  });
});

describe("writeCsv", () => {
  it("ends every record with CRLF", () => {
    expect(
      writeCsv([
        ["Row", "Reason"],
        ["2", "Missing Company"],
      ]),
    ).toBe("Row,Reason\r\n2,Missing Company\r\n");
    expect(writeCsv([])).toBe("");
  });

  it("reads back through the CSV reader as written, apart from the formula guard", () => {
    const records = [
      ["Name", "Note", "Company"],
      ["Doe, Jane", 'say "hi"\r\nbye', "Zürich AG"],
      ["=1+1", "", "plain"],
    ];
    const table = readCsv(new Uint8Array(Buffer.from(writeCsv(records))));
    expect(table.headers).toEqual(records[0]);
    expect(tableRows(table)).toEqual([records[1], ["'=1+1", "", "plain"]]);
  });
});
