import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createCompany } from "../../../../tests/helpers/factories.js";
import { SDRS } from "../../../../tests/helpers/management.js";
import { createProspects } from "../../../../tests/helpers/prospects.js";
import { connectPanel, panelVerifier } from "../../../../tests/helpers/side-panel.js";
import { prospectPath, signInSdrRole, workspaceSuite } from "../../../../tests/helpers/workspace.js";
import { sidePanelEndpoints as api } from "../../../shared/contracts/endpoints/side-panel.js";
import {
  PANEL_ALREADY_PROSPECT,
  PANEL_CODE_INVALID,
  PANEL_IN_POOL,
  PANEL_NOT_HERE,
  PANEL_TOKEN_INVALID,
  type PanelConnection,
  type PanelLookup,
} from "../../../shared/contracts/side-panel.js";
import { panelGrants, prospects } from "../../core/db/schema/index.js";
import { normalizeLinkedinUrl } from "../../core/prospect-fields/dedup.js";

const { t, w } = workspaceSuite("Panel Client Co");

const lookupPath = (url: string) => `${api.lookup.path}?url=${encodeURIComponent(url)}`;
const addPath = (campaignId: string) => `/api/campaigns/${campaignId}/prospects`;

/** Prospects whose pool identity is their profile address, as an import makes it. */
async function profileProspects(campaignId: string, n: number) {
  const made = await createProspects(t.db, campaignId, n);
  for (const prospect of made) {
    const [row] = await t.db
      .select({ url: prospects.linkedinUrl })
      .from(prospects)
      .where(eq(prospects.id, prospect.prospectId));
    await t.db
      .update(prospects)
      .set({ dedupKey: normalizeLinkedinUrl(row?.url) as string })
      .where(eq(prospects.id, prospect.prospectId));
  }
  return Promise.all(
    made.map(async (prospect) => {
      const [row] = await t.db
        .select({ url: prospects.linkedinUrl })
        .from(prospects)
        .where(eq(prospects.id, prospect.prospectId));
      return { ...prospect, url: row?.url as string };
    }),
  );
}

