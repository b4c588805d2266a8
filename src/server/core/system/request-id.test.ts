import { describe, expect, it } from "vitest";
import { testAppSuite } from "../../../../tests/helpers/test-app.js";

const t = testAppSuite();

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** Requests answering 200, a 401, a 403 from the origin check, a 400, a 404 route and an unknown path. */
const kinds = [
  { method: "GET", url: "/api/health", status: 200 },
  { method: "GET", url: "/api/auth/me", status: 401 },
  {
    method: "POST",
    url: "/api/auth/login",
    headers: { origin: "https://evil.example" },
    payload: {},
    status: 403,
  },
  { method: "POST", url: "/api/auth/login", payload: { email: "x" }, status: 400 },
  { method: "GET", url: "/api/nothing-here", status: 404 },
  { method: "DELETE", url: "/api/nothing-here", status: 404 },
] as const;

function send(kind: (typeof kinds)[number], requestId?: string) {
  return t.app.inject({
    method: kind.method,
    url: kind.url,
    ...("payload" in kind ? { payload: kind.payload } : {}),
    headers: {
      ...("headers" in kind ? kind.headers : {}),
      ...(requestId === undefined ? {} : { "x-request-id": requestId }),
    },
  });
}

describe("request ids", () => {
  it("echoes an acceptable incoming X-Request-Id on every answer, errors and 404s included", async () => {
    for (const kind of kinds) {
      const id = `lb-${kind.status}.trace:42_${kind.method}`;
      const response = await send(kind, id);
      expect(response.statusCode, `${kind.method} ${kind.url}`).toBe(kind.status);
      expect(response.headers["x-request-id"], `${kind.method} ${kind.url}`).toBe(id);
    }
    const longest = "a".repeat(128);
    expect((await send(kinds[0], longest)).headers["x-request-id"]).toBe(longest);
  });

  it("answers a new UUID for a missing or unacceptable X-Request-Id", async () => {
    const unacceptable = [
      undefined,
      "",
      "a".repeat(129),
      "has space",
      "semi;colon",
      "ünïcode",
      "<script>",
      "a/b",
    ];
    const seen = new Set<string>();
    for (const kind of kinds) {
      for (const incoming of unacceptable) {
        const response = await send(kind, incoming);
        const answered = response.headers["x-request-id"];
        expect(answered, `${kind.url} with ${incoming}`).toMatch(UUID);
        seen.add(String(answered));
      }
    }
    expect(seen.size).toBe(kinds.length * unacceptable.length);
  });
});
