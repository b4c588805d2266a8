import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createCompany } from "../../../../tests/helpers/factories.js";
import { csvFile, importFields, importFile, STANDARD_HEADER } from "../../../../tests/helpers/imports.js";
import {
  createPrivacyRequest,
  PRIVACY_REQUESTS,
  personPath,
} from "../../../../tests/helpers/privacy-person.js";
import {
  CONVERSATIONS,
  prospectsPath,
  replyPath,
  workspaceSuite,
} from "../../../../tests/helpers/workspace.js";
import type { PersonRecord, PrivacyRequest } from "../../../shared/contracts/privacy.js";
import type { Prospect } from "../../../shared/contracts/prospects.js";
import { queryRows } from "../../core/db/raw.js";
import { suppressionHash } from "./suppression-keys.js";

const { t, w } = workspaceSuite("Requests Co");

describe("GET /api/privacy/people", () => {
  it("finds a person by any form of their profile URL or by their address, with everything held", async () => {
    const other = await createCompany(t.db, { companyName: "Second Co" });
    const row =
      "Marguerite,Oakhollow,Buyer,Fernleaf,https://uk.linkedin.com/in/m-oakhollow,M.Oakhollow@Fernleaf.test";
    await importFile(
      w.sdr.api,
      csvFile(`${STANDARD_HEADER}\r\n${row}\r\n`),
      importFields(undefined, { campaignId: w.company.campaignId }),
    );
    const failed = await importFile(
      w.sdr.api,
      csvFile(
        `${STANDARD_HEADER}\r\nMarguerite,,Buyer,Fernleaf,linkedin.com/in/m-oakhollow,\r\n`,
        "again.csv",
      ),
      importFields(undefined, { campaignId: other.campaignId }),
    );
    expect(failed.failedRows).toBe(1);
    const [person] = ((await w.sdr.api.get(prospectsPath(w.company.campaignId))).json() as Prospect[]).filter(
      (p) => p.lastName === "Oakhollow",
    );
    if (!person) throw new Error("the import did not list the person");
    await t.db.execute(
      sql`insert into assignments (campaign_id, prospect_id, m1_at, invite_at, connected_at)
          values (${other.campaignId}::uuid, ${person.prospectId}::uuid, now(), now(), now())`,
    );
    expect((await w.sdr.api.post(replyPath(person.id), { content: "Yes please" })).statusCode).toBeLessThan(
      300,
    );
    await t.db.execute(
      sql`insert into outbox (to_address, subject, body) values ('m.oakhollow@fernleaf.test', 'Hello', 'Text')`,
    );

    const record = async (q: string) => {
      const response = await w.sdr.api.get(personPath(q));
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as PersonRecord;
    };
    const found = await record("https://www.linkedin.com/in/M-Oakhollow/?trk=x");
    expect(found).toEqual({
      person: {
        prospectId: person.prospectId,
        firstName: "Marguerite",
        lastName: "Oakhollow",
        jobTitle: "Buyer",
        company: "Fernleaf",
        linkedinName: null,
        linkedinUrl: "https://www.linkedin.com/in/m-oakhollow",
        email: "M.Oakhollow@Fernleaf.test",
        phone: null,
        createdAt: expect.any(String),
      },
      assignments: [
        {
          assignmentId: person.id,
          campaignId: w.company.campaignId,
          companyName: "Requests Co",
          sequenceTag: "New",
          finalDisposition: "Reply",
          progress: [],
          lastTouchAt: expect.any(String),
          importedAt: expect.any(String),
          badDataReason: null,
          doNotContact: null,
        },
        expect.objectContaining({
          campaignId: other.campaignId,
          companyName: "Second Co",
          progress: ["invite", "connected", "m1"],
          lastTouchAt: null,
        }),
      ],
      conversations: [
        {
          conversationId: expect.any(String),
          companyName: "Requests Co",
          messageCount: 1,
          lastMessageAt: expect.any(String),
        },
      ],
      activityEvents: expect.any(Number),
      importBatches: [
        expect.objectContaining({ fileName: "again.csv", inErrorReport: true }),
        expect.objectContaining({ fileName: "prospects.csv", inErrorReport: false }),
      ],
      outgoingMail: 1,
      suppressions: [],
    });
    expect(found.activityEvents).toBeGreaterThan(0);
    expect(await record(" m.oakhollow@FERNLEAF.test ")).toEqual(found);

    const nobody = await record("someone.else@fernleaf.test");
    expect(nobody).toEqual({
      person: null,
      assignments: [],
      conversations: [],
      activityEvents: 0,
      importBatches: [],
      outgoingMail: 0,
      suppressions: [],
    });
    // Conversations are untouched by a search.
    expect((await w.sdr.api.get(CONVERSATIONS)).statusCode).toBe(200);
  });

  it("answers 400 naming the problem for anything but a profile URL or an address", async () => {
    for (const q of ["Jane Doe", "https://linkedin.com/company/acme", "jane@", ""]) {
      const response = await w.sdr.api.get(personPath(q));
      expect(response.statusCode, q).toBe(400);
      expect(response.json().message).toMatch(
        q === "" ? /Enter a LinkedIn profile URL or an e-mail address/ : /neither a LinkedIn profile URL/,
      );
    }
  });
});

