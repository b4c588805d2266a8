import { sql } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { beforeAll, describe, expect, it } from "vitest";
import { errorBody } from "../../src/server/core/http/errors.js";
import { INVITATION_SUBJECT } from "../../src/server/features/accounts/account-mails.js";
import { INVALID_INVITATION, type InvitationStatus } from "../../src/shared/contracts/invitations.js";
import { createSdrUser, uniqueEmail } from "./factories.js";
import { acceptInvitation, invitationLinkFor } from "./invitations.js";
import { mailsTo } from "./mail.js";
import { authed, login, sessionCookie, TEST_PUBLIC_URL, type TestApp, testAppSuite } from "./test-app.js";

export const SDRS = "/api/management-sdrs";
export const CLIENTS = "/api/management-clients";
export const SCHEDULERS = "/api/management-schedulers";
export const MATRIX = "/api/connection-matrix";
export const ACTIVE_CAMPAIGNS = "/api/campaigns/active";

/** A well-formed id that names nothing. */
export const UNKNOWN_ID = "00000000-0000-4000-8000-000000000000";
export const ONE_FIELD = "Send exactly one field to change";

export type Api = ReturnType<typeof authed>;

/** A password the strength check accepts, for logins that managers and invitees create. */
export const STRONG_PASSWORD = "violet-harbor-cactus-91";

/** A manager (any SDR) signed in, with request helpers carrying the session. */
export async function signInManager(t: TestApp, name = "Morgan Manager") {
  const sdr = await createSdrUser(t.db, { name, email: uniqueEmail("manager") });
  const cookie = await login(t.app, sdr.email, sdr.password, "sdr");
  return { ...sdr, cookie, api: authed(t.app, cookie) };
}

