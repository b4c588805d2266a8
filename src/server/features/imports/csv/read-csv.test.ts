import { describe, expect, it } from "vitest";
import { tableRows } from "../../../../../tests/helpers/imports.js";
import {
  analyzeCsv,
  CsvError,
  MAX_IMPORT_BYTES,
  MAX_IMPORT_COLUMNS,
  MAX_IMPORT_ROWS,
  readCsv,
} from "./read-csv.js";

const utf8 = (text: string) => new Uint8Array(Buffer.from(text, "utf8"));
const withBom = (bom: number[], body: Buffer) => new Uint8Array(Buffer.concat([Buffer.from(bom), body]));
const utf16be = (text: string) => Buffer.from(text, "utf16le").swap16();

const BINARY_MESSAGE =
  "The file is not a CSV: it looks like a binary file (for example an Excel workbook). Save it as CSV and try again.";
const XLSX_MESSAGE =
  "The file is an Excel workbook, not a CSV. In Excel use File > Save As > CSV UTF-8 and try again.";

const readError = (bytes: Uint8Array, options?: { maxRows?: number }): CsvError => {
  try {
    readCsv(bytes, options);
  } catch (error) {
    if (error instanceof CsvError) return error;
    throw error;
  }
  throw new Error("expected readCsv to throw");
};

const CONTACTS = "First Name,Last Name,Company\r\nFrançois,Müller,Zürich AG\r\nJosé,Núñez,Ñandú SL\r\n";
const CONTACT_ROWS = [
  ["François", "Müller", "Zürich AG"],
  ["José", "Núñez", "Ñandú SL"],
];

describe("readCsv: encodings", () => {
  it("reads UTF-8 without a byte-order mark", () => {
    const table = readCsv(utf8(CONTACTS));
    expect(table.encoding).toBe("utf-8");
    expect(table.headers).toEqual(["First Name", "Last Name", "Company"]);
    expect(tableRows(table)).toEqual(CONTACT_ROWS);
  });

  it("strips a UTF-8 byte-order mark (Excel's CSV UTF-8) from the first header", () => {
    const table = readCsv(withBom([0xef, 0xbb, 0xbf], Buffer.from(CONTACTS, "utf8")));
    expect(table.encoding).toBe("utf-8");
    expect(table.headers[0]).toBe("First Name");
    expect(tableRows(table)).toEqual(CONTACT_ROWS);
  });

  it("reads UTF-16 LE with a byte-order mark (Excel's Unicode Text, tab-separated)", () => {
    const text = "First Name\tLast Name\tCompany\r\nFrançois\tMüller\tZürich AG\r\nJosé\tNúñez\tÑandú SL\r\n";
    const table = readCsv(withBom([0xff, 0xfe], Buffer.from(text, "utf16le")));
    expect(table.encoding).toBe("utf-16le");
    expect(table.delimiter).toBe("\t");
    expect(table.headers).toEqual(["First Name", "Last Name", "Company"]);
    expect(tableRows(table)).toEqual(CONTACT_ROWS);
  });

  it("reads UTF-16 BE with a byte-order mark", () => {
    const table = readCsv(withBom([0xfe, 0xff], utf16be(CONTACTS)));
    expect(table.encoding).toBe("utf-16be");
    expect(table.headers).toEqual(["First Name", "Last Name", "Company"]);
    expect(tableRows(table)).toEqual(CONTACT_ROWS);
  });

  it("falls back to Windows-1252 when the bytes are not UTF-8, keeping the accents", () => {
    const latin1 = new Uint8Array(Buffer.from("Name,City\r\nFrançois Müller,Köln\r\n", "latin1"));
    expect(tableRows(readCsv(latin1))).toEqual([["François Müller", "Köln"]]);
    // Buffer's latin1 cannot write the 0x80-0x9F punctuation, so place those Windows-1252 bytes by hand.
    const cp1252 = Buffer.concat([
      Buffer.from("Name,Note\r\nFran\xe7ois M\xfcller,", "latin1"),
      Buffer.from([0x93, 0x71, 0x94, 0x20, 0x96, 0x20, 0x35, 0x20, 0x80]),
      Buffer.from("\r\n", "latin1"),
    ]);
    const table = readCsv(new Uint8Array(cp1252));
    expect(table.encoding).toBe("windows-1252");
    expect(tableRows(table)).toEqual([["François Müller", "“q” – 5 €"]]);
  });
});

