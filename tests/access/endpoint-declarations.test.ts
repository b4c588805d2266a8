import Fastify from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { describeAccess, isValidAccess, scopeSource } from "../../src/server/core/http/access.js";
import { registerEndpoint } from "../../src/server/core/http/endpoint-route.js";
import { endpoint } from "../../src/shared/contracts/endpoint.js";

const campaignCall = endpoint({
  method: "PUT",
  path: "/api/campaigns/:id/things",
  params: z.object({ id: z.uuid() }),
  body: z.object({ name: z.string() }),
  response: { 200: z.object({ name: z.string() }) },
  access: { campaign: (input) => input.params.id, write: true },
  summary: "Save a campaign's things",
  tag: "Campaigns",
});

describe("an endpoint declared once", () => {
  it("reads where its scope's id is from the rule's reader", () => {
    expect(scopeSource(campaignCall.access)).toBe("params.id");
    expect(describeAccess(campaignCall.access)).toBe("campaign params.id write");
    expect(isValidAccess(campaignCall.access)).toBe(true);
  });

  it("types the rule from the record's schemas and the handler's context from the rule", () => {
    endpoint({
      method: "GET",
      path: "/api/campaigns/:id/things",
      params: z.object({ id: z.uuid() }),
      response: { 200: z.object({ name: z.string() }) },
      // @ts-expect-error: the params have no `campaignId`
      access: { campaign: (input) => input.params.campaignId },
      summary: "Things",
      tag: "Campaigns",
    });
    endpoint({
      method: "GET",
      path: "/api/prospects/:id/things",
      params: z.object({ id: z.uuid() }),
      response: { 200: z.object({ name: z.string() }) },
      // @ts-expect-error: only a campaign may be optional
      access: { prospect: (input) => input.params.id, optional: true },
      summary: "Things",
      tag: "Prospects",
    });
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    registerEndpoint(app, campaignCall, async ({ campaign, body }) => ({
      name: `${campaign.campaignId}: ${body.name}`,
    }));
    // Never registered (the route exists already): what matters is that it does not compile.
    const askingForAnotherScope = () =>
      // @ts-expect-error: the record declares a campaign, not a prospect
      registerEndpoint(app, campaignCall, async ({ prospect }) => ({ name: String(prospect) }));
    expect(askingForAnotherScope).toBeTypeOf("function");
    expect(app.hasRoute({ method: "PUT", url: campaignCall.path })).toBe(true);
  });
});
