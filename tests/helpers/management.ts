import type { LightMyRequestResponse } from "fastify";
import { beforeAll, describe, expect, it } from "vitest";
import { createSdrUser, uniqueEmail } from "./factories.js";
import { authed, login, type TestApp } from "./test-app.js";

export const SDRS = "/api/management-sdrs";
export const CLIENTS = "/api/management-clients";
export const SCHEDULERS = "/api/management-schedulers";
export const MATRIX = "/api/connection-matrix";
export const ACTIVE_CAMPAIGNS = "/api/campaigns/active";

/** A well-formed id that names nothing. */
export const UNKNOWN_ID = "00000000-0000-4000-8000-000000000000";
export const ONE_FIELD = "Send exactly one field to change";

export type Api = ReturnType<typeof authed>;

/** A manager (any SDR) signed in, with request helpers carrying the session. */
export async function signInManager(t: TestApp, name = "Morgan Manager") {
  const sdr = await createSdrUser(t.db, { name, email: uniqueEmail("manager") });
  const cookie = await login(t.app, sdr.email, sdr.password, "sdr");
  return { ...sdr, cookie, api: authed(t.app, cookie) };
}

/** POSTs a new row and returns it; fails the test unless the answer is 201. */
export async function createRow<T = Record<string, unknown>>(
  api: Api,
  path: string,
  body: unknown,
): Promise<T> {
  const response = await api.post(path, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as T;
}

/** The rows a list answers (200 expected), optionally with archived ones. */
export async function listRows<T extends { id: string }>(
  api: Api,
  path: string,
  includeArchived = false,
): Promise<T[]> {
  const response = await api.get(includeArchived ? `${path}?includeArchived=true` : path);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as T[];
}

export async function findRow<T extends { id: string }>(
  api: Api,
  path: string,
  id: string,
  includeArchived = false,
): Promise<T | undefined> {
  return (await listRows<T>(api, path, includeArchived)).find((row) => row.id === id);
}

/** Expects an error answer with exactly this status and message. */
export function expectError(response: LightMyRequestResponse, status: number, message: string): void {
  expect({ status: response.statusCode, body: response.json() }).toEqual({ status, body: { message } });
}

function keysOf(value: unknown, into: string[] = []): string[] {
  if (Array.isArray(value)) for (const item of value) keysOf(item, into);
  else if (value && typeof value === "object") {
    for (const [key, inner] of Object.entries(value)) {
      into.push(key);
      keysOf(inner, into);
    }
  }
  return into;
}

/** No key of the JSON answer mentions a password, and none of the given secrets appears anywhere in it. */
export function expectNoSecrets(response: LightMyRequestResponse, ...secrets: string[]): void {
  const keys = keysOf(response.json());
  expect(keys.filter((key) => /password/i.test(key))).toEqual([]);
  for (const secret of secrets) expect(response.body).not.toContain(secret);
}

/** A sign-in attempt whose answer the test inspects. */
export async function attemptLogin(
  t: TestApp,
  email: string,
  password: string,
  userType: "client" | "sdr",
): Promise<LightMyRequestResponse> {
  return t.app.inject({ method: "POST", url: "/api/auth/login", payload: { email, password, userType } });
}

export interface LifecycleCase {
  path: string;
  /** The 404 message for an unknown id, e.g. "SDR not found". */
  notFound: string;
  /** The app and a signed-in manager, ready once the file's beforeAll has run. */
  context: () => { api: Api };
  /** A valid POST body for a fresh row. */
  newRow: () => Record<string, unknown>;
  /** Two different valid single-field changes. */
  change: Record<string, unknown>;
  otherChange: Record<string, unknown>;
}

/**
 * What every management table shares: PATCH takes exactly one known field, unknown and malformed ids
 * are 404 and 400, DELETE archives (the row leaves the list and shows with ?includeArchived=true), and
 * restore brings it back.
 */
export function describeRowLifecycle(label: string, c: LifecycleCase): void {
  describe(`${label}: single-field PATCH, archive and restore`, () => {
    let api: Api;
    beforeAll(() => {
      api = c.context().api;
    });
    const fresh = () => createRow<{ id: string } & Record<string, unknown>>(api, c.path, c.newRow());

    it("PATCH with one field answers the changed row and the list shows the change", async () => {
      const row = await fresh();
      const response = await api.patch(`${c.path}/${row.id}`, c.change);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ ...row, ...c.change });
      expect(await findRow(api, c.path, row.id)).toEqual({ ...row, ...c.change });
    });

    it(`PATCH with two fields is refused with "${ONE_FIELD}" and changes nothing`, async () => {
      const row = await fresh();
      const response = await api.patch(`${c.path}/${row.id}`, { ...c.change, ...c.otherChange });
      expectError(response, 400, ONE_FIELD);
      expect(await findRow(api, c.path, row.id)).toEqual(row);
    });

    it("PATCH with an unknown field is refused, alone or beside a known one", async () => {
      const row = await fresh();
      const alone = await api.patch(`${c.path}/${row.id}`, { nickname: "x" });
      expect(alone.statusCode).toBe(400);
      expect(alone.json().message).toContain('Unrecognized key: "nickname"');
      const beside = await api.patch(`${c.path}/${row.id}`, { ...c.change, nickname: "x" });
      expectError(beside, 400, 'Unrecognized key: "nickname"');
      expect(await findRow(api, c.path, row.id)).toEqual(row);
    });

    it("PATCH with an empty object or no body is refused", async () => {
      const row = await fresh();
      expectError(await api.patch(`${c.path}/${row.id}`, {}), 400, ONE_FIELD);
      const noBody = await api.patch(`${c.path}/${row.id}`);
      expect(noBody.statusCode).toBe(400);
      expect(noBody.json().message).toEqual(expect.any(String));
    });

    it(`PATCH of an unknown id is 404 "${c.notFound}"; a malformed id is 400`, async () => {
      expectError(await api.patch(`${c.path}/${UNKNOWN_ID}`, c.change), 404, c.notFound);
      expectError(await api.patch(`${c.path}/not-an-id`, c.change), 400, "Not a valid id");
    });

    it("DELETE archives: 204, gone from the list, shown with ?includeArchived=true with archivedAt", async () => {
      const row = await fresh();
      const before = Date.now();
      const response = await api.delete(`${c.path}/${row.id}`);
      expect(response.statusCode).toBe(204);
      expect(response.body).toBe("");

      expect(await findRow(api, c.path, row.id)).toBeUndefined();
      const explicitFalse = await api.get(`${c.path}?includeArchived=false`);
      expect(explicitFalse.json().map((r: { id: string }) => r.id)).not.toContain(row.id);
      const archived = await findRow<{ id: string; archivedAt: string | null }>(api, c.path, row.id, true);
      expect(archived).toEqual({ ...row, archivedAt: expect.any(String) });
      const archivedAt = Date.parse(archived?.archivedAt ?? "");
      expect(archivedAt).toBeGreaterThanOrEqual(before - 60_000);
      expect(archivedAt).toBeLessThanOrEqual(Date.now() + 60_000);
    });

    it("POST /{id}/restore brings an archived row back into the list", async () => {
      const row = await fresh();
      expect((await api.delete(`${c.path}/${row.id}`)).statusCode).toBe(204);
      const response = await api.post(`${c.path}/${row.id}/restore`);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual(row);
      expect(await findRow(api, c.path, row.id)).toEqual(row);
    });

    it(`DELETE and restore of an unknown id are 404 "${c.notFound}"; malformed ids are 400`, async () => {
      expectError(await api.delete(`${c.path}/${UNKNOWN_ID}`), 404, c.notFound);
      expectError(await api.post(`${c.path}/${UNKNOWN_ID}/restore`), 404, c.notFound);
      expectError(await api.delete(`${c.path}/12345`), 400, "Not a valid id");
      expectError(await api.post(`${c.path}/12345/restore`), 400, "Not a valid id");
    });

    it("refuses an includeArchived value other than true or false", async () => {
      const response = await api.get(`${c.path}?includeArchived=yes`);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain("includeArchived");
    });
  });
}

