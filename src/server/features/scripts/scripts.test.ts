import { describe, expect, it } from "vitest";
import { createCompany, createSdrUser } from "../../../../tests/helpers/factories.js";
import { expectError, UNKNOWN_ID } from "../../../../tests/helpers/management.js";
import { authed, login } from "../../../../tests/helpers/test-app.js";
import { workspaceSuite } from "../../../../tests/helpers/workspace.js";
import {
  countCharacters,
  fillPlaceholders,
  INVITE_NOTE_LIMIT,
  MESSAGE_LIMIT,
  SCRIPT_TEMPLATES,
  type Script,
} from "../../../shared/contracts/scripts.js";
import { CAMPAIGN_NOT_FOUND, CLIENT_READ_ONLY } from "../../core/access/campaign-access.js";
import { DEFAULT_SCRIPTS } from "./default-scripts.js";

const { t, w } = workspaceSuite();

const scriptsPath = (campaignId: string) => `/api/campaigns/${campaignId}/scripts`;

/** A fresh campaign of its own, so that each test starts from the defaults. */
async function freshCampaign(): Promise<string> {
  return (await createCompany(t.db)).campaignId;
}

async function getScripts(campaignId: string, api = w.sdr.api): Promise<Script[]> {
  const response = await api.get(scriptsPath(campaignId));
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Script[];
}

const bodies = (scripts: Script[]) =>
  Object.fromEntries(scripts.map((script) => [script.template, script.body]));
const isRecent = (iso: string | null) => iso !== null && Math.abs(Date.parse(iso) - Date.now()) < 60_000;

describe("GET /api/campaigns/{id}/scripts", () => {
  it("answers the ten templates in order with labels, limits and the default texts", async () => {
    const scripts = await getScripts(await freshCampaign());
    expect(scripts.map((script) => script.template)).toEqual([...SCRIPT_TEMPLATES]);
    expect(scripts.map((script) => script.label)).toEqual([
      "Connection Invite",
      "Message 1",
      "Message 2",
      "Message 3",
      "Message 4",
      "Follow-Up 1",
      "Follow-Up 2",
      "Follow-Up 3",
      "Follow-Up 4",
      "Follow-Up 5",
    ]);
    expect(scripts.map((script) => script.limit)).toEqual([300, ...Array(9).fill(8000)]);
    for (const script of scripts) {
      expect(script.body).toBe(DEFAULT_SCRIPTS[script.template]);
      expect(script.updatedAt).toBeNull();
      expect(script.updatedBy).toBeNull();
    }
  });

  it("the default texts greet by {{FirstName}}, fit their limits and differ from each other", () => {
    const texts = Object.values(DEFAULT_SCRIPTS);
    expect(new Set(texts).size).toBe(SCRIPT_TEMPLATES.length);
    for (const template of SCRIPT_TEMPLATES) {
      const body = DEFAULT_SCRIPTS[template];
      expect(body, template).toContain("{{FirstName}}");
      expect(body.length, template).toBeGreaterThan(80);
    }
    expect(countCharacters(DEFAULT_SCRIPTS.invite)).toBeLessThanOrEqual(INVITE_NOTE_LIMIT);
    // Filled with a long name and company, the invite note still fits LinkedIn's 300 characters.
    const filled = fillPlaceholders(DEFAULT_SCRIPTS.invite, {
      FirstName: "Maximilian",
      LastName: "Featherstonehaugh",
      Company: "Northwind Logistics Group",
    });
    expect(countCharacters(filled)).toBeLessThanOrEqual(INVITE_NOTE_LIMIT);
    expect(filled).toMatch(/^Hi Maximilian, .*Northwind Logistics Group/);
  });

  it("the campaign's client reads its own campaign's scripts", async () => {
    const scripts = await getScripts(w.company.campaignId, w.client.api);
    expect(scripts).toHaveLength(10);
  });

  it("404 for another company's campaign, for a client; 404 for an unknown campaign", async () => {
    const other = await freshCampaign();
    expectError(await w.client.api.get(scriptsPath(other)), 404, CAMPAIGN_NOT_FOUND);
    expectError(await w.sdr.api.get(scriptsPath(UNKNOWN_ID)), 404, CAMPAIGN_NOT_FOUND);
  });

  it("401 without a session", async () => {
    const response = await w.anonymous.get(scriptsPath(w.company.campaignId));
    expect(response.statusCode).toBe(401);
  });

  it("400 for an id that is not one", async () => {
    expectError(await w.sdr.api.get(scriptsPath("not-an-id")), 400, "Not a valid id");
  });
});

