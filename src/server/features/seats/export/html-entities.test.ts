import { describe, expect, it } from "vitest";
import { decodeCharacterReferences } from "./html-entities.js";

describe("decodeCharacterReferences", () => {
  it("gives back the characters LinkedIn wrote as references", () => {
    expect(
      decodeCharacterReferences("Q3 &amp; Q4 &lt;3 &gt; &quot;hi&quot; it&#39;s &#x1F600; &#128512;"),
    ).toBe('Q3 & Q4 <3 > "hi" it\'s 😀 😀');
  });

  it("decodes once: a written reference stays a reference", () => {
    expect(decodeCharacterReferences("&amp;lt;")).toBe("&lt;");
  });

  it("keeps what names no character, and everything else, as written", () => {
    const text = 'a & b, "c"\r\nd &unknown; &#xD800; &#0; &#x110000; 🚀 &';
    expect(decodeCharacterReferences(text)).toBe(text);
  });
});
