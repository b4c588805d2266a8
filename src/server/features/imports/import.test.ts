import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createCompany } from "../../../../tests/helpers/factories.js";
import {
  csvBody,
  csvFile,
  errorsPath,
  fixture,
  IMPORT,
  importFields,
  importFile,
  peopleCsv,
  STANDARD_HEADER,
  STANDARD_MAPPINGS,
  uploadForm,
} from "../../../../tests/helpers/imports.js";
import { CLIENTS, expectError, UNKNOWN_ID } from "../../../../tests/helpers/management.js";
import { prospectsPath, workspaceSuite } from "../../../../tests/helpers/workspace.js";
import type { ImportBatch } from "../../../shared/contracts/imports.js";
import type { Prospect } from "../../../shared/contracts/prospects.js";
import { queryRows } from "../../core/db/raw.js";
import type { ImportPerson } from "./normalize-row.js";

const { t, w } = workspaceSuite("Import Campaign Co");

/** A person of the pool as the import stored it. */
type PoolRow = ImportPerson;

/** The pool's people whose dedup key contains `label`, in key order. */
const poolPeople = (label: string) =>
  queryRows<PoolRow>(
    t.db,
    sql`select first_name as "firstName", last_name as "lastName", job_title as "jobTitle", company,
          linkedin_url as "linkedinUrl", linkedin_name as "linkedinName", email, phone, dedup_key as "dedupKey"
        from prospects where dedup_key like ${`%${label}%`} order by dedup_key`,
  );