/** `testAppSuite` with a manager signed in before the first test (read it inside tests and hooks). */
export function managerSuite(): { t: TestApp; api: Api } {
  const t = testAppSuite();
  const api = {} as Api;
  beforeAll(async () => {
    Object.assign(api, (await signInManager(t)).api);
  });
  return { t, api };
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

/**
 * Expects an error answer with exactly this status, message and the status's code. The field an answer
 * names is left to the tests of field errors.
 */
export function expectError(response: LightMyRequestResponse, status: number, message: string): void {
  const { field: _field, ...body } = response.json() as { field?: string };
  expect({ status: response.statusCode, body }).toEqual({ status, body: errorBody(status, message) });
}

/** One test per case: a new row at `path` made from the case's body is refused with 400 and `message`. */
export function itRefusesEachNewRow(
  api: Api,
  path: string,
  refusal: { message: string; when: string },
  cases: [label: string, body: unknown][],
): void {
  it.each(cases)(`answers 400 "${refusal.message}" when ${refusal.when} is %s`, async (_case, body) => {
    expectError(await api.post(path, body), 400, refusal.message);
  });
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

export interface InvitationCase {
  path: string;
  role: "client" | "sdr";
  /** The 404 message for an unknown id. */
  notFound: string;
  /** The app and a signed-in manager named "Morgan Manager", ready once the file's beforeAll has run. */
  context: () => { t: TestApp; api: Api };
  /** A valid POST body for a fresh row whose login e-mail is `email`. */
  newRow: (email: string) => Record<string, unknown>;
  /** The row's field holding that e-mail: `email` or `loginEmail`. */
  emailField: string;
  /** The refusals of a resend: 409 for a row with a login, 400 for an archived row. */
  hasLogin: string;
  archived: string;
}

interface InvitedRow {
  id: string;
  hasLogin: boolean;
  invitation: InvitationStatus | null;
}

const DAY_MS = 86_400_000;

/**
 * What the SDR roster and the companies' login e-mails share: a row with an e-mail and no password
 * mails a single-use link valid 7 days; its row shows the invitation invited, accepted, expired or
 * revoked; a manager may resend (a second link, both valid until one is used) or revoke (every open
 * link); a new address or a password set by the manager withdraws the open links.
 */
export function describeInvitationLifecycle(label: string, c: InvitationCase): void {
  describe(`${label}: invitations`, () => {
    let t: TestApp;
    let api: Api;
    beforeAll(() => {
      ({ t, api } = c.context());
    });
    const invitation = (id: string) => `${c.path}/${id}/invitation`;
    const invited = async (label = "invitee") => {
      const email = uniqueEmail(label);
      const row = await createRow<InvitedRow>(api, c.path, c.newRow(email));
      return { row, email, token: await invitationLinkFor(t.db, email) };
    };
    const preview = (token: string) =>
      t.app.inject({ method: "POST", url: "/api/invitations/preview", payload: { token } });
    const accept = (token: string) =>
      acceptInvitation(t.app, token, { name: "Ingrid Invitee", newPassword: STRONG_PASSWORD });
    const stateOf = async (id: string) =>
      (await findRow<InvitedRow>(api, c.path, id, true))?.invitation?.state;
    /** The link no longer opens: preview and accept both answer 410. */
    const expectDead = async (token: string) => {
      expectError(await preview(token), 410, INVALID_INVITATION);
      expectError(await accept(token), 410, INVALID_INVITATION);
    };

    it("a new row is invited: one link, valid 7 days, mailed to its address", async () => {
      const before = Date.now();
      const { row, email, token } = await invited();

      expect(row.hasLogin).toBe(false);
      expect(row.invitation).toEqual({
        state: "invited",
        sentAt: expect.any(String),
        expiresAt: expect.any(String),
      });
      const sentAt = Date.parse(row.invitation?.sentAt ?? "");
      expect(sentAt).toBeGreaterThanOrEqual(before - 60_000);
      expect(Math.abs(Date.parse(row.invitation?.expiresAt ?? "") - sentAt - 7 * DAY_MS)).toBeLessThan(
        60_000,
      );
      expect(await findRow(api, c.path, row.id)).toEqual(row);
      const mails = await mailsTo(t.db, email);
      expect(mails.map((mail) => mail.subject)).toEqual([INVITATION_SUBJECT]);
      expect(mails[0]?.body).toContain(`${TEST_PUBLIC_URL}/invitation?token=${encodeURIComponent(token)}`);
      const response = await preview(token);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({
        email,
        role: c.role,
        inviterName: "Morgan Manager",
        account: "new",
        signedInAsInvitee: false,
      });
    });

    it("a row given a password at once has a login and no invitation, and nothing is mailed", async () => {
      const email = uniqueEmail("direct");
      const row = await createRow<InvitedRow>(api, c.path, {
        ...c.newRow(email),
        loginPassword: STRONG_PASSWORD,
      });
      expect(row).toMatchObject({ hasLogin: true, invitation: null });
      expect(await mailsTo(t.db, email)).toEqual([]);
    });

    it("accepting the link makes the login and signs in; the row reads accepted and the link is spent", async () => {
      const { row, email, token } = await invited();

      const response = await accept(token);

      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({ type: c.role, email, emailVerified: true });
      const me = await authed(t.app, sessionCookie(response)).get("/api/auth/me");
      expect(me.json()).toMatchObject({ type: c.role, email });
      expect(await findRow(api, c.path, row.id)).toMatchObject({
        hasLogin: true,
        invitation: { ...row.invitation, state: "accepted" },
      });
      expect((await attemptLogin(t, email, STRONG_PASSWORD, c.role)).statusCode).toBe(200);
      await expectDead(token);
    });

    it("a resend mails a second link; both work until one is used, then the other answers 410", async () => {
      const { row, email, token: first } = await invited();

      const resent = await api.post(invitation(row.id));

      expect(resent.statusCode, resent.body).toBe(200);
      const after: InvitedRow = resent.json();
      expect(after.invitation?.state).toBe("invited");
      expect(Date.parse(after.invitation?.sentAt ?? "")).toBeGreaterThanOrEqual(
        Date.parse(row.invitation?.sentAt ?? ""),
      );
      expect(await findRow(api, c.path, row.id)).toEqual(after);
      const second = await invitationLinkFor(t.db, email, 2);
      expect(second).not.toBe(first);
      expect((await preview(first)).statusCode).toBe(200);
      expect((await preview(second)).statusCode).toBe(200);

      expect((await accept(second)).statusCode).toBe(200);

      await expectDead(first);
      expect(await stateOf(row.id)).toBe("accepted");
    });

    it("revoking withdraws every open link: the row reads revoked until a resend invites again", async () => {
      const { row, email, token: first } = await invited();
      expect((await api.post(invitation(row.id))).statusCode).toBe(200);
      const second = await invitationLinkFor(t.db, email, 2);

      const revoked = await api.delete(invitation(row.id));

      expect(revoked.statusCode, revoked.body).toBe(200);
      expect(revoked.json()).toMatchObject({ id: row.id, hasLogin: false, invitation: { state: "revoked" } });
      expect(await stateOf(row.id)).toBe("revoked");
      await expectDead(first);
      await expectDead(second);
      expect((await attemptLogin(t, email, STRONG_PASSWORD, c.role)).statusCode).toBe(401);

      expect((await api.post(invitation(row.id))).json().invitation.state).toBe("invited");
      expect((await preview(await invitationLinkFor(t.db, email, 3))).statusCode).toBe(200);
    });

    it("an expired link answers 410 and the row reads expired; a resend mails a fresh link", async () => {
      const { row, email, token } = await invited();
      await t.db.execute(
        sql`update invitations set expires_at = now() - interval '1 minute' where ${c.role === "sdr" ? sql`sdr_id` : sql`company_id`} = ${row.id}`,
      );

      expect(await stateOf(row.id)).toBe("expired");
      await expectDead(token);

      expect((await api.post(invitation(row.id))).json().invitation.state).toBe("invited");
      const fresh = await invitationLinkFor(t.db, email, 2);
      expect((await accept(fresh)).statusCode).toBe(200);
      expect(await stateOf(row.id)).toBe("accepted");
    });

    it("a resend is refused for a row with a login (409) and for an archived row (400)", async () => {
      const withLogin = await createRow<InvitedRow>(api, c.path, {
        ...c.newRow(uniqueEmail("has-login")),
        loginPassword: STRONG_PASSWORD,
      });
      expectError(await api.post(invitation(withLogin.id)), 409, c.hasLogin);
      const accepted = await invited("accepted");
      expect((await accept(accepted.token)).statusCode).toBe(200);
      expectError(await api.post(invitation(accepted.row.id)), 409, c.hasLogin);

      const archived = await invited("archived");
      expect((await api.delete(`${c.path}/${archived.row.id}`)).statusCode).toBe(204);
      expectError(await api.post(invitation(archived.row.id)), 400, c.archived);
      expect((await preview(archived.token)).statusCode).toBe(410);
      expect(await mailsTo(t.db, archived.email)).toHaveLength(1);
    });

    it("resend and revoke of an unknown id are 404; malformed ids are 400", async () => {
      for (const method of ["POST", "DELETE"] as const) {
        expectError(await api.request(method, invitation(UNKNOWN_ID)), 404, c.notFound);
        expectError(await api.request(method, invitation("not-an-id")), 400, "Not a valid id");
      }
    });

    it("a new e-mail withdraws the old address's link and invites the new address", async () => {
      const { row, token: old } = await invited("old-address");
      const newEmail = uniqueEmail("new-address");

      const moved = await api.patch(`${c.path}/${row.id}`, { [c.emailField]: newEmail });

      expect(moved.statusCode, moved.body).toBe(200);
      expect(moved.json()).toMatchObject({ [c.emailField]: newEmail, invitation: { state: "invited" } });
      await expectDead(old);
      const fresh = await invitationLinkFor(t.db, newEmail);
      expect((await preview(fresh)).json()).toMatchObject({ email: newEmail });
      expect((await accept(fresh)).json()).toMatchObject({ email: newEmail });
    });

    it("a password set by the manager makes the login at once and withdraws the open links", async () => {
      const { row, email, token } = await invited();

      const response = await api.patch(`${c.path}/${row.id}`, { loginPassword: STRONG_PASSWORD });

      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({ hasLogin: true, invitation: { state: "revoked" } });
      await expectDead(token);
      expect((await attemptLogin(t, email, STRONG_PASSWORD, c.role)).statusCode).toBe(200);
    });
  });
}

/** The ids a management route's URL takes. */
export interface ManagementIds {
  sdr: string;
  client: string;
  scheduler: string;
  connection: string;
  /** A further login of the client (ADR 0049); a made-up id when absent. */
  clientLogin?: string;
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

/** The tables whose rows carry an invitation: the SDR roster and the companies' login e-mails. */
const invitedTables: { path: string; id: keyof ManagementIds }[] = [
  { path: SDRS, id: "sdr" },
  { path: CLIENTS, id: "client" },
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
  // Resend (POST) and revoke (DELETE) a row's invitation: a manager's call succeeds for a row with a
  // login e-mail and no login yet.
  ...invitedTables.flatMap(({ path, id }): ManagementRouteCase[] =>
    (["POST", "DELETE"] as const).map((method) => ({
      method,
      route: `${path}/:id/invitation`,
      url: (ids) => `${path}/${ids[id]}/invitation`,
    })),
  ),
  // A company's further logins (ADR 0049); a made-up login id, as access is judged first.
  { method: "GET", route: `${CLIENTS}/:id/logins`, url: (ids) => `${CLIENTS}/${ids.client}/logins` },
  {
    method: "POST",
    route: `${CLIENTS}/:id/logins`,
    url: (ids) => `${CLIENTS}/${ids.client}/logins`,
    body: { email: "intruder-login@example.test" },
  },
  {
    method: "POST",
    route: `${CLIENTS}/:id/logins/:loginId/invitation`,
    url: (ids) => `${CLIENTS}/${ids.client}/logins/${ids.clientLogin ?? UNKNOWN_ID}/invitation`,
  },
  {
    method: "DELETE",
    route: `${CLIENTS}/:id/logins/:loginId`,
    url: (ids) => `${CLIENTS}/${ids.client}/logins/${ids.clientLogin ?? UNKNOWN_ID}`,
  },
  { method: "POST", route: `${MATRIX}/:id/launch`, url: (ids) => `${MATRIX}/${ids.connection}/launch` },
  { method: "GET", route: ACTIVE_CAMPAIGNS, url: () => ACTIVE_CAMPAIGNS },
];

const placeholders: ManagementIds = {
  sdr: ":id",
  client: ":id",
  scheduler: ":id",
  connection: ":id",
  clientLogin: ":loginId",
};
/** [name, case] pairs for it.each, named like "PATCH /api/management-sdrs/:id". */
export const MANAGEMENT_ROUTE_CASES = MANAGEMENT_ROUTES.map(
  (c) => [`${c.method} ${c.url(placeholders)}`, c] as const,
);
