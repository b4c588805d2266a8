import { describe, expect, it } from "vitest";
import { securityHeadersOf } from "./security-headers.js";

describe("security headers worked out once", () => {
  it("are helmet's for the options: the policy as written, HSTS only when asked", () => {
    const options = {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: { defaultSrc: ["'self'"], objectSrc: ["'none'"] },
      },
    };
    const plain = new Map(securityHeadersOf({ ...options, strictTransportSecurity: false }));
    expect(plain.get("Content-Security-Policy")).toBe("default-src 'self';object-src 'none'");
    expect(plain.get("X-Content-Type-Options")).toBe("nosniff");
    expect(plain.has("Strict-Transport-Security")).toBe(false);

    const secure = new Map(securityHeadersOf(options));
    expect(secure.get("Strict-Transport-Security")).toMatch(/^max-age=\d+/);
  });
});
