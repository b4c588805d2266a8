import { describe, expect, it } from "vitest";
import { companyKey } from "./company-key.js";

describe("companyKey", () => {
  it("reads a company name without case, punctuation, accents or legal form", () => {
    const acme = [
      "Acme",
      "ACME, Inc.",
      "Acme Inc",
      "acme llc",
      "Acme Ltd.",
      "Acme GmbH",
      "Acme S.A.",
      "  Acme  Co. Ltd ",
    ];
    expect(new Set(acme.map((company) => companyKey({ company })))).toEqual(new Set(["name:acme"]));
    expect(companyKey({ company: "Société Générale SA" })).toBe("name:societe generale");
    expect(companyKey({ company: "Smith & Co." })).toBe("name:smith");
    expect(companyKey({ company: "Procter & Gamble" })).toBe("name:procter and gamble");
    expect(companyKey({ company: "Acme Holdings GmbH" })).toBe("name:acme holdings");
    expect(companyKey({ company: "Inc." })).toBe("name:inc");
  });

  it("falls back to the e-mail domain, but not a free-mail one", () => {
    expect(companyKey({ company: "", email: "Jane.Doe@Acme.com" })).toBe("domain:acme.com");
    expect(companyKey({ company: " ", email: "jane@eu.acme.com." })).toBe("domain:eu.acme.com");
    expect(companyKey({ company: "Acme", email: "jane@other.com" })).toBe("name:acme");
    for (const email of ["jane@gmail.com", "jane@yahoo.co.uk", "jane@hotmail.fr", "jane@GMX.de"]) {
      expect(companyKey({ company: null, email })).toBeNull();
    }
    expect(companyKey({ company: null, email: "jane@livenation.com" })).toBe("domain:livenation.com");
    expect(companyKey({ company: "", email: "not an address" })).toBeNull();
    expect(companyKey({})).toBeNull();
  });
});
