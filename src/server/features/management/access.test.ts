import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClientUser, createCompany } from "../../../../tests/helpers/factories.js";
import {
  ACTIVE_CAMPAIGNS,
  type Api,
  CLIENTS,
  createRow,
  expectError,
  listRows,
  MANAGEMENT_ROUTE_CASES,
  MANAGEMENT_ROUTES,
  MATRIX,
  type ManagementIds,
  SCHEDULERS,
  SDRS,
  signInManager,
} from "../../../../tests/helpers/management.js";
import { authed, createTestApp, login, type TestApp } from "../../../../tests/helpers/test-app.js";
import { clientLogins } from "../../core/db/schema/index.js";

/** A client and nobody at all try every management call; only a manager may make them. */
let t: TestApp;
let manager: Api;
let clientCookie: string;
let ids: ManagementIds;
let snapshot: () => Promise<unknown>;
beforeAll(async () => {
  t = await createTestApp();
  ({ api: manager } = await signInManager(t));
  // Its login e-mail names nobody's login yet, so that a manager may resend its invitation.
  const company = await createCompany(t.db, {
    companyName: "Nosy Client Co",
    loginEmail: "nosy-login@example.test",
  });
  const client = await createClientUser(t.db, { companyId: company.companyId });
  clientCookie = await login(t.app, client.email, client.password, "client");

  const sdr = await createRow<{ id: string }>(manager, SDRS, {
    name: "Target",
    email: "target@example.test",
  });
  const scheduler = await createRow<{ id: string }>(manager, SCHEDULERS, { name: "Target" });
  const connection = await createRow<{ id: string }>(manager, MATRIX, {
    companyId: company.companyId,
    sdrId: sdr.id,
    schedulerId: scheduler.id,
  });
  // A further login, invited but not accepted, so that a manager may resend its invitation and remove it.
  const [further] = await t.db
    .insert(clientLogins)
    .values({ companyId: company.companyId, email: "nosy-colleague@example.test" })
    .returning({ id: clientLogins.id });
  ids = {
    sdr: sdr.id,
    client: company.companyId,
    scheduler: scheduler.id,
    connection: connection.id,
    clientLogin: further?.id as string,
  };
  snapshot = async () =>
    Promise.all([SDRS, CLIENTS, SCHEDULERS, MATRIX].map((path) => listRows(manager, path, true)));
});
afterAll(() => t.close());

describe("management routes are for agency staff only", () => {
  it.each(MANAGEMENT_ROUTE_CASES)("%s answers 401 without a session", async (_name, c) => {
    const response = await authed(t.app, undefined).request(c.method, c.url(ids), c.body);
    expectError(response, 401, "Please sign in to continue.");
  });

  it.each(MANAGEMENT_ROUTE_CASES)("%s answers 403 to a signed-in client", async (_name, c) => {
    const response = await authed(t.app, clientCookie).request(c.method, c.url(ids), c.body);
    expectError(response, 403, "This is available to agency staff only.");
  });

  it("refused calls changed nothing, and the same calls succeed for a manager", async () => {
    const before = await snapshot();
    for (const [, c] of MANAGEMENT_ROUTE_CASES) {
      await authed(t.app, undefined).request(c.method, c.url(ids), c.body);
      await authed(t.app, clientCookie).request(c.method, c.url(ids), c.body);
    }
    expect(await snapshot()).toEqual(before);

    for (const [name, c] of MANAGEMENT_ROUTE_CASES) {
      const response = await manager.request(c.method, c.url(ids), c.body);
      expect(response.statusCode, `${name}: ${response.body}`).toBeLessThan(300);
    }
  }, 30_000);

  it("covers every management route and the active campaign list", () => {
    const listed = new Set(MANAGEMENT_ROUTES.map((c) => `${c.method} ${c.route}`));
    // Transferring ownership and resetting a second factor are the owner's alone:
    // tests/access/staff-roles.test.ts tries them.
    const management = t.app.registeredRoutes
      .filter((r) => /^\/api\/(management-|connection-matrix|campaigns\/active)/.test(r.url))
      .filter((r) => r.access !== "owner")
      .map((r) => `${r.method} ${r.url}`);
    expect(management.filter((route) => !listed.has(route))).toEqual([]);
    for (const route of listed) expect(management).toContain(route);
    for (const r of t.app.registeredRoutes.filter((r) => management.includes(`${r.method} ${r.url}`)))
      expect(r.access).toBe(r.url === ACTIVE_CAMPAIGNS ? "sdr" : "manager");
  });
});