describe("connecting a side panel", () => {
  it("trades a code and the verifier behind its challenge for a token with the person's rights", async () => {
    const { token, connection, user, panel } = await connectPanel(t.app, w.sdr.api, "Chrome on Linux");
    expect(token).toMatch(/^odp_[A-Za-z0-9_-]{43}$/);
    expect(connection.label).toBe("Chrome on Linux");
    expect(user).toEqual({ name: "Sam Sdr", email: w.sdr.email });

    const me = await panel.get("/api/auth/me");
    expect(me.statusCode, me.body).toBe(200);
    expect(me.json()).toMatchObject({ type: "sdr", email: w.sdr.email });

    const listed = await w.sdr.api.get(api.list.path);
    expect(listed.statusCode, listed.body).toBe(200);
    const mine = (listed.json() as PanelConnection[]).find((entry) => entry.id === connection.id);
    expect(mine).toMatchObject({ label: "Chrome on Linux" });
    expect(mine?.lastUsedAt).not.toBeNull();
  });

  it("takes the trade from the extension's page, whose Origin is chrome-extension://", async () => {
    const { verifier, challenge } = panelVerifier();
    const code = (await w.sdr.api.post(api.grant.path, { challenge })).json().code as string;
    const traded = await t.app.inject({
      method: "POST",
      url: api.token.path,
      headers: { origin: "chrome-extension://abcdefghijklmnopabcdefghijklmnop" },
      payload: { code, verifier, label: "Chrome side panel" },
    });
    expect(traded.statusCode, traded.body).toBe(201);
    expect(traded.json().token).toMatch(/^odp_/);
  });

  it("spends a code on the first try: a wrong verifier, a second use and an expired code are refused", async () => {
    const { verifier, challenge } = panelVerifier();
    const code = (await w.sdr.api.post(api.grant.path, { challenge })).json().code as string;
    const wrong = await w.anonymous.post(api.token.path, { code, verifier: panelVerifier().verifier });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(PANEL_CODE_INVALID);
    const late = await w.anonymous.post(api.token.path, { code, verifier });
    expect(late.statusCode).toBe(400);

    const again = panelVerifier();
    const expiring = (await w.sdr.api.post(api.grant.path, { challenge: again.challenge })).json().code;
    await t.db.update(panelGrants).set({ expiresAt: sql`now() - interval '1 second'` });
    const expired = await w.anonymous.post(api.token.path, { code: expiring, verifier: again.verifier });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toBe(PANEL_CODE_INVALID);
  });

  it("refuses a malformed challenge, a grant without a session, and a client's grant", async () => {
    const short = await w.sdr.api.post(api.grant.path, { challenge: "abc" });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toContain("challenge must be 43 characters");
    const { challenge } = panelVerifier();
    expect((await w.anonymous.post(api.grant.path, { challenge })).statusCode).toBe(401);
    expect((await w.client.api.post(api.grant.path, { challenge })).statusCode).toBe(403);
    // Someone who only knows an address gets nothing: a made-up code is refused.
    const guessed = await w.anonymous.post(api.token.path, {
      code: "made-up",
      verifier: panelVerifier().verifier,
    });
    expect(guessed.statusCode).toBe(400);
  });

  it("a panel's token never reaches what needs the person at the app, and disconnects itself", async () => {
    const { panel } = await connectPanel(t.app, w.sdr.api);
    for (const [method, path, body] of [
      ["GET", api.list.path, undefined],
      ["POST", api.grant.path, { challenge: panelVerifier().challenge }],
      ["POST", "/api/api-keys", { name: "From the panel", readOnly: false }],
      ["PATCH", "/api/auth/me", { name: "Renamed" }],
    ] as const) {
      const response = await panel.request(method, path, body);
      expect(response.statusCode, `${method} ${path}`).toBe(403);
      expect(response.json().message).toBe(PANEL_NOT_HERE);
    }
    const gone = await panel.delete(api.disconnect.path);
    expect(gone.statusCode, gone.body).toBe(204);
    const after = await panel.get("/api/auth/me");
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toBe(PANEL_TOKEN_INVALID);
  });

  it("a revoked token, and a Terminated person's, answer 401 'Connect again'", async () => {
    const { panel, connection } = await connectPanel(t.app, w.sdr.api);
    const revoked = await w.sdr.api.delete(`/api/side-panel/connections/${connection.id}`);
    expect(revoked.statusCode, revoked.body).toBe(204);
    expect((await panel.get(api.lookup.path.concat("?url=x"))).statusCode).toBe(401);
    expect((await w.sdr.api.delete(`/api/side-panel/connections/${connection.id}`)).statusCode).toBe(404);

    const rep = await signInSdrRole(t, []);
    const repPanel = await connectPanel(t.app, rep.api);
    // Another person's connection is not theirs to revoke.
    expect((await w.sdr.api.delete(`/api/side-panel/connections/${repPanel.connection.id}`)).statusCode).toBe(
      404,
    );
    const terminated = await w.sdr.api.patch(`${SDRS}/${rep.sdrId}`, { status: "Terminated" });
    expect(terminated.statusCode, terminated.body).toBe(200);
    const refused = await repPanel.panel.get("/api/auth/me");
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toBe(PANEL_TOKEN_INVALID);
  });

  it("a made-up token is refused even with a valid cookie beside it", async () => {
    const forged = await w.sdr.api.get("/api/auth/me", {
      headers: { authorization: `Bearer odp_${"a".repeat(43)}` },
    });
    expect(forged.statusCode).toBe(401);
    expect(forged.json().message).toBe(PANEL_TOKEN_INVALID);
  });
});

