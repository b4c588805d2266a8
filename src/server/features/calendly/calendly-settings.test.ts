import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createKey, withKey } from "../../../../tests/helpers/api-keys.js";
import { calendlyEvent, conversationEntries, postCalendly } from "../../../../tests/helpers/calendly.js";
import { createCompany } from "../../../../tests/helpers/factories.js";
import { expectError, expectNoSecrets, UNKNOWN_ID } from "../../../../tests/helpers/management.js";
import { assignmentState, createProspect } from "../../../../tests/helpers/prospects.js";
import { TEST_PUBLIC_URL } from "../../../../tests/helpers/test-app.js";
import { workspaceSuite } from "../../../../tests/helpers/workspace.js";
import { API_KEY_SESSION_ONLY } from "../../../shared/contracts/api-keys.js";
import {
  CALENDLY_BOOKING_NOT_FOUND,
  CALENDLY_BOOKING_NOT_OPEN,
  CALENDLY_COMPANY_NOT_FOUND,
  CALENDLY_PROSPECT_NOT_FOUND,
  CALENDLY_SIGNATURE_REFUSED,
  type CalendlyBooking,
  type CalendlyBookings,
  type CalendlyCompany,
} from "../../../shared/contracts/calendly.js";
import { endpointPath } from "../../../shared/contracts/endpoint.js";
import { calendlyEndpoints as api } from "../../../shared/contracts/endpoints/calendly.js";
import { companies } from "../../core/db/schema/index.js";

const { t, w } = workspaceSuite("Calendly Settings Co");

const KEY = "settings-test-signing-key-0123456789";
const keyPath = (companyId: string) => endpointPath(api.setKey, { companyId });
const bookingsPath = (companyId: string) => endpointPath(api.bookings, { companyId });
const matchPath = (companyId: string, bookingId: string) => endpointPath(api.match, { companyId, bookingId });
const dismissPath = (companyId: string, bookingId: string) =>
  endpointPath(api.dismiss, { companyId, bookingId });

