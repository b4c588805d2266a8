import Fastify from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { registerEndpoint } from "../../src/server/core/http/endpoint-route.js";
import { installOpenApi } from "../../src/server/core/openapi/openapi.js";
import { endpoint } from "../../src/shared/contracts/endpoint.js";
import { buildCheckedApp } from "../helpers/documented-answers.js";
import { createTestApp } from "../helpers/test-app.js";

const thing = endpoint({
  method: "GET",
  path: "/api/things/:id",
  params: z.object({ id: z.string() }),
  response: { 200: z.object({ name: z.string() }) },
  access: "public",
  summary: "A thing",
  tag: "System",
});

/** A tiny app whose routes answer right for some ids and wrong for others. */
async function tinyApp() {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await installOpenApi(app);
  registerEndpoint(app, thing, async ({ request, reply }) => {
    const { id } = request.params;
    if (id === "right") return { name: "A thing" };
    if (id === "missing") return reply.code(404).send({ message: "No such thing", code: "not_found" });
    if (id === "teapot") return reply.code(418).send({ message: "I am a teapot" });
    // Sent as text, past the serialiser: a body the document does not promise.
    return reply.type("application/json").send(JSON.stringify({ title: 42 }));
  });
  // A documented download (text/csv) that sends a page instead.
  app.get("/api/download-template/prospect", { config: { access: "public" } }, async (_request, reply) =>
    reply.type("text/html").send("<p>Not a CSV</p>"),
  );
  return app;
}

describe("the check of answers against the OpenAPI document", () => {
  it("passes documented answers and names each route, status and problem of the others", async () => {
    const { app, answers } = await buildCheckedApp(tinyApp);
    await app.ready();
    for (const url of ["/api/things/right", "/api/things/missing", "/api/things/nowhere/else"]) {
      await app.inject({ method: "GET", url });
    }
    expect(answers.violations).toEqual([]);

    await app.inject({ method: "GET", url: "/api/things/wrong" });
    await app.inject({ method: "GET", url: "/api/things/teapot" });
    await app.inject({ method: "GET", url: "/api/download-template/prospect" });
    expect(answers.violations).toEqual([
      expect.stringMatching(
        /^GET \/api\/things\/:id answered 200: the body does not match the documented schema: name: /,
      ),
      'GET /api/things/:id answered 418: status not documented ({"message":"I am a teapot"})',
      "GET /api/download-template/prospect answered 200: text/html, not one of text/csv",
    ]);
    await app.close();
  });

  it("checks only the app it builds", async () => {
    const { app, answers } = await buildCheckedApp(tinyApp);
    const other = await tinyApp();
    await Promise.all([app.ready(), other.ready()]);
    await other.inject({ method: "GET", url: "/api/things/teapot" });
    expect(answers.violations).toEqual([]);
    await Promise.all([app.close(), other.close()]);
  });

  it("fails the test app's close, naming every answer that differs", async () => {
    const t = await createTestApp();
    const signIn = await t.app.inject({ method: "POST", url: "/api/auth/login", payload: {} });
    expect(signIn.statusCode).toBe(400);
    expect(t.answers.violations).toEqual([]);
    t.answers.violations.push("GET /api/things/:id answered 418: status not documented");
    await expect(t.close()).rejects.toThrow(
      "Answers that differ from the OpenAPI document:\nGET /api/things/:id answered 418: status not documented",
    );
    // It builds an app of its own (a database copied from the template, the job queue started): the
    // suite's hook time, not the 5 s of a test that uses a shared app.
  }, 30_000);
});
