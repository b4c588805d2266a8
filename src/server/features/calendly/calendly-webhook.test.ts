import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  bookingsOf,
  calendlyEvent,
  conversationEntries,
  inviteeUri,
  postCalendly,
} from "../../../../tests/helpers/calendly.js";
import { createCompany } from "../../../../tests/helpers/factories.js";
import { expectError, UNKNOWN_ID } from "../../../../tests/helpers/management.js";
import { metricsPath } from "../../../../tests/helpers/metrics.js";
import { assignmentState, createProspect } from "../../../../tests/helpers/prospects.js";
import { prospectPath, workspaceSuite } from "../../../../tests/helpers/workspace.js";
import { CALENDLY_SIGNATURE_REFUSED, type CalendlyReceipt } from "../../../shared/contracts/calendly.js";
import type { ComparedMetrics } from "../../../shared/contracts/metrics.js";
import type { FinalDisposition } from "../../../shared/contracts/prospects.js";
import type { TeamKpis } from "../../../shared/contracts/team-kpis.js";
import { queryRows } from "../../core/db/raw.js";
import { normalizeLinkedinUrl } from "../../core/prospect-fields/dedup.js";
import { calendlySignature } from "./calendly-signature.js";

const { t, w } = workspaceSuite("Calendly Inbound Co");

const KEY = "calendly-signing-key-of-the-inbound-company";

async function setKey(companyId: string, signingKey: string) {
  const response = await w.sdr.api.put(`/api/calendly/companies/${companyId}/signing-key`, { signingKey });
  expect(response.statusCode, response.body).toBe(200);
}

/** Posts a signed event to the workspace company and expects 200 with this outcome. */
async function send(body: unknown, outcome: CalendlyReceipt["outcome"], companyId = w.company.companyId) {
  const response = await postCalendly(w.anonymous, companyId, body, KEY);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.json()).toEqual({ received: true, outcome });
}

const dispositionOf = async (assignmentId: string) =>
  (await assignmentState(t.db, assignmentId)).finalDisposition;

async function person(disposition: FinalDisposition = "Reply", extra: { linkedinUrl?: string } = {}) {
  const slug = `cal-${Math.random().toString(36).slice(2, 10)}`;
  const prospect = await createProspect(t.db, w.company.campaignId, {
    email: `${slug}@prospect.example`,
    linkedinUrl: extra.linkedinUrl ?? `https://www.linkedin.com/in/${slug}`,
    finalDisposition: disposition,
  });
  // The pool keys a person by the profile as dedup.ts reads it (the factory's keys are its own).
  await t.db.execute(
    sql`update prospects set dedup_key = ${normalizeLinkedinUrl(prospect.linkedinUrl)}
        where id = ${prospect.prospectId}::uuid`,
  );
  return { ...prospect, email: prospect.email as string };
}

async function dispositionEvents(assignmentId: string) {
  return queryRows<{ actorId: string | null; actorLabel: string | null; oldValue: string; newValue: string }>(
    t.db,
    sql`select actor_id as "actorId", actor_label as "actorLabel", old_value as "oldValue", new_value as "newValue"
        from activity_events where assignment_id = ${assignmentId}::uuid and field = 'finalDisposition'
        order by id`,
  );
}

beforeAll(async () => {
  await setKey(w.company.companyId, KEY);
});