const batchCount = async () =>
  (await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from import_batches`))[0]?.n ?? 0;

describe("POST /api/import-with-mapping: counts and the pool", () => {
  it("imports every row of a clean file into the pool, trimmed, with canonical LinkedIn URLs", async () => {
    const file = csvFile(
      [
        STANDARD_HEADER,
        "  Ada ,Lovelace , Analyst,Engines,HTTP://linkedin.com/in/ada-clean?trk=1,  ada@example.test ",
        "Alan,Turing,CTO,Bletchley,uk.linkedin.com/in/alan-clean/,",
        "Grace,Hopper,Admiral,Navy,https://m.linkedin.com/in/grace-clean/details/,",
      ].join("\r\n"),
    );
    const result = await importFile(w.sdr.api, file);
    expect(result).toEqual({
      importedRows: 3,
      duplicateRows: 0,
      updatedRows: 0,
      failedRows: 0,
      suppressedRows: 0,
      targetEntity: "prospect",
      batchId: expect.any(String),
    });
    expect(await poolPeople("-clean")).toEqual([
      {
        firstName: "Ada",
        lastName: "Lovelace",
        jobTitle: "Analyst",
        company: "Engines",
        linkedinUrl: "https://www.linkedin.com/in/ada-clean",
        linkedinName: null,
        email: "ada@example.test",
        phone: null,
        dedupKey: "linkedin.com/in/ada-clean",
      },
      expect.objectContaining({
        firstName: "Alan",
        linkedinUrl: "https://www.linkedin.com/in/alan-clean",
        email: null,
        dedupKey: "linkedin.com/in/alan-clean",
      }),
      expect.objectContaining({
        firstName: "Grace",
        linkedinUrl: "https://www.linkedin.com/in/grace-clean",
        dedupKey: "linkedin.com/in/grace-clean",
      }),
    ]);
  });

  it("keeps accents from Windows-1252 and UTF-16 files", async () => {
    expect(await importFile(w.sdr.api, fixture("windows-1252.csv"))).toMatchObject({ importedRows: 2 });
    const utf16 = await importFile(
      w.sdr.api,
      fixture("utf16le.csv"),
      importFields({ ...STANDARD_MAPPINGS, email: undefined }),
    );
    expect(utf16).toMatchObject({ importedRows: 2, failedRows: 0 });
    const people = await queryRows<{ name: string; jobTitle: string; company: string }>(
      t.db,
      sql`select first_name || ' ' || last_name as name, job_title as "jobTitle", company from prospects
          where dedup_key in ('linkedin.com/in/francois-muller-fr', 'linkedin.com/in/aero-nunez',
            'linkedin.com/in/francois-muller-ch', 'linkedin.com/in/yuki-sato')
          order by dedup_key`,
    );
    expect(people).toEqual([
      { name: "Ærø Núñez", jobTitle: "Jefe de ventas", company: "Ñandú SL" },
      { name: "François Müller", jobTitle: "Directeur", company: "Zürich AG" },
      { name: "François Müller", jobTitle: "“Chef” de projet – 50 k€", company: "Crédit Agricole" },
      { name: "Yūki 佐藤", jobTitle: "CTO", company: "東京株式会社" },
    ]);
  });

  it("imports a semicolon file mapped from its own header names", async () => {
    const result = await importFile(
      w.sdr.api,
      fixture("semicolon.csv"),
      importFields({
        firstName: "Vorname",
        lastName: "Nachname",
        jobTitle: "Position",
        company: "Firma",
        linkedinUrl: "LinkedIn",
      }),
    );
    expect(result).toMatchObject({ importedRows: 2, duplicateRows: 0, failedRows: 0 });
    expect((await poolPeople("juergen-weiss"))[0]).toMatchObject({
      company: "Müller, Schmidt & Co. KG",
      linkedinUrl: "https://www.linkedin.com/in/juergen-weiss",
    });
  });

  it("imports a Sales Navigator export by its public profile column", async () => {
    const result = await importFile(
      w.sdr.api,
      fixture("sales-navigator.csv"),
      importFields({
        firstName: "firstName",
        lastName: "lastName",
        jobTitle: "title",
        company: "companyName",
        linkedinUrl: "linkedInProfileUrl",
        linkedinName: "fullName",
      }),
    );
    expect(result).toMatchObject({ importedRows: 2, duplicateRows: 0, failedRows: 0 });
    expect(await poolPeople("tomas-ortega")).toEqual([
      expect.objectContaining({
        firstName: "Tomás",
        jobTitle: "Head of Growth",
        company: "Datafy",
        linkedinName: "Tomás Ortega",
        linkedinUrl: "https://www.linkedin.com/in/tomas-ortega",
      }),
    ]);
  });

  it("imports an Apollo export, dropping the apostrophe Apollo puts before phone numbers", async () => {
    const result = await importFile(
      w.sdr.api,
      fixture("apollo.csv"),
      importFields({
        firstName: "First Name",
        lastName: "Last Name",
        jobTitle: "Title",
        company: "Company",
        linkedinUrl: "Person Linkedin Url",
        email: "Email",
        phone: "First Phone",
      }),
    );
    expect(result).toMatchObject({ importedRows: 2, duplicateRows: 0, failedRows: 0 });
    expect(await poolPeople("marcuswebb")).toEqual([
      expect.objectContaining({
        jobTitle: "Director of Revenue Operations",
        email: "marcus.webb@brightwave.example",
        phone: "+1 415-555-0142",
        linkedinUrl: "https://www.linkedin.com/in/marcuswebb",
      }),
    ]);
    expect((await poolPeople("lena-fischer"))[0]).toMatchObject({ email: null, phone: null });
  });

  it("reads the form's fields whether they come before or after the file", async () => {
    const before = await w.sdr.api.post(
      IMPORT,
      uploadForm(csvFile(peopleCsv("order-a", 1, 2)), importFields()),
    );
    expect(before.statusCode, before.body).toBe(200);
    const after = await w.sdr.api.post(
      IMPORT,
      uploadForm(csvFile(peopleCsv("order-b", 1, 2)), importFields(), { fileLast: true }),
    );
    expect(after.statusCode, after.body).toBe(200);
    expect([before.json().importedRows, after.json().importedRows]).toEqual([2, 2]);
  });

  it("imports 10,000 rows", async () => {
    const result = await importFile(w.sdr.api, csvFile(peopleCsv("ten-k", 1, 10_000)));
    expect(result).toMatchObject({ importedRows: 10_000, duplicateRows: 0, failedRows: 0 });
    const [count] = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from prospects where dedup_key like 'linkedin.com/in/ten-k-%'`,
    );
    expect(count?.n).toBe(10_000);
  }, 60_000);
});

