import { describe, expect, it } from "vitest";
import type { Conversation } from "../../../shared/contracts/conversations";
import { initials, matchesConversation, statusTone, titleAndCompany, webUrl } from "./format";

describe("initials", () => {
  it("takes the first and last words' first letters, upper-cased", () => {
    expect(initials("Jane Doe")).toBe("JD");
    expect(initials("jane van der doe")).toBe("JD");
    expect(initials("  Jane   Doe  ")).toBe("JD");
  });

  it("takes one word's first two letters, whole characters", () => {
    expect(initials("Cher")).toBe("CH");
    expect(initials("J")).toBe("J");
    expect(initials("émile")).toBe("ÉM");
    expect(initials("😀x")).toBe("😀X");
  });

  it("shows ? for no name", () => {
    expect(initials("")).toBe("?");
    expect(initials("   ")).toBe("?");
  });
});

describe("statusTone", () => {
  it("colours replied and meeting, and anything else neutral", () => {
    expect(statusTone("replied")).toBe("brand");
    expect(statusTone("meeting")).toBe("success");
    expect(statusTone("closed")).toBe("neutral");
    expect(statusTone("")).toBe("neutral");
  });
});

describe("matchesConversation", () => {
  const conversation = {
    prospectName: "Jane Doe",
    prospectCompany: "Acme Inc",
    status: "replied",
  } as Conversation;

  it("matches every conversation for an empty search and the status 'all'", () => {
    expect(matchesConversation(conversation, "", "all")).toBe(true);
    expect(matchesConversation(conversation, "   ", "all")).toBe(true);
  });

  it("finds a part of the name or the company, whatever the case and surrounding spaces", () => {
    expect(matchesConversation(conversation, "  DOE ", "all")).toBe(true);
    expect(matchesConversation(conversation, "acme", "all")).toBe(true);
    expect(matchesConversation(conversation, "beta", "all")).toBe(false);
  });

  it("requires the chosen status", () => {
    expect(matchesConversation(conversation, "", "replied")).toBe(true);
    expect(matchesConversation(conversation, "", "meeting")).toBe(false);
    expect(matchesConversation(conversation, "jane", "meeting")).toBe(false);
  });
});

describe("titleAndCompany", () => {
  it("joins the known parts with a middle dot", () => {
    expect(titleAndCompany({ prospectTitle: "Head of Sales", prospectCompany: "Acme" })).toBe(
      "Head of Sales · Acme",
    );
    expect(titleAndCompany({ prospectTitle: " ", prospectCompany: "Acme" })).toBe("Acme");
    expect(titleAndCompany({ prospectTitle: "Head of Sales", prospectCompany: "" })).toBe("Head of Sales");
    expect(titleAndCompany({ prospectTitle: "", prospectCompany: "" })).toBe("");
  });
});

describe("webUrl", () => {
  it("gives http and https addresses in their normal form", () => {
    expect(webUrl("https://acme.example")).toBe("https://acme.example/");
    expect(webUrl("  http://Acme.example/a b ")).toBe("http://acme.example/a%20b");
  });

  it("links nothing else", () => {
    expect(webUrl("javascript:alert(1)")).toBeNull();
    expect(webUrl("data:text/html,<b>x</b>")).toBeNull();
    expect(webUrl("ftp://acme.example")).toBeNull();
    expect(webUrl("acme.example")).toBeNull();
    expect(webUrl("")).toBeNull();
  });
});