describe("POST /api/calendly/:companyId/webhook: the signature", () => {
  const body = calendlyEvent("invitee.created", { email: "nobody-known@example.test" });
  const raw = JSON.stringify(body);
  // Stale and future times are 20 s outside the tolerance: the request itself may take a moment on a busy machine.
  const now = () => Date.now() / 1000;

  it("takes an event signed with the company's key", async () => {
    await send(body, "unmatched");
  });

  it("refuses, with one message for all, a tampered body, a wrong key, a stale or future time and a bad header", async () => {
    const cases = [
      {
        rawBody: raw.replace("nobody-known", "somebody-else"),
        signature: calendlySignature(KEY, raw, now()),
      },
      { signature: calendlySignature("another-key-entirely-0000", raw, now()) },
      { signature: calendlySignature(KEY, raw, now() - 200) },
      { signature: calendlySignature(KEY, raw, now() + 200) },
      { signature: calendlySignature(KEY, raw, now()).replace(/v1=.{4}/, "v1=0000") },
      { signature: calendlySignature(KEY, raw, now()).replace(/^t=\d+,/, "") },
      { signature: "garbage" },
      { signature: "" },
    ];
    for (const options of cases) {
      const response = await postCalendly(w.anonymous, w.company.companyId, body, null, {
        rawBody: options.rawBody ?? raw,
        signature: options.signature,
      });
      expectError(response, 401, CALENDLY_SIGNATURE_REFUSED);
    }
    expectError(
      await postCalendly(w.anonymous, w.company.companyId, body, null),
      401,
      CALENDLY_SIGNATURE_REFUSED,
    );
  });

  it("accepts a time just inside the 3-minute tolerance", async () => {
    const fresh = calendlyEvent("invitee.created", { email: "inside-tolerance@example.test" });
    const response = await postCalendly(w.anonymous, w.company.companyId, fresh, KEY, {
      unixSeconds: now() - 170,
    });
    expect(response.statusCode, response.body).toBe(200);
  });

  it("answers an unknown company, a malformed id and a company without a key like a bad signature", async () => {
    const keyless = await createCompany(t.db);
    for (const companyId of [UNKNOWN_ID, "not-a-company", keyless.companyId]) {
      expectError(await postCalendly(w.anonymous, companyId, body, KEY), 401, CALENDLY_SIGNATURE_REFUSED);
    }
  });

  it("answers a signed body that is not Calendly's event with 400 naming the field", async () => {
    const notJson = await postCalendly(w.anonymous, w.company.companyId, null, KEY, { rawBody: "{nope" });
    expectError(notJson, 400, "The body must be Calendly's JSON event.");
    const noUri = calendlyEvent("invitee.created");
    const { uri: _uri, ...payload } = noUri.payload;
    const response = await postCalendly(w.anonymous, w.company.companyId, { ...noUri, payload }, KEY);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field: "payload.uri", code: "validation" });
    const badTime = calendlyEvent("invitee.created", { startTime: "tomorrow at noon" });
    const time = await postCalendly(w.anonymous, w.company.companyId, badTime, KEY);
    expect(time.json()).toMatchObject({ field: "payload.scheduled_event.start_time" });
    const noEvent = await postCalendly(w.anonymous, w.company.companyId, { payload: {} }, KEY);
    expect(noEvent.json()).toMatchObject({ field: "event" });
    const nul = await postCalendly(
      w.anonymous,
      w.company.companyId,
      calendlyEvent("invitee.created", { name: "A\u0000B" }),
      KEY,
    );
    expect(nul.statusCode).toBe(400);
    expect(nul.json()).toMatchObject({ field: "payload.name", code: "nul_character" });
  });

  it("takes other event types and ignores them", async () => {
    await send({ event: "routing_form_submission.created", payload: { anything: true } }, "ignored");
  });
});

