import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClientUser, createSdrUser, uniqueEmail } from "../../../tests/helpers/factories.js";
import {
  type Api,
  attemptLogin,
  CLIENTS,
  createRow,
  expectError,
  expectNoSecrets,
  findRow,
  MATRIX,
  SDRS,
  signInManager,
} from "../../../tests/helpers/management.js";
import {
  authed,
  createTestApp,
  login,
  registerClient,
  registerSdr,
  type TestApp,
} from "../../../tests/helpers/test-app.js";

interface ClientRow {
  id: string;
  companyName: string;
  loginEmail: string | null;
  campaignId: string;
  hasLogin: boolean;
}
interface SdrRow {
  id: string;
  name: string;
  email: string;
  hasLogin: boolean;
}

const DEACTIVATED = "This account has been deactivated. Contact your account manager.";
const LOGIN_TAKEN = "A login with this email already exists";
const SDR_TAKEN = "An SDR with this email already exists";
const ALREADY_INVITED = "This email is already set for another client or SDR";

let t: TestApp;
let api: Api;
beforeAll(async () => {
  t = await createTestApp();
  ({ api } = await signInManager(t));
});
afterAll(() => t.close());

const me = (cookie: string) => authed(t.app, cookie).get("/api/auth/me");

describe("client logins", () => {
  it("a client created with a login email and password signs in and lands on its campaign", async () => {
    const email = uniqueEmail("client-login");
    const password = "client-pass-123";
    const response = await api.post(CLIENTS, {
      companyName: "Hooli",
      clientName: "Gavin Belson",
      loginEmail: email.toUpperCase(),
      loginPassword: password,
    });
    expect(response.statusCode).toBe(201);
    expectNoSecrets(response, password);
    const row: ClientRow = response.json();
    expect(row).toMatchObject({ loginEmail: email, hasLogin: true });

    const signIn = await attemptLogin(t, email, password, "client");
    expect(signIn.statusCode, signIn.body).toBe(200);
    expect(signIn.json()).toEqual({
      type: "client",
      id: expect.any(String),
      email,
      companyName: "Hooli",
      campaignId: row.campaignId,
    });
    const cookie = await login(t.app, email, password, "client");
    expect((await me(cookie)).json()).toMatchObject({
      type: "client",
      email,
      companyName: "Hooli",
      campaignId: row.campaignId,
    });
    // A client login is not an SDR login.
    expect((await attemptLogin(t, email, password, "sdr")).statusCode).toBe(401);
  });

  it("changing the login password ends the old sessions and the old password stops working", async () => {
    const email = uniqueEmail("rotate");
    const oldPassword = "first-password";
    const newPassword = "second-password";
    const row = await createRow<ClientRow>(api, CLIENTS, {
      companyName: "Pied Piper",
      clientName: "Richard",
      loginEmail: email,
      loginPassword: oldPassword,
    });
    const oldCookie = await login(t.app, email, oldPassword, "client");

    const response = await api.patch(`${CLIENTS}/${row.id}`, { loginPassword: newPassword });

    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual(row);
    expectNoSecrets(response, newPassword, oldPassword);
    expect((await me(oldCookie)).statusCode).toBe(401);
    expect((await attemptLogin(t, email, oldPassword, "client")).statusCode).toBe(401);
    const newCookie = await login(t.app, email, newPassword, "client");
    expect((await me(newCookie)).json()).toMatchObject({
      companyName: "Pied Piper",
      campaignId: row.campaignId,
    });
  });

  it("changing the login email moves the login to the new email", async () => {
    const oldEmail = uniqueEmail("old-login");
    const newEmail = uniqueEmail("new-login");
    const password = "stays-the-same";
    const row = await createRow<ClientRow>(api, CLIENTS, {
      companyName: "Aviato",
      clientName: "Erlich",
      loginEmail: oldEmail,
      loginPassword: password,
    });

    const response = await api.patch(`${CLIENTS}/${row.id}`, { loginEmail: newEmail.toUpperCase() });

    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ ...row, loginEmail: newEmail, hasLogin: true });
    expect((await attemptLogin(t, oldEmail, password, "client")).statusCode).toBe(401);
    const cookie = await login(t.app, newEmail, password, "client");
    expect((await me(cookie)).json()).toMatchObject({ email: newEmail, campaignId: row.campaignId });
  });

  it("a login email alone lets that person register as the company's client", async () => {
    const email = uniqueEmail("invited-client");
    const row = await createRow<ClientRow>(api, CLIENTS, {
      companyName: "Raviga",
      clientName: "Laurie",
      loginEmail: email,
    });
    expect(row.hasLogin).toBe(false);
    expect((await attemptLogin(t, email, "anything-at-all", "client")).statusCode).toBe(401);

    const { user, cookie } = await registerClient(t.app, { email });

    expect(user).toMatchObject({ type: "client", email, companyName: "Raviga", campaignId: row.campaignId });
    expect((await me(cookie)).json()).toMatchObject({ companyName: "Raviga", campaignId: row.campaignId });
    expect(await findRow(api, CLIENTS, row.id)).toEqual({ ...row, hasLogin: true });
  });

  it("a password set later for an invited email creates the login", async () => {
    const email = uniqueEmail("later-login");
    const row = await createRow<ClientRow>(api, CLIENTS, {
      companyName: "Bachmanity",
      clientName: "Big Head",
      loginEmail: email,
    });

    const response = await api.patch(`${CLIENTS}/${row.id}`, { loginPassword: "set-by-manager" });

    expect(response.json()).toEqual({ ...row, hasLogin: true });
    const cookie = await login(t.app, email, "set-by-manager", "client");
    expect((await me(cookie)).json()).toMatchObject({
      companyName: "Bachmanity",
      campaignId: row.campaignId,
    });
  });

  it("a company with a login cannot lose its login email", async () => {
    const email = uniqueEmail("keep");
    const row = await createRow<ClientRow>(api, CLIENTS, {
      companyName: "Endframe",
      clientName: "Keeper",
      loginEmail: email,
      loginPassword: "keeper-password",
    });
    for (const loginEmail of ["", null]) {
      expectError(
        await api.patch(`${CLIENTS}/${row.id}`, { loginEmail }),
        400,
        "loginEmail: This client has a login; its email cannot be removed",
      );
    }
    expect(await findRow(api, CLIENTS, row.id)).toEqual(row);
  });

  it("archiving the company signs its client out and refuses sign-in until it is restored", async () => {
    const email = uniqueEmail("archived-client");
    const password = "archived-pass";
    const row = await createRow<ClientRow>(api, CLIENTS, {
      companyName: "Nucleus",
      clientName: "Archie",
      loginEmail: email,
      loginPassword: password,
    });
    const cookie = await login(t.app, email, password, "client");

    expect((await api.delete(`${CLIENTS}/${row.id}`)).statusCode).toBe(204);

    expect((await me(cookie)).statusCode).toBe(401);
    expectError(await attemptLogin(t, email, password, "client"), 403, DEACTIVATED);

    expect((await api.post(`${CLIENTS}/${row.id}/restore`)).statusCode).toBe(200);
    const again = await login(t.app, email, password, "client");
    expect((await me(again)).json()).toMatchObject({ companyName: "Nucleus", campaignId: row.campaignId });
  });
});