describe("readCsv: a UTF-8 file with bytes that are not UTF-8", () => {
  const strayByte = new Uint8Array(
    Buffer.concat([
      Buffer.from("First Name,Last Name,Company\r\nSiobhán,O", "utf8"),
      Buffer.from([0x92]),
      Buffer.from("Brien,Zürich AG\r\nJosé,Núñez,Ñandú SL\r\n", "utf8"),
    ]),
  );

  it("stays UTF-8: only the cell holding the byte changes, and its row says so", () => {
    const table = readCsv(strayByte);
    expect(table.encoding).toBe("utf-8");
    expect(tableRows(table)).toEqual([
      ["Siobhán", "O\uFFFDBrien", "Zürich AG"],
      ["José", "Núñez", "Ñandú SL"],
    ]);
    expect(table.problemRows).toEqual([0]);
    expect(table.problem(0)).toBe(
      'Line 2: the value in column "Last Name" is not valid UTF-8 (byte 0x92). Save the file as "CSV UTF-8" and import it again.',
    );
    expect(table.problem(1)).toBeNull();
  });

  it("names a byte in a value past the last column, and the layout before the encoding", () => {
    const bytes = Buffer.concat([Buffer.from("a,b\nü,x,"), Buffer.from([0xe9]), Buffer.from("\nö,y\n")]);
    const table = readCsv(new Uint8Array(bytes));
    expect(table.encoding).toBe("utf-8");
    expect(table.problem(0)).toBe("Line 2 has 3 values but the header has 2: is there an unquoted comma?");
  });

  it("is Windows-1252 when it holds fewer well-formed multi-byte characters than invalid bytes", () => {
    const bytes = Buffer.concat([
      Buffer.from("Name,City\nZoë,", "utf8"),
      Buffer.from("K\xf6ln\nM\xfcller,Br\xfcnn\n", "latin1"),
    ]);
    const table = readCsv(new Uint8Array(bytes));
    expect(table.encoding).toBe("windows-1252");
    expect(tableRows(table)).toEqual([
      ["ZoÃ«", "Köln"],
      ["Müller", "Brünn"],
    ]);
    expect(table.problemRows).toEqual([]);
  });
});

describe("readCsv: rows with problems", () => {
  const problems = (text: string) => {
    const table = readCsv(utf8(text));
    return table.problemRows.map((index) => table.problem(index));
  };

  it("gives the line each data row starts on, blank lines, quoted line breaks and a sep= line counted", () => {
    const table = readCsv(utf8('sep=,\r\n\r\na,b\r\n"1\r\n2",x\r\n\r\n3,y'));
    expect([table.line(0), table.line(1)]).toEqual([4, 7]);
  });

  it("says a row has a value too many or too few, naming the delimiter", () => {
    expect(problems("Name;Company\nAda;Acme;Inc\nBob\n")).toEqual([
      "Line 2 has 3 values but the header has 2: is there an unquoted semicolon?",
      "Line 3 has 1 value but the header has 2: is a value missing?",
    ]);
    expect(problems("Name\tCompany\nAda\tAcme\tInc\n")).toEqual([
      "Line 2 has 3 values but the header has 2: is there an unquoted tab?",
    ]);
  });

  it("says where a quote opens and is never closed on its line, and reads the next lines as they are", () => {
    const table = readCsv(
      utf8('First,Last,URL\nAda,Lovelace,u1\nRenée,"Dupont, the younger,u2\nBob,Smith,u3\nCara,"Lee",u4\n'),
    );
    expect(table.problemRows).toEqual([1]);
    expect(table.problem(1)).toBe(
      'Line 3: a quote opens before "Dupont, the younger,…" and is never closed on its line. Close the quote or remove it.',
    );
    expect(table.cells(1)).toEqual(["Renée", "Dupont, the younger,u2"]);
    expect(tableRows(table).slice(2)).toEqual([
      ["Bob", "Smith", "u3"],
      ["Cara", "Lee", "u4"],
    ]);
  });

  it("says a quote at the end of a line is never closed", () => {
    expect(problems('a,b\n1,"\n2,3\n')).toEqual([
      "Line 2: a quote opens at the end of the line and is never closed on its line. Close the quote or remove it.",
    ]);
  });

  it("shows how to write a value with text after its closing quote, or a quote inside it", () => {
    expect(problems('Name,Screen\n"Chip" Davis,5" wide\nAda,5" wide\n')).toEqual([
      'Line 2: text follows a closing quote in "Chip" Davis. Quote the whole value and double the quotes inside it: """Chip"" Davis".',
      'Line 3: the value 5" wide holds a quote but does not start with one. Quote the whole value and double the quotes inside it: "5"" wide".',
    ]);
  });

  it("shortens a long value in a message", () => {
    const long = `"Chip" ${"x".repeat(80)}`;
    expect(problems(`Name,B\n${long},1\n`)).toEqual([
      `Line 2: text follows a closing quote in "Chip" ${"x".repeat(53)}…. Quote the whole value and double the quotes inside it.`,
    ]);
  });

  it("says spaces come before an opening quote", () => {
    expect(problems('Name,Company\nAda,  "Acme, Inc."\n')).toEqual([
      'Line 2: the value "Acme, Inc." has spaces before its opening quote. Remove them so that the value starts with the quote.',
    ]);
  });

  it("counts a row's values far past the header without keeping them all", () => {
    const table = readCsv(utf8(`a,b\n${"x,".repeat(200_000)}x\n1,2\n`));
    expect(table.problem(0)).toBe(
      "Line 2 has 200,001 values but the header has 2: is there an unquoted comma?",
    );
    expect(table.cells(0)).toHaveLength(2 + 20);
    expect(table.row(1)).toEqual(["1", "2"]);
  });

  it("writes line numbers plain, as spreadsheets number rows", () => {
    const lines = ["a,b"];
    for (let k = 0; k < 1500; k++) lines.push(k === 1233 ? "1,2,3" : "1,2");
    expect(problems(lines.join("\n"))).toEqual([
      "Line 1235 has 3 values but the header has 2: is there an unquoted comma?",
    ]);
  });

  it("has no problem rows in a well-formed file", () => {
    expect(readCsv(utf8(CONTACTS)).problemRows).toEqual([]);
  });
});

