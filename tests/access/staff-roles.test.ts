import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { connections, sdrs } from "../../src/server/core/db/schema/index.js";
import { type RegisteredRoute, staffRoleNeeded } from "../../src/server/core/http/access.js";
import { errorBody } from "../../src/server/core/http/errors.js";
import { SDR_IMPORTS_INTO_CAMPAIGNS } from "../../src/shared/contracts/imports.js";
import {
  MANAGERS_ONLY,
  OWNER_ONLY,
  OWNER_ROLE_FIXED,
  OWNER_STAYS,
  STAFF_ONLY,
  type StaffRole,
} from "../../src/shared/contracts/staff-roles.js";
import { createKey, withKey } from "../helpers/api-keys.js";
import { createSdrUser } from "../helpers/factories.js";
import { csvFile, IMPORT, importFields, peopleCsv, uploadForm } from "../helpers/imports.js";
import { MATRIX, SDRS, UNKNOWN_ID } from "../helpers/management.js";
import { tenancySuite } from "../helpers/tenancy.js";
import { authed, login } from "../helpers/test-app.js";

/**
 * Staff roles (DESIGN section 5): owner, manager and SDR. Every route's declaration is tried per role,
 * the list built from the registered routes so that a new route is covered without being named here.
 */
const { t, tenancy } = tenancySuite();

interface Member {
  userId: string;
  sdrId: string;
  email: string;
  password: string;
  cookie: string;
}

async function member(role: StaffRole, works: string[] = []): Promise<Member> {
  const created = await createSdrUser(t.db, { role });
  for (const companyId of works) await t.db.insert(connections).values({ companyId, sdrId: created.sdrId });
  return { ...created, cookie: await login(t.app, created.email, created.password, "sdr") };
}

const people = {} as Record<"owner" | "manager" | "sdrOfA", Member>;

beforeAll(async () => {
  people.owner = tenancy.sdr;
  people.manager = await member("manager");
  people.sdrOfA = await member("sdr", [tenancy.a.ids.companyId]);
});

/** A request a route's access hook judges before anything else: every parameter a made-up id. */
function madeUp(route: RegisteredRoute) {
  const url = route.url.replace(/:([A-Za-z]+)/g, UNKNOWN_ID).replace("*", "anything");
  return { url, body: route.method === "GET" ? undefined : {} };
}

const routesNeeding = (needed: StaffRole) =>
  t.app.registeredRoutes.filter((route) => staffRoleNeeded(route.access ?? "sdr") === needed);

const call = (cookie: string, route: RegisteredRoute) => {
  const { url, body } = madeUp(route);
  return authed(t.app, cookie).request(route.method as "GET", url, body);
};

