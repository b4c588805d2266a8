import { describe, expect, it } from "vitest";
import { checkLinkedinProfileUrl, NOT_A_LINKEDIN_PROFILE } from "../../../shared/linkedin-url.js";
import { dedupKey } from "../../core/prospect-fields/dedup.js";
import { cleanCell, type FieldColumns, normalizeRow, storedLinkedinUrl } from "./normalize-row.js";

describe("cleanCell", () => {
  it("trims every kind of surrounding white space", () => {
    expect(cleanCell("  Ada \t")).toBe("Ada");
    expect(cleanCell("\u00a0Ada\u00a0")).toBe("Ada");
    expect(cleanCell(undefined)).toBe("");
  });

  it("drops the apostrophe an export puts before a formula-like value, and only that one", () => {
    expect(cleanCell("'+1 415-555-0142")).toBe("+1 415-555-0142");
    expect(cleanCell("'=1+1")).toBe("=1+1");
    expect(cleanCell("'-Sales")).toBe("-Sales");
    expect(cleanCell("'@handle")).toBe("@handle");
    expect(cleanCell("O'Brien")).toBe("O'Brien");
    expect(cleanCell("'quoted'")).toBe("'quoted'");
  });
});

describe("storedLinkedinUrl", () => {
  it("stores every variant of a profile URL as https://www.linkedin.com/in/<slug>", () => {
    for (const variant of [
      "HTTP://linkedin.com/in/jane-doe?trk=1",
      "https://www.linkedin.com/in/jane-doe/",
      "https://www.linkedin.com/in/jane-doe",
      "linkedin.com/in/jane-doe",
      "www.linkedin.com/in/jane-doe#about",
      "https://uk.linkedin.com/in/jane-doe",
      "https://www.linkedin.com/in/jane-doe/details/experience/",
      "//www.linkedin.com/in/jane-doe",
      "http://www.linkedin.com:443/in/jane-doe?originalSubdomain=uk",
    ]) {
      expect(storedLinkedinUrl(variant), variant).toBe("https://www.linkedin.com/in/jane-doe");
    }
  });

  it("keeps the slug as written, accents and escapes included", () => {
    expect(storedLinkedinUrl("linkedin.com/in/Fran%C3%A7ois-M")).toBe(
      "https://www.linkedin.com/in/Fran%C3%A7ois-M",
    );
    expect(storedLinkedinUrl("https://de.linkedin.com/in/jürgen/")).toBe(
      "https://www.linkedin.com/in/jürgen",
    );
  });

  it("stores a legacy public profile (/pub/) in its own canonical form, which LinkedIn still forwards", () => {
    expect(storedLinkedinUrl("http://uk.linkedin.com/pub/jane-doe/12/345/678/?trk=x")).toBe(
      "https://www.linkedin.com/pub/jane-doe/12/345/678",
    );
    expect(storedLinkedinUrl("linkedin.com/pub/dir/Jane/Doe")).toBeNull();
    expect(storedLinkedinUrl("linkedin.com/pub/jane-doe")).toBeNull();
  });

  it("refuses every address that is not a LinkedIn profile, whatever it looks like", () => {
    for (const value of [
      "https://evil.test/in/jane-doe",
      "https://evil.test/?u=https://www.linkedin.com/in/jane-doe",
      "https://notlinkedin.com/in/jane",
      "https://linkedin.com.evil.test/in/jane",
      "https://www.linkedin.com@evil.test/in/jane",
      "https://jane@www.linkedin.com/in/jane",
      "http://example.com/people/jane?x=1",
      "https://www.linkedin.com/company/acme",
      "https://www.linkedin.com/feed/",
      "https://www.linkedin.com/",
      "https://www.linkedin.com/in/",
      "https://www.linkedin.com/in/..",
      'https://www.linkedin.com/in/jane"onmouseover',
      "https://www.linkedin.com\\in\\jane",
      "javascript://www.linkedin.com/in/jane",
      "ftp://www.linkedin.com/in/jane",
    ]) {
      expect(storedLinkedinUrl(value), value).toBeNull();
      expect(checkLinkedinProfileUrl(value), value).toEqual({ ok: false, reason: NOT_A_LINKEDIN_PROFILE });
    }
  });

  it("refuses a Sales Navigator address, asking for the public profile URL", () => {
    for (const value of [
      "www.linkedin.com/sales/lead/ACwAAA1,NAME_SEARCH,aB3d",
      "https://www.linkedin.com/sales/people/ACwAAA1,name",
    ]) {
      expect(checkLinkedinProfileUrl(value), value).toEqual({
        ok: false,
        reason:
          "LinkedIn URL is a Sales Navigator address, which only its subscribers can open: use the person's public profile URL (https://www.linkedin.com/in/…)",
      });
    }
  });

  it("refuses values that are not web addresses", () => {
    for (const value of [
      "",
      "n/a",
      "Jane Doe",
      "linkedin",
      "javascript:alert(1)",
      "mailto:jane@example.com",
      "ftp://files.example.com/jane",
      "https://localhost/in/jane",
      "http://10.0.0.1/in/jane",
      "https://www.linkedin.com/in/jane doe",
    ]) {
      expect(storedLinkedinUrl(value), value).toBeNull();
    }
  });
});