describe("readCsv: delimiters", () => {
  it("detects comma", () => {
    const table = readCsv(utf8("a,b,c\n1,2,3\n"));
    expect(table.delimiter).toBe(",");
    expect(tableRows(table)).toEqual([["1", "2", "3"]]);
  });

  it("detects semicolon, with commas inside quoted and unquoted fields as European Excel writes", () => {
    const text =
      "Vorname;Nachname;Firma;Umsatz\r\n" +
      'Jürgen;Weiß;"Müller, Schmidt & Co. KG";1,5\r\n' +
      'Anna;Berg;"Acme, Inc.";2,75\r\n' +
      "Paul;Klee;Solo;3\r\n";
    const table = readCsv(utf8(text));
    expect(table.delimiter).toBe(";");
    expect(table.headers).toEqual(["Vorname", "Nachname", "Firma", "Umsatz"]);
    expect(tableRows(table)).toEqual([
      ["Jürgen", "Weiß", "Müller, Schmidt & Co. KG", "1,5"],
      ["Anna", "Berg", "Acme, Inc.", "2,75"],
      ["Paul", "Klee", "Solo", "3"],
    ]);
  });

  it("detects tab, with commas in the values", () => {
    const table = readCsv(utf8("Name\tTitle\nAda Lovelace\tHead of R&D, EMEA\nAlan\tCTO\n"));
    expect(table.delimiter).toBe("\t");
    expect(tableRows(table)).toEqual([
      ["Ada Lovelace", "Head of R&D, EMEA"],
      ["Alan", "CTO"],
    ]);
  });

  it("follows a sep= first line", () => {
    const table = readCsv(utf8("sep=;\r\na,b;c\r\n1,5;2\r\n"));
    expect(table.delimiter).toBe(";");
    expect(table.headers).toEqual(["a,b", "c"]);
    expect(tableRows(table)).toEqual([["1,5", "2"]]);
  });

  it("reads a single-column file", () => {
    const table = readCsv(utf8("Email\nada@example.com\nalan@example.com\n"));
    expect(table.delimiter).toBe(",");
    expect(table.headers).toEqual(["Email"]);
    expect(tableRows(table)).toEqual([["ada@example.com"], ["alan@example.com"]]);
  });
});

