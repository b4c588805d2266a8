import { beforeAll, describe, expect, it } from "vitest";
import { createCompany, createSdrUser } from "../../../../tests/helpers/factories.js";
import { changeFor, listening, openLiveStream } from "../../../../tests/helpers/live-stream.js";
import { expectError, UNKNOWN_ID } from "../../../../tests/helpers/management.js";
import { authed, login, testAppSuite } from "../../../../tests/helpers/test-app.js";
import { createWorkspace, type Workspace } from "../../../../tests/helpers/workspace.js";
import { type Cadence, cadenceSchema, DEFAULT_CADENCE } from "../../../shared/contracts/cadence.js";
import type { CampaignCadence } from "../../../shared/contracts/endpoints/cadence.js";
import { CAMPAIGN_NOT_FOUND, CLIENT_READ_ONLY } from "../../core/access/campaign-access.js";
import { errorBody } from "../../core/http/errors.js";

// The app's configured zone (APP_TIME_ZONE) is the default company zone of every campaign.
const APP_ZONE = "Europe/Berlin";
const t = testAppSuite({ timeZone: APP_ZONE });
const w = {} as Workspace;
beforeAll(async () => {
  Object.assign(w, await createWorkspace(t));
});

const cadencePath = (campaignId: string) => `/api/campaigns/${campaignId}/cadence`;

/** A fresh campaign of its own, so that each test starts from the defaults. */
async function freshCampaign(): Promise<string> {
  return (await createCompany(t.db)).campaignId;
}

async function getCadence(campaignId: string, api = w.sdr.api): Promise<CampaignCadence> {
  const response = await api.get(cadencePath(campaignId));
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as CampaignCadence;
}

/** A full cadence that differs from the defaults in every setting. */
function changedCadence(): Cadence {
  const cadence = cadenceSchema.parse({});
  cadence.steps.m1.waitBusinessDays = 2;
  cadence.steps.ff5.enabled = false;
  return {
    ...cadence,
    timeZone: "America/New_York",
    workingDays: [1, 2, 3, 4, 6],
    holidays: ["2026-12-25", "2026-12-24"],
    acceptanceWindowDays: 14,
    stopRules: { finalDispositions: ["Meeting"], sequenceTags: ["Hard No", "Soft No"], companyWide: true },
    budget: { accountType: "sales_navigator", invitesPer7Days: 150, invitesPerDay: 25, messagesPerDay: 80 },
  };
}

const isRecent = (iso: string | null) => iso !== null && Math.abs(Date.parse(iso) - Date.now()) < 60_000;

/** A 400 whose body names the field, with a message that contains `text`. */
function expectFieldError(
  response: { statusCode: number; json: () => unknown },
  field: string,
  text: string,
) {
  const body = response.json() as { message: string; field?: string };
  expect(response.statusCode).toBe(400);
  expect(body).toEqual(errorBody(400, body.message, { field }));
  expect(body.message).toContain(text);
}

describe("GET /api/campaigns/{id}/cadence", () => {
  it("answers the defaults in the app's time zone with no author while none is saved", async () => {
    const answer = await getCadence(await freshCampaign());
    expect(answer).toEqual({
      cadence: { ...DEFAULT_CADENCE, timeZone: APP_ZONE },
      updatedAt: null,
      updatedBy: null,
    });
    expect(answer.cadence.steps.m1).toEqual({ enabled: true, waitBusinessDays: 1 });
    expect(answer.cadence.workingDays).toEqual([1, 2, 3, 4, 5]);
    expect(answer.cadence.acceptanceWindowDays).toBe(21);
    expect(answer.cadence.stopRules.finalDispositions).toEqual(["Reply", "Meeting", "Dead"]);
  });

  it("the campaign's client reads its own campaign's cadence", async () => {
    const answer = await getCadence(w.company.campaignId, w.client.api);
    expect(answer.cadence.steps.invite.enabled).toBe(true);
  });

  it("404 for another company's campaign, for a client; 404 for an unknown one; 401 without a session", async () => {
    expectError(await w.client.api.get(cadencePath(await freshCampaign())), 404, CAMPAIGN_NOT_FOUND);
    expectError(await w.sdr.api.get(cadencePath(UNKNOWN_ID)), 404, CAMPAIGN_NOT_FOUND);
    expect((await w.anonymous.get(cadencePath(w.company.campaignId))).statusCode).toBe(401);
    expectError(await w.sdr.api.get(cadencePath("not-an-id")), 400, "Not a valid id");
  });
});

