import { describe, expect, it } from "vitest";
import { pageKindOf } from "./page-kind";

describe("the page kind the panel takes from the tab's address", () => {
  it.each([
    ["https://www.linkedin.com/in/jane-doe", "jane-doe"],
    ["https://linkedin.com/in/jane-doe", "jane-doe"],
    ["https://de.linkedin.com/in/jane-doe", "jane-doe"],
    ["https://www.linkedin.com/in/jane-doe/", "jane-doe"],
    ["https://www.linkedin.com/in/jane-doe?originalSubdomain=uk", "jane-doe"],
    ["https://www.linkedin.com/in/jane-doe/#experience", "jane-doe"],
    ["https://www.linkedin.com/in/jane-doe/details/experience/", "jane-doe"],
    ["https://www.linkedin.com/in/j%C3%A9r%C3%B4me-dupont-4b1a2c/", "j%C3%A9r%C3%B4me-dupont-4b1a2c"],
  ])("takes %s as a profile", (url, slug) => {
    expect(pageKindOf(url)).toEqual({
      kind: "profile",
      url,
      profileUrl: `https://www.linkedin.com/in/${slug}`,
    });
  });

  it.each([
    "https://www.linkedin.com/sales/lead/ACwAAA123,NAME_SEARCH,abc",
    "https://www.linkedin.com/sales/people/ACwAAA123",
    "https://www.linkedin.com/company/acme/",
    "https://www.linkedin.com/feed/",
    "https://www.linkedin.com/search/results/people/?keywords=jane",
    "https://www.linkedin.com/in/",
    "https://example.com/in/jane-doe",
    "https://linkedin.com.example.com/in/jane-doe",
    "https://notlinkedin.com/in/jane-doe",
    "http://localhost:3000/today",
    "chrome://newtab/",
    "",
    null,
  ])("takes %s as elsewhere", (url) => {
    expect(pageKindOf(url)).toEqual({ kind: "elsewhere" });
  });
});
