import { Writable } from "node:stream";
import { DrizzleQueryError } from "drizzle-orm";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { errorBody, registerErrorHandler } from "../../src/server/core/http/errors.js";

const UNAVAILABLE = "The database is unavailable right now. Please try again in a moment.";

const lostConnection = () =>
  new DrizzleQueryError("select * from users", [], new Error("Connection terminated unexpectedly"));

/** The app's error handler on a bare Fastify whose log lines are kept for the test to read. */
let app: FastifyInstance;
const logLines: Record<string, unknown>[] = [];

beforeAll(async () => {
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split("\n")) if (line.trim()) logLines.push(JSON.parse(line));
      done();
    },
  });
  app = Fastify({ logger: { level: "info", stream } });
  registerErrorHandler(app);
  app.addHook("onRequest", async (request) => {
    if (request.url === "/in-hook") throw lostConnection();
  });
  app.get("/read", async () => {
    throw lostConnection();
  });
  app.get("/in-hook", async () => ({ ok: true }));
  app.patch("/write", async () => {
    throw Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });
  });
  app.get("/bug", async () => {
    throw new Error("a bug");
  });
  await app.ready();
});
afterAll(() => app.close());

describe("the answer while the database is unreachable", () => {
  it.each([
    ["a read whose query lost its connection", "GET", "/read"],
    ["a write that could not connect", "PATCH", "/write"],
    ["a request whose session lookup failed in a hook", "GET", "/in-hook"],
  ] as const)("%s is a 503 with Retry-After and the plain message", async (_label, method, url) => {
    const response = await app.inject({ method, url });
    expect(response.statusCode).toBe(503);
    expect(response.headers["retry-after"]).toBe("5");
    expect(response.json()).toEqual(errorBody(503, UNAVAILABLE, { code: "database_unavailable" }));
  });

  it("is logged once as a warning with the reason, without a stack or the failed query", async () => {
    const before = logLines.length;
    await app.inject({ method: "GET", url: "/read" });
    const lines = logLines.slice(before);
    const logged = lines.filter((line) => line.msg === "database unavailable");
    expect(logged).toEqual([
      expect.objectContaining({ level: 40, reason: "Connection terminated unexpectedly" }),
    ]);
    expect(JSON.stringify(logged)).not.toMatch(/stack|select \* from users/);
    expect(lines.filter((line) => Number(line.level) >= 50)).toEqual([]);
  });

  it("any other failure is still a 500 logged as an error", async () => {
    const before = logLines.length;
    const response = await app.inject({ method: "GET", url: "/bug" });
    expect(response.statusCode).toBe(500);
    expect(response.headers["retry-after"]).toBeUndefined();
    expect(logLines.slice(before).some((line) => line.level === 50 && line.msg === "request failed")).toBe(
      true,
    );
  });
});
