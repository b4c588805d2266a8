import { describe, expect, it } from "vitest";
import {
  emptyMappings,
  type FieldMappings,
  listLabels,
  mappedFields,
  mappingsPayload,
  missingRequired,
  normaliseHeader,
  previewRows,
  suggestMappings,
} from "./mapping";

const keys = (fields: { key: string }[]) => fields.map((field) => field.key);
const mappingsOf = (values: Partial<FieldMappings>): FieldMappings => ({ ...emptyMappings(), ...values });

describe("normaliseHeader", () => {
  it("lower-cases and turns punctuation, underscores and runs of spaces into one space", () => {
    expect(normaliseHeader("LinkedIn_Profile-URL ")).toBe("linkedin profile url");
    expect(normaliseHeader("  E-mail  ")).toBe("e mail");
    expect(normaliseHeader("First   Name")).toBe("first name");
    expect(normaliseHeader("Company (Name)")).toBe("company name");
  });

  it("keeps letters of any script and digits", () => {
    expect(normaliseHeader("Prénom")).toBe("prénom");
    expect(normaliseHeader("Phone 2")).toBe("phone 2");
  });
});

describe("suggestMappings", () => {
  it("maps a typical export's headers by label or synonym", () => {
    expect(
      suggestMappings([
        "First Name",
        "Last Name",
        "Title",
        "Company Name",
        "LinkedIn Profile URL",
        "Email Address",
        "Phone",
      ]),
    ).toEqual({
      firstName: "First Name",
      lastName: "Last Name",
      jobTitle: "Title",
      company: "Company Name",
      linkedinUrl: "LinkedIn Profile URL",
      linkedinName: "",
      email: "Email Address",
      phone: "Phone",
    });
  });

  it("compares headers without case or punctuation and keeps the header as written", () => {
    const mappings = suggestMappings(["FIRST_NAME", "surname", "Job-Title", "organisation", "url", "E-mail"]);
    expect(mappings).toMatchObject({
      firstName: "FIRST_NAME",
      lastName: "surname",
      jobTitle: "Job-Title",
      company: "organisation",
      linkedinUrl: "url",
      email: "E-mail",
    });
  });

  it("prefers the field's label, then its earlier synonyms, over a column further left", () => {
    expect(suggestMappings(["Title", "Job Title"]).jobTitle).toBe("Job Title");
    expect(suggestMappings(["Name", "Full Name"]).linkedinName).toBe("Full Name");
    expect(suggestMappings(["Account", "Company"]).company).toBe("Company");
  });

  it("uses a repeated header's first column once", () => {
    const mappings = suggestMappings(["Email", "Email"]);
    expect(mappings.email).toBe("Email");
    expect(Object.values(mappings).filter((column) => column !== "")).toEqual(["Email"]);
  });

  it("leaves fields unmapped when no header names them", () => {
    expect(suggestMappings(["Notes", "Score", ""])).toEqual(emptyMappings());
    expect(suggestMappings([])).toEqual(emptyMappings());
  });
});

describe("missingRequired", () => {
  it("lists every required field, in display order, while nothing is mapped", () => {
    expect(keys(missingRequired(emptyMappings()))).toEqual([
      "firstName",
      "lastName",
      "jobTitle",
      "company",
      "linkedinUrl",
    ]);
  });

  it("names only the required fields still without a column; optional ones never", () => {
    const mappings = mappingsOf({ firstName: "First", company: "Org", email: "Email" });
    expect(keys(missingRequired(mappings))).toEqual(["lastName", "jobTitle", "linkedinUrl"]);
  });

  it("is empty once every required field has a column", () => {
    const mappings = mappingsOf({
      firstName: "a",
      lastName: "b",
      jobTitle: "c",
      company: "d",
      linkedinUrl: "e",
    });
    expect(missingRequired(mappings)).toEqual([]);
  });
});

describe("mappingsPayload", () => {
  it("sends only the mapped fields", () => {
    const payload = mappingsPayload(mappingsOf({ phone: "Mobile", firstName: "First" }));
    expect(payload).toEqual({ firstName: "First", phone: "Mobile" });
    expect(Object.keys(payload)).toEqual(["firstName", "phone"]);
  });

  it("is empty when nothing is mapped", () => {
    expect(mappingsPayload(emptyMappings())).toEqual({});
  });
});

describe("previewRows", () => {
  const headers = ["Email", "First", "Last", "Org"];
  const rows = [
    ["jane@acme.example", "Jane", "Doe", "Acme"],
    ["john@beta.example", "John", "Roe"],
  ];

  it("gives each row's values in the mapped fields' display order", () => {
    const mappings = mappingsOf({ firstName: "First", company: "Org", email: "Email" });
    expect(keys(mappedFields(mappings))).toEqual(["firstName", "company", "email"]);
    expect(previewRows(headers, rows, mappings)).toEqual([
      ["Jane", "Acme", "jane@acme.example"],
      ["John", "", "john@beta.example"],
    ]);
  });

  it("shows an empty value for a column the file does not have", () => {
    const mappings = mappingsOf({ firstName: "First", lastName: "Surname" });
    expect(previewRows(headers, rows, mappings)).toEqual([
      ["Jane", ""],
      ["John", ""],
    ]);
  });

  it("has no values without mappings and no rows without data", () => {
    expect(previewRows(headers, rows, emptyMappings())).toEqual([[], []]);
    expect(previewRows(headers, [], mappingsOf({ firstName: "First" }))).toEqual([]);
  });
});

describe("listLabels", () => {
  const fields = missingRequired(emptyMappings());

  it("joins labels with commas and a final 'and'", () => {
    expect(listLabels(fields.slice(0, 3))).toBe("First Name, Last Name and Job Title");
    expect(listLabels(fields.slice(0, 2))).toBe("First Name and Last Name");
  });

  it("gives one label alone and nothing for none", () => {
    expect(listLabels(fields.slice(4))).toBe("LinkedIn URL");
    expect(listLabels([])).toBe("");
  });
});
