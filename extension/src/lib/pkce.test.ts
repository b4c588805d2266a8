import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { base64url, challengeOf, createVerifier } from "./pkce";

describe("PKCE", () => {
  it("makes a fresh 43-character base64url verifier each time", () => {
    const verifier = createVerifier();
    expect(verifier).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(createVerifier()).not.toBe(verifier);
  });

  it("challenges with the base64url SHA-256 of the verifier (RFC 7636 appendix B)", async () => {
    const verifier = "dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk";
    expect(await challengeOf(verifier)).toBe("E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM");
    const other = createVerifier();
    expect(await challengeOf(other)).toBe(createHash("sha256").update(other).digest("base64url"));
  });

  it("writes base64url without padding", () => {
    expect(base64url(new Uint8Array([251, 255]))).toBe("-_8");
  });
});