async function listCompanies(): Promise<CalendlyCompany[]> {
  const response = await w.sdr.api.get(api.companies.path);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function bookings(companyId = w.company.companyId): Promise<CalendlyBookings> {
  const response = await w.sdr.api.get(bookingsPath(companyId));
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** An unmatched booking of the workspace company, received through its inbound address. */
async function unmatchedBooking(email: string): Promise<CalendlyBooking> {
  const response = await postCalendly(
    w.anonymous,
    w.company.companyId,
    calendlyEvent("invitee.created", { email, name: "Wren Unlisted" }),
    KEY,
  );
  expect(response.json()).toEqual({ received: true, outcome: "unmatched" });
  const found = (await bookings()).unmatched.find((booking) => booking.inviteeEmail === email);
  if (!found) throw new Error("the booking is not listed");
  return found;
}

describe("the signing key", () => {
  it("is set, replaced and removed by a manager, and never sent back", async () => {
    const before = (await listCompanies()).find((row) => row.companyId === w.company.companyId);
    expect(before).toEqual({
      companyId: w.company.companyId,
      companyName: "Calendly Settings Co",
      campaignId: w.company.campaignId,
      keySetAt: null,
      keySetBy: null,
      webhookUrl: `${TEST_PUBLIC_URL}/api/calendly/${w.company.companyId}/webhook`,
      unmatchedCount: 0,
    });

    const set = await w.sdr.api.put(keyPath(w.company.companyId), { signingKey: `  ${KEY} ` });
    expect(set.statusCode, set.body).toBe(200);
    expectNoSecrets(set, KEY);
    expect(set.json()).toMatchObject({ keySetAt: expect.any(String), keySetBy: "Sam Sdr" });
    expectNoSecrets(await w.sdr.api.get(api.companies.path), KEY);
    const signed = calendlyEvent("invitee.created", { email: "first@unknown.test" });
    expect((await postCalendly(w.anonymous, w.company.companyId, signed, KEY)).statusCode).toBe(200);

    const replaced = await w.sdr.api.put(keyPath(w.company.companyId), { signingKey: `${KEY}-new` });
    expect(replaced.statusCode).toBe(200);
    const withOld = calendlyEvent("invitee.created", { email: "second@unknown.test" });
    expectError(
      await postCalendly(w.anonymous, w.company.companyId, withOld, KEY),
      401,
      CALENDLY_SIGNATURE_REFUSED,
    );

    const removed = await w.sdr.api.delete(keyPath(w.company.companyId));
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toMatchObject({ keySetAt: null, keySetBy: null });
    expectError(
      await postCalendly(w.anonymous, w.company.companyId, withOld, `${KEY}-new`),
      401,
      CALENDLY_SIGNATURE_REFUSED,
    );
    expect((await w.sdr.api.put(keyPath(w.company.companyId), { signingKey: KEY })).statusCode).toBe(200);
  });

  it("answers 400 naming signingKey for a key that cannot be one", async () => {
    for (const signingKey of ["short", "has a space in the middle of it", "x".repeat(201), 42]) {
      const response = await w.sdr.api.put(keyPath(w.company.companyId), { signingKey });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({ field: "signingKey" });
    }
  });

  it("answers 404 for an unknown or archived company", async () => {
    const archived = await createCompany(t.db);
    await t.db.update(companies).set({ archivedAt: new Date() }).where(sql`id = ${archived.companyId}::uuid`);
    for (const companyId of [UNKNOWN_ID, archived.companyId]) {
      expectError(
        await w.sdr.api.put(keyPath(companyId), { signingKey: KEY }),
        404,
        CALENDLY_COMPANY_NOT_FOUND,
      );
      expectError(await w.sdr.api.delete(keyPath(companyId)), 404, CALENDLY_COMPANY_NOT_FOUND);
      expectError(await w.sdr.api.get(bookingsPath(companyId)), 404, CALENDLY_COMPANY_NOT_FOUND);
    }
    expect((await listCompanies()).map((row) => row.companyId)).not.toContain(archived.companyId);
  });
});

describe("who may use the settings", () => {
  it("refuses a client (403) and anyone signed out (401) on every route", async () => {
    const booking = UNKNOWN_ID;
    const calls = [
      (a: typeof w.client.api) => a.get(api.companies.path),
      (a: typeof w.client.api) => a.put(keyPath(w.company.companyId), { signingKey: KEY }),
      (a: typeof w.client.api) => a.delete(keyPath(w.company.companyId)),
      (a: typeof w.client.api) => a.get(bookingsPath(w.company.companyId)),
      (a: typeof w.client.api) => a.post(matchPath(w.company.companyId, booking), { prospectId: UNKNOWN_ID }),
      (a: typeof w.client.api) => a.post(dismissPath(w.company.companyId, booking)),
    ];
    for (const call of calls) {
      expect((await call(w.client.api)).statusCode).toBe(403);
      expect((await call(w.anonymous)).statusCode).toBe(401);
    }
  });
});

describe("API keys", () => {
  it("are refused on every settings route, even an agency-wide read-write one", async () => {
    const { secret } = await createKey(w.sdr.api, { name: "CRM sync", companyId: null, readOnly: false });
    const key = withKey(t.app, secret);
    const responses = [
      await key.get(api.companies.path),
      await key.put(keyPath(w.company.companyId), { signingKey: KEY }),
      await key.delete(keyPath(w.company.companyId)),
      await key.get(bookingsPath(w.company.companyId)),
      await key.post(matchPath(w.company.companyId, UNKNOWN_ID), { prospectId: UNKNOWN_ID }),
      await key.post(dismissPath(w.company.companyId, UNKNOWN_ID)),
    ];
    for (const response of responses) expectError(response, 403, API_KEY_SESSION_ONLY);
  });
});

describe("unmatched bookings", () => {
  it("are matched by hand to a prospect of the company, with the same effect as a booking that matched", async () => {
    const prospect = await createProspect(t.db, w.company.campaignId, { finalDisposition: "Reply" });
    const waiting = async () =>
      (await listCompanies()).find((row) => row.companyId === w.company.companyId)?.unmatchedCount;
    const before = await waiting();
    const booking = await unmatchedBooking("wren.private@home.test");
    expect(booking).toMatchObject({ inviteeName: "Wren Unlisted", status: "unmatched", prospect: null });
    expect(await waiting()).toBe((before ?? 0) + 1);

    const response = await w.sdr.api.post(matchPath(w.company.companyId, booking.id), {
      prospectId: prospect.id,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      id: booking.id,
      status: "matched",
      prospect: { id: prospect.id, name: `${prospect.firstName} ${prospect.lastName}` },
    });
    expect((await assignmentState(t.db, prospect.id)).finalDisposition).toBe("Meeting");
    expect(await conversationEntries(t.db, prospect.id)).toEqual([
      expect.stringMatching(/^Meeting booked through Calendly: Intro call/),
    ]);
    const listed = await bookings();
    expect(listed.unmatched.map((row) => row.id)).not.toContain(booking.id);
    expect(listed.recent.map((row) => row.id)).toContain(booking.id);
    expect(await waiting()).toBe(before);

    // Matched once only.
    const again = await w.sdr.api.post(matchPath(w.company.companyId, booking.id), {
      prospectId: prospect.id,
    });
    expectError(again, 409, CALENDLY_BOOKING_NOT_OPEN);
  });

  it("cannot be matched to another company's prospect, nor reached through another company", async () => {
    const other = await createCompany(t.db);
    const theirs = await createProspect(t.db, other.campaignId, { finalDisposition: "Reply" });
    const booking = await unmatchedBooking("someone.else@home.test");
    expectError(
      await w.sdr.api.post(matchPath(w.company.companyId, booking.id), { prospectId: theirs.id }),
      404,
      CALENDLY_PROSPECT_NOT_FOUND,
    );
    expectError(
      await w.sdr.api.post(matchPath(w.company.companyId, booking.id), { prospectId: UNKNOWN_ID }),
      404,
      CALENDLY_PROSPECT_NOT_FOUND,
    );
    expect((await assignmentState(t.db, theirs.id)).finalDisposition).toBe("Reply");
    // The booking belongs to this company: the other company's address does not reach it.
    const mine = await createProspect(t.db, w.company.campaignId);
    expectError(
      await w.sdr.api.post(matchPath(other.companyId, booking.id), { prospectId: mine.id }),
      404,
      CALENDLY_BOOKING_NOT_FOUND,
    );
    expectError(
      await w.sdr.api.post(dismissPath(other.companyId, booking.id)),
      404,
      CALENDLY_BOOKING_NOT_FOUND,
    );
    expect((await bookings(other.companyId)).unmatched).toEqual([]);
    expect((await bookings()).unmatched.map((row) => row.id)).toContain(booking.id);
  });

  it("are dismissed, once", async () => {
    const booking = await unmatchedBooking("not.a.prospect@home.test");
    const response = await w.sdr.api.post(dismissPath(w.company.companyId, booking.id));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ status: "dismissed", prospect: null });
    expect((await bookings()).unmatched.map((row) => row.id)).not.toContain(booking.id);
    expectError(
      await w.sdr.api.post(dismissPath(w.company.companyId, booking.id)),
      409,
      CALENDLY_BOOKING_NOT_OPEN,
    );
  });

  it("answer 400 naming the field for a malformed id or body", async () => {
    const bad = await w.sdr.api.post(matchPath(w.company.companyId, UNKNOWN_ID), { prospectId: "nope" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ field: "prospectId" });
    const badId = await w.sdr.api.post(
      `/api/calendly/companies/${w.company.companyId}/bookings/nope/dismiss`,
    );
    expect(badId.statusCode).toBe(400);
    expect(badId.json()).toMatchObject({ field: "bookingId" });
    expectError(
      await w.sdr.api.post(dismissPath(w.company.companyId, UNKNOWN_ID)),
      404,
      CALENDLY_BOOKING_NOT_FOUND,
    );
  });
});