describe("dedupKey", () => {
  it("gives URL variants of one profile one key", () => {
    const key = dedupKey("HTTP://linkedin.com/in/x?trk=1", null);
    expect(key).toBe("linkedin.com/in/x");
    expect(dedupKey("https://www.linkedin.com/in/x/", null)).toBe(key);
    expect(dedupKey("https://www.linkedin.com/in/X", "someone@example.test")).toBe(key);
    expect(dedupKey("linkedin.com/in/fran%C3%A7ois", null)).toBe(dedupKey("linkedin.com/in/françois", null));
  });

  it("keeps a malformed escape as written instead of failing", () => {
    expect(dedupKey("https://www.linkedin.com/in/100%", null)).toBe("linkedin.com/in/100%");
  });
});

describe("normalizeRow", () => {
  const columns: FieldColumns = {
    firstName: 0,
    lastName: 1,
    jobTitle: 2,
    company: 3,
    linkedinUrl: 4,
    email: 5,
    phone: 6,
  };
  const row = (overrides: Partial<Record<number, string>> = {}) => {
    const cells = [" Ada ", "Lovelace", "Analyst", "Engines", "HTTP://linkedin.com/in/ada?trk=1", "", ""];
    for (const [index, value] of Object.entries(overrides)) cells[Number(index)] = value ?? "";
    return cells;
  };

  it("trims the values, normalises the URL and leaves unmapped or empty optional fields null", () => {
    expect(normalizeRow(row(), columns)).toEqual({
      person: {
        dedupKey: "linkedin.com/in/ada",
        firstName: "Ada",
        lastName: "Lovelace",
        jobTitle: "Analyst",
        company: "Engines",
        linkedinUrl: "https://www.linkedin.com/in/ada",
        linkedinName: null,
        email: null,
        phone: null,
      },
    });
    expect(normalizeRow(row({ 5: " ada@example.test ", 6: "'+44 20 7946 0000" }), columns)).toMatchObject({
      person: { email: "ada@example.test", phone: "+44 20 7946 0000" },
    });
  });

  it("names every missing required value, in field order", () => {
    expect(normalizeRow(row({ 0: "  ", 3: "" }), columns)).toEqual({ reason: "Missing First Name, Company" });
    expect(normalizeRow(["", "", "", "", ""], columns)).toEqual({
      reason: "Missing First Name, Last Name, Job Title, Company, LinkedIn URL",
    });
  });

  it("treats a required field mapped to no column as missing", () => {
    const { jobTitle: _unmapped, ...withoutTitle } = columns;
    expect(normalizeRow(row(), withoutTitle)).toEqual({ reason: "Missing Job Title" });
  });

  it("refuses a LinkedIn URL that is not a LinkedIn profile and an email that is not an address", () => {
    for (const url of ["n/a", "https://evil.test/in/ada", "https://www.linkedin.com/company/engines"]) {
      expect(normalizeRow(row({ 4: url }), columns), url).toEqual({
        reason: "LinkedIn URL is not a LinkedIn profile address (https://www.linkedin.com/in/…)",
      });
    }
    expect(normalizeRow(row({ 5: "ada at example" }), columns)).toEqual({
      reason: "Email is not a valid address",
    });
    expect(normalizeRow(row({ 5: "ada@example" }), columns)).toEqual({
      reason: "Email is not a valid address",
    });
  });

  it("gives every problem of a row at once", () => {
    expect(normalizeRow(row({ 1: "", 4: "not a url", 5: "nope" }), columns)).toEqual({
      reason:
        "Missing Last Name; LinkedIn URL is not a LinkedIn profile address (https://www.linkedin.com/in/…); Email is not a valid address",
    });
  });

  it("refuses values longer than 500 characters", () => {
    expect(normalizeRow(row({ 2: "x".repeat(500) }), columns)).toHaveProperty("person");
    expect(normalizeRow(row({ 2: "x".repeat(501) }), columns)).toEqual({
      reason: "Job Title is longer than 500 characters",
    });
    expect(normalizeRow(row({ 4: `https://www.linkedin.com/in/${"a".repeat(600)}` }), columns)).toEqual({
      reason: "LinkedIn URL is longer than 500 characters",
    });
  });
});
