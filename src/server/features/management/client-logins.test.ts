import { describe, expect, it } from "vitest";
import { createKey, withKey } from "../../../../tests/helpers/api-keys.js";
import {
  createClientUser,
  createCompany,
  createSdrUser,
  uniqueEmail,
} from "../../../../tests/helpers/factories.js";
import { acceptInvitation, invitationLinkFor } from "../../../../tests/helpers/invitations.js";
import { mailsTo } from "../../../../tests/helpers/mail.js";
import {
  attemptLogin,
  CLIENTS,
  createRow,
  expectError,
  managerSuite,
  STRONG_PASSWORD,
  UNKNOWN_ID,
} from "../../../../tests/helpers/management.js";
import { authed, login, sessionCookie } from "../../../../tests/helpers/test-app.js";
import { API_KEY_SESSION_ONLY } from "../../../shared/contracts/api-keys.js";
import { CLIENT_LOGIN_LIMIT, type ClientLogins } from "../../../shared/contracts/management.js";
import { MANAGERS_ONLY } from "../../../shared/contracts/staff-roles.js";
import { errorBody } from "../../core/http/errors.js";

const { t, api } = managerSuite();

const loginsOf = (companyId: string) => `${CLIENTS}/${companyId}/logins`;
const me = (cookie: string) => authed(t.app, cookie).get("/api/auth/me");
const INVALID_CREDENTIALS = "Invalid email or password.";
const ALREADY_MINE = "This address is already a login of this client";

/** A company made through the API with an accepted login e-mail, as a manager would. */
async function companyWithLogin(companyName = "Initech") {
  const email = uniqueEmail("primary");
  const row = await createRow<{ id: string; campaignId: string }>(api, CLIENTS, {
    companyName,
    clientName: "Bill Lumbergh",
    loginEmail: email,
    loginPassword: STRONG_PASSWORD,
    status: "Active",
  });
  return { companyId: row.id, campaignId: row.campaignId, email, companyName };
}

