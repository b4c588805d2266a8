import { describe, expect, it } from "vitest";
import {
  ANALYZE,
  analyze,
  csvFile,
  fixture,
  peopleCsv,
  STANDARD_HEADER,
  uploadForm,
} from "../../../../tests/helpers/imports.js";
import { expectError } from "../../../../tests/helpers/management.js";
import { workspaceSuite } from "../../../../tests/helpers/workspace.js";
import { MAX_IMPORT_BYTES } from "../../../shared/contracts/imports.js";

const { w } = workspaceSuite();

const STANDARD_HEADERS = ["First Name", "Last Name", "Job Title", "Company", "LinkedIn URL", "Email"];

describe("POST /api/analyze-csv: files as real tools write them", () => {
  it.each([
    ["utf8-bom.csv", STANDARD_HEADERS, 2, ["François", "Müller", "Directeur commercial", "Société Générale"]],
    ["utf16le.csv", STANDARD_HEADERS.slice(0, 5), 2, ["François", "Müller", "Directeur", "Zürich AG"]],
    [
      "windows-1252.csv",
      STANDARD_HEADERS,
      2,
      ["François", "Müller", "“Chef” de projet – 50 k€", "Crédit Agricole"],
    ],
    [
      "semicolon.csv",
      ["Vorname", "Nachname", "Position", "Firma", "LinkedIn", "Umsatz"],
      2,
      ["Jürgen", "Weiß", "Vertriebsleiter", "Müller, Schmidt & Co. KG"],
    ],
    [
      "tab.csv",
      ["First Name", "Last Name", "Title", "Company", "Profile URL"],
      2,
      ["Ada", "Lovelace", "Head of R&D, EMEA", "Analytical Engines, Ltd"],
    ],
    [
      "quoted-newlines.csv",
      [...STANDARD_HEADERS.slice(0, 5), "Notes"],
      3,
      ["Jane", "Doe, Jr.", "VP, Sales", 'The "Best" Co'],
    ],
    ["crlf.csv", STANDARD_HEADERS, 2, ["Ada", "Lovelace", "Analyst", "Engines"]],
    ["blank-lines.csv", STANDARD_HEADERS, 2, ["Ada", "Lovelace", "Analyst", "Engines"]],
    [
      "duplicate-headers.csv",
      ["Name", "Name (2)", "Title", "Company", "Column 5", "Email", "email (2)", "LinkedIn URL"],
      1,
      ["Ada", "Lovelace", "Analyst", "Engines"],
    ],
  ] as const)("%s", async (name, headers, rowCount, firstCells) => {
    const response = await analyze(w.sdr.api, fixture(name));
    expect(response.statusCode, response.body).toBe(200);
    const analysis = response.json();
    expect(analysis.headers).toEqual(headers);
    expect(analysis.rowCount).toBe(rowCount);
    expect(analysis.preview).toHaveLength(rowCount);
    expect(analysis.preview[0].slice(0, 4)).toEqual(firstCells);
    for (const row of analysis.preview) expect(row).toHaveLength(headers.length);
  });

  it("keeps quoted line breaks inside their field", async () => {
    const { preview } = (await analyze(w.sdr.api, fixture("quoted-newlines.csv"))).json();
    expect(preview.map((row: string[]) => row[5])).toEqual([
      "Met at SaaStr\r\nFollow up in Q3",
      "line one\r\nline two\r\nline three",
      "",
    ]);
  });

  it("reads Sales Navigator and Apollo exports with their own column names", async () => {
    const salesNavigator = (await analyze(w.sdr.api, fixture("sales-navigator.csv"))).json();
    expect(salesNavigator.rowCount).toBe(2);
    expect(salesNavigator.headers).toHaveLength(32);
    expect(salesNavigator.headers).toEqual(
      expect.arrayContaining([
        "profileUrl",
        "firstName",
        "lastName",
        "companyName",
        "title",
        "linkedInProfileUrl",
      ]),
    );
    expect(salesNavigator.preview[0][0]).toBe("https://www.linkedin.com/sales/lead/ACwAAA1,NAME_SEARCH,aB3d");

    const apollo = (await analyze(w.sdr.api, fixture("apollo.csv"))).json();
    expect(apollo.rowCount).toBe(2);
    expect(apollo.headers.slice(0, 4)).toEqual(["First Name", "Last Name", "Title", "Company"]);
    expect(apollo.headers).toContain("Person Linkedin Url");
  });

  it("previews at most five rows", async () => {
    const analysis = (await analyze(w.sdr.api, csvFile(peopleCsv("preview", 1, 8)))).json();
    expect(analysis.rowCount).toBe(8);
    expect(analysis.preview.map((row: string[]) => row[0])).toEqual([
      "First1",
      "First2",
      "First3",
      "First4",
      "First5",
    ]);
  });

  it("lists the rows it cannot read by line, and previews and counts the others", async () => {
    const analysis = (await analyze(w.sdr.api, fixture("unclosed-quote.csv"))).json();
    expect(analysis.rowCount).toBe(2);
    expect(analysis.rowProblemCount).toBe(1);
    expect(analysis.rowProblems).toEqual([
      {
        line: 2,
        message:
          'Line 2: a quote opens before "Analyst,Engines,http…" and is never closed on its line. Close the quote or remove it.',
      },
    ]);
    // The preview shows the readable rows only.
    expect(analysis.preview).toEqual([["Alan", "Turing", "CTO", "x", "y", "z"]]);
  });

  it("lists the first 20 rows it cannot read and counts them all", async () => {
    // A UTF-8 file (its accents are well-formed) whose every row has one stray Windows-1252 byte.
    const rows = Array.from(
      { length: 25 },
      (_, i) => `Zoé${i},Wu,CTO,Acme\u0092s,https://www.linkedin.com/in/stray-${i},`,
    );
    const bytes = Buffer.from([STANDARD_HEADER, ...rows].join("\n"), "latin1");
    // Written as Latin-1, é would be one byte: make it UTF-8's two.
    const utf8 = Buffer.from(bytes.toString("latin1").replaceAll("é", "\u00c3\u00a9"), "latin1");
    const analysis = (await analyze(w.sdr.api, { name: "stray.csv", bytes: new Uint8Array(utf8) })).json();
    expect(analysis.rowProblemCount).toBe(25);
    expect(analysis.rowProblems).toHaveLength(20);
    expect(analysis.rowProblems[0].message).toBe(
      'Line 2: the value in column "Company" is not valid UTF-8 (byte 0x92). Save the file as "CSV UTF-8" and import it again.',
    );
    expect(analysis.preview).toEqual([]);
  });

  it("refuses a file broken on more than 10 rows, with the first line numbers", async () => {
    const lines = [STANDARD_HEADER];
    for (let i = 0; i < 11; i++) lines.push(`A${i},B,C,D, E,https://www.linkedin.com/in/p-${i},`);
    const response = await analyze(w.sdr.api, csvFile(lines.join("\n")));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/11 lines.*2, 3, 4, 5, 6/);
  });

  it("accepts a .CSV name in capitals and 10,000 rows", async () => {
    const response = await analyze(w.sdr.api, csvFile(peopleCsv("many", 1, 10_000), "LEADS.CSV"));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().rowCount).toBe(10_000);
  }, 60_000);
});

