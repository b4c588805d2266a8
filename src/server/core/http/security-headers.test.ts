import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { installSecurityHeaders, resourceHeadersOf, securityHeadersOf } from "./security-headers.js";

const PAGE_POLICY = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: { defaultSrc: ["'self'"], frameAncestors: ["'none'"] },
  },
};

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

  it("for answers that are not pages: nothing loads or frames them, no sniffing, same-origin reads only", () => {
    expect(new Map(resourceHeadersOf({ strictTransportSecurity: false }))).toEqual(
      new Map([
        ["Content-Security-Policy", "default-src 'none';frame-ancestors 'none'"],
        ["Cross-Origin-Resource-Policy", "same-origin"],
        ["X-Content-Type-Options", "nosniff"],
      ]),
    );
    const secure = new Map(resourceHeadersOf({ strictTransportSecurity: true }));
    expect(secure.get("Strict-Transport-Security")).toMatch(/^max-age=\d+/);
  });
});

describe("security headers on answers", () => {
  async function appWithHeaders() {
    const app = Fastify();
    installSecurityHeaders(app, { ...PAGE_POLICY, strictTransportSecurity: false });
    app.get("/json", async () => ({ ok: true }));
    app.get("/page", async (_request, reply) => reply.type("text/html; charset=utf-8").send("<p>hi</p>"));
    app.get("/stream", (_request, reply) => {
      reply.hijack();
      reply.raw.writeHead(200, { "content-type": "text/event-stream" });
      reply.raw.end("data: 1\n\n");
    });
    await app.ready();
    return app;
  }

  it("an HTML page carries the page's whole set; JSON and a raw stream the resource set", async () => {
    const app = await appWithHeaders();
    try {
      const page = await app.inject({ method: "GET", url: "/page" });
      expect(page.headers["content-security-policy"]).toBe("default-src 'self';frame-ancestors 'none'");
      expect(page.headers["cross-origin-opener-policy"]).toBe("same-origin");
      expect(page.headers["referrer-policy"]).toBe("no-referrer");
      expect(page.headers["x-frame-options"]).toBe("SAMEORIGIN");

      for (const url of ["/json", "/stream"]) {
        const answer = await app.inject({ method: "GET", url });
        expect(answer.headers["content-security-policy"], url).toBe(
          "default-src 'none';frame-ancestors 'none'",
        );
        expect(answer.headers["x-content-type-options"], url).toBe("nosniff");
        expect(answer.headers["cross-origin-resource-policy"], url).toBe("same-origin");
        expect(answer.headers["cross-origin-opener-policy"], url).toBeUndefined();
      }
    } finally {
      await app.close();
    }
  });
});
