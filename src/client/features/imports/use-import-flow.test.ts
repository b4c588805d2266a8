import { describe, expect, it } from "vitest";
import { importedToast, tooManyRowsMessage } from "./use-import-flow";

describe("tooManyRowsMessage", () => {
  it("states the file's rows and the limit with thousands separators", () => {
    expect(tooManyRowsMessage(10_001)).toBe(
      "File contains 10,001 rows. Maximum allowed is 10,000 rows per import.",
    );
    expect(tooManyRowsMessage(1_250_000)).toBe(
      "File contains 1,250,000 rows. Maximum allowed is 10,000 rows per import.",
    );
  });
});

describe("importedToast", () => {
  const result = {
    importedRows: 0,
    duplicateRows: 0,
    updatedRows: 0,
    failedRows: 0,
    suppressedRows: 0,
    targetEntity: "prospect" as const,
    batchId: "8f3a2b1c-4d5e-4f60-8a7b-9c0d1e2f3a4b",
  };

  it("names the imported and rejected counts and the dataset", () => {
    expect(importedToast({ ...result, importedRows: 1234, duplicateRows: 1 })).toBe(
      "1,234 records imported to Prospect, 1 duplicates rejected.",
    );
    expect(importedToast(result)).toBe("0 records imported to Prospect, 0 duplicates rejected.");
  });

  it("adds the existing records a duplicate rule updated, only when there are some", () => {
    expect(importedToast({ ...result, importedRows: 8, duplicateRows: 0, updatedRows: 2500 })).toBe(
      "8 records imported to Prospect, 0 duplicates rejected. 2,500 existing records updated.",
    );
  });

  it("adds the people the do-not-contact list kept out, only when there are some", () => {
    expect(importedToast({ ...result, importedRows: 5, duplicateRows: 1, suppressedRows: 2 })).toBe(
      "5 records imported to Prospect, 1 duplicates rejected, 2 on the do-not-contact list.",
    );
  });
});
