import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../src/server/core/db/raw.js";
import { errorBody } from "../../src/server/core/http/errors.js";
import { pruneAuditLog } from "../../src/server/features/audit/audit-log.service.js";
import {
  AUDIT_ACTIONS,
  AUDIT_EXPORT_COLUMNS,
  AUDIT_HIDDEN_VALUE,
  type AuditEntry,
} from "../../src/shared/contracts/audit.js";
import { MANAGERS_ONLY } from "../../src/shared/contracts/staff-roles.js";
import { createKey, withKey } from "../helpers/api-keys.js";
import { createSdrUser } from "../helpers/factories.js";
import { SDRS } from "../helpers/management.js";
import { tenancySuite } from "../helpers/tenancy.js";
import { authed, login } from "../helpers/test-app.js";

/** The audit log (issue 36 item 7): staff and security actions, append-only, filterable, exportable. */
const { t, tenancy } = tenancySuite();

const owner = () => authed(t.app, tenancy.sdr.cookie);

async function logOf(query = ""): Promise<{ entries: AuditEntry[]; total: number }> {
  const response = await owner().get(`/api/audit${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const latest = async (action: string) => (await logOf(`?action=${action}`)).entries[0];

describe("the audit log", () => {
  let sdr: Awaited<ReturnType<typeof createSdrUser>>;

  beforeAll(async () => {
    sdr = await createSdrUser(t.db, { role: "sdr", name: "Sid Junior" });
  });

  it("records a role change with who, from where, the call and what was sent", async () => {
    const changed = await owner().patch(`${SDRS}/${sdr.sdrId}`, { role: "manager" });
    expect(changed.statusCode, changed.body).toBe(200);

    expect(await latest("staff.changed")).toEqual({
      id: expect.any(Number),
      action: "staff.changed",
      actor: "Sam Sdr",
      apiKey: null,
      ip: "127.0.0.1",
      target: "PATCH /api/management-sdrs/:id",
      detail: { id: sdr.sdrId, role: "manager" },
      status: 200,
      succeeded: true,
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
  });

  it("records failed sign-ins with the address tried, never the password, and a sign-in with who it was", async () => {
    const wrong = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: sdr.email, password: "Not the password 1", userType: "sdr" },
    });
    expect(wrong.statusCode).toBe(401);
    const cookie = await login(t.app, sdr.email, sdr.password, "sdr");
    expect((await authed(t.app, cookie).post("/api/auth/logout")).statusCode).toBe(204);
    expect(await latest("sign_out")).toMatchObject({ actor: "Sid Junior", succeeded: true });

    const { entries } = await logOf("?action=sign_in");
    const [signedIn, failed] = entries;
    expect(signedIn).toMatchObject({ actor: "Sid Junior", status: 200, succeeded: true });
    expect(failed).toMatchObject({
      actor: null,
      status: 401,
      succeeded: false,
      detail: { email: sdr.email, password: AUDIT_HIDDEN_VALUE, userType: "sdr" },
    });
    expect((await logOf("?outcome=failed&action=sign_in")).entries.map((entry) => entry.id)).toContain(
      failed?.id,
    );
  });

  it("records a failed password check, and keeps no secret anywhere: not the password, not a new key", async () => {
    const wrong = await owner().post("/api/auth/step-up", { password: "Guessing at it 1" });
    expect(wrong.statusCode).toBe(400);
    expect(await latest("step_up")).toMatchObject({
      succeeded: false,
      detail: { password: AUDIT_HIDDEN_VALUE },
    });

    const key = await createKey(owner(), { name: "Reporting" });
    expect(await latest("api_key.created")).toMatchObject({ succeeded: true, detail: { name: "Reporting" } });
    const [stored] = await queryRows<{ text: string }>(
      t.db,
      sql`select string_agg(to_jsonb(l)::text, ' ') as text from audit_log l`,
    );
    expect(stored?.text).not.toContain(key.secret);
    expect(stored?.text).not.toContain("Guessing at it 1");
  });

  it("names the API key an action was made with", async () => {
    const key = await createKey(owner(), { name: "Exporter" });
    const exported = await withKey(t.app, key.secret).get("/api/team-kpis/export?format=csv");
    expect(exported.statusCode).toBe(200);
    expect(await latest("export")).toMatchObject({
      actor: "Sam Sdr",
      apiKey: expect.stringMatching(/^Exporter \(/),
      target: "GET /api/team-kpis/export",
      detail: { format: "csv" },
    });
  });

  it("filters by who acted and by day, and refuses a range that ends before it starts", async () => {
    const bySid = await logOf("?actor=junior");
    expect(bySid.entries.length).toBeGreaterThan(0);
    expect(
      bySid.entries.every((entry) => entry.actor === "Sid Junior" || entry.detail.email === sdr.email),
    ).toBe(true);
    expect((await logOf("?from=2000-01-01&to=2000-01-02")).total).toBe(0);
    const backwards = await owner().get("/api/audit?from=2026-02-02&to=2026-02-01");
    expect(backwards.json()).toEqual(
      errorBody(400, "from: The start date must not be after the end date", { field: "from" }),
    );
  });

  it("exports what matches as CSV, and the export is itself recorded", async () => {
    const response = await owner().get("/api/audit/export?format=csv&action=staff.changed");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("text/csv");
    const lines = response.body
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toBe(AUDIT_EXPORT_COLUMNS.join(","));
    expect(lines.slice(1).every((line) => line.includes("Staff member changed"))).toBe(true);
    expect(lines.length).toBeGreaterThan(1);
    expect(await latest("export")).toMatchObject({
      target: "GET /api/audit/export",
      detail: { action: "staff.changed" },
    });
  });

  it("is append-only: no update, delete or truncate, except the pruning of entries past retention", async () => {
    for (const statement of [
      sql`update audit_log set status = 200`,
      sql`delete from audit_log`,
      sql`truncate audit_log`,
    ]) {
      const refusal = await t.db.execute(statement).then(
        () => "done",
        (error: Error) => String((error.cause as Error | undefined)?.message ?? error.message),
      );
      expect(refusal).toMatch(/the audit log is append-only/);
    }

    await t.db.execute(
      sql`insert into audit_log (action, target, status, succeeded, created_at)
          values ('backup', 'old entry', 0, true, now() - interval '25 months')`,
    );
    const before = (await logOf()).total;
    expect(await pruneAuditLog(t.db, 24)).toBe(1);
    expect((await logOf()).total).toBe(before - 1);
  });

  it("knows every action the contract lists: the table's check holds the same list", async () => {
    const [check] = await queryRows<{ def: string }>(
      t.db,
      sql`select pg_get_constraintdef(oid) as def from pg_constraint where conname = 'audit_log_action_check'`,
    );
    const listed = [...(check?.def ?? "").matchAll(/'([^']+)'/g)].map((match) => match[1]);
    expect(listed.sort()).toEqual([...AUDIT_ACTIONS].sort());
  });

  it("is read by managers only: not an SDR, a client, or someone who only knows an address", async () => {
    const junior = await createSdrUser(t.db, { role: "sdr" });
    const sdrCookie = await login(t.app, junior.email, junior.password, "sdr");
    for (const path of ["/api/audit", "/api/audit/export?format=csv"]) {
      expect((await authed(t.app, sdrCookie).get(path)).json()).toEqual(errorBody(403, MANAGERS_ONLY));
      expect((await authed(t.app, tenancy.a.clientCookie).get(path)).statusCode).toBe(403);
      expect(
        (await authed(t.app, undefined).get(`${path}${path.includes("?") ? "&" : "?"}actor=${sdr.email}`))
          .statusCode,
      ).toBe(401);
    }
  });
});
