import { describe, expect, it } from "vitest";
import { launchHint, linkOptions, missingForLaunch } from "./connection-options";

interface Row {
  id: string;
  name: string;
  archivedAt: string | null;
}
const rows: Row[] = [
  { id: "s1", name: "Sam", archivedAt: null },
  { id: "s2", name: "Old Sam", archivedAt: "2026-01-02T00:00:00Z" },
  { id: "s3", name: "Ana", archivedAt: null },
];
const name = (row: Row) => row.name;

describe("linkOptions", () => {
  it("offers every live row, in order", () => {
    expect(linkOptions(rows, name, null)).toEqual([
      { value: "s1", label: "Sam", disabled: false },
      { value: "s3", label: "Ana", disabled: false },
    ]);
  });

  it("keeps an archived current choice, marked and not choosable", () => {
    expect(linkOptions(rows, name, "s2")).toEqual([
      { value: "s1", label: "Sam", disabled: false },
      { value: "s2", label: "Old Sam (archived)", disabled: true },
      { value: "s3", label: "Ana", disabled: false },
    ]);
  });

  it("adds a current choice missing from the rows with its known label, else Loading...", () => {
    expect(linkOptions(rows, name, "s9", "Gone Sam").at(-1)).toEqual({
      value: "s9",
      label: "Gone Sam",
      disabled: true,
    });
    expect(linkOptions(undefined, name, "s9")).toEqual([
      { value: "s9", label: "Loading...", disabled: true },
    ]);
  });

  it("is empty with no rows and no choice", () => {
    expect(linkOptions(undefined, name, null)).toEqual([]);
    expect(linkOptions([], name, "")).toEqual([]);
  });
});

describe("what a row needs before Launch", () => {
  const row = { companyId: "c1", sdrId: "s1", schedulerId: "k1" };

  it("nothing when the company, SDR and scheduler are chosen", () => {
    expect(missingForLaunch(row)).toEqual([]);
  });

  it("names what is missing, in the matrix's column order", () => {
    expect(missingForLaunch({ companyId: null, sdrId: null, schedulerId: null })).toEqual([
      "company",
      "SDR",
      "scheduler",
    ]);
    expect(launchHint(["company", "SDR", "scheduler"])).toBe("Choose a company, SDR and scheduler to launch");
    expect(launchHint(missingForLaunch({ ...row, sdrId: null }))).toBe("Choose an SDR to launch");
    expect(launchHint(missingForLaunch({ ...row, schedulerId: null }))).toBe("Choose a scheduler to launch");
    expect(launchHint(["SDR", "scheduler"])).toBe("Choose an SDR and scheduler to launch");
  });
});