describe("SDR logins", () => {
  it("an SDR created with an email and password signs in as an SDR and can manage", async () => {
    const email = uniqueEmail("new-manager");
    const password = "sdr-login-pass";
    const response = await api.post(SDRS, {
      name: "Jared Dunn",
      email,
      loginPassword: password,
      status: "Active",
    });
    expect(response.statusCode).toBe(201);
    expectNoSecrets(response, password);
    expect(response.json()).toMatchObject({ email, hasLogin: true });

    const signIn = await attemptLogin(t, email, password, "sdr");
    expect(signIn.statusCode, signIn.body).toBe(200);
    expect(signIn.json()).toEqual({ type: "sdr", id: expect.any(String), email, name: "Jared Dunn" });
    const cookie = await login(t.app, email, password, "sdr");
    expect((await authed(t.app, cookie).get(SDRS)).statusCode).toBe(200);
    expect((await attemptLogin(t, email, password, "client")).statusCode).toBe(401);
  });

  it("an SDR's email alone is an invitation to register, under the roster's name", async () => {
    const email = uniqueEmail("invited-sdr");
    const row = await createRow<SdrRow>(api, SDRS, { name: "Monica Hall", email });
    expect(row.hasLogin).toBe(false);

    const { user } = await registerSdr(t.app, { email });

    expect(user).toEqual({ type: "sdr", id: expect.any(String), email, name: "Monica Hall" });
    expect(await findRow(api, SDRS, row.id)).toEqual({ ...row, hasLogin: true });
  });

  it('an email not on the roster cannot register as an SDR: 403 "SDR accounts are created by a manager"', async () => {
    const email = uniqueEmail("walk-in");
    const response = await t.app.inject({
      method: "POST",
      url: "/api/auth/register",
      payload: { email, password: "walk-in-pass", userType: "sdr" },
    });
    expectError(response, 403, "SDR accounts are created by a manager");
    expect((await attemptLogin(t, email, "walk-in-pass", "sdr")).statusCode).toBe(401);
  });

  it("changing an SDR's login password ends their sessions and replaces the password", async () => {
    const email = uniqueEmail("sdr-rotate");
    const row = await createRow<SdrRow>(api, SDRS, { name: "Dinesh", email, loginPassword: "old-sdr-pass" });
    const oldCookie = await login(t.app, email, "old-sdr-pass", "sdr");

    const response = await api.patch(`${SDRS}/${row.id}`, { loginPassword: "new-sdr-pass" });

    expect(response.json()).toEqual(row);
    expectNoSecrets(response, "new-sdr-pass");
    expect((await me(oldCookie)).statusCode).toBe(401);
    expect((await attemptLogin(t, email, "old-sdr-pass", "sdr")).statusCode).toBe(401);
    expect((await attemptLogin(t, email, "new-sdr-pass", "sdr")).statusCode).toBe(200);
  });

  it("a password for an invited SDR creates the login", async () => {
    const email = uniqueEmail("sdr-later");
    const row = await createRow<SdrRow>(api, SDRS, { name: "Gilfoyle", email });
    const response = await api.patch(`${SDRS}/${row.id}`, { loginPassword: "gilfoyle-pass" });
    expect(response.json()).toEqual({ ...row, hasLogin: true });
    expect((await attemptLogin(t, email, "gilfoyle-pass", "sdr")).json()).toMatchObject({ name: "Gilfoyle" });
  });

  it("renaming an SDR or changing the email updates their login", async () => {
    const email = uniqueEmail("sdr-move");
    const newEmail = uniqueEmail("sdr-moved");
    const row = await createRow<SdrRow>(api, SDRS, { name: "Nelson", email, loginPassword: "nelson-pass" });
    const cookie = await login(t.app, email, "nelson-pass", "sdr");

    expect((await api.patch(`${SDRS}/${row.id}`, { name: "Big Head" })).statusCode).toBe(200);
    expect((await api.patch(`${SDRS}/${row.id}`, { email: newEmail })).statusCode).toBe(200);

    expect((await me(cookie)).json()).toMatchObject({ email: newEmail, name: "Big Head" });
    expect((await attemptLogin(t, email, "nelson-pass", "sdr")).statusCode).toBe(401);
    expect((await attemptLogin(t, newEmail, "nelson-pass", "sdr")).statusCode).toBe(200);
  });

  it("archiving an SDR signs them out and refuses sign-in until restored", async () => {
    const email = uniqueEmail("sdr-archived");
    const row = await createRow<SdrRow>(api, SDRS, { name: "Russ", email, loginPassword: "russ-pass-1" });
    const cookie = await login(t.app, email, "russ-pass-1", "sdr");

    expect((await api.delete(`${SDRS}/${row.id}`)).statusCode).toBe(204);

    expect((await me(cookie)).statusCode).toBe(401);
    expect((await authed(t.app, cookie).get(SDRS)).statusCode).toBe(401);
    expectError(await attemptLogin(t, email, "russ-pass-1", "sdr"), 403, DEACTIVATED);

    expect((await api.post(`${SDRS}/${row.id}/restore`)).statusCode).toBe(200);
    expect((await attemptLogin(t, email, "russ-pass-1", "sdr")).statusCode).toBe(200);
  });

  it("an archived invitation no longer lets the email register", async () => {
    const email = uniqueEmail("sdr-withdrawn");
    const row = await createRow<SdrRow>(api, SDRS, { name: "Withdrawn", email });
    await api.delete(`${SDRS}/${row.id}`);
    const response = await t.app.inject({
      method: "POST",
      url: "/api/auth/register",
      payload: { email, password: "withdrawn-pass", userType: "sdr" },
    });
    expectError(response, 403, "SDR accounts are created by a manager");
  });
});

