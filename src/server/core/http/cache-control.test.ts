import { describe, expect, it } from "vitest";
import { CLIENTS, MATRIX, SDRS } from "../../../../tests/helpers/management.js";
import { tenancySuite } from "../../../../tests/helpers/tenancy.js";
import { authed } from "../../../../tests/helpers/test-app.js";
import { CONVERSATIONS, messagesPath, prospectsPath } from "../../../../tests/helpers/workspace.js";

const { t, tenancy } = tenancySuite();

describe("Cache-Control on API answers", () => {
  it("answers that carry personal data are never stored by browsers or proxies", async () => {
    const { a } = tenancy;
    const sdr = authed(t.app, tenancy.sdr.cookie);
    const client = authed(t.app, a.clientCookie);
    const answers = {
      "the signed-in user": await client.get("/api/auth/me"),
      "a campaign's prospect list": await sdr.get(prospectsPath(a.ids.campaignId)),
      "a prospect search": await client.get(prospectsPath(a.ids.campaignId, "Prospect")),
      "the SDR roster": await sdr.get(SDRS),
      "the client list": await sdr.get(CLIENTS),
      "the connection matrix": await sdr.get(MATRIX),
      "a campaign's conversations": await client.get(`${CONVERSATIONS}?campaignId=${a.ids.campaignId}`),
      "a conversation": await sdr.get(messagesPath(a.ids.conversationId)),
    };
    for (const [what, response] of Object.entries(answers)) {
      expect(response.statusCode, `${what}: ${response.body}`).toBe(200);
      expect(response.headers["cache-control"], what).toBe("no-store");
    }
  });

  it("a 304 of the prospect list, errors and unknown API paths are not stored either", async () => {
    const sdr = authed(t.app, tenancy.sdr.cookie);
    const list = await sdr.get(prospectsPath(tenancy.a.ids.campaignId));
    const unchanged = await sdr.get(prospectsPath(tenancy.a.ids.campaignId), {
      headers: { "if-none-match": String(list.headers.etag) },
    });
    const refused = await authed(t.app, tenancy.b.clientCookie).get(prospectsPath(tenancy.a.ids.campaignId));
    const signedOut = await authed(t.app, undefined).get("/api/auth/me");
    const unknown = await sdr.get("/api/no-such-thing");
    expect(
      [unchanged, refused, signedOut, unknown].map((r) => [r.statusCode, r.headers["cache-control"]]),
    ).toEqual([
      [304, "no-store"],
      [404, "no-store"],
      [401, "no-store"],
      [404, "no-store"],
    ]);
  });
});
