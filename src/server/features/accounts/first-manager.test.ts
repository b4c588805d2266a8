import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createClientUser } from "../../../../tests/helpers/factories.js";
import { login, testAppSuite } from "../../../../tests/helpers/test-app.js";
import { queryRows } from "../../core/db/raw.js";
import { ensureFirstManager } from "./auth.service.js";

const t = testAppSuite();

const sdrLogins = () =>
  queryRows<{ email: string; name: string }>(t.db, sql`select email, name from users where role = 'sdr'`);

describe("ensureFirstManager (ADMIN_EMAIL / ADMIN_PASSWORD)", () => {
  it("refuses an email that already belongs to a client account", async () => {
    const client = await createClientUser(t.db, { companyId: null });
    await expect(ensureFirstManager(t.db, client.email, "admin-password")).rejects.toThrow(
      `ADMIN_EMAIL ${client.email} already belongs to a client account`,
    );
    expect(await sdrLogins()).toEqual([]);
  });

  it("refuses an ADMIN_PASSWORD that is too short or easily guessed, saying why", async () => {
    await expect(ensureFirstManager(t.db, "ops.lead@agency.test", "admin-pw")).rejects.toThrow(
      "ADMIN_PASSWORD is refused: Password must be at least 12 characters",
    );
    await expect(ensureFirstManager(t.db, "ops.lead@agency.test", "password1234")).rejects.toThrow(
      "ADMIN_PASSWORD is refused: This password is too easy to guess: This is similar to a commonly used password.",
    );
    await expect(ensureFirstManager(t.db, "ops.lead@agency.test", "ops.lead.2024")).rejects.toThrow(
      "ADMIN_PASSWORD is refused: This password is too easy to guess: There should not be any personal or page related data.",
    );
    expect(await sdrLogins()).toEqual([]);
  });

  it("creates the first SDR with a roster entry when there is none", async () => {
    expect(await ensureFirstManager(t.db, "ops.lead@agency.test", "admin-password")).toBe("created");

    expect(await sdrLogins()).toEqual([{ email: "ops.lead@agency.test", name: "Ops Lead" }]);
    const roster = await queryRows<{ email: string; status: string; linked: boolean }>(
      t.db,
      sql`select sdrs.email, sdrs.status, sdrs.user_id = users.id as linked
          from sdrs join users on users.email = sdrs.email`,
    );
    expect(roster).toEqual([{ email: "ops.lead@agency.test", status: "Active", linked: true }]);
    const cookie = await login(t.app, "ops.lead@agency.test", "admin-password", "sdr");
    expect(cookie).toMatch(/^od_session=/);
  });

  it("does nothing once an SDR exists, even for another email", async () => {
    expect(await ensureFirstManager(t.db, "ops.lead@agency.test", "changed-password")).toBe("exists");
    expect(await ensureFirstManager(t.db, "someone.else@agency.test", "admin-password")).toBe("exists");

    expect(await sdrLogins()).toEqual([{ email: "ops.lead@agency.test", name: "Ops Lead" }]);
    await expect(login(t.app, "ops.lead@agency.test", "changed-password", "sdr")).rejects.toThrow(/401/);
  });

  it("makes self-registration of further SDRs need an invitation", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/auth/register",
      payload: { email: "walk.in@agency.test", password: "long-enough-pw", userType: "sdr" },
    });
    expect(response.statusCode).toBe(403);
  });
});
