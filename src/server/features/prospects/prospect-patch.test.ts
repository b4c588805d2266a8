import { describe, expect, it } from "vitest";
import { createCompany } from "../../../../tests/helpers/factories.js";
import { expectError, UNKNOWN_ID } from "../../../../tests/helpers/management.js";
import {
  activityEventsOf,
  assignmentState,
  createProspect,
  LONG_AGO,
  type ProspectOverrides,
  UNTOUCHED,
} from "../../../../tests/helpers/prospects.js";
import { prospectPath, prospectsPath, workspaceSuite } from "../../../../tests/helpers/workspace.js";
import {
  FINAL_DISPOSITIONS,
  PROGRESS_FLAGS,
  type Prospect,
  SEQUENCE_TAGS,
} from "../../../shared/contracts/prospects.js";

const { t, w } = workspaceSuite();

const fresh = (overrides: ProspectOverrides = {}) =>
  createProspect(t.db, w.company.campaignId, { ...UNTOUCHED, ...overrides });
const patch = (id: string, body: unknown) => w.sdr.api.patch(prospectPath(id), body);
const listed = async (id: string): Promise<Prospect | undefined> =>
  ((await w.sdr.api.get(prospectsPath(w.company.campaignId))).json() as Prospect[]).find((p) => p.id === id);
const isRecent = (iso: string | null | undefined) =>
  iso !== null && iso !== undefined && Math.abs(Date.parse(iso) - Date.now()) < 60_000;

describe("PATCH /api/prospects/{id}: progress flags", () => {
  it.each(PROGRESS_FLAGS)(
    "%s: true sets it with its time, false clears it, each with an event",
    async (flag) => {
      const { id } = await fresh();
      const ticked = await patch(id, { [flag]: true });
      expect(ticked.statusCode, ticked.body).toBe(200);
      const afterTick = ticked.json() as Prospect;
      expect(afterTick[flag]).toBe(true);
      for (const other of PROGRESS_FLAGS.filter((f) => f !== flag)) expect(afterTick[other]).toBe(false);
      expect(isRecent(afterTick.updatedAt)).toBe(true);
      expect(isRecent(afterTick.lastTouchAt)).toBe(true);
      const state = await assignmentState(t.db, id);
      expect(isRecent(state.flags[`${flag}At`])).toBe(true);
      expect(state.lastTouchAt).toBe(state.flags[`${flag}At`]);
      expect(await listed(id)).toEqual(afterTick);

      const cleared = await patch(id, { [flag]: false });
      expect(cleared.statusCode, cleared.body).toBe(200);
      expect(cleared.json()[flag]).toBe(false);
      expect((await assignmentState(t.db, id)).flags[`${flag}At`]).toBeNull();

      expect(await activityEventsOf(t.db, id)).toEqual([
        expect.objectContaining({ field: flag, oldValue: "false", newValue: "true", actorId: w.sdr.userId }),
        expect.objectContaining({ field: flag, oldValue: "true", newValue: "false", actorId: w.sdr.userId }),
      ]);
    },
  );

  it('accepts the strings "true" and "false" as the spec\'s client sends them', async () => {
    const { id } = await fresh();
    expect((await patch(id, { connected: "true" })).json().connected).toBe(true);
    expect((await patch(id, { connected: "false" })).json().connected).toBe(false);
    expect((await activityEventsOf(t.db, id)).map((e) => e.newValue)).toEqual(["true", "false"]);
  });

  it("ticking a ticked flag keeps the time it was first set and records nothing", async () => {
    const { id } = await fresh({ inviteAt: "2026-01-05T09:00:00.000Z" });
    const response = await patch(id, { invite: true });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ invite: true, updatedAt: LONG_AGO, lastTouchAt: LONG_AGO });
    expect((await assignmentState(t.db, id)).flags.inviteAt).toBe("2026-01-05T09:00:00.000Z");
    expect(await activityEventsOf(t.db, id)).toEqual([]);
  });

  it("clearing a clear flag records nothing", async () => {
    const { id } = await fresh();
    expect((await patch(id, { m3: false })).json()).toMatchObject({ m3: false, updatedAt: LONG_AGO });
    expect(await activityEventsOf(t.db, id)).toEqual([]);
  });

  it("unticking is not a touch: last touch stays, updatedAt moves", async () => {
    const { id } = await fresh({ m1At: "2026-01-05T09:00:00.000Z" });
    const response = await patch(id, { m1: false });
    expect(response.json().lastTouchAt).toBe(LONG_AGO);
    expect(isRecent(response.json().updatedAt)).toBe(true);
  });
});