describe("readCsv: records", () => {
  it("keeps delimiters, line breaks and doubled quotes inside quoted fields", () => {
    const text = 'Name,Note,Company\r\n"Doe, Jane","line one\r\nline two\nline three","The ""Best"" Co"\r\n';
    const table = readCsv(utf8(text));
    expect(tableRows(table)).toEqual([["Doe, Jane", "line one\r\nline two\nline three", 'The "Best" Co']]);
  });

  it("ends records at CRLF, LF and a lone CR alike", () => {
    const expected = [
      ["1", "2"],
      ["3", "4"],
    ];
    expect(tableRows(readCsv(utf8("a,b\r\n1,2\r\n3,4")))).toEqual(expected);
    expect(tableRows(readCsv(utf8("a,b\n1,2\n3,4")))).toEqual(expected);
    expect(tableRows(readCsv(utf8("a,b\r1,2\r3,4\r")))).toEqual(expected);
  });

  it("skips blank lines and lines of empty fields; a final line break adds no row", () => {
    const table = readCsv(utf8("\r\na,b\r\n\r\n1,2\r\n,\r\n   \r\n3,4\r\n\r\n"));
    expect(table.headers).toEqual(["a", "b"]);
    expect(tableRows(table)).toEqual([
      ["1", "2"],
      ["3", "4"],
    ]);
  });

  it("reads multi-byte UTF-8 next to delimiters, quotes and line breaks, in unquoted and quoted fields", () => {
    const text =
      'Nom;Société;Note\n€;"Zürich; AG";"say ""grüß"" 🙂\nok"\nÉmile;Ñandú SL;日本\n"Ø" ;€€;x"ü"\n';
    const table = readCsv(utf8(text));
    expect(table.headers).toEqual(["Nom", "Société", "Note"]);
    expect(tableRows(table)).toEqual([
      ["€", "Zürich; AG", 'say "grüß" 🙂\nok'],
      ["Émile", "Ñandú SL", "日本"],
      ["Ø ", "€€", 'x"ü"'],
    ]);
    expect(table.cell(1, 2)).toBe("日本");
    expect(table.cell(2, 0)).toBe("Ø ");
    // The last row is read, but a space after a closing quote and a quote inside x"ü" are not strict CSV.
    expect(table.problemRows).toEqual([2]);
  });

  it("skips a line holding only non-breaking or other Unicode spaces, in any encoding", () => {
    const text = "a,b\n1,2\n\u00a0,\u2003\n3,4\n";
    expect(tableRows(readCsv(utf8(text)))).toEqual([
      ["1", "2"],
      ["3", "4"],
    ]);
    expect(tableRows(readCsv(withBom([0xff, 0xfe], Buffer.from(text, "utf16le"))))).toHaveLength(2);
  });

  it("gives rows as long as the header, with short and long rows marked and every value in cells", () => {
    const table = readCsv(utf8("a,b,c\n1\n1,2,3,4,5\n"));
    expect(tableRows(table)).toEqual([
      ["1", "", ""],
      ["1", "2", "3"],
    ]);
    expect(table.cells(0)).toEqual(["1"]);
    expect(table.cells(1)).toEqual(["1", "2", "3", "4", "5"]);
    expect(table.problemRows).toEqual([0, 1]);
    expect(table.problem(0)).toBe("Line 2 has 1 value but the header has 3: is a value missing?");
    expect(table.problem(1)).toBe("Line 3 has 5 values but the header has 3: is there an unquoted comma?");
  });

  it("trims header names, names blank ones by position and numbers duplicates", () => {
    const table = readCsv(utf8(" Email ,,Email,EMAIL , Name,\n1,2,3,4,5,6\n"));
    expect(table.headers).toEqual(["Email", "Column 2", "Email (2)", "EMAIL (3)", "Name", "Column 6"]);
    expect(tableRows(table)).toEqual([["1", "2", "3", "4", "5", "6"]]);
  });
});