describe("duplicate login emails", () => {
  it("a client login email already used by an SDR login or a client login is a 409", async () => {
    const sdr = await createSdrUser(t.db);
    const client = await createClientUser(t.db, { companyId: null });
    for (const email of [sdr.email, client.email.toUpperCase()]) {
      for (const body of [{ loginEmail: email }, { loginEmail: email, loginPassword: "dup-password" }]) {
        const companyName = `Dup ${email}`;
        expectError(await api.post(CLIENTS, { companyName, clientName: "Dup", ...body }), 409, LOGIN_TAKEN);
        const all: ClientRow[] = (await api.get(`${CLIENTS}?includeArchived=true`)).json();
        expect(all.find((row) => row.companyName === companyName)).toBeUndefined();
      }
    }
  });

  it("changing a client's login email to a taken one is a 409 and keeps the old one", async () => {
    const other = await createClientUser(t.db, { companyId: null });
    const withLogin = await createRow<ClientRow>(api, CLIENTS, {
      companyName: "Has Login",
      clientName: "H",
      loginEmail: uniqueEmail("has-login"),
      loginPassword: "has-login-pw",
    });
    const invited = await createRow<ClientRow>(api, CLIENTS, {
      companyName: "Invited Only",
      clientName: "I",
      loginEmail: uniqueEmail("invited-only"),
    });
    for (const row of [withLogin, invited]) {
      expectError(await api.patch(`${CLIENTS}/${row.id}`, { loginEmail: other.email }), 409, LOGIN_TAKEN);
      expect(await findRow(api, CLIENTS, row.id)).toEqual(row);
    }
  });

  it("an SDR email already used by a client login is a 409, with or without a password", async () => {
    const client = await createClientUser(t.db, { companyId: null });
    expectError(await api.post(SDRS, { name: "Dup", email: client.email }), 409, LOGIN_TAKEN);
    expectError(
      await api.post(SDRS, { name: "Dup", email: client.email, loginPassword: "dup-password" }),
      409,
      LOGIN_TAKEN,
    );
  });

  it("an SDR email already on the roster, with a login or invited, is a 409", async () => {
    const withLogin = await createSdrUser(t.db);
    const invited = await createRow<SdrRow>(api, SDRS, { name: "Invited", email: uniqueEmail("roster") });
    for (const email of [withLogin.email, invited.email]) {
      expectError(await api.post(SDRS, { name: "Dup", email }), 409, SDR_TAKEN);
      expectError(
        await api.post(SDRS, { name: "Dup", email, loginPassword: "dup-password" }),
        409,
        SDR_TAKEN,
      );
    }
  });

  it("changing an SDR's email to one a client login uses is a 409", async () => {
    const client = await createClientUser(t.db, { companyId: null });
    const invited = await createRow<SdrRow>(api, SDRS, { name: "No Login", email: uniqueEmail("nl") });
    const withLogin = await createRow<SdrRow>(api, SDRS, {
      name: "With Login",
      email: uniqueEmail("wl"),
      loginPassword: "with-login-pw",
    });
    for (const row of [invited, withLogin]) {
      expectError(await api.patch(`${SDRS}/${row.id}`, { email: client.email }), 409, LOGIN_TAKEN);
      expect(await findRow(api, SDRS, row.id)).toEqual(row);
    }
  });

  it("one email cannot be invited twice: as two companies' login, or as an SDR and a client", async () => {
    const email = uniqueEmail("double-invite");
    const first = await createRow<ClientRow>(api, CLIENTS, {
      companyName: "First Inviter",
      clientName: "F",
      loginEmail: email,
    });
    expectError(
      await api.post(CLIENTS, { companyName: "Second Inviter", clientName: "S", loginEmail: email }),
      409,
      ALREADY_INVITED,
    );
    expectError(await api.post(SDRS, { name: "Same Person", email }), 409, ALREADY_INVITED);
    expectError(
      await api.post(SDRS, { name: "Same Person", email, loginPassword: "same-person-pw" }),
      409,
      ALREADY_INVITED,
    );

    const sdrEmail = uniqueEmail("sdr-invite");
    const sdr = await createRow<SdrRow>(api, SDRS, { name: "Invited Sdr", email: sdrEmail });
    expectError(
      await api.post(CLIENTS, { companyName: "Third Inviter", clientName: "T", loginEmail: sdrEmail }),
      409,
      ALREADY_INVITED,
    );

    // The same holds for changes, while a row may keep its own email.
    const other = await createRow<ClientRow>(api, CLIENTS, { companyName: "Other Co", clientName: "O" });
    expectError(await api.patch(`${CLIENTS}/${other.id}`, { loginEmail: email }), 409, ALREADY_INVITED);
    expectError(await api.patch(`${CLIENTS}/${other.id}`, { loginEmail: sdrEmail }), 409, ALREADY_INVITED);
    expectError(await api.patch(`${SDRS}/${sdr.id}`, { email }), 409, ALREADY_INVITED);
    expect((await api.patch(`${CLIENTS}/${first.id}`, { loginEmail: email })).statusCode).toBe(200);
    expect((await api.patch(`${SDRS}/${sdr.id}`, { email: sdrEmail })).statusCode).toBe(200);

    // Registering with the invited email joins the one company that named it.
    const { user } = await registerClient(t.app, { email });
    expect(user).toMatchObject({ companyName: "First Inviter", campaignId: first.campaignId });
  });
});