describe("the profile lookup", () => {
  it("finds the person in any address form, with the next step, its script, SDR and seat", async () => {
    const [person] = await profileProspects(w.company.campaignId, 1);
    if (!person) throw new Error("no prospect made");
    const { panel } = await connectPanel(t.app, w.sdr.api);
    const slug = person.url.split("/in/")[1] as string;
    for (const url of [
      person.url,
      `http://uk.linkedin.com/in/${slug.toUpperCase()}/?miniProfileUrn=x#top`,
      `https://www.linkedin.com/in/${slug}/details/experience/`,
    ]) {
      const found = await panel.get(lookupPath(url));
      expect(found.statusCode, found.body).toBe(200);
      const body = found.json() as PanelLookup;
      expect(body.assignments, url).toHaveLength(1);
      const [assignment] = body.assignments;
      expect(assignment?.client).toBe("Panel Client Co");
      expect(assignment?.prospect.id).toBe(person.id);
      expect(assignment?.prospect.next).toMatchObject({ kind: "step", step: "invite" });
      expect(assignment?.script.length).toBeGreaterThan(0);
      expect(assignment?.today).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });

  it("finds nobody at a Sales Navigator or company address, and lists where the person may be added", async () => {
    const { panel } = await connectPanel(t.app, w.sdr.api);
    for (const url of [
      "https://www.linkedin.com/sales/lead/ACwAAA,NAME_SEARCH",
      "https://www.linkedin.com/company/acme/",
      "https://example.com/in/someone",
    ]) {
      const body = (await panel.get(lookupPath(url))).json() as PanelLookup;
      expect(body.profileUrl, url).toBeNull();
      expect(body.assignments).toEqual([]);
    }
    const stranger = (await panel.get(lookupPath("https://www.linkedin.com/in/nobody-here-1"))).json();
    expect(stranger.profileUrl).toBe("https://www.linkedin.com/in/nobody-here-1");
    expect(stranger.campaigns.map((campaign: { id: string }) => campaign.id)).toContain(w.company.campaignId);
  });

  it("an SDR's token has the SDR's rights: only the campaigns they work, and no ticks elsewhere", async () => {
    const worked = await createCompany(t.db, { companyName: "Worked Client" });
    const other = await createCompany(t.db, { companyName: "Unworked Client" });
    const [mine] = await profileProspects(worked.campaignId, 1);
    const [theirs] = await profileProspects(other.campaignId, 1);
    const rep = await signInSdrRole(t, [worked.companyId]);
    const { panel } = await connectPanel(t.app, rep.api);

    const seen = (await panel.get(lookupPath(mine?.url as string))).json() as PanelLookup;
    expect(seen.assignments).toHaveLength(1);
    expect(seen.campaigns.map((campaign) => campaign.client)).toEqual(["Worked Client"]);
    const hidden = (await panel.get(lookupPath(theirs?.url as string))).json() as PanelLookup;
    expect(hidden.assignments).toEqual([]);

    const tick = await panel.patch(prospectPath(mine?.id as string), { invite: true });
    expect(tick.statusCode, tick.body).toBe(200);
    expect(tick.json()).toMatchObject({ invite: true });
    expect((await panel.patch(prospectPath(theirs?.id as string), { invite: true })).statusCode).toBe(404);
    expect((await panel.post(addPath(other.campaignId), personTyped("Elsewhere"))).statusCode).toBe(404);
  });

  it("is for staff: a client's session is refused", async () => {
    expect((await w.client.api.get(lookupPath("https://www.linkedin.com/in/x"))).statusCode).toBe(403);
    expect((await w.anonymous.get(lookupPath("https://www.linkedin.com/in/x"))).statusCode).toBe(401);
  });
});

let typedCount = 0;
function personTyped(lastName: string, overrides: Record<string, string> = {}) {
  typedCount += 1;
  return {
    firstName: "Nova",
    lastName,
    jobTitle: "Head of Sales",
    company: "Nova Labs",
    linkedinUrl: `https://www.linkedin.com/in/nova-${typedCount}-${Date.now()}`,
    ...overrides,
  };
}

describe("adding a person from the panel", () => {
  it("adds one prospect as a one-row import, then finds them; the same person again is refused", async () => {
    const { panel } = await connectPanel(t.app, w.sdr.api);
    const typed = personTyped("Added");
    const added = await panel.post(addPath(w.company.campaignId), typed);
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toMatchObject({
      firstName: "Nova",
      lastName: "Added",
      campaignId: w.company.campaignId,
    });

    const found = (await panel.get(lookupPath(typed.linkedinUrl))).json() as PanelLookup;
    expect(found.assignments.map((entry) => entry.prospect.lastName)).toEqual(["Added"]);
    const batches = (await w.sdr.api.get("/api/import-batches")).json() as { fileName: string }[];
    expect(batches.some((batch) => batch.fileName === "Side panel")).toBe(true);

    const twice = await panel.post(addPath(w.company.campaignId), typed);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(PANEL_ALREADY_PROSPECT);
    const elsewhere = await createCompany(t.db, { companyName: "Other Pool Client" });
    const inPool = await panel.post(addPath(elsewhere.campaignId), typed);
    expect(inPool.statusCode).toBe(409);
    expect(inPool.json().message).toBe(PANEL_IN_POOL);
  });

  it("refuses a missing field or an address that is no profile, saying which, and writes nothing", async () => {
    const { panel } = await connectPanel(t.app, w.sdr.api);
    const missing = await panel.post(
      addPath(w.company.campaignId),
      personTyped("NoTitle", { jobTitle: " " }),
    );
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe("Missing Job Title");
    const company = await panel.post(
      addPath(w.company.campaignId),
      personTyped("Company", { linkedinUrl: "https://www.linkedin.com/company/acme" }),
    );
    expect(company.statusCode).toBe(400);
    expect(company.json().message).toContain("LinkedIn URL is not a LinkedIn profile address");
    const batches = (await w.sdr.api.get("/api/import-batches")).json() as { fileName: string }[];
    expect(batches.filter((batch) => batch.fileName === "Side panel")).toHaveLength(1);
  });

  it("keeps a person on the do-not-contact list out", async () => {
    const { panel } = await connectPanel(t.app, w.sdr.api);
    const typed = personTyped("Listed");
    const listed = await w.sdr.api.post("/api/suppressions", {
      kind: "linkedin",
      value: typed.linkedinUrl,
      reason: "objected",
      campaignId: null,
    });
    expect(listed.statusCode, listed.body).toBe(201);
    const refused = await panel.post(addPath(w.company.campaignId), typed);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain("do-not-contact");
  });

  it("is refused to the client, whose access is read-only", async () => {
    const response = await w.client.api.post(addPath(w.company.campaignId), personTyped("Client"));
    expect(response.statusCode).toBe(403);
  });
});