describe("POST /api/analyze-csv: refusals", () => {
  it.each([
    ["empty.csv", "The file is empty."],
    ["header-only.csv", "The file has a header row but no data rows."],
    [
      "workbook-renamed.csv",
      "The file is an Excel workbook, not a CSV. In Excel use File > Save As > CSV UTF-8 and try again.",
    ],
    [
      "binary.csv",
      "The file is not a CSV: it looks like a binary file (for example an Excel workbook). Save it as CSV and try again.",
    ],
    ["not-a-csv.xlsx", 'Only .csv files can be imported: "not-a-csv.xlsx" is not a .csv file.'],
  ])("%s", async (name, message) => {
    expectError(await analyze(w.sdr.api, fixture(name)), 400, message);
  });

  it("refuses more than 10,000 rows with the count", async () => {
    expectError(
      await analyze(w.sdr.api, csvFile(peopleCsv("too-many", 1, 10_001))),
      400,
      "File contains 10,001 rows. Maximum allowed is 10,000 rows per import.",
    );
  }, 60_000);

  it("refuses a file name without .csv, whatever its content", async () => {
    expectError(
      await analyze(w.sdr.api, csvFile(peopleCsv("named", 1, 2), "leads.txt")),
      400,
      'Only .csv files can be imported: "leads.txt" is not a .csv file.',
    );
    expectError(
      await analyze(w.sdr.api, csvFile(peopleCsv("named", 1, 2), "leads.csv.xlsx")),
      400,
      'Only .csv files can be imported: "leads.csv.xlsx" is not a .csv file.',
    );
  });

  it("asks for the file when the form has none, or has it under another name or as text", async () => {
    const message = 'Attach a CSV file in the "file" field.';
    expectError(await w.sdr.api.post(ANALYZE, uploadForm(undefined, { note: "x" })), 400, message);
    expectError(
      await w.sdr.api.post(ANALYZE, uploadForm(csvFile(STANDARD_HEADER), {}, { fileField: "upload" })),
      400,
      message,
    );
    const asText = new FormData();
    asText.append("file", `${STANDARD_HEADER}\r\nAda,Lovelace,Analyst,Engines,linkedin.com/in/ada,\r\n`);
    expectError(await w.sdr.api.post(ANALYZE, asText), 400, message);
  });

  it("refuses a second file", async () => {
    const form = uploadForm(csvFile(peopleCsv("one", 1, 1), "one.csv"));
    form.append("file", new Blob([peopleCsv("two", 1, 1)]), "two.csv");
    expectError(await w.sdr.api.post(ANALYZE, form), 400, "Attach one CSV file per import.");
  });

  it("takes a file of exactly 10 MB and refuses one byte more", async () => {
    const head = `${STANDARD_HEADER}\r\nAda,Lovelace,Analyst,Engines,linkedin.com/in/ada,`;
    const padded = (size: number) => csvFile(`${head}${" ".repeat(size - Buffer.byteLength(head))}`);
    const exact = await analyze(w.sdr.api, padded(MAX_IMPORT_BYTES));
    expect(exact.statusCode, exact.body).toBe(200);
    expect(exact.json().rowCount).toBe(1);

    expectError(
      await analyze(w.sdr.api, padded(MAX_IMPORT_BYTES + 1)),
      400,
      "The file is larger than 10 MB (10,485,760 bytes), the most one import takes.",
    );
  }, 60_000);

  it("answers a body that is not multipart with 415 and what to send", async () => {
    const message = 'Send the upload as multipart/form-data, with the CSV file in the "file" field.';
    expectError(await w.sdr.api.post(ANALYZE, { file: "a,b" }), 415, message);
    expectError(
      await w.sdr.api.post(ANALYZE, "a,b\r\n1,2\r\n", { headers: { "content-type": "text/csv" } }),
      415,
      message,
    );
    expectError(await w.sdr.api.post(ANALYZE), 415, message);
  });

  it("answers a malformed multipart body with 400, not a server error", async () => {
    const cutShort = await w.sdr.api.post(
      ANALYZE,
      '--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\n\r\na,b\r\n1,2',
      { headers: { "content-type": "multipart/form-data; boundary=xyz" } },
    );
    expect(cutShort.statusCode, cutShort.body).toBe(400);
    expect(cutShort.json().message).toMatch(/^The upload is not a readable multipart\/form-data body/);

    const noBoundary = await w.sdr.api.post(ANALYZE, "whatever", {
      headers: { "content-type": "multipart/form-data" },
    });
    expect(noBoundary.statusCode, noBoundary.body).toBe(400);
    expect(noBoundary.json().message).toMatch(/^The upload is not a readable multipart\/form-data body/);
  });
});