describe("POST /api/import-with-mapping: duplicates", () => {
  it("counts a person repeated in the file once, whatever form of the URL repeats it", async () => {
    const file = csvFile(
      [
        STANDARD_HEADER,
        "Xavier,One,CEO,X Co,HTTP://linkedin.com/in/x-dup?trk=1,",
        "Xavier,Two,CEO,X Co,https://www.linkedin.com/in/x-dup/,",
        "Xavier,Three,CEO,X Co,https://fr.linkedin.com/in/X-DUP#top,",
        "Yara,One,CTO,Y Co,https://www.linkedin.com/in/y-dup,",
      ].join("\n"),
    );
    expect(await importFile(w.sdr.api, file)).toMatchObject({
      importedRows: 2,
      duplicateRows: 2,
      failedRows: 0,
    });
    // The first row of a person is the one kept.
    expect((await poolPeople("x-dup")).map((p) => p.lastName)).toEqual(["One"]);
  });

  it("counts people already in the pool as duplicates, and leaves them as they were", async () => {
    expect(await importFile(w.sdr.api, csvFile(peopleCsv("across", 1, 3)))).toMatchObject({
      importedRows: 3,
      duplicateRows: 0,
    });
    const overlapping = csvFile(
      peopleCsv("across", 3, 3).replace(
        "https://www.linkedin.com/in/across-3,",
        "linkedin.com/in/ACROSS-3/?x=1,",
      ),
    );
    expect(await importFile(w.sdr.api, overlapping)).toMatchObject({ importedRows: 2, duplicateRows: 1 });
    expect(await importFile(w.sdr.api, overlapping)).toMatchObject({ importedRows: 0, duplicateRows: 3 });
    expect((await poolPeople("across")).map((p) => p.linkedinUrl)).toEqual([
      "https://www.linkedin.com/in/across-1",
      "https://www.linkedin.com/in/across-2",
      "https://www.linkedin.com/in/across-3",
      "https://www.linkedin.com/in/across-4",
      "https://www.linkedin.com/in/across-5",
    ]);
  });
});

