import { describe, expect, it } from "vitest";
import { countCharacters, fillPlaceholders, scriptLimit, scriptsUpdateSchema } from "./scripts.js";

const names = { FirstName: "Jane", LastName: "Doe", Company: "Acme" };

describe("countCharacters", () => {
  it("counts characters as LinkedIn does: an emoji or an accented letter is one", () => {
    expect(countCharacters("")).toBe(0);
    expect(countCharacters("Hi Jane")).toBe(7);
    expect(countCharacters("👋 Zoë")).toBe(5);
    expect("👋 Zoë".length).toBe(6);
  });
});

describe("fillPlaceholders", () => {
  it("fills each placeholder, every time it appears, spaces inside the braces allowed", () => {
    expect(fillPlaceholders("Hi {{FirstName}} {{ LastName }}, {{Company}} and {{FirstName}}", names)).toBe(
      "Hi Jane Doe, Acme and Jane",
    );
  });

  it("trims the values it fills in", () => {
    expect(fillPlaceholders("Hi {{FirstName}}!", { ...names, FirstName: "  Jane " })).toBe("Hi Jane!");
  });

  it("leaves unknown or differently written placeholders as they are", () => {
    expect(fillPlaceholders("{{firstname}} {{Title}} {FirstName} {{FirstName}", names)).toBe(
      "{{firstname}} {{Title}} {FirstName} {{FirstName}",
    );
  });
});

describe("scriptsUpdateSchema", () => {
  it("normalises line breaks and drops NUL characters", () => {
    expect(scriptsUpdateSchema.parse({ msg1: "a\r\nb\rc\0d" })).toEqual({ msg1: "a\nb\ncd" });
  });

  it("allows a body at the limit and refuses one over it, counting characters", () => {
    expect(scriptLimit("invite")).toBe(300);
    expect(scriptLimit("followup5")).toBe(8000);
    expect(scriptsUpdateSchema.safeParse({ invite: "😀".repeat(300) }).success).toBe(true);
    const over = scriptsUpdateSchema.safeParse({ invite: "😀".repeat(301) });
    expect(over.error?.issues.map((issue) => issue.message)).toEqual([
      "Connection Invite (invite) must be at most 300 characters, LinkedIn's limit for an invitation note; it has 301",
    ]);
    const long = scriptsUpdateSchema.safeParse({ msg2: "x".repeat(12_345) });
    expect(long.error?.issues.map((issue) => issue.message)).toEqual([
      "Message 2 (msg2) must be at most 8,000 characters; it has 12,345",
    ]);
  });

  it("refuses unknown templates, an empty update and a body that is not text", () => {
    const templates = "invite, msg1, msg2, msg3, msg4, followup1, followup2, followup3, followup4, followup5";
    expect(scriptsUpdateSchema.safeParse({ msg9: "x" }).error?.issues[0]?.message).toBe(
      `Unknown template "msg9": templates are ${templates}`,
    );
    expect(scriptsUpdateSchema.safeParse({}).error?.issues[0]?.message).toBe(
      `Send at least one template to save: ${templates}`,
    );
    expect(scriptsUpdateSchema.safeParse({ msg1: 5 }).error?.issues[0]?.message).toBe(
      "Message 1 (msg1) must be text",
    );
  });

  it("allows an empty body", () => {
    expect(scriptsUpdateSchema.parse({ msg4: "" })).toEqual({ msg4: "" });
  });
});