describe("PATCH /api/prospects/{id}: sequence tag and final disposition", () => {
  it.each(SEQUENCE_TAGS.filter((tag) => tag !== "New"))("sequenceTag %s", async (tag) => {
    const { id } = await fresh();
    const response = await patch(id, { sequenceTag: tag });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().sequenceTag).toBe(tag);
    expect(isRecent(response.json().updatedAt)).toBe(true);
    // A tag is a judgement about the prospect, not a touch.
    expect(response.json().lastTouchAt).toBe(LONG_AGO);
    expect(await activityEventsOf(t.db, id)).toEqual([
      expect.objectContaining({
        field: "sequenceTag",
        oldValue: "New",
        newValue: tag,
        actorId: w.sdr.userId,
      }),
    ]);
  });

  it("sequenceTag back to New is a change too", async () => {
    const { id } = await fresh({ sequenceTag: "Hard No" });
    expect((await patch(id, { sequenceTag: "New" })).json().sequenceTag).toBe("New");
    expect(await activityEventsOf(t.db, id)).toEqual([
      expect.objectContaining({ field: "sequenceTag", oldValue: "Hard No", newValue: "New" }),
    ]);
  });

  it.each(FINAL_DISPOSITIONS.filter((d) => d !== "Dead"))(
    "finalDisposition %s: records when it was reached, is a touch",
    async (disposition) => {
      const { id } = await fresh({ finalDisposition: "Dead", dispositionAt: LONG_AGO });
      const response = await patch(id, { finalDisposition: disposition });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().finalDisposition).toBe(disposition);
      expect(isRecent(response.json().lastTouchAt)).toBe(true);
      const state = await assignmentState(t.db, id);
      expect(isRecent(state.dispositionAt)).toBe(true);
      expect(state.dispositionAt).toBe(state.lastTouchAt);
      expect(await activityEventsOf(t.db, id)).toEqual([
        expect.objectContaining({ field: "finalDisposition", oldValue: "Dead", newValue: disposition }),
      ]);
    },
  );

  it("the same disposition again keeps the time it was reached and records nothing", async () => {
    const { id } = await fresh({ finalDisposition: "Meeting", dispositionAt: LONG_AGO });
    const response = await patch(id, { finalDisposition: "Meeting" });
    expect(response.json()).toMatchObject({ finalDisposition: "Meeting", lastTouchAt: LONG_AGO });
    expect((await assignmentState(t.db, id)).dispositionAt).toBe(LONG_AGO);
    expect(await activityEventsOf(t.db, id)).toEqual([]);
  });

  it("finalDisposition Reply works on its own, without a conversation", async () => {
    const { id } = await fresh();
    const response = await patch(id, { finalDisposition: "Reply" });
    expect(response.statusCode).toBe(200);
    expect(response.json().finalDisposition).toBe("Reply");
    expect(
      (await w.sdr.api.get(`/api/prospect-conversations?campaignId=${w.company.campaignId}`)).json(),
    ).toEqual([]);
  });

  it("events keep their order and the answer is the whole updated record", async () => {
    const { id } = await fresh();
    await patch(id, { invite: true });
    await patch(id, { connected: "true" });
    await patch(id, { sequenceTag: "Question" });
    const last = await patch(id, { finalDisposition: "Meeting" });
    expect(last.json()).toMatchObject({
      id,
      invite: true,
      connected: true,
      sequenceTag: "Question",
      finalDisposition: "Meeting",
      campaignId: w.company.campaignId,
      campaign: w.company.companyName,
    });
    expect((await activityEventsOf(t.db, id)).map((e) => e.field)).toEqual([
      "invite",
      "connected",
      "sequenceTag",
      "finalDisposition",
    ]);
  });
});