async function invite(companyId: string, email: string): Promise<ClientLogins> {
  const response = await api.post(loginsOf(companyId), { email });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

/** Invites the address, accepts the mailed link and returns the new login's session cookie. */
async function inviteAndAccept(companyId: string, email: string) {
  const { logins } = await invite(companyId, email);
  const token = await invitationLinkFor(t.db, email);
  const accepted = await acceptInvitation(t.app, token, { newPassword: STRONG_PASSWORD });
  expect(accepted.statusCode, accepted.body).toBe(200);
  const loginId = logins.find((row) => row.email === email)?.id as string;
  return { cookie: sessionCookie(accepted), loginId };
}

describe("a client company's further logins", () => {
  it("lists the login e-mail first, then invites a colleague who gets nothing until accepting", async () => {
    const company = await companyWithLogin();
    const listed = await api.get(loginsOf(company.companyId));
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json()).toMatchObject({
      companyName: "Initech",
      limit: CLIENT_LOGIN_LIMIT,
      logins: [{ id: null, email: company.email, primary: true, state: "active" }],
    });

    const colleague = uniqueEmail("ceo");
    const afterInvite = await invite(company.companyId, colleague.toUpperCase());
    expect(afterInvite.logins).toHaveLength(2);
    expect(afterInvite.logins[1]).toMatchObject({
      email: colleague,
      primary: false,
      state: "invited",
      lastSignInAt: null,
      invitation: { state: "invited" },
    });
    expect(await mailsTo(t.db, colleague)).toHaveLength(1);

    // Knowing the address opens nothing: no account, no sign-in, no registration into the company.
    expectError(await attemptLogin(t, colleague, STRONG_PASSWORD, "client"), 401, INVALID_CREDENTIALS);
    const registered = await t.app.inject({
      method: "POST",
      url: "/api/auth/register",
      payload: { email: colleague, password: STRONG_PASSWORD, userType: "client" },
    });
    expect(registered.statusCode).toBeLessThan(500);
    const registeredCookie = registered.statusCode < 300 ? sessionCookie(registered) : undefined;
    if (registeredCookie) {
      const who = (await me(registeredCookie)).json();
      expect(who.campaignId ?? null).toBeNull();
    }

    const token = await invitationLinkFor(t.db, colleague, (await mailsTo(t.db, colleague)).length);
    const accepted = await acceptInvitation(t.app, token, { newPassword: STRONG_PASSWORD });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const cookie = sessionCookie(accepted);
    // The second login sees exactly the company's campaign, read-only.
    expect((await me(cookie)).json()).toMatchObject({
      type: "client",
      email: colleague,
      companyName: "Initech",
      campaignId: company.campaignId,
    });
    const other = await createCompany(t.db);
    expect((await authed(t.app, cookie).get(`/api/campaigns/${other.campaignId}/prospects`)).statusCode).toBe(
      404,
    );
    expect(
      (await authed(t.app, cookie).get(`/api/campaigns/${company.campaignId}/prospects`)).statusCode,
    ).toBe(200);
    const signIn = await login(t.app, colleague, STRONG_PASSWORD, "client");
    expect((await me(signIn)).json()).toMatchObject({ campaignId: company.campaignId });

    const final: ClientLogins = (await api.get(loginsOf(company.companyId))).json();
    expect(final.logins[1]).toMatchObject({ email: colleague, state: "active", invitation: null });
    expect(final.logins[1]?.lastSignInAt).toEqual(expect.any(String));
  });

  it("sends an invitation again, and refuses once it was accepted", async () => {
    const company = await companyWithLogin();
    const email = uniqueEmail("head-of-sales");
    const { logins } = await invite(company.companyId, email);
    const loginId = logins[1]?.id as string;
    const resent = await api.post(`${loginsOf(company.companyId)}/${loginId}/invitation`);
    expect(resent.statusCode, resent.body).toBe(200);
    expect(await mailsTo(t.db, email)).toHaveLength(2);
    // The first link still works.
    const first = await invitationLinkFor(t.db, email, 2);
    expect((await acceptInvitation(t.app, first, { newPassword: STRONG_PASSWORD })).statusCode).toBe(200);
    expectError(
      await api.post(`${loginsOf(company.companyId)}/${loginId}/invitation`),
      409,
      "This login already accepted its invitation",
    );
    expectError(
      await api.post(`${loginsOf(company.companyId)}/${UNKNOWN_ID}/invitation`),
      404,
      "This login does not exist or was removed",
    );
  });

  it("removing a login ends its sessions at once and its sign-ins; its links stop working", async () => {
    const company = await companyWithLogin();
    const email = uniqueEmail("cfo");
    const { cookie, loginId } = await inviteAndAccept(company.companyId, email);
    const signedIn = await login(t.app, email, STRONG_PASSWORD, "client");
    expect((await me(cookie)).statusCode).toBe(200);

    const removed = await api.delete(`${loginsOf(company.companyId)}/${loginId}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect((removed.json() as ClientLogins).logins.map((row) => row.email)).toEqual([company.email]);
    expect((await me(cookie)).statusCode).toBe(401);
    expect((await me(signedIn)).statusCode).toBe(401);
    expectError(await attemptLogin(t, email, STRONG_PASSWORD, "client"), 401, INVALID_CREDENTIALS);
    expectError(
      await api.delete(`${loginsOf(company.companyId)}/${loginId}`),
      404,
      "This login does not exist or was removed",
    );
    // The company's own login is untouched.
    expect((await attemptLogin(t, company.email, STRONG_PASSWORD, "client")).statusCode).toBe(200);

    // An invited login removed before accepting: its mailed link no longer works.
    const pending = uniqueEmail("pending");
    const { logins } = await invite(company.companyId, pending);
    const token = await invitationLinkFor(t.db, pending);
    await api.delete(`${loginsOf(company.companyId)}/${logins[1]?.id}`);
    expect((await acceptInvitation(t.app, token, { newPassword: STRONG_PASSWORD })).statusCode).toBe(410);
    // The address may be invited again.
    expect((await invite(company.companyId, pending)).logins).toHaveLength(2);
  });

  it("may remove the company's last active login: nobody of the company signs in then", async () => {
    const company = await createCompany(t.db, { companyName: "Lonely Co" });
    const email = uniqueEmail("only");
    const { loginId } = await inviteAndAccept(company.companyId, email);
    const removed = await api.delete(`${loginsOf(company.companyId)}/${loginId}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect((removed.json() as ClientLogins).logins).toEqual([]);
    expectError(await attemptLogin(t, email, STRONG_PASSWORD, "client"), 401, INVALID_CREDENTIALS);
  });

  it("refuses addresses that are taken, with a message naming the problem", async () => {
    const company = await companyWithLogin();
    const otherCompany = await companyWithLogin("Globex");
    const staff = await createSdrUser(t.db, { role: "sdr" });
    const colleague = uniqueEmail("colleague");
    await invite(company.companyId, colleague);

    const tryInvite = (email: string) => api.post(loginsOf(company.companyId), { email });
    expectError(await tryInvite(company.email), 409, ALREADY_MINE);
    expectError(await tryInvite(colleague), 409, ALREADY_MINE);
    expectError(
      await tryInvite(staff.email),
      409,
      "This address is an agency staff login; a client login needs another address",
    );
    expectError(
      await tryInvite(otherCompany.email),
      409,
      "This address is a login of another client company",
    );
    // Another company's further login, only invited so far.
    const invitedElsewhere = uniqueEmail("elsewhere");
    await invite(otherCompany.companyId, invitedElsewhere);
    expectError(
      await tryInvite(invitedElsewhere),
      409,
      "This email is already set for another client or SDR",
    );
    // And the other way: a further login's address cannot become another company's login e-mail.
    expectError(
      await api.patch(`${CLIENTS}/${otherCompany.companyId}`, { loginEmail: colleague }),
      409,
      "This email is already set for another client or SDR",
    );
    expectError(await tryInvite("not-an-address"), 400, "Valid email is required");
  });

  it("holds a company to its limit of logins", async () => {
    const company = await companyWithLogin();
    for (let i = 1; i < CLIENT_LOGIN_LIMIT; i++) await invite(company.companyId, uniqueEmail(`limit${i}`));
    expectError(
      await api.post(loginsOf(company.companyId), { email: uniqueEmail("one-too-many") }),
      409,
      `A client company may have at most ${CLIENT_LOGIN_LIMIT} logins and this one has ${CLIENT_LOGIN_LIMIT}. Remove a login before inviting another.`,
    );
  });

  it("invites no logins to an archived or Terminated client, nor to one that does not exist", async () => {
    const company = await companyWithLogin();
    await api.patch(`${CLIENTS}/${company.companyId}`, { status: "Terminated" });
    expectError(
      await api.post(loginsOf(company.companyId), { email: uniqueEmail("late") }),
      400,
      "Change the client's status from Terminated before inviting its logins",
    );
    expectError(await api.get(loginsOf(UNKNOWN_ID)), 404, "Client not found");
  });
});

describe("who may manage a company's logins", () => {
  it("refuses another company's client, an SDR who is not a manager, an address alone and an API key", async () => {
    const company = await companyWithLogin();
    const other = await createCompany(t.db);
    const otherClient = await createClientUser(t.db, { companyId: other.companyId });
    const clientCookie = await login(t.app, otherClient.email, otherClient.password, "client");
    const sdr = await createSdrUser(t.db, { role: "sdr" });
    const sdrCookie = await login(t.app, sdr.email, sdr.password, "sdr");
    const { loginId } = await inviteAndAccept(company.companyId, uniqueEmail("target"));
    const attacker = uniqueEmail("attacker");

    const calls = [
      { method: "GET" as const, url: loginsOf(company.companyId) },
      { method: "POST" as const, url: loginsOf(company.companyId), body: { email: attacker } },
      { method: "POST" as const, url: `${loginsOf(company.companyId)}/${loginId}/invitation` },
      { method: "DELETE" as const, url: `${loginsOf(company.companyId)}/${loginId}` },
    ];
    const manager = await createSdrUser(t.db, { role: "manager" });
    const managerCookie = await login(t.app, manager.email, manager.password, "sdr");
    const key = await createKey(authed(t.app, managerCookie), { name: "Writer", readOnly: false });
    for (const call of calls) {
      const asClient = await authed(t.app, clientCookie).request(call.method, call.url, call.body);
      expect(asClient.json()).toEqual(errorBody(403, "This is available to agency staff only."));
      const asSdr = await authed(t.app, sdrCookie).request(call.method, call.url, call.body);
      expect(asSdr.json()).toEqual(errorBody(403, MANAGERS_ONLY));
      const byAddress = await t.app.inject({
        method: call.method,
        url: call.url,
        ...(call.body ? { payload: call.body } : {}),
        headers: { "x-email": manager.email },
      });
      expect(byAddress.statusCode).toBe(401);
      const byKey = await withKey(t.app, key.secret).request(call.method, call.url, call.body);
      expect(byKey.json()).toEqual(errorBody(403, API_KEY_SESSION_ONLY));
    }
    expect(await mailsTo(t.db, attacker)).toEqual([]);
    const listed: ClientLogins = (await api.get(loginsOf(company.companyId))).json();
    expect(listed.logins.map((row) => row.state)).toEqual(["active", "active"]);
  });

  it("lets one of two managers inviting the same address at once through, and tells the other why", async () => {
    const first = await companyWithLogin("Race One");
    const second = await companyWithLogin("Race Two");
    const email = uniqueEmail("raced");
    const answers = await Promise.all([
      api.post(loginsOf(first.companyId), { email }),
      api.post(loginsOf(second.companyId), { email }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    const refused = answers.find((answer) => answer.statusCode === 409);
    expect(refused?.json()).toMatchObject({ field: "email" });
  });

  it("removes a login that left its mark (a do-not-contact entry), keeping the record of who made it", async () => {
    const company = await companyWithLogin("Marked");
    const email = uniqueEmail("marker");
    const { cookie, loginId } = await inviteAndAccept(company.companyId, email);
    const added = await authed(t.app, cookie).post("/api/suppressions", {
      kind: "email",
      value: uniqueEmail("unwanted"),
      reason: "objected",
      campaignId: company.campaignId,
    });
    expect(added.statusCode, added.body).toBe(201);
    const removed = await api.delete(`${loginsOf(company.companyId)}/${loginId}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await me(cookie)).statusCode).toBe(401);
    expectError(await attemptLogin(t, email, STRONG_PASSWORD, "client"), 401, INVALID_CREDENTIALS);
    // Invited again, the address takes the account over with a new password.
    await inviteAndAccept(company.companyId, email);
  });
});