describe("invitee.created", () => {
  it("sets the prospect matched by e-mail to Meeting as Calendly, with a conversation entry, once", async () => {
    const p = await person("Reply");
    const uri = inviteeUri();
    const body = calendlyEvent("invitee.created", {
      uri,
      email: `  ${p.email.toUpperCase()} `,
      eventName: "Discovery call",
      startTime: "2030-01-15T15:00:00.000000Z",
    });
    await send(body, "matched");
    expect(await dispositionOf(p.id)).toBe("Meeting");
    expect(await dispositionEvents(p.id)).toEqual([
      { actorId: null, actorLabel: "Calendly", oldValue: "Reply", newValue: "Meeting" },
    ]);
    const entries = await conversationEntries(t.db, p.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatch(/^Meeting booked through Calendly: Discovery call, Tue, 15 Jan 2030, \d\d:00/);
    const [conversation] = await queryRows<{ status: string }>(
      t.db,
      sql`select status from conversations where assignment_id = ${p.id}::uuid`,
    );
    expect(conversation?.status).toBe("meeting");
    expect((await bookingsOf(t.db, w.company.companyId)).get(uri)).toMatchObject({
      status: "matched",
      assignmentId: p.id,
      previousDisposition: "Reply",
      meetingEventId: expect.any(String),
    });

    // Calendly sends again: nothing changes the second time.
    await send(body, "duplicate");
    expect(await dispositionEvents(p.id)).toHaveLength(1);
    expect(await conversationEntries(t.db, p.id)).toHaveLength(1);
  });

  it("matches by the LinkedIn profile given in the booking form's answers", async () => {
    const p = await person("New");
    const slug = p.linkedinUrl.split("/in/")[1];
    await send(
      calendlyEvent("invitee.created", {
        email: "a-private-address@elsewhere.test",
        answers: ["Acme", `My profile: HTTPS://uk.LinkedIn.com/in/${slug}/?trk=public`],
      }),
      "matched",
    );
    expect(await dispositionOf(p.id)).toBe("Meeting");
  });

  it("leaves a booking unmatched when it names another company's prospect, and never touches that one", async () => {
    const other = await createCompany(t.db);
    const theirs = await createProspect(t.db, other.campaignId, { email: "theirs@other-company.test" });
    await send(calendlyEvent("invitee.created", { email: "theirs@other-company.test" }), "unmatched");
    expect(await dispositionOf(theirs.id)).toBe("New");

    // This company's key on the other company's address is refused there.
    await setKey(other.companyId, "the-other-companys-own-signing-key");
    const onTheirs = calendlyEvent("invitee.created", { email: "theirs@other-company.test" });
    expectError(
      await postCalendly(w.anonymous, other.companyId, onTheirs, KEY),
      401,
      CALENDLY_SIGNATURE_REFUSED,
    );
    expect(await dispositionOf(theirs.id)).toBe("New");
    expect((await bookingsOf(t.db, other.companyId)).size).toBe(0);
  });

  it("is counted as a meeting booked but as no SDR's work", async () => {
    const kpis = async () => (await w.sdr.api.get("/api/team-kpis?period=today")).json() as TeamKpis;
    const metrics = async () =>
      (await w.sdr.api.get(metricsPath(w.company.campaignId))).json() as ComparedMetrics;
    const [kpisBefore, metricsBefore] = [await kpis(), await metrics()];
    const p = await person("Reply");
    await send(calendlyEvent("invitee.created", { email: p.email }), "matched");
    const [kpisAfter, metricsAfter] = [await kpis(), await metrics()];
    expect(metricsAfter.meetingsBooked).toBe(metricsBefore.meetingsBooked + 1);
    // Team totals are the dashboards' (ADR 0030): the reply counts there, under others, not for an SDR.
    expect(kpisAfter.totals.replied - kpisBefore.totals.replied).toBe(
      metricsAfter.replied - metricsBefore.replied,
    );
    expect(kpisAfter.others.replied - kpisBefore.others.replied).toBe(
      metricsAfter.replied - metricsBefore.replied,
    );
    expect(kpisAfter.sdrs).toEqual(kpisBefore.sdrs);
  });

  it("emits meeting.booked to a subscribed webhook endpoint", async () => {
    const [endpoint] = await queryRows<{ id: string }>(
      t.db,
      sql`insert into webhook_endpoints (url, secret, events, company_id)
          values ('https://crm.example.test/hooks', 'whsec_dGVzdHNlY3JldHRlc3RzZWNyZXQ=', '{meeting.booked}',
            ${w.company.companyId}::uuid)
          returning id`,
    );
    try {
      const p = await person("Reply");
      await send(calendlyEvent("invitee.created", { email: p.email }), "matched");
      const events = await queryRows<{ type: string; actor: { id: string | null; label: string | null } }>(
        t.db,
        sql`select type, data->'actor' as actor from webhook_events where assignment_id = ${p.id}::uuid`,
      );
      expect(events).toEqual([{ type: "meeting.booked", actor: { id: null, label: "Calendly" } }]);
    } finally {
      await t.db.execute(sql`delete from webhook_endpoints where id = ${endpoint?.id}::uuid`);
    }
  });
});

describe("invitee.canceled", () => {
  /** A prospect at `disposition` and one invitee's booked and canceled events naming it. */
  async function booking(disposition: FinalDisposition) {
    const p = await person(disposition);
    const uri = inviteeUri();
    return {
      p,
      uri,
      created: calendlyEvent("invitee.created", { uri, email: p.email }),
      canceled: calendlyEvent("invitee.canceled", { uri, email: p.email }),
    };
  }

  it("reverts a meeting nothing changed since, with a conversation entry, once", async () => {
    const { p, uri, created, canceled } = await booking("Reply");
    await send(created, "matched");
    await send(canceled, "reverted");
    expect(await dispositionOf(p.id)).toBe("Reply");
    expect((await dispositionEvents(p.id)).map((e) => [e.actorLabel, e.oldValue, e.newValue])).toEqual([
      ["Calendly", "Reply", "Meeting"],
      ["Calendly", "Meeting", "Reply"],
    ]);
    expect((await conversationEntries(t.db, p.id))[1]).toMatch(
      /^Meeting canceled through Calendly: Intro call/,
    );
    expect((await bookingsOf(t.db, w.company.companyId)).get(uri)?.status).toBe("canceled");
    await send(canceled, "duplicate");
    expect(await dispositionEvents(p.id)).toHaveLength(2);
  });

  it("only marks the booking canceled when the disposition changed since", async () => {
    const { p, created, canceled } = await booking("Reply");
    await send(created, "matched");
    expect((await w.sdr.api.patch(prospectPath(p.id), { finalDisposition: "Dead" })).statusCode).toBe(200);
    expect((await w.sdr.api.patch(prospectPath(p.id), { finalDisposition: "Meeting" })).statusCode).toBe(200);
    await send(canceled, "canceled");
    expect(await dispositionOf(p.id)).toBe("Meeting");
    expect(await conversationEntries(t.db, p.id)).toHaveLength(1);
  });

  it("leaves a prospect that was at Meeting before the booking at Meeting", async () => {
    const { p, created, canceled } = await booking("Meeting");
    await send(created, "matched");
    await send(canceled, "canceled");
    expect(await dispositionOf(p.id)).toBe("Meeting");
    expect(await dispositionEvents(p.id)).toEqual([]);
  });

  it("keeps a late booking of an invitee already canceled from counting as a meeting", async () => {
    const { p, created, canceled } = await booking("Reply");
    await send(canceled, "canceled");
    await send(created, "duplicate");
    expect(await dispositionOf(p.id)).toBe("Reply");
  });
});

describe("a reschedule (the old invitee canceled, a new one created)", () => {
  for (const order of ["cancel first", "create first"] as const) {
    it(`leaves one meeting and one active booking (${order}), and a later cancellation reverts`, async () => {
      const p = await person("No Reply");
      const oldUri = inviteeUri();
      const newUri = inviteeUri();
      await send(calendlyEvent("invitee.created", { uri: oldUri, email: p.email }), "matched");
      const cancelOld = calendlyEvent("invitee.canceled", { uri: oldUri, email: p.email, rescheduled: true });
      const createNew = calendlyEvent("invitee.created", {
        uri: newUri,
        email: p.email,
        oldInvitee: oldUri,
        startTime: "2030-01-16T10:30:00Z",
      });
      if (order === "cancel first") {
        await send(cancelOld, "rescheduled");
        expect(await dispositionOf(p.id)).toBe("Meeting");
        await send(createNew, "rescheduled");
      } else {
        await send(createNew, "rescheduled");
        await send(cancelOld, "duplicate");
      }
      // Replays change nothing.
      await send(createNew, "duplicate");
      await send(cancelOld, "duplicate");

      expect(await dispositionOf(p.id)).toBe("Meeting");
      expect(await dispositionEvents(p.id)).toHaveLength(1);
      const bookings = await bookingsOf(t.db, w.company.companyId);
      expect(bookings.get(oldUri)?.status).toBe("canceled");
      expect(bookings.get(newUri)).toMatchObject({ status: "matched", previousDisposition: "No Reply" });
      const entries = await conversationEntries(t.db, p.id);
      expect(entries).toHaveLength(2);
      expect(entries[1]).toMatch(/^Meeting rescheduled through Calendly: Intro call, Wed, 16 Jan 2030/);

      await send(calendlyEvent("invitee.canceled", { uri: newUri, email: p.email }), "reverted");
      expect(await dispositionOf(p.id)).toBe("No Reply");
    });
  }
});
