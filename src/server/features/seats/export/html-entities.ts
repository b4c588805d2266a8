const NAMED = new Map([
  ["amp", "&"],
  ["lt", "<"],
  ["gt", ">"],
  ["quot", '"'],
  ["apos", "'"],
  ["nbsp", "\u00a0"],
]);

// Bounded repetitions: a cell full of "&" costs no backtracking.
const REFERENCE = /&(?:#(\d{1,7})|#[xX]([0-9a-fA-F]{1,6})|([a-zA-Z]{2,6}));/g;

/**
 * LinkedIn's export writes message content with HTML character references ("&amp;", "&lt;", "&#39;",
 * "&#x1F600;") where the member typed the character: this gives back what was typed. References that
 * name no character (an unknown name, a surrogate, past U+10FFFF) stay as written, and so does every
 * other character; one pass, so "&amp;lt;" is "&lt;".
 */
export function decodeCharacterReferences(text: string): string {
  if (!text.includes("&")) return text;
  return text.replace(REFERENCE, (reference, decimal?: string, hex?: string, name?: string) => {
    if (name !== undefined) return NAMED.get(name.toLowerCase()) ?? reference;
    const code = decimal !== undefined ? Number.parseInt(decimal, 10) : Number.parseInt(hex ?? "", 16);
    const valid = code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff);
    return valid ? String.fromCodePoint(code) : reference;
  });
}