describe("readCsv: files that cannot be imported", () => {
  it("rejects an Excel workbook by name", () => {
    const xlsx = Buffer.concat([
      Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00]),
      Buffer.from("[Content_Types].xml\0\0\x01\x02xl/workbook.xml\0\0", "latin1"),
    ]);
    expect(readError(new Uint8Array(xlsx)).message).toBe(XLSX_MESSAGE);
  });

  it("rejects other zip archives, PDFs and NUL bytes as binary", () => {
    const zip = Buffer.concat([
      Buffer.from([0x50, 0x4b, 0x03, 0x04]),
      Buffer.from("notes.txt\0\0data", "latin1"),
    ]);
    expect(readError(new Uint8Array(zip)).message).toBe(BINARY_MESSAGE);
    expect(readError(utf8("%PDF-1.7\n%âãÏÓ\n1 0 obj\n")).message).toBe(BINARY_MESSAGE);
    expect(readError(utf8("a,b\n1,\u00002\n")).message).toBe(BINARY_MESSAGE);
    expect(readError(withBom([0xff, 0xfe], Buffer.from("a,b\n1,\u00002\n", "utf16le"))).message).toBe(
      BINARY_MESSAGE,
    );
  });

  it("rejects empty files", () => {
    expect(readError(new Uint8Array()).message).toBe("The file is empty.");
    expect(readError(withBom([0xef, 0xbb, 0xbf], Buffer.alloc(0))).message).toBe("The file is empty.");
    expect(readError(utf8(" \r\n\t\n\n")).message).toBe("The file is empty.");
    expect(readError(withBom([0xff, 0xfe], Buffer.from("\r\n", "utf16le"))).message).toBe(
      "The file is empty.",
    );
  });

  it("rejects a header without data rows", () => {
    const message = "The file has a header row but no data rows.";
    expect(readError(utf8("First Name,Last Name")).message).toBe(message);
    expect(readError(utf8("First Name,Last Name\r\n\r\n,\r\n")).message).toBe(message);
  });

  it("refuses a header whose quote is never closed", () => {
    expect(readError(utf8('"Name\nAda\n')).message).toBe(
      'The header row cannot be read. Line 1: a quote opens before "Name" and is never closed on its line. Close the quote or remove it.',
    );
  });

  it("refuses more than 500 columns, with the count", () => {
    expect(MAX_IMPORT_COLUMNS).toBe(500);
    const header = (count: number) => Array.from({ length: count }, (_, k) => `Column ${k}`).join(",");
    expect(readCsv(utf8(`${header(500)}\n1\n`)).headers).toHaveLength(500);
    expect(readError(utf8(`${header(501)}\n1\n`)).message).toBe(
      "The file has 501 columns; at most 500 are allowed.",
    );
    expect(readError(utf8(`${"x,".repeat(1_000_000 - 1)}x\n1\n`)).message).toBe(
      "The file has 1,000,000 columns; at most 500 are allowed.",
    );
  });

  it("refuses a file whose layout is broken on more than 10 rows, naming the first lines", () => {
    const lines = ["Name,Company,URL"];
    for (let k = 0; k < 30; k++) lines.push(k % 2 === 0 ? `P${k},Acme, Inc.,u${k}` : `P${k},Solo,u${k}`);
    expect(readError(utf8(lines.join("\n"))).message).toBe(
      "The file's structure is broken on 15 lines (first: 2, 4, 6, 8, 10). Check that values containing the delimiter are in double quotes, and that every opening quote is closed.",
    );
    expect(readCsv(utf8(lines.slice(0, 21).join("\n"))).problemRows).toHaveLength(10);
  });

  it("does not count cells that are not valid UTF-8 as a broken layout", () => {
    const parts = [Buffer.from("Name,Note\n")];
    for (let k = 0; k < 20; k++)
      parts.push(Buffer.from(`Zoë ${k},it`), Buffer.from([0x92]), Buffer.from("s\n"));
    const table = readCsv(new Uint8Array(Buffer.concat(parts)));
    expect(table.encoding).toBe("utf-8");
    expect(table.problemRows).toHaveLength(20);
  });

  it("is a CsvError", () => {
    const error = readError(new Uint8Array());
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe("CsvError");
  });
});