describe("POST and GET /api/privacy/requests", () => {
  it("records a request due one month after it arrived, keeping the subject's hash", async () => {
    const created = await createPrivacyRequest(w.sdr.api, {
      kind: "erasure",
      subject: "https://linkedin.com/in/Due-Date/",
      receivedOn: "2026-01-31",
    });
    expect(created).toEqual({
      id: expect.any(String),
      kind: "erasure",
      subject: "https://linkedin.com/in/Due-Date/",
      receivedOn: "2026-01-31",
      dueOn: "2026-02-28",
      completedAt: null,
      createdBy: "Sam Sdr",
      completedBy: null,
    });
    const [stored] = await queryRows<{ hash: string }>(
      t.db,
      sql`select subject_hash as hash from privacy_requests where id = ${created.id}::uuid`,
    );
    expect(stored?.hash).toBe(suppressionHash("linkedin", "linkedin.com/in/due-date"));

    const later = await createPrivacyRequest(w.sdr.api, {
      kind: "access",
      subject: "Due@Date.test",
      receivedOn: "2026-03-15",
    });
    expect(later.dueOn).toBe("2026-04-15");
    const list = (await w.sdr.api.get(PRIVACY_REQUESTS)).json() as { requests: PrivacyRequest[] };
    expect(list.requests.slice(0, 2).map((r) => r.id)).toEqual([later.id, created.id]);
  });

  it("refuses a subject that names nobody, a date that does not exist or is still to come", async () => {
    const today = new Date().toISOString().slice(0, 10);
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ kind: "erasure", subject: "Jane Doe", receivedOn: today }, "subject", /neither a LinkedIn/],
      [{ kind: "erasure", subject: "", receivedOn: today }, "subject", /Enter a LinkedIn profile URL/],
      [{ kind: "forget", subject: "a@b.test", receivedOn: today }, "kind", /Choose Erasure or Access/],
      [{ kind: "access", subject: "a@b.test", receivedOn: "2026-02-30" }, "receivedOn", /a date that exists/],
      [{ kind: "access", subject: "a@b.test", receivedOn: "31/01/2026" }, "receivedOn", /YYYY-MM-DD/],
      [{ kind: "access", subject: "a@b.test", receivedOn: "2999-01-01" }, "receivedOn", /in the future/],
    ];
    for (const [body, field, message] of cases) {
      const response = await w.sdr.api.post(PRIVACY_REQUESTS, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toMatchObject({ field, message: expect.stringMatching(message) });
    }
  });
});
