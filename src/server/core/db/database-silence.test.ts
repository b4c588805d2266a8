import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { awaitDatabase, boundRequestDatabaseWaits, startDatabaseWait } from "./database-silence.js";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** An app whose one route runs `probe` inside a request, with a silence limit of `limitMs`. */
async function appWith(limitMs: number, probe: () => Promise<unknown>) {
  const app = Fastify();
  boundRequestDatabaseWaits(app, limitMs);
  app.post("/probe", async () => ({ result: await probe() }));
  await app.ready();
  return app;
}

describe("a request's silence from the database", () => {
  it("has no clock outside a request: jobs and start-up keep each stage's own limits", () => {
    expect(startDatabaseWait().leftMs).toBeNull();
  });

  it("runs one clock across the request's waits until the database answers, then starts afresh", async () => {
    const app = await appWith(1_000, async () => {
      const first = startDatabaseWait();
      await sleep(120);
      // A second wait while nothing has answered yet (a new connection after a pool wait) gets what is left.
      const second = startDatabaseWait();
      second.answered();
      const third = startDatabaseWait();
      return { first: first.leftMs, second: second.leftMs, third: third.leftMs };
    });
    // Over a socket, with a body: the store must survive the socket's callbacks that deliver it.
    const address = await app.listen({ port: 0, host: "127.0.0.1" });
    const response = await fetch(`${address}/probe`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ any: "body" }),
    });
    const { first, second, third } = ((await response.json()) as { result: Record<string, number> }).result;
    expect(first).toBe(1_000);
    expect(second).toBeLessThanOrEqual(1_000 - 100);
    expect(third).toBe(1_000);
    await app.close();
  });

  it("keeps the clock running while a shared round trip is under way, and stops it when it answers", async () => {
    const app = await appWith(1_000, async () => {
      const heard = await awaitDatabase(Promise.resolve("heard"));
      const afterAnswer = startDatabaseWait().leftMs;
      startDatabaseWait().answered();
      await awaitDatabase(sleep(60).then(() => Promise.reject(new Error("listening connection lost")))).catch(
        () => {},
      );
      return { heard, afterAnswer, afterFailure: startDatabaseWait().leftMs };
    });
    const { heard, afterAnswer, afterFailure } = (
      await app.inject({ method: "POST", url: "/probe", payload: {} })
    ).json().result;
    expect({ heard, afterAnswer }).toEqual({ heard: "heard", afterAnswer: 1_000 });
    expect(afterFailure).toBeLessThanOrEqual(1_000 - 50);
    await app.close();
  });

  it("does nothing with a limit of 0", async () => {
    const app = await appWith(0, async () => startDatabaseWait().leftMs);
    expect((await app.inject({ method: "POST", url: "/probe", payload: {} })).json()).toEqual({
      result: null,
    });
    await app.close();
  });
});
