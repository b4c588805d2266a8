import { sql } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { createCompany } from "../../../../tests/helpers/factories.js";
import { csvFile, importFields, importFile, STANDARD_HEADER } from "../../../../tests/helpers/imports.js";
import { expectError, UNKNOWN_ID } from "../../../../tests/helpers/management.js";
import { metricsPath } from "../../../../tests/helpers/metrics.js";
import { directMetrics } from "../../../../tests/helpers/metrics-direct.js";
import {
  createPrivacyRequest,
  erasePath,
  findEverywhere,
  PRIVACY_LOG,
  personPath,
} from "../../../../tests/helpers/privacy-person.js";
import { TEST_TIME_ZONE } from "../../../../tests/helpers/test-app.js";
import {
  badDataCountPath,
  CONVERSATIONS,
  FLAG_BAD_DATA,
  prospectPath,
  prospectsPath,
  replyPath,
  workspaceSuite,
} from "../../../../tests/helpers/workspace.js";
import { accessExportPath } from "../../../shared/contracts/endpoints/privacy.js";
import {
  ANONYMISED_FIRST_NAME,
  ANONYMISED_LAST_NAME,
  type ErasureResult,
  type PersonRecord,
  PRIVACY_REQUEST_DONE,
  PRIVACY_REQUEST_NOT_ERASURE,
  PRIVACY_REQUEST_NOT_FOUND,
  type PrivacyLogEntry,
} from "../../../shared/contracts/privacy.js";
import type { Prospect } from "../../../shared/contracts/prospects.js";
import { queryRows } from "../../core/db/raw.js";

vi.setConfig({ testTimeout: 30_000 });

const { t, w } = workspaceSuite("Erasure Co");

// Distinctive values: found nowhere but where this person's data is held.
const FIRST = "Zephyrine";
const LAST = "Quillfeather";
const EMAIL = "zephyrine.quillfeather@orchid-mail.test";
const SLUG = "zq-orchid-7x9";
const URL = `https://www.linkedin.com/in/${SLUG}/`;
const ROW = `${FIRST},${LAST},Chief Gardener,Orchid Works,${URL},${EMAIL}`;

/** What every campaign shows, as figures and counts: it must read the same after an erasure. */
async function figures(campaignIds: string[]) {
  return Promise.all(
    campaignIds.map(async (campaignId) => {
      const listed = (await w.sdr.api.get(prospectsPath(campaignId))).json() as Prospect[];
      const conversations = (await w.sdr.api.get(`${CONVERSATIONS}?campaignId=${campaignId}`)).json() as {
        messageCount: number;
      }[];
      return {
        metrics: (await w.sdr.api.get(metricsPath(campaignId))).json(),
        direct: await directMetrics(t.db, { campaignId }, "all-time", new Date(), TEST_TIME_ZONE),
        badData: (await w.sdr.api.get(badDataCountPath(campaignId))).json(),
        listed: listed.map((row) => ({
          id: row.id,
          flags: [row.invite, row.connected, row.m1, row.ff1],
          tag: row.sequenceTag,
          disposition: row.finalDisposition,
        })),
        messages: conversations.map((conversation) => conversation.messageCount),
      };
    }),
  );
}