describe("POST /api/import-with-mapping: failed rows and the error report", () => {
  it("fails rows missing a required value or holding a bad URL or email, and reports them by the line they start on", async () => {
    const file = csvFile(
      [
        `${STANDARD_HEADER},Notes`,
        'Ada,Lovelace,Analyst,Engines,https://www.linkedin.com/in/ada-report,,"two',
        'lines"',
        ",Turing,,Bletchley,https://www.linkedin.com/in/alan-report,,",
        "",
        "Grace,Hopper,Admiral,Navy,n/a,grace@navy,",
        'Joan,Clarke,Cryptanalyst,"Hut 8, Bletchley",https://www.linkedin.com/in/joan-report,joan@example.test,"=HYPERLINK(""http://evil.example"")"',
        "Kurt,Gödel,Logician,IAS,,,-1+1",
      ].join("\r\n"),
      "report test.csv",
    );
    const result = await importFile(w.sdr.api, file);
    expect(result).toMatchObject({ importedRows: 2, duplicateRows: 0, failedRows: 3 });

    const report = await w.sdr.api.get(errorsPath(result.batchId));
    expect(report.statusCode).toBe(200);
    expect(report.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(report.headers["content-disposition"]).toBe(
      `attachment; filename="report test-errors.csv"; filename*=UTF-8''report%20test-errors.csv`,
    );
    const { bom, text } = csvBody(report);
    expect(bom).toBe(true);
    expect(text).toBe(
      [
        "Line,Reason,First Name,Last Name,Job Title,Company,LinkedIn URL,Email,Notes",
        '4,"Missing First Name, Job Title",,Turing,,Bletchley,https://www.linkedin.com/in/alan-report,,',
        "6,LinkedIn URL is not a LinkedIn profile address (https://www.linkedin.com/in/…); Email is not a valid address,Grace,Hopper,Admiral,Navy,n/a,grace@navy,",
        "8,Missing LinkedIn URL,Kurt,Gödel,Logician,IAS,,,'-1+1",
        "",
      ].join("\r\n"),
    );
    expect((await poolPeople("joan-report"))[0]?.company).toBe("Hut 8, Bletchley");
  });

  it("answers an empty report for a batch without failures, 404 for an unknown batch and 400 for a bad id", async () => {
    const { batchId } = await importFile(w.sdr.api, csvFile(peopleCsv("no-failures", 1, 1)));
    const report = await w.sdr.api.get(errorsPath(batchId));
    expect(csvBody(report).text).toBe(`Line,Reason,${STANDARD_HEADER}\r\n`);
    expectError(await w.sdr.api.get(errorsPath(UNKNOWN_ID)), 404, "Import batch not found");
    expectError(await w.sdr.api.get(errorsPath("not-an-id")), 400, "Not a valid id");
  });

  it("records a batch whose rows all fail, and one whose rows are all duplicates", async () => {
    const failing = csvFile(`${STANDARD_HEADER}\r\n,,,,,\r\nA,B,,,,\r\n`);
    expect(await importFile(w.sdr.api, failing)).toMatchObject({ importedRows: 0, failedRows: 1 });
    const again = csvFile(peopleCsv("no-failures", 1, 1));
    expect(await importFile(w.sdr.api, again)).toMatchObject({ importedRows: 0, duplicateRows: 1 });
  });

  it("imports the fixed error report as it is downloaded, formula guards dropped", async () => {
    const file = csvFile(
      [
        `${STANDARD_HEADER},Phone`,
        "Mary,,Engineer,Somerville Ltd,https://www.linkedin.com/in/mary-fixed,,+44 20 7946 0000",
      ].join("\n"),
    );
    const { batchId } = await importFile(w.sdr.api, file);
    const report = csvBody(await w.sdr.api.get(errorsPath(batchId))).text;
    expect(report).toContain(",'+44 20 7946 0000\r\n");
    const fixed = report.replace(",Mary,,", ",Mary,Somerville,");
    const result = await importFile(
      w.sdr.api,
      csvFile(fixed, "fixed.csv"),
      importFields({ ...STANDARD_MAPPINGS, phone: "Phone" }),
    );
    expect(result).toMatchObject({ importedRows: 1, failedRows: 0 });
    expect(await poolPeople("mary-fixed")).toEqual([
      expect.objectContaining({ lastName: "Somerville", email: null, phone: "+44 20 7946 0000" }),
    ]);
  });
});

describe("POST /api/import-with-mapping: into a campaign", () => {
  it("assigns the new people to the campaign, imported and assigned at the batch's upload time", async () => {
    const { campaignId, companyName } = await createCompany(t.db, { companyName: "Assigned Imports Co" });
    const result = await importFile(
      w.sdr.api,
      csvFile(peopleCsv("assign", 1, 3)),
      importFields(STANDARD_MAPPINGS, { campaignId }),
    );
    expect(result).toMatchObject({ importedRows: 3, duplicateRows: 0 });

    const listed: Prospect[] = (await w.sdr.api.get(prospectsPath(campaignId))).json();
    expect(listed.map((p) => p.linkedinUrl)).toEqual([
      "https://www.linkedin.com/in/assign-1",
      "https://www.linkedin.com/in/assign-2",
      "https://www.linkedin.com/in/assign-3",
    ]);
    const batch = ((await w.sdr.api.get("/api/import-batches")).json() as ImportBatch[]).find(
      (b) => b.id === result.batchId,
    );
    expect(batch).toMatchObject({ campaignId, campaign: companyName, uploadedBy: "Sam Sdr" });
    for (const prospect of listed) {
      expect(prospect).toMatchObject({
        campaign: companyName,
        sdrEmail: null,
        invite: false,
        sequenceTag: "New",
        importedAt: batch?.uploadTime,
        assignedAt: batch?.uploadTime,
      });
    }
  });

  it("does not move people already in the pool into the campaign", async () => {
    await importFile(w.sdr.api, csvFile(peopleCsv("pooled", 1, 1)));
    const { campaignId } = await createCompany(t.db);
    const result = await importFile(
      w.sdr.api,
      csvFile(peopleCsv("pooled", 1, 2)),
      importFields(STANDARD_MAPPINGS, { campaignId }),
    );
    expect(result).toMatchObject({ importedRows: 1, duplicateRows: 1 });
    const listed: Prospect[] = (await w.sdr.api.get(prospectsPath(campaignId))).json();
    expect(listed.map((p) => p.linkedinUrl)).toEqual(["https://www.linkedin.com/in/pooled-2"]);
  });

  it("answers 404 for a campaign that does not exist and 400 for an archived company's campaign", async () => {
    const file = csvFile(peopleCsv("nowhere", 1, 1));
    const before = await batchCount();
    expectError(
      await w.sdr.api.post(
        IMPORT,
        uploadForm(file, importFields(STANDARD_MAPPINGS, { campaignId: UNKNOWN_ID })),
      ),
      404,
      "Campaign not found",
    );
    const archived = await createCompany(t.db, { companyName: "Archived Co" });
    expect((await w.sdr.api.delete(`${CLIENTS}/${archived.companyId}`)).statusCode).toBe(204);
    expectError(
      await w.sdr.api.post(
        IMPORT,
        uploadForm(file, importFields(STANDARD_MAPPINGS, { campaignId: archived.campaignId })),
      ),
      400,
      'The campaign of "Archived Co" is archived: restore the company under Manage Campaigns before importing into it.',
    );
    expect(await batchCount()).toBe(before);
    expect(await poolPeople("nowhere")).toEqual([]);
  });
});

describe("POST /api/import-with-mapping: refusals", () => {
  const file = csvFile(peopleCsv("refused", 1, 2));
  const refusal = (fields: Record<string, string>, upload = file) =>
    w.sdr.api.post(IMPORT, uploadForm(upload, fields, { fileLast: true }));

  it.each([
    [
      "mappings that are not JSON",
      { mappings: "{firstName:", targetEntity: "prospect" },
      "mappings must be a JSON object from field to CSV column.",
    ],
    [
      "mappings that are a JSON list",
      { mappings: "[]", targetEntity: "prospect" },
      "mappings must be a JSON object from field to CSV column.",
    ],
    [
      "no mappings",
      { targetEntity: "prospect" },
      "mappings is required: a JSON object from field to CSV column",
    ],
    [
      "a required field not mapped",
      importFields({ ...STANDARD_MAPPINGS, jobTitle: "", company: undefined }),
      "Map a CSV column to every required field: Job Title, Company are not mapped.",
    ],
    [
      "an unknown field",
      importFields({ ...STANDARD_MAPPINGS, ...({ website: "Website" } as object) }),
      "mappings may only name: firstName, lastName, jobTitle, company, linkedinUrl, linkedinName, email, phone",
    ],
    [
      "a column that is not text",
      { mappings: JSON.stringify({ ...STANDARD_MAPPINGS, firstName: 1 }), targetEntity: "prospect" },
      "each mapping must name a CSV column",
    ],
    [
      "a mapped column the file lacks",
      importFields({ ...STANDARD_MAPPINGS, phone: "Mobile" }),
      'The file has no column named "Mobile" (mapped to Phone).',
    ],
    [
      "another target dataset",
      importFields(STANDARD_MAPPINGS, { targetEntity: "company" }),
      "targetEntity must be prospect",
    ],
    [
      "a campaignId that is not an id",
      importFields(STANDARD_MAPPINGS, { campaignId: "campaign-1" }),
      "campaignId must be a campaign's id",
    ],
  ])("%s", async (_case, fields, message) => {
    const before = await batchCount();
    expectError(await refusal(fields), 400, message);
    expect(await batchCount()).toBe(before);
  });

  it("refuses the files analysis refuses, with the same messages", async () => {
    const fields = importFields();
    expectError(await refusal(fields, fixture("empty.csv")), 400, "The file is empty.");
    expectError(
      await refusal(fields, fixture("not-a-csv.xlsx")),
      400,
      'Only .csv files can be imported: "not-a-csv.xlsx" is not a .csv file.',
    );
    expectError(
      await refusal(fields, csvFile(peopleCsv("too-many", 1, 10_001))),
      400,
      "File contains 10,001 rows. Maximum allowed is 10,000 rows per import.",
    );
    expectError(
      await w.sdr.api.post(IMPORT, uploadForm(undefined, fields)),
      400,
      'Attach a CSV file in the "file" field.',
    );
    expectError(
      await w.sdr.api.post(IMPORT, JSON.stringify(fields), {
        headers: { "content-type": "application/json" },
      }),
      415,
      'Send the upload as multipart/form-data, with the CSV file in the "file" field.',
    );
  }, 60_000);

  it("matches a mapped column ignoring case", async () => {
    const result = await importFile(
      w.sdr.api,
      csvFile(peopleCsv("any-case", 1, 1)),
      importFields({ ...STANDARD_MAPPINGS, firstName: "FIRST NAME", linkedinUrl: "linkedin url" }),
    );
    expect(result).toMatchObject({ importedRows: 1 });
  });
});
