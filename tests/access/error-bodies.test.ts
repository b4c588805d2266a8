import { describe, expect, it } from "vitest";
import { endpointUrl } from "../../src/shared/contracts/endpoint.js";
import { prospectEndpoints } from "../../src/shared/contracts/endpoints/prospects.js";
import { errorBodySchema } from "../../src/shared/contracts/errors.js";
import { uniqueEmail } from "../helpers/factories.js";
import { CLIENTS, SDRS } from "../helpers/management.js";
import { tenancySuite } from "../helpers/tenancy.js";
import { authed } from "../helpers/test-app.js";

const { t, tenancy } = tenancySuite();

const sdr = () => authed(t.app, tenancy.sdr.cookie);

/** The answer's status and body, after checking the body is the one error shape every non-2xx has. */
function errorOf(response: { statusCode: number; json: () => unknown }) {
  const body = errorBodySchema.parse(response.json());
  return { status: response.statusCode, ...body };
}

describe("error bodies: { message, code, field? } on every non-2xx", () => {
  it("a validation failure names the field of its first issue", async () => {
    const url = endpointUrl(prospectEndpoints.update, { params: { id: tenancy.a.ids.prospectId } });
    const response = await sdr().patch(url, { m1: "yes" });
    expect(errorOf(response)).toMatchObject({ status: 400, code: "validation", field: "m1" });
  });

  it("an error about one field names it, and its message keeps the field's name in front", async () => {
    const created = await sdr().post(CLIENTS, { companyName: "Field Co", clientName: "Field Client" });
    expect(created.statusCode).toBe(201);
    const invite = await sdr().post(`${CLIENTS}/${created.json().id}/invitation`, {});
    expect(errorOf(invite)).toEqual({
      status: 400,
      code: "validation",
      field: "loginEmail",
      message: "loginEmail: Set a login email before inviting",
    });
  });

  it("an e-mail already in use is a 409 naming the form's field: email for an SDR, loginEmail for a client", async () => {
    const email = uniqueEmail("taken");
    expect((await sdr().post(SDRS, { name: "First Holder", email })).statusCode).toBe(201);
    expect(errorOf(await sdr().post(SDRS, { name: "Second Holder", email }))).toMatchObject({
      status: 409,
      code: "conflict",
      field: "email",
    });
    const client = await sdr().post(CLIENTS, {
      companyName: "Clash Co",
      clientName: "Clash",
      loginEmail: email,
    });
    expect(errorOf(client)).toMatchObject({ status: 409, code: "conflict", field: "loginEmail" });
  });

  it("access failures carry their kind and no field", async () => {
    const list = endpointUrl(prospectEndpoints.list, { params: { id: tenancy.b.ids.campaignId } });
    const asClientA = authed(t.app, tenancy.a.clientCookie);
    expect(errorOf(await authed(t.app, undefined).get(list))).toEqual({
      status: 401,
      code: "unauthorized",
      message: "Please sign in to continue.",
    });
    expect(errorOf(await asClientA.get(list))).toEqual({
      status: 404,
      code: "not_found",
      message: "Campaign not found",
    });
    const ownProspect = endpointUrl(prospectEndpoints.update, { params: { id: tenancy.a.ids.prospectId } });
    expect(errorOf(await asClientA.patch(ownProspect, { m1: true }))).toEqual({
      status: 403,
      code: "forbidden",
      message: "Clients can view their campaign but not change it.",
    });
  });

  it("an unknown API path and a NUL character have codes of their own", async () => {
    expect(errorOf(await sdr().get("/api/no-such-thing"))).toMatchObject({ status: 404, code: "not_found" });
    const url = endpointUrl(prospectEndpoints.captureReply, { params: { id: tenancy.a.ids.prospectId } });
    expect(errorOf(await sdr().post(url, { content: "hi\u0000there" }))).toEqual({
      status: 400,
      code: "nul_character",
      field: "content",
      message: "content must not contain a NUL character",
    });
  });
});