describe("passwords are never answered", () => {
  it("no list, creation or change answer carries a password", async () => {
    const secrets = ["list-secret-client", "list-secret-sdr", "patched-secret-1"];
    const client = await createRow<ClientRow>(api, CLIENTS, {
      companyName: "Secretive",
      clientName: "S",
      loginEmail: uniqueEmail("secret"),
      loginPassword: secrets[0],
    });
    const sdr = await createRow<SdrRow>(api, SDRS, {
      name: "Secret Sdr",
      email: uniqueEmail("secret-sdr"),
      loginPassword: secrets[1],
    });
    await api.post(MATRIX, { companyId: client.id, sdrId: sdr.id });
    expectNoSecrets(await api.patch(`${CLIENTS}/${client.id}`, { loginPassword: secrets[2] }), ...secrets);
    expectNoSecrets(await api.patch(`${SDRS}/${sdr.id}`, { loginPassword: secrets[2] }), ...secrets);

    for (const path of [CLIENTS, SDRS, MATRIX, "/api/management-schedulers", "/api/campaigns/active"]) {
      for (const query of ["", "?includeArchived=true"]) {
        const response = await api.get(`${path}${query}`);
        expect(response.statusCode).toBe(200);
        expectNoSecrets(response, ...secrets);
        expect(response.body).not.toMatch(/scrypt|\$argon2/);
      }
    }
    expectNoSecrets(await api.post(`${CLIENTS}/${client.id}/restore`), ...secrets);
  });
});