/** The ids a management route's URL takes. */
export interface ManagementIds {
  sdr: string;
  client: string;
  scheduler: string;
  connection: string;
}

export interface ManagementRouteCase {
  method: "GET" | "POST" | "PATCH" | "DELETE";
  /** As registered, with :id. */
  route: string;
  url: (ids: ManagementIds) => string;
  /** A body the route would accept from a manager, so that only access can refuse it. */
  body?: unknown;
}

const managedTables: { path: string; id: keyof ManagementIds; create: unknown; patch: unknown }[] = [
  {
    path: SDRS,
    id: "sdr",
    create: { name: "Intruder", email: "intruder@example.test" },
    patch: { status: "Paused" },
  },
  {
    path: CLIENTS,
    id: "client",
    create: { companyName: "Intruder Co", clientName: "I" },
    patch: { status: "Paused" },
  },
  { path: SCHEDULERS, id: "scheduler", create: { name: "Intruder" }, patch: { status: "Assigned" } },
  {
    path: MATRIX,
    id: "connection",
    create: { companyId: "", sdrId: "", schedulerId: "" },
    patch: { status: "Active" },
  },
];

/** Every SDR-only management call, and the active campaign list, with a body a manager could send. */
export const MANAGEMENT_ROUTES: ManagementRouteCase[] = [
  ...managedTables.flatMap(({ path, id, create, patch }): ManagementRouteCase[] => [
    { method: "GET", route: path, url: () => path },
    { method: "GET", route: path, url: () => `${path}?includeArchived=true` },
    { method: "POST", route: path, url: () => path, body: create },
    { method: "PATCH", route: `${path}/:id`, url: (ids) => `${path}/${ids[id]}`, body: patch },
    { method: "DELETE", route: `${path}/:id`, url: (ids) => `${path}/${ids[id]}` },
    { method: "POST", route: `${path}/:id/restore`, url: (ids) => `${path}/${ids[id]}/restore` },
  ]),
  { method: "POST", route: `${MATRIX}/:id/launch`, url: (ids) => `${MATRIX}/${ids.connection}/launch` },
  { method: "GET", route: ACTIVE_CAMPAIGNS, url: () => ACTIVE_CAMPAIGNS },
];

const placeholders: ManagementIds = { sdr: ":id", client: ":id", scheduler: ":id", connection: ":id" };
/** [name, case] pairs for it.each, named like "PATCH /api/management-sdrs/:id". */
export const MANAGEMENT_ROUTE_CASES = MANAGEMENT_ROUTES.map(
  (c) => [`${c.method} ${c.url(placeholders)}`, c] as const,
);