describe("readCsv: row limit", () => {
  const rowsFile = (count: number) => {
    const lines = ["First Name,Last Name,Email"];
    for (let i = 1; i <= count; i++) lines.push(`First${i},Last${i},person${i}@example.com`);
    return utf8(`${lines.join("\r\n")}\r\n`);
  };

  it("exports the limits", () => {
    expect(MAX_IMPORT_ROWS).toBe(10_000);
    expect(MAX_IMPORT_BYTES).toBe(10_485_760);
  });

  it("accepts 10,000 data rows", () => {
    const table = readCsv(rowsFile(10_000));
    expect(tableRows(table)).toHaveLength(10_000);
    expect(tableRows(table)[9_999]).toEqual(["First10000", "Last10000", "person10000@example.com"]);
  });

  it("rejects 10,001 data rows with the exact count", () => {
    expect(readError(rowsFile(10_001)).message).toBe(
      "File contains 10,001 rows. Maximum allowed is 10,000 rows per import.",
    );
  });

  it("counts every row, blank lines excluded, before rejecting", () => {
    expect(readError(rowsFile(12_345)).message).toBe(
      "File contains 12,345 rows. Maximum allowed is 10,000 rows per import.",
    );
    expect(readError(utf8("a\n1\n\n2\n\n3\n"), { maxRows: 2 }).message).toBe(
      "File contains 3 rows. Maximum allowed is 2 rows per import.",
    );
  });

  it("reads a 10 MB, 10,000-row file with long quoted fields", () => {
    const note = `"${'Lorem ipsum, dolor ""sit"" amet\n'.repeat(30)}"`;
    const lines = ["First Name,Last Name,Company,Note"];
    for (let i = 0; i < 10_000; i++) lines.push(`First${i},Last${i},Company ${i},${note}`);
    const bytes = utf8(lines.join("\r\n"));
    expect(bytes.length).toBeGreaterThan(9 * 1024 * 1024);
    expect(bytes.length).toBeLessThan(MAX_IMPORT_BYTES);

    const table = readCsv(bytes);

    expect(tableRows(table)).toHaveLength(10_000);
    expect(tableRows(table)[42]?.[3]).toBe('Lorem ipsum, dolor "sit" amet\n'.repeat(30));
  });
});

describe("readCsv: a preamble before the header", () => {
  const PREAMBLE = 'Notes:\r\n"A sentence, with commas, over the header"\r\n\r\n';

  it("starts at the first line starting with the header's text, keeping the file's line numbers", () => {
    const table = readCsv(utf8(`${PREAMBLE}First Name,URL\r\nAda,x\r\nAlan,y\r\n`), {
      headerStartsWith: "First Name,",
    });
    expect(table.headers).toEqual(["First Name", "URL"]);
    expect(tableRows(table)).toEqual([
      ["Ada", "x"],
      ["Alan", "y"],
    ]);
    expect([table.line(0), table.line(1)]).toEqual([5, 6]);
  });

  it("finds the header after lone CR line breaks, and reads the whole file when no line starts so", () => {
    const afterCr = readCsv(utf8("Notes:\r\rName;Email\rAda;a\r"), { headerStartsWith: "Name;" });
    expect(afterCr.delimiter).toBe(";");
    expect(afterCr.line(0)).toBe(4);
    const whole = readCsv(utf8("Name,Email\nAda,a\n"), { headerStartsWith: "First Name," });
    expect(whole.headers).toEqual(["Name", "Email"]);
  });

  it("picks the delimiter from the header on", () => {
    const table = readCsv(utf8(`${PREAMBLE}First Name;URL\r\nAda;x\r\n`), { headerStartsWith: "First Name" });
    expect(table.delimiter).toBe(";");
  });
});

describe("readCsv: a header without data rows", () => {
  it("is a table of no rows when allowed", () => {
    const table = readCsv(utf8("Name,Email\r\n"), { allowNoRows: true });
    expect(table.headers).toEqual(["Name", "Email"]);
    expect(table.rowCount).toBe(0);
  });
});

describe("CsvTable.problemKind", () => {
  it("names what is wrong with a row without its values", () => {
    const table = readCsv(utf8('a,b\r\n1,2\r\n1,2,3\r\n"x,y\r\n5" screen,z\r\n'));
    expect([0, 1, 2, 3].map((row) => table.problemKind(row))).toEqual([
      null,
      "field-count",
      "unclosed-quote",
      "quote-in-value",
    ]);
    const invalid = readCsv(
      new Uint8Array([...Buffer.from("a,b\nZürich,1\nx,"), 0xff, ...Buffer.from("\n")]),
    );
    expect(invalid.problemKind(1)).toBe("invalid-byte");
  });
});

describe("analyzeCsv", () => {
  it("returns the headers and the data-row count", () => {
    expect(analyzeCsv(utf8("Name;Email\nAda;ada@example.com\n\nAlan;alan@example.com\n"))).toEqual({
      headers: ["Name", "Email"],
      rowCount: 2,
    });
  });

  it("throws the same errors as readCsv", () => {
    expect(() => analyzeCsv(utf8("Name,Email\n"))).toThrow(
      new CsvError("The file has a header row but no data rows."),
    );
  });
});
