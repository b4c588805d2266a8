import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createCompany } from "../../../../tests/helpers/factories.js";
import {
  csvBody,
  csvFile,
  importFields,
  importFile,
  STANDARD_HEADER,
} from "../../../../tests/helpers/imports.js";
import { expectError, UNKNOWN_ID } from "../../../../tests/helpers/management.js";
import {
  createPrivacyRequest,
  PRIVACY_LOG,
  PRIVACY_REQUESTS,
} from "../../../../tests/helpers/privacy-person.js";
import {
  prospectPath,
  prospectsPath,
  replyPath,
  workspaceSuite,
} from "../../../../tests/helpers/workspace.js";
import { accessExportPath } from "../../../shared/contracts/endpoints/privacy.js";
import {
  PRIVACY_REQUEST_NOT_ACCESS,
  PRIVACY_REQUEST_NOT_FOUND,
  type PrivacyLogEntry,
  type PrivacyRequest,
} from "../../../shared/contracts/privacy.js";
import type { Prospect } from "../../../shared/contracts/prospects.js";

const { t, w } = workspaceSuite("Export Co");

type Rows = Record<string, unknown>[];

describe("GET /api/privacy/requests/:id/export", () => {
  it("answers every table's rows about the person, as JSON or CSV, and completes the request", async () => {
    const other = await createCompany(t.db, { companyName: "Other Export Co" });
    const email = "bartholomew.vance@lantern.test";
    const url = "https://www.linkedin.com/in/b-vance-lantern";
    await importFile(
      w.sdr.api,
      csvFile(
        `${STANDARD_HEADER}\r\nBartholomew,Vance,Keeper,Lantern,${url},${email}\r\nOther,Person,CEO,Elsewhere,https://linkedin.com/in/other-person,\r\n`,
      ),
      importFields(undefined, { campaignId: w.company.campaignId }),
    );
    await importFile(
      w.sdr.api,
      csvFile(`${STANDARD_HEADER}\r\nBartholomew,Vance,,Lantern,${url},not-an-address\r\n`, "broken.csv"),
      importFields(undefined, { campaignId: other.campaignId }),
    );
    const listed = (await w.sdr.api.get(prospectsPath(w.company.campaignId))).json() as Prospect[];
    const person = listed.find((row) => row.lastName === "Vance");
    if (!person) throw new Error("the import did not list the person");
    await t.db.execute(
      sql`insert into assignments (campaign_id, prospect_id) values (${other.campaignId}::uuid, ${person.prospectId}::uuid)`,
    );
    expect((await w.sdr.api.patch(prospectPath(person.id), { invite: true })).statusCode).toBe(200);
    expect((await w.sdr.api.post(replyPath(person.id), { content: "Tell me more" })).statusCode).toBeLessThan(
      300,
    );
    const skip = await w.sdr.api.post(`${prospectPath(person.id)}/queue-marks`, {
      action: "skipped",
      step: "m1",
      reason: "=HYPERLINK(1)",
    });
    expect(skip.statusCode, skip.body).toBeLessThan(300);
    await t.db.execute(
      sql`insert into budget_overrides (campaign_id, assignment_id, sent_last_7_days, sent_today)
          values (${w.company.campaignId}::uuid, ${person.id}::uuid, 100, 20)`,
    );
    // The lists plan each assignment's next step (assignment_plans).
    await w.sdr.api.get(prospectsPath(other.campaignId));
    await t.db.execute(sql`insert into outbox (to_address, subject, body) values (${email}, 'Hi', 'Text')`);
    const entry = await w.sdr.api.post("/api/suppressions", {
      kind: "linkedin",
      value: url,
      campaignId: other.campaignId,
      reason: "customer",
      note: "",
    });
    expect(entry.statusCode, entry.body).toBe(201);

    const request = await createPrivacyRequest(w.sdr.api, { kind: "access", subject: email.toUpperCase() });
    const response = await w.sdr.api.get(accessExportPath(request.id, "json"));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(response.headers["content-disposition"]).toMatch(
      /^attachment; filename="access-request-.*\.json"/,
    );
    const exported = response.json() as { requestId: string; tables: Record<string, Rows> };
    expect(exported.requestId).toBe(request.id);
    const { tables } = exported;
    expect(Object.keys(tables).sort()).toEqual(
      [
        "activity_events",
        "assignment_plans",
        "assignments",
        "budget_overrides",
        "calendly_bookings",
        "conversations",
        "import_batches",
        "messages",
        "outbox",
        "privacy_requests",
        "prospects",
        "queue_marks",
        "suppressions",
      ].sort(),
    );
    const counts = Object.fromEntries(Object.entries(tables).map(([table, rows]) => [table, rows.length]));
    expect(counts).toMatchObject({
      prospects: 1,
      assignments: 2,
      assignment_plans: 2,
      conversations: 1,
      messages: 1,
      queue_marks: 1,
      budget_overrides: 1,
      import_batches: 2,
      outbox: 1,
      suppressions: 1,
      privacy_requests: 1,
    });
    expect(counts.activity_events).toBeGreaterThan(0);
    expect(tables.prospects?.[0]).toMatchObject({
      id: person.prospectId,
      first_name: "Bartholomew",
      last_name: "Vance",
      email,
      linkedin_url: url,
    });
    expect(tables.messages?.[0]).toMatchObject({ content: "Tell me more" });
    expect(tables.suppressions?.[0]).toMatchObject({ kind: "linkedin", value: url, reason: "customer" });
    // Only the person's rows of an error report, under the file's headers; the batch that added them.
    expect(tables.import_batches).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ file_name: "prospects.csv", added_to_pool: true }),
        expect.objectContaining({
          file_name: "broken.csv",
          line: 2,
          "First Name": "Bartholomew",
          Email: "not-an-address",
        }),
      ]),
    );
    expect(JSON.stringify(tables)).not.toContain("other-person");

    const done = (await w.sdr.api.get(PRIVACY_REQUESTS)).json() as { requests: PrivacyRequest[] };
    expect(done.requests.find((r) => r.id === request.id)).toMatchObject({
      completedAt: expect.any(String),
      completedBy: "Sam Sdr",
      subject: email.toUpperCase(),
    });

    // Again, as CSV: one line per stored value, cells that could run as formulas neutralised.
    const csv = await w.sdr.api.get(accessExportPath(request.id, "csv"));
    expect(csv.statusCode).toBe(200);
    expect(csv.headers["content-type"]).toBe("text/csv; charset=utf-8");
    const { bom, text } = csvBody(csv);
    expect(bom).toBe(true);
    const lines = text.split("\r\n");
    expect(lines[0]).toBe("Table,Row id,Column,Value");
    expect(lines).toContain(`prospects,${person.prospectId},first_name,Bartholomew`);
    expect(lines).toContain(`queue_marks,${person.id}/m1,reason,'=HYPERLINK(1)`);
    expect(lines.filter((line) => line.startsWith("messages,"))).toContainEqual(
      expect.stringMatching(/^messages,[0-9a-f-]+,content,Tell me more$/),
    );

    const log = (await w.sdr.api.get(`${PRIVACY_LOG}?action=access.export`)).json() as {
      entries: PrivacyLogEntry[];
      total: number;
    };
    expect(log.total).toBe(2);
    expect(log.entries[0]).toMatchObject({ action: "access.export", actor: "Sam Sdr" });
    expect(log.entries[0]?.summary).not.toContain("Vance");
  });

  it("answers 404 for an unknown request, 409 for an erasure request and 400 for an unknown format", async () => {
    expectError(await w.sdr.api.get(accessExportPath(UNKNOWN_ID, "json")), 404, PRIVACY_REQUEST_NOT_FOUND);
    const erasure = await createPrivacyRequest(w.sdr.api, { kind: "erasure", subject: "gone@lantern.test" });
    expectError(await w.sdr.api.get(accessExportPath(erasure.id, "csv")), 409, PRIVACY_REQUEST_NOT_ACCESS);
    const access = await createPrivacyRequest(w.sdr.api, { kind: "access", subject: "asks@lantern.test" });
    const wrong = await w.sdr.api.get(`/api/privacy/requests/${access.id}/export?format=xml`);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toMatch(/format must be json or csv/);
  });
});