describe("each route admits the roles it declares", () => {
  it("declares some routes for managers and a few for the owner", () => {
    expect(routesNeeding("manager").length).toBeGreaterThan(30);
    expect(routesNeeding("owner").map((route) => `${route.method} ${route.url}`)).toEqual([
      "GET /api/agency/security",
      "PUT /api/agency/security",
      "DELETE /api/management-sdrs/:id/second-factor",
      "POST /api/management-sdrs/:id/transfer-ownership",
    ]);
  });

  it("refuses an SDR every manager's and owner's route, and a client every staff route (403)", async () => {
    for (const needed of ["manager", "owner"] as const) {
      for (const route of routesNeeding(needed)) {
        const asSdr = await call(people.sdrOfA.cookie, route);
        expect(asSdr.json(), `${route.method} ${route.url}`).toEqual(
          errorBody(403, needed === "owner" ? OWNER_ONLY : MANAGERS_ONLY),
        );
        const asClient = await call(tenancy.a.clientCookie, route);
        expect(asClient.json(), `${route.method} ${route.url}`).toEqual(errorBody(403, STAFF_ONLY));
      }
    }
  });

  it("lets a manager through every manager's route, but not the owner's", async () => {
    for (const route of routesNeeding("manager")) {
      const response = await call(people.manager.cookie, route);
      expect([401, 403], `${route.method} ${route.url}: ${response.body}`).not.toContain(response.statusCode);
      expect(response.statusCode, `${route.method} ${route.url}`).toBeLessThan(500);
    }
    for (const route of routesNeeding("owner")) {
      expect((await call(people.manager.cookie, route)).json()).toEqual(errorBody(403, OWNER_ONLY));
    }
  });

  it("answers 401 to someone who only knows an owner's e-mail address", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: `${SDRS}/${people.manager.sdrId}/transfer-ownership`,
      headers: { "x-email": people.owner.email },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe("an SDR works only their own campaigns", () => {
  it("sees their role and only the campaigns they work", async () => {
    const api = authed(t.app, people.sdrOfA.cookie);
    expect((await api.get("/api/auth/me")).json()).toMatchObject({ type: "sdr", staffRole: "sdr" });
    await t.db.insert(connections).values({ companyId: tenancy.a.ids.companyId, status: "Active" });
    await t.db.insert(connections).values({ companyId: tenancy.b.ids.companyId, status: "Active" });
    const active = (await api.get("/api/campaigns/active")).json() as { id: string }[];
    expect(active.map((row) => row.id)).toEqual([tenancy.a.ids.campaignId]);
    const managerView = (await authed(t.app, people.manager.cookie).get("/api/campaigns/active")).json();
    expect(managerView.map((row: { id: string }) => row.id)).toEqual(
      expect.arrayContaining([tenancy.a.ids.campaignId, tenancy.b.ids.campaignId]),
    );
  });

  it("sees only their own Today queue", async () => {
    const api = authed(t.app, people.sdrOfA.cookie);
    const own = await api.get("/api/today");
    expect(own.statusCode).toBe(200);
    expect(own.json().sdrs).toEqual([{ id: people.sdrOfA.sdrId, name: expect.any(String) }]);
    const other = await api.get(`/api/today?sdrId=${people.manager.sdrId}`);
    expect(other.statusCode).toBe(404);
  });

  it("imports into a campaign they work, never into the pool alone or another campaign", async () => {
    const file = csvFile(peopleCsv("sdr-import", 1, 2));
    const api = authed(t.app, people.sdrOfA.cookie);
    const poolOnly = await api.post(IMPORT, uploadForm(file, importFields(), { fileLast: true }));
    expect(poolOnly.json()).toEqual(errorBody(403, SDR_IMPORTS_INTO_CAMPAIGNS));
    const into = (campaignId: string) =>
      api.post(IMPORT, uploadForm(file, importFields(undefined, { campaignId }), { fileLast: true }));
    expect((await into(tenancy.b.ids.campaignId)).statusCode).toBe(404);
    expect((await into(tenancy.a.ids.campaignId)).statusCode).toBe(200);
  });

  it("reaches a campaign as soon as a matrix row names them, and loses it when the row is archived", async () => {
    const sdr = await member("sdr");
    const api = authed(t.app, sdr.cookie);
    const prospects = `/api/campaigns/${tenancy.b.ids.campaignId}/prospects`;
    expect((await api.get(prospects)).statusCode).toBe(404);
    const [row] = await t.db
      .insert(connections)
      .values({ companyId: tenancy.b.ids.companyId, sdrId: sdr.sdrId })
      .returning({ id: connections.id });
    expect((await api.get(prospects)).statusCode).toBe(200);
    const archived = await authed(t.app, people.manager.cookie).delete(`${MATRIX}/${row?.id}`);
    expect(archived.statusCode).toBe(204);
    expect((await api.get(prospects)).statusCode).toBe(404);
  });
});

describe("roles on the roster", () => {
  it("starts new staff as SDRs", async () => {
    const created = await authed(t.app, people.manager.cookie).post(SDRS, {
      name: "New Hire",
      email: "new.hire@agency.test",
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ role: "sdr", hasLogin: false });
  });

  it("a role change narrows a signed-in session and the person's API keys at once", async () => {
    const colleague = await member("manager");
    const key = await createKey(authed(t.app, colleague.cookie), { name: "Colleague's key" });
    expect((await withKey(t.app, key.secret).get(MATRIX)).statusCode).toBe(200);
    expect((await authed(t.app, colleague.cookie).get(MATRIX)).statusCode).toBe(200);

    const demoted = await authed(t.app, people.manager.cookie).patch(`${SDRS}/${colleague.sdrId}`, {
      role: "sdr",
    });
    expect(demoted.json()).toMatchObject({ role: "sdr" });
    expect((await authed(t.app, colleague.cookie).get(MATRIX)).json()).toEqual(errorBody(403, MANAGERS_ONLY));
    expect((await withKey(t.app, key.secret).get(MATRIX)).json()).toEqual(errorBody(403, MANAGERS_ONLY));
    // The key now reaches what its maker reaches: no campaign, as no matrix row names them.
    const prospects = `/api/campaigns/${tenancy.a.ids.campaignId}/prospects`;
    expect((await withKey(t.app, key.secret).get(prospects)).statusCode).toBe(404);

    await authed(t.app, people.manager.cookie).patch(`${SDRS}/${colleague.sdrId}`, { role: "manager" });
    expect((await withKey(t.app, key.secret).get(prospects)).statusCode).toBe(200);
  });

  it("keeps the owner's role, status and place on the roster until ownership moves", async () => {
    const api = authed(t.app, people.manager.cookie);
    const path = `${SDRS}/${people.owner.sdrId}`;
    expect((await api.patch(path, { role: "sdr" })).json()).toEqual(
      errorBody(400, `role: ${OWNER_ROLE_FIXED}`, { field: "role" }),
    );
    expect((await api.patch(path, { role: "owner" })).statusCode).toBe(400);
    expect((await api.patch(path, { status: "Terminated" })).json()).toEqual(
      errorBody(400, `status: ${OWNER_STAYS}`, { field: "status" }),
    );
    expect((await api.delete(path)).json()).toEqual(errorBody(409, OWNER_STAYS));
  });

  it("lets the owner hand ownership to a member with a login, and become a manager", async () => {
    const next = await member("manager");
    const noLogin = await authed(t.app, people.manager.cookie).post(SDRS, {
      name: "Invited Only",
      email: "invited.only@agency.test",
    });
    const owner = authed(t.app, people.owner.cookie);
    expect((await owner.post(`${SDRS}/${noLogin.json().id}/transfer-ownership`)).statusCode).toBe(400);
    expect((await owner.post(`${SDRS}/${UNKNOWN_ID}/transfer-ownership`)).statusCode).toBe(404);

    const moved = await owner.post(`${SDRS}/${next.sdrId}/transfer-ownership`);
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toEqual([
      expect.objectContaining({ id: next.sdrId, role: "owner" }),
      expect.objectContaining({ id: people.owner.sdrId, role: "manager" }),
    ]);
    expect((await owner.get("/api/auth/me")).json()).toMatchObject({ staffRole: "manager" });
    expect((await owner.post(`${SDRS}/${next.sdrId}/transfer-ownership`)).json()).toEqual(
      errorBody(403, OWNER_ONLY),
    );
    const owners = await t.db.select({ id: sdrs.id }).from(sdrs).where(eq(sdrs.role, "owner"));
    expect(owners).toEqual([{ id: next.sdrId }]);
  });
});
