import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createCompany } from "../../../../tests/helpers/factories.js";
import {
  ANALYZE,
  BATCHES,
  csvBody,
  csvFile,
  importFields,
  importFile,
  peopleCsv,
  STANDARD_MAPPINGS,
  TEMPLATE,
  uploadForm,
} from "../../../../tests/helpers/imports.js";
import { workspaceSuite } from "../../../../tests/helpers/workspace.js";
import { type ImportBatch, importBatchListSchema } from "../../../shared/contracts/imports.js";
import { queryRows } from "../../core/db/raw.js";

const { t, w } = workspaceSuite("History Co");

const history = async (): Promise<ImportBatch[]> => {
  const response = await w.sdr.api.get(BATCHES);
  expect(response.statusCode, response.body).toBe(200);
  return importBatchListSchema.parse(response.json());
};

describe("GET /api/import-batches", () => {
  it("is empty before any import", async () => {
    expect(await history()).toEqual([]);
  });

  it("lists the latest 10 batches, newest first, with their counts, campaign and uploader", async () => {
    for (let k = 1; k <= 12; k++) {
      await importFile(w.sdr.api, csvFile(peopleCsv(`batch-${k}`, 1, k), `batch-${k}.csv`));
    }
    const { campaignId } = await createCompany(t.db, { companyName: "Into Campaign Co" });
    const file = csvFile(
      `${peopleCsv("batch-2", 1, 2)}Ada,,Analyst,Engines,https://www.linkedin.com/in/ada-h,\r\n`,
    );
    const last = await importFile(
      w.sdr.api,
      { ...file, name: "Leads – Q3.csv" },
      importFields(STANDARD_MAPPINGS, { campaignId }),
    );

    const batches = await history();
    expect(batches.map((b) => b.fileName)).toEqual([
      "Leads – Q3.csv",
      "batch-12.csv",
      "batch-11.csv",
      "batch-10.csv",
      "batch-9.csv",
      "batch-8.csv",
      "batch-7.csv",
      "batch-6.csv",
      "batch-5.csv",
      "batch-4.csv",
    ]);
    expect(batches[0]).toEqual({
      id: last.batchId,
      fileName: "Leads – Q3.csv",
      targetEntity: "prospect",
      uploadTime: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      totalRows: 3,
      importedRows: 0,
      duplicateRows: 2,
      updatedRows: 0,
      failedRows: 1,
      suppressedRows: 0,
      campaignId,
      campaign: "Into Campaign Co",
      uploadedBy: "Sam Sdr",
      canUndo: false,
      undoneAt: null,
      undoResult: null,
    });
    expect(batches[1]).toMatchObject({ totalRows: 12, importedRows: 12, campaignId: null, campaign: null });
    const times = batches.map((b) => Date.parse(b.uploadTime));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  }, 60_000);

  it("shows no uploader for a batch whose uploader's account is gone", async () => {
    await t.db.execute(sql`update import_batches set uploaded_by = null`);
    expect((await history())[0]?.uploadedBy).toBeNull();
  });

  it("does not record analyses", async () => {
    const before = (await history()).map((b) => b.id);
    expect((await w.sdr.api.post(ANALYZE, uploadForm(csvFile(peopleCsv("analysed", 1, 3))))).statusCode).toBe(
      200,
    );
    expect((await history()).map((b) => b.id)).toEqual(before);
  });
});

describe("GET /api/download-template/prospect", () => {
  it("is a CSV with every importable field's label and one example row", async () => {
    const response = await w.sdr.api.get(TEMPLATE);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(response.headers["content-disposition"]).toBe(
      `attachment; filename="prospect-import-template.csv"; filename*=UTF-8''prospect-import-template.csv`,
    );
    const { bom, text } = csvBody(response);
    expect(bom).toBe(true);
    expect(text).toBe(
      "First Name,Last Name,Job Title,Company,LinkedIn URL,LinkedIn Name,Email,Phone\r\n" +
        "Jane,Doe,VP of Sales,Acme Inc,https://www.linkedin.com/in/jane-doe,Jane Doe,jane.doe@acme.example,'+1 555 0100\r\n",
    );
  });

  it("imports as it is downloaded, its labels mapped to their fields", async () => {
    const template = (await w.sdr.api.get(TEMPLATE)).rawPayload;
    const file = { name: "prospect-import-template.csv", bytes: new Uint8Array(template) };
    const analysis = (await w.sdr.api.post(ANALYZE, uploadForm(file))).json();
    expect(analysis).toMatchObject({
      rowCount: 1,
      headers: [
        "First Name",
        "Last Name",
        "Job Title",
        "Company",
        "LinkedIn URL",
        "LinkedIn Name",
        "Email",
        "Phone",
      ],
    });
    const result = await importFile(
      w.sdr.api,
      file,
      importFields({ ...STANDARD_MAPPINGS, linkedinName: "LinkedIn Name", phone: "Phone" }),
    );
    expect(result).toMatchObject({ importedRows: 1, failedRows: 0 });
    const jane = await queryRows<{ linkedinName: string; phone: string }>(
      t.db,
      sql`select linkedin_name as "linkedinName", phone from prospects where dedup_key = 'linkedin.com/in/jane-doe'`,
    );
    expect(jane).toEqual([{ linkedinName: "Jane Doe", phone: "+1 555 0100" }]);
  });
});