describe("PUT /api/campaigns/{id}/cadence", () => {
  it("saves every setting, answers them with who and when, and keeps them", async () => {
    const campaignId = await freshCampaign();
    const response = await w.sdr.api.put(cadencePath(campaignId), changedCadence());
    expect(response.statusCode, response.body).toBe(200);
    const saved = response.json() as CampaignCadence;
    // Holidays come back sorted; everything else as sent.
    expect(saved.cadence).toEqual({ ...changedCadence(), holidays: ["2026-12-24", "2026-12-25"] });
    expect(isRecent(saved.updatedAt)).toBe(true);
    expect(saved.updatedBy).toBe("Sam Sdr");
    expect(await getCadence(campaignId)).toEqual(saved);
  });

  it("the campaign's client sees what an SDR saved; other campaigns keep the defaults", async () => {
    const other = await freshCampaign();
    const response = await w.sdr.api.put(cadencePath(w.company.campaignId), changedCadence());
    expect(response.statusCode, response.body).toBe(200);
    expect((await getCadence(w.company.campaignId, w.client.api)).cadence.timeZone).toBe("America/New_York");
    expect((await getCadence(other)).updatedAt).toBeNull();
  });

  it("a setting left out takes its default; a zone is stored by its canonical name", async () => {
    const campaignId = await freshCampaign();
    const response = await w.sdr.api.put(cadencePath(campaignId), { timeZone: "europe/berlin" });
    expect(response.statusCode, response.body).toBe(200);
    expect((response.json() as CampaignCadence).cadence).toEqual({
      ...DEFAULT_CADENCE,
      timeZone: "Europe/Berlin",
    });
  });

  it("saving the same settings again keeps the earlier author; a change records the new one", async () => {
    const campaignId = await freshCampaign();
    const first = await w.sdr.api.put(cadencePath(campaignId), changedCadence());
    expect(first.statusCode, first.body).toBe(200);
    const other = await createSdrUser(t.db, { name: "Riley Rep" });
    const riley = authed(t.app, await login(t.app, other.email, other.password, "sdr"));
    const same = await riley.put(cadencePath(campaignId), changedCadence());
    expect((same.json() as CampaignCadence).updatedBy).toBe("Sam Sdr");
    const changed = await riley.put(cadencePath(campaignId), {
      ...changedCadence(),
      acceptanceWindowDays: 30,
    });
    expect(changed.json()).toMatchObject({ updatedBy: "Riley Rep", cadence: { acceptanceWindowDays: 30 } });
  });

  it("refuses a bad value with a 400 that names the field, and keeps what was saved", async () => {
    const campaignId = await freshCampaign();
    const path = cadencePath(campaignId);
    const put = (patch: Record<string, unknown>) => w.sdr.api.put(path, { ...changedCadence(), ...patch });
    const steps = changedCadence().steps;
    expectFieldError(
      await put({ steps: { ...steps, m2: { enabled: true, waitBusinessDays: 91 } } }),
      "steps.m2.waitBusinessDays",
      "steps.m2.waitBusinessDays must be a whole number from 0 to 90",
    );
    expectFieldError(
      await put({ steps: { ...steps, m3: { enabled: true, waitBusinessDays: 1.5 } } }),
      "steps.m3.waitBusinessDays",
      "steps.m3.waitBusinessDays must be a whole number",
    );
    expectFieldError(await put({ timeZone: "Mars/Olympus" }), "timeZone", 'got "Mars/Olympus"');
    expectFieldError(await put({ workingDays: [] }), "workingDays", "at least one working day");
    expectFieldError(await put({ workingDays: [0, 1] }), "workingDays.0", "1 (Monday) to 7 (Sunday)");
    expectFieldError(await put({ holidays: ["2026-02-30"] }), "holidays.0", 'got "2026-02-30"');
    expectFieldError(await put({ acceptanceWindowDays: 0 }), "acceptanceWindowDays", "from 1 to 365");
    expectFieldError(
      await put({ stopRules: { finalDispositions: ["Maybe"], sequenceTags: [], companyWide: false } }),
      "stopRules.finalDispositions.0",
      "stopRules.finalDispositions must hold values from",
    );
    expectFieldError(
      await put({
        budget: { accountType: "free", invitesPer7Days: 10, invitesPerDay: 20, messagesPerDay: 100 },
      }),
      "budget.invitesPerDay",
      "budget.invitesPerDay must not be more than budget.invitesPer7Days",
    );
    expect((await put({ colour: "blue" })).statusCode).toBe(400);
    expect((await getCadence(campaignId)).updatedAt).toBeNull();
  });

  it("the campaign's client may not change it (403) and the settings stay", async () => {
    const before = await getCadence(w.company.campaignId);
    expectError(
      await w.client.api.put(cadencePath(w.company.campaignId), changedCadence()),
      403,
      CLIENT_READ_ONLY,
    );
    expect(await getCadence(w.company.campaignId)).toEqual(before);
  });

  it("404 for another company's campaign or an unknown one; 401 without a session", async () => {
    const other = await freshCampaign();
    expectError(await w.client.api.put(cadencePath(other), changedCadence()), 404, CAMPAIGN_NOT_FOUND);
    expectError(await w.sdr.api.put(cadencePath(UNKNOWN_ID), changedCadence()), 404, CAMPAIGN_NOT_FOUND);
    expect((await w.anonymous.put(cadencePath(other), changedCadence())).statusCode).toBe(401);
    expect((await getCadence(other)).updatedAt).toBeNull();
  });

  it("announces the change on the live stream as the campaign's cadence topic", async () => {
    const sdr = await createSdrUser(t.db, { name: "Lee Listener" });
    const stream = await openLiveStream(
      await listening(t.app),
      await login(t.app, sdr.email, sdr.password, "sdr"),
    );
    try {
      expect(stream.status).toBe(200);
      const response = await w.sdr.api.put(cadencePath(w.company.campaignId), { acceptanceWindowDays: 10 });
      expect(response.statusCode, response.body).toBe(200);
      await stream.next(changeFor("cadence", w.company.campaignId), 10_000);
    } finally {
      stream.close();
    }
  });
});