describe("PATCH /api/prospects/{id}: refused bodies change nothing", () => {
  const refused: [string, unknown, string][] = [
    ["a flag as a word", { invite: "yes" }, "invite must be true or false"],
    ["a flag as a number", { m4: 1 }, "m4 must be true or false"],
    ["a flag as null", { ff2: null }, "ff2 must be true or false"],
    ["a flag in capitals", { connected: "TRUE" }, "connected must be true or false"],
    [
      "an unknown sequence tag",
      { sequenceTag: "Maybe" },
      "sequenceTag must be one of: New, Interested, Question, Soft No, Hard No",
    ],
    [
      "a disposition in the wrong case",
      { finalDisposition: "reply" },
      "finalDisposition must be one of: New, Meeting, Reply, No Reply, Dead",
    ],
    ["an unknown field", { nickname: "x" }, 'Unrecognized key: "nickname"'],
    ["lastTouchAt", { lastTouchAt: "2026-01-01T00:00:00.000Z" }, 'Unrecognized key: "lastTouchAt"'],
    ["a person's field", { firstName: "Eve" }, 'Unrecognized key: "firstName"'],
    ["a known field beside an unknown one", { invite: true, id: UNKNOWN_ID }, 'Unrecognized key: "id"'],
    ["two fields", { invite: true, m1: true }, "Send exactly one field to change, not invite, m1"],
    ["an empty object", {}, "Send exactly one field to change"],
    ["a list", [{ invite: true }], "The request needs a JSON body with the fields to save"],
  ];

  it.each(refused)("%s", async (_label, body, message) => {
    const { id } = await fresh();
    expectError(await patch(id, body), 400, message);
    expect(await activityEventsOf(t.db, id)).toEqual([]);
    expect(await listed(id)).toMatchObject({
      invite: false,
      m1: false,
      sequenceTag: "New",
      updatedAt: LONG_AGO,
    });
  });

  it("no body at all is 400", async () => {
    const { id } = await fresh();
    const response = await patch(id, undefined);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toEqual(expect.any(String));
  });

  it("an unknown id is 404 and a malformed one 400", async () => {
    expectError(await patch(UNKNOWN_ID, { invite: true }), 404, "Prospect not found");
    expectError(await patch("42", { invite: true }), 400, "Not a valid id");
  });
});

describe("PATCH /api/prospects/{id}: who may change", () => {
  it("the company's client may not change its own prospects: 403, nothing changed", async () => {
    const { id } = await fresh();
    expectError(
      await w.client.api.patch(prospectPath(id), { invite: true }),
      403,
      "Clients can view their campaign but not change it.",
    );
    expect(await activityEventsOf(t.db, id)).toEqual([]);
    expect((await assignmentState(t.db, id)).flags.inviteAt).toBeNull();
  });

  it("another company's prospect is 404 for a client, like an unknown one", async () => {
    const other = await createCompany(t.db);
    const { id } = await createProspect(t.db, other.campaignId);
    expectError(await w.client.api.patch(prospectPath(id), { invite: true }), 404, "Prospect not found");
    expectError(
      await w.client.api.patch(prospectPath(UNKNOWN_ID), { invite: true }),
      404,
      "Prospect not found",
    );
  });

  it("an SDR may change any campaign's prospect", async () => {
    const other = await createCompany(t.db);
    const { id } = await createProspect(t.db, other.campaignId);
    expect((await patch(id, { ff1: true })).json().ff1).toBe(true);
  });

  it("without a session the answer is 401", async () => {
    const { id } = await fresh();
    expect((await w.anonymous.patch(prospectPath(id), { invite: true })).statusCode).toBe(401);
  });
});