describe("PUT /api/campaigns/{id}/scripts", () => {
  it("saves all ten, answers the saved set in order with who and when, and keeps it", async () => {
    const campaignId = await freshCampaign();
    const update = Object.fromEntries(
      SCRIPT_TEMPLATES.map((template) => [template, `Hi {{FirstName}}, this is ${template}.`]),
    );
    const response = await w.sdr.api.put(scriptsPath(campaignId), update);
    expect(response.statusCode, response.body).toBe(200);
    const saved = response.json() as Script[];
    expect(saved.map((script) => script.template)).toEqual([...SCRIPT_TEMPLATES]);
    expect(bodies(saved)).toEqual(update);
    for (const script of saved) {
      expect(isRecent(script.updatedAt), script.template).toBe(true);
      expect(script.updatedBy).toBe("Sam Sdr");
    }
    expect(await getScripts(campaignId)).toEqual(saved);
  });

  it("the campaign's client sees what an SDR saved", async () => {
    const response = await w.sdr.api.put(scriptsPath(w.company.campaignId), {
      followup2: "Shared with the client",
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(bodies(await getScripts(w.company.campaignId, w.client.api)).followup2).toBe(
      "Shared with the client",
    );
  });

  it("a subset changes only those templates; the rest keep their default or saved text", async () => {
    const campaignId = await freshCampaign();
    await w.sdr.api.put(scriptsPath(campaignId), { msg2: "Second message" });
    const response = await w.sdr.api.put(scriptsPath(campaignId), { invite: "Hello {{FirstName}}" });
    expect(response.statusCode, response.body).toBe(200);
    const scripts = response.json() as Script[];
    expect(bodies(scripts)).toEqual({
      ...DEFAULT_SCRIPTS,
      invite: "Hello {{FirstName}}",
      msg2: "Second message",
    });
    const untouched = scripts.filter((script) => !["invite", "msg2"].includes(script.template));
    for (const script of untouched) expect(script.updatedAt).toBeNull();
  });

  it("another SDR's save records them as the author; saving the same text keeps the earlier author", async () => {
    const campaignId = await freshCampaign();
    await w.sdr.api.put(scriptsPath(campaignId), { msg1: "First", msg3: "Third" });
    const other = await createSdrUser(t.db, { name: "Riley Rep" });
    const riley = authed(t.app, await login(t.app, other.email, other.password, "sdr"));
    const response = await riley.put(scriptsPath(campaignId), { msg1: "First, reworded", msg3: "Third" });
    expect(response.statusCode, response.body).toBe(200);
    const scripts = response.json() as Script[];
    expect(scripts.find((script) => script.template === "msg1")).toMatchObject({
      body: "First, reworded",
      updatedBy: "Riley Rep",
    });
    expect(scripts.find((script) => script.template === "msg3")).toMatchObject({
      body: "Third",
      updatedBy: "Sam Sdr",
    });
  });

  it("campaigns keep their own scripts", async () => {
    const first = await freshCampaign();
    const second = await freshCampaign();
    await w.sdr.api.put(scriptsPath(first), { invite: "For the first campaign" });
    expect(bodies(await getScripts(second)).invite).toBe(DEFAULT_SCRIPTS.invite);
    expect(bodies(await getScripts(first)).invite).toBe("For the first campaign");
  });

  it("takes an empty text (a team may send fewer messages) and keeps line breaks and emoji", async () => {
    const campaignId = await freshCampaign();
    const text = "Hi {{FirstName}} 👋\r\n\r\nThanks for connecting!";
    const response = await w.sdr.api.put(scriptsPath(campaignId), { msg4: "", msg1: text });
    expect(response.statusCode, response.body).toBe(200);
    const saved = bodies(response.json() as Script[]);
    expect(saved.msg4).toBe("");
    expect(saved.msg1).toBe("Hi {{FirstName}} 👋\n\nThanks for connecting!");
  });

  it("the invite note takes exactly 300 characters (an emoji counts as one) and refuses 301", async () => {
    const campaignId = await freshCampaign();
    const atLimit = `${"a".repeat(INVITE_NOTE_LIMIT - 1)}🙂`;
    const ok = await w.sdr.api.put(scriptsPath(campaignId), { invite: atLimit });
    expect(ok.statusCode, ok.body).toBe(200);
    expectError(
      await w.sdr.api.put(scriptsPath(campaignId), { invite: "b".repeat(INVITE_NOTE_LIMIT + 1) }),
      400,
      "Connection Invite (invite) must be at most 300 characters, LinkedIn's limit for an invitation note; it has 301",
    );
    expect(bodies(await getScripts(campaignId)).invite).toBe(atLimit);
  });

  it("messages and follow-ups take 8,000 characters and refuse more, naming the template", async () => {
    const campaignId = await freshCampaign();
    const ok = await w.sdr.api.put(scriptsPath(campaignId), { msg3: "m".repeat(MESSAGE_LIMIT) });
    expect(ok.statusCode, ok.body).toBe(200);
    expectError(
      await w.sdr.api.put(scriptsPath(campaignId), { followup4: "f".repeat(MESSAGE_LIMIT + 1) }),
      400,
      "Follow-Up 4 (followup4) must be at most 8,000 characters; it has 8,001",
    );
  });

  it("saves all or nothing: one template over its limit leaves every template as it was", async () => {
    const campaignId = await freshCampaign();
    const response = await w.sdr.api.put(scriptsPath(campaignId), {
      msg1: "A fine message",
      invite: "x".repeat(INVITE_NOTE_LIMIT + 5),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain("Connection Invite (invite) must be at most 300 characters");
    expect(bodies(await getScripts(campaignId))).toEqual(DEFAULT_SCRIPTS);
  });

  it("refuses unknown templates, non-text bodies, an empty update and a body that is not an object", async () => {
    const path = scriptsPath(w.company.campaignId);
    expectError(
      await w.sdr.api.put(path, { invite: "Hi", msg5: "Fifth" }),
      400,
      'Unknown template "msg5": templates are invite, msg1, msg2, msg3, msg4, followup1, followup2, followup3, followup4, followup5',
    );
    expectError(await w.sdr.api.put(path, { msg2: 42 }), 400, "Message 2 (msg2) must be text");
    expectError(
      await w.sdr.api.put(path, {}),
      400,
      "Send at least one template to save: invite, msg1, msg2, msg3, msg4, followup1, followup2, followup3, followup4, followup5",
    );
    expectError(
      await w.sdr.api.put(path, [{ template: "invite", body: "Hi" }]),
      400,
      "Send an object from template to text: invite, msg1, msg2, msg3, msg4, followup1, followup2, followup3, followup4, followup5",
    );
  });

  it("the campaign's client may not change it (403) and the texts stay", async () => {
    const before = await getScripts(w.company.campaignId);
    expectError(
      await w.client.api.put(scriptsPath(w.company.campaignId), { invite: "Changed by the client" }),
      403,
      CLIENT_READ_ONLY,
    );
    expect(await getScripts(w.company.campaignId)).toEqual(before);
  });

  it("404 for another company's campaign or an unknown one; 401 without a session", async () => {
    const other = await freshCampaign();
    expectError(await w.client.api.put(scriptsPath(other), { invite: "Hi" }), 404, CAMPAIGN_NOT_FOUND);
    expectError(await w.sdr.api.put(scriptsPath(UNKNOWN_ID), { invite: "Hi" }), 404, CAMPAIGN_NOT_FOUND);
    const anonymous = await w.anonymous.put(scriptsPath(other), { invite: "Hi" });
    expect(anonymous.statusCode).toBe(401);
    expect(bodies(await getScripts(other)).invite).toBe(DEFAULT_SCRIPTS.invite);
  });
});

describe("fillPlaceholders", () => {
  it("fills first name, last name and company, with spaces inside the braces, and leaves others", () => {
    expect(
      fillPlaceholders("Hi {{FirstName}} {{ LastName }} at {{Company}}, {{JobTitle}}", {
        FirstName: "Ada",
        LastName: "Lovelace",
        Company: "Analytical Engines",
      }),
    ).toBe("Hi Ada Lovelace at Analytical Engines, {{JobTitle}}");
  });

  it("counts characters as LinkedIn does: an emoji or an accented letter is one", () => {
    expect(countCharacters("Zoë 👋")).toBe(5);
  });
});