describe("POST /api/privacy/requests/:id/erase", () => {
  it("removes the person's data from every table, keeps every figure and refuses a later import", async () => {
    const others = [await createCompany(t.db), await createCompany(t.db)];
    const campaignIds = [w.company.campaignId, ...others.map((company) => company.campaignId)];

    // The person arrives by import, with a colleague who stays as they are.
    await importFile(
      w.sdr.api,
      csvFile(
        `${STANDARD_HEADER}\r\n${ROW}\r\nAda,Byron,Analyst,Orchid Works,https://linkedin.com/in/ada-b,\r\n`,
      ),
      importFields(undefined, { campaignId: w.company.campaignId }),
    );
    // A later file kept their row in its error report (an unreadable second address).
    const failed = await importFile(
      w.sdr.api,
      csvFile(
        `${STANDARD_HEADER}\r\n${FIRST},${LAST},Chief Gardener,Orchid Works,${URL},${FIRST}@@broken\r\n`,
      ),
      importFields(undefined, { campaignId: w.company.campaignId }),
    );
    expect(failed.failedRows).toBe(1);

    const listed = (await w.sdr.api.get(prospectsPath(w.company.campaignId))).json() as Prospect[];
    const person = listed.find((row) => row.lastName === LAST);
    if (!person) throw new Error("the import did not list the person");
    for (const campaignId of campaignIds.slice(1)) {
      await t.db.execute(
        sql`insert into assignments (campaign_id, prospect_id, invite_at, connected_at, imported_at)
            values (${campaignId}::uuid, ${person.prospectId}::uuid, now(), now(), now())`,
      );
    }

    // Work that writes their name into free text: a reply, a bad-data reason, a skip reason.
    expect((await w.sdr.api.patch(prospectPath(person.id), { invite: true })).statusCode).toBe(200);
    const reply = await w.sdr.api.post(replyPath(person.id), {
      content: `${FIRST} here, call me at ${EMAIL}`,
    });
    expect(reply.statusCode, reply.body).toBeLessThan(300);
    const skip = await w.sdr.api.post(`${prospectPath(person.id)}/queue-marks`, {
      action: "skipped",
      step: "m1",
      reason: `${FIRST} ${LAST} is on leave`,
    });
    expect(skip.statusCode, skip.body).toBeLessThan(300);
    const [elsewhere] = await queryRows<{ id: string }>(
      t.db,
      sql`select id from assignments where prospect_id = ${person.prospectId}::uuid
          and campaign_id = ${others[0]?.campaignId}::uuid`,
    );
    const flag = await w.sdr.api.post(FLAG_BAD_DATA, {
      prospectId: elsewhere?.id,
      reason: `${LAST} left Orchid Works`,
    });
    expect(flag.statusCode, flag.body).toBe(200);
    // Their address on the company's do-not-contact list, with a note; mail naming them.
    const entry = await w.sdr.api.post("/api/suppressions", {
      kind: "email",
      value: EMAIL,
      campaignId: w.company.campaignId,
      reason: "objected",
      note: `${FIRST} asked by phone`,
    });
    expect(entry.statusCode, entry.body).toBe(201);
    await t.db.execute(
      sql`insert into outbox (to_address, subject, body)
          values (${EMAIL.toUpperCase()}, 'Your data', ${`Dear ${FIRST}, here is what we hold.`})`,
    );
    // A client's weekly digest that lists them among the week's replies, by name and title.
    await t.db.execute(
      sql`insert into outbox (to_address, subject, body, html)
          values ('client@example.test', 'Weekly report', ${`New replies: ${FIRST} ${LAST}, CEO`},
            ${`<td>${FIRST} ${LAST}</td>`})`,
    );
    // An earlier access request about them, answered.
    const access = await createPrivacyRequest(w.sdr.api, { kind: "access", subject: EMAIL });
    expect((await w.sdr.api.get(accessExportPath(access.id, "json"))).statusCode).toBe(200);

    const before = await figures(campaignIds);
    const words = [FIRST, LAST, EMAIL, SLUG];
    expect((await findEverywhere(t.db, words)).map((found) => found.table)).toEqual(
      expect.arrayContaining([
        "prospects",
        "messages",
        "activity_events",
        "assignments",
        "queue_marks",
        "import_batches",
        "outbox",
        "suppressions",
        "privacy_requests",
      ]),
    );

    // The request names them by a variant of their profile URL.
    const request = await createPrivacyRequest(w.sdr.api, {
      kind: "erasure",
      subject: `linkedin.com/in/${SLUG.toUpperCase()}?trk=profile`,
    });
    const response = await w.sdr.api.post(erasePath(request.id));
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json() as ErasureResult;
    expect(result).toMatchObject({
      request: { id: request.id, kind: "erasure", subject: null, completedAt: expect.any(String) },
      assignments: 3,
      messages: 1,
      activityEvents: 1,
      importBatches: 1,
      outgoingMail: 2,
    });

    expect(await findEverywhere(t.db, words)).toEqual([]);
    expect(await figures(campaignIds)).toEqual(before);

    const after = (await w.sdr.api.get(prospectsPath(w.company.campaignId))).json() as Prospect[];
    expect(after.find((row) => row.id === person.id)).toMatchObject({
      firstName: ANONYMISED_FIRST_NAME,
      lastName: ANONYMISED_LAST_NAME,
      linkedinUrl: "",
      email: null,
      doNotContact: expect.any(String),
    });
    expect(after.find((row) => row.lastName === "Byron")).toMatchObject({
      firstName: "Ada",
      company: "Orchid Works",
    });

    // Held now only as hashes, agency-wide: a search finds no person, only the entries naming what it names.
    const byEmail = (await w.sdr.api.get(personPath(EMAIL))).json() as PersonRecord;
    expect(byEmail.person).toBeNull();
    expect(byEmail.suppressions.map((s) => [s.kind, s.reason, s.companyName])).toEqual([
      ["email", "objected", "Erasure Co"],
      ["email", "erased", null],
    ]);
    const byProfile = (await w.sdr.api.get(personPath(URL))).json() as PersonRecord;
    expect(byProfile).toMatchObject({ person: null, assignments: [], importBatches: [] });
    expect(byProfile.suppressions.map((s) => [s.kind, s.reason])).toEqual([["linkedin", "erased"]]);

    // The privacy log says what was done, without the person's data (the scan above covered it).
    const log = (await w.sdr.api.get(`${PRIVACY_LOG}?action=erasure`)).json() as {
      entries: PrivacyLogEntry[];
    };
    expect(log.entries[0]).toMatchObject({ action: "erasure", actor: "Sam Sdr", companyName: null });

    // Importing them again into another campaign is refused as do-not-contact.
    const again = await importFile(
      w.sdr.api,
      csvFile(`${STANDARD_HEADER}\r\n${ROW}\r\n`),
      importFields(undefined, { campaignId: others[1]?.campaignId }),
    );
    expect(again).toMatchObject({ importedRows: 0, suppressedRows: 1 });
    const [people] = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from prospects where last_name = ${LAST} or email = ${EMAIL}`,
    );
    expect(people?.n).toBe(0);

    // Done once only.
    expectError(await w.sdr.api.post(erasePath(request.id)), 409, PRIVACY_REQUEST_DONE);
  });

  it("lists the identifier as do-not-contact when the pool does not hold the person", async () => {
    const email = "nobody.here@orchid-mail.test";
    const request = await createPrivacyRequest(w.sdr.api, {
      kind: "erasure",
      subject: ` ${email.toUpperCase()} `,
    });
    const response = await w.sdr.api.post(erasePath(request.id));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      assignments: 0,
      messages: 0,
      activityEvents: 0,
      importBatches: 0,
      outgoingMail: 0,
    });
    const record = (await w.sdr.api.get(personPath(email))).json() as PersonRecord;
    expect(record.suppressions).toEqual([
      { id: expect.any(String), kind: "email", companyName: null, reason: "erased" },
    ]);
    const [entry] = await queryRows<{ value: string | null }>(
      t.db,
      sql`select value from suppressions where id = ${record.suppressions[0]?.id}::uuid`,
    );
    expect(entry).toEqual({ value: null });
    const imported = await importFile(
      w.sdr.api,
      csvFile(`${STANDARD_HEADER}\r\nNo,Body,CEO,Nowhere,https://linkedin.com/in/no-body-here,${email}\r\n`),
      importFields(undefined, { campaignId: w.company.campaignId }),
    );
    expect(imported).toMatchObject({ importedRows: 0, suppressedRows: 1 });
  });

  it("answers 404 for an unknown request and 409 for an access request", async () => {
    expectError(await w.sdr.api.post(erasePath(UNKNOWN_ID)), 404, PRIVACY_REQUEST_NOT_FOUND);
    const access = await createPrivacyRequest(w.sdr.api, {
      kind: "access",
      subject: "someone@orchid-mail.test",
    });
    expectError(await w.sdr.api.post(erasePath(access.id)), 409, PRIVACY_REQUEST_NOT_ERASURE);
  });
});
