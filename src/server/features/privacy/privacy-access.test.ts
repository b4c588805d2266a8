import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { expectError, UNKNOWN_ID } from "../../../../tests/helpers/management.js";
import { createPrivacyRequest, PRIVACY_LOG } from "../../../../tests/helpers/privacy-person.js";
import { TEST_TIME_ZONE } from "../../../../tests/helpers/test-app.js";
import { workspaceSuite } from "../../../../tests/helpers/workspace.js";
import { endpointUrl } from "../../../shared/contracts/endpoint.js";
import { accessExportPath, privacyEndpoints } from "../../../shared/contracts/endpoints/privacy.js";
import { PRIVACY_LOG_PAGE_SIZE, type PrivacyLogEntry } from "../../../shared/contracts/privacy.js";

const { t, w } = workspaceSuite("Privacy Access Co");

const routes = (requestId: string, companyId: string) =>
  [
    ["GET", endpointUrl(privacyEndpoints.person, { query: { q: "someone@example.test" } })],
    ["GET", privacyEndpoints.requests.path],
    ["POST", privacyEndpoints.createRequest.path],
    ["POST", endpointUrl(privacyEndpoints.erase, { params: { id: requestId } })],
    ["GET", accessExportPath(requestId, "json")],
    ["GET", privacyEndpoints.retention.path],
    ["PUT", endpointUrl(privacyEndpoints.saveRetention, { params: { id: companyId } })],
    ["GET", privacyEndpoints.log.path],
  ] as const;

const bodies: Record<string, unknown> = {
  POST: { kind: "erasure", subject: "someone@example.test", receivedOn: "2026-01-05" },
  PUT: { retentionMonths: 12 },
};

describe("privacy routes", () => {
  it("answer 401 without a session and 403 to a client, on every route", async () => {
    const request = await createPrivacyRequest(w.sdr.api, {
      kind: "erasure",
      subject: "someone@example.test",
    });
    const all = routes(request.id, w.company.companyId);
    expect(all).toHaveLength(Object.keys(privacyEndpoints).length + 1);
    for (const [method, url] of all) {
      const body = method === "GET" ? undefined : bodies[method];
      const anonymous = await w.anonymous.request(method, url, body);
      expect(anonymous.statusCode, `${method} ${url}`).toBe(401);
      const client = await w.client.api.request(method, url, body);
      expect(client.statusCode, `${method} ${url}`).toBe(403);
    }
    // Nothing was done on their behalf.
    expect((await w.sdr.api.get(PRIVACY_LOG)).json()).toMatchObject({ total: 0 });
  });

  it("answer 404 for an unknown request or company and 400 for an id that is not one", async () => {
    for (const [method, url] of routes(UNKNOWN_ID, UNKNOWN_ID)) {
      if (!url.includes(UNKNOWN_ID)) continue;
      const response = await w.sdr.api.request(method, url, bodies[method]);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await w.sdr.api.post("/api/privacy/requests/not-an-id/erase")).statusCode).toBe(400);
  });
});

describe("GET /api/privacy/log", () => {
  it("answers the newest lines first, filtered by action and local dates, with the total", async () => {
    const zone = TEST_TIME_ZONE;
    // Lines written at known local times (the log takes inserts only).
    await t.db.execute(
      sql`insert into privacy_log (action, summary, created_at)
          select 'suppression.added', 'Line ' || n, ('2026-03-01 12:00'::timestamp + make_interval(days => n)) at time zone ${zone}
          from generate_series(1, 3) as n`,
    );
    await t.db.execute(
      sql`insert into privacy_log (action, summary, created_at, actor_id, company_id)
          values ('erasure', 'Erased', ('2026-03-02 23:30'::timestamp) at time zone ${zone}, ${w.sdr.userId}::uuid,
            ${w.company.companyId}::uuid)`,
    );
    const read = async (query: string) => {
      const response = await w.sdr.api.get(`${PRIVACY_LOG}${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as { entries: PrivacyLogEntry[]; total: number };
    };
    const all = await read("");
    expect(all.total).toBeGreaterThanOrEqual(4);
    expect(all.entries.map((entry) => entry.createdAt)).toEqual(
      [...all.entries.map((entry) => entry.createdAt)].sort().reverse(),
    );
    const march = await read("?from=2026-03-02&to=2026-03-03");
    expect(march.entries.map((entry) => entry.summary)).toEqual(["Line 2", "Erased", "Line 1"]);
    expect(march.total).toBe(3);
    expect(await read("?action=erasure&from=2026-03-02&to=2026-03-02")).toEqual({
      entries: [
        {
          id: expect.any(Number),
          action: "erasure",
          actor: "Sam Sdr",
          companyName: "Privacy Access Co",
          summary: "Erased",
          createdAt: expect.any(String),
        },
      ],
      total: 1,
    });

    await t.db.execute(
      sql`insert into privacy_log (action, summary) select 'suppression.removed', 'Many' from generate_series(1, ${PRIVACY_LOG_PAGE_SIZE})`,
    );
    const page = await read("?action=suppression.removed");
    expect(page.entries).toHaveLength(PRIVACY_LOG_PAGE_SIZE);
    expect(page.total).toBe(PRIVACY_LOG_PAGE_SIZE);
  });

  it("refuses an unknown action, a date that is not one and a start after the end", async () => {
    const cases: [string, string, RegExp][] = [
      ["?action=deleted", "action", /action must be one of/],
      ["?from=2026-13-01", "from", /a date that exists/],
      ["?from=2026-03-05&to=2026-03-01", "from", /start date must not be after the end date/],
    ];
    for (const [query, field, message] of cases) {
      const response = await w.sdr.api.get(`${PRIVACY_LOG}${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toMatchObject({ field, message: expect.stringMatching(message) });
    }
    expectError(await w.sdr.api.get(`${PRIVACY_LOG}?to=2026-02-30`), 400, "Enter a date that exists");
  });
});
