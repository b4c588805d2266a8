import { describe, expect, it } from "vitest";
import {
  createClientUser,
  createCompany,
  createSdrUser,
  uniqueEmail,
} from "../../../../tests/helpers/factories.js";
import { acceptInvitation, invitationLinkFor } from "../../../../tests/helpers/invitations.js";
import { mailsTo, settle, waitForMails } from "../../../../tests/helpers/mail.js";
import {
  attemptLogin,
  CLIENTS,
  createRow,
  expectError,
  expectNoSecrets,
  findRow,
  MATRIX,
  managerSuite,
  SDRS,
  STRONG_PASSWORD,
} from "../../../../tests/helpers/management.js";
import {
  authed,
  clientUser,
  login,
  registerClient,
  sdrUser,
  sessionCookie,
} from "../../../../tests/helpers/test-app.js";
import type { InvitationStatus } from "../../../shared/contracts/invitations.js";
import { INVITATION_SUBJECT } from "../accounts/account-mails.js";
import { SDRS_ARE_INVITED } from "../accounts/registration.service.js";

interface ClientRow {
  id: string;
  companyName: string;
  loginEmail: string | null;
  campaignId: string;
  hasLogin: boolean;
  invitation: InvitationStatus | null;
}
interface SdrRow {
  id: string;
  name: string;
  email: string;
  hasLogin: boolean;
  invitation: InvitationStatus | null;
}

/** The one answer to a wrong password, which a terminated or archived account gets too. */
const INVALID_CREDENTIALS = "Invalid email or password.";
/** Two more passwords the strength check accepts, for rotations. */
const OTHER_PASSWORD = "lantern-meadow-quartz-47";
const THIRD_PASSWORD = "copper-walrus-tundra-08";
const LOGIN_TAKEN = "A login with this email already exists";
const SDR_TAKEN = "An SDR with this email already exists";
const ALREADY_INVITED = "This email is already set for another client or SDR";

const { t, api } = managerSuite();

const me = (cookie: string) => authed(t.app, cookie).get("/api/auth/me");

/** Sign-in is refused exactly as a wrong password is, whatever the password. */
async function expectSignInRefused(email: string, password: string, userType: "client" | "sdr") {
  expectError(await attemptLogin(t, email, password, userType), 401, INVALID_CREDENTIALS);
  expectError(await attemptLogin(t, email, `${password}-wrong`, userType), 401, INVALID_CREDENTIALS);
}

/** A registration attempt whose answer the test inspects. */
const register = (email: string, userType: "client" | "sdr") =>
  t.app.inject({
    method: "POST",
    url: "/api/auth/register",
    payload: { email, password: THIRD_PASSWORD, userType },
  });

describe("client logins", () => {
  it("a client created with a login email and password signs in and lands on its campaign", async () => {
    const email = uniqueEmail("client-login");
    const password = STRONG_PASSWORD;
    const response = await api.post(CLIENTS, {
      companyName: "Hooli",
      clientName: "Gavin Belson",
      loginEmail: email.toUpperCase(),
      loginPassword: password,
    });
    expect(response.statusCode).toBe(201);
    expectNoSecrets(response, password);
    const row: ClientRow = response.json();
    expect(row).toMatchObject({ loginEmail: email, hasLogin: true, invitation: null });
    expect(await mailsTo(t.db, email)).toEqual([]);

    const signIn = await attemptLogin(t, email, password, "client");
    expect(signIn.statusCode, signIn.body).toBe(200);
    // The manager vouched for the address: it counts as proven.
    expect(signIn.json()).toEqual(
      clientUser({ email, companyName: "Hooli", campaignId: row.campaignId, emailVerified: true }),
    );
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
    const oldPassword = STRONG_PASSWORD;
    const newPassword = OTHER_PASSWORD;
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
    const password = STRONG_PASSWORD;
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

  it("a login email alone mails an invitation; registering with it grants no company; the mailed link does", async () => {
    const email = uniqueEmail("invited-client");
    const row = await createRow<ClientRow>(api, CLIENTS, {
      companyName: "Raviga",
      clientName: "Laurie",
      loginEmail: email,
    });
    expect(row).toMatchObject({ hasLogin: false, invitation: { state: "invited" } });
    expect((await mailsTo(t.db, email)).map((mail) => mail.subject)).toEqual([INVITATION_SUBJECT]);
    expect((await attemptLogin(t, email, "anything-at-all", "client")).statusCode).toBe(401);

    // Whoever registers with the address gets an unproven account of no company...
    const registered = await registerClient(t.app, { email, password: THIRD_PASSWORD });
    expect(registered.user).toEqual(
      clientUser({ email, companyName: null, campaignId: null, emailVerified: false }),
    );
    expect((await me(registered.cookie)).json()).toMatchObject({ companyName: null, campaignId: null });
    // ...and the address is sent its invitation again, not a verification link.
    const mails = await waitForMails(t.db, email, 2);
    expect(mails.map((mail) => mail.subject)).toEqual([INVITATION_SUBJECT, INVITATION_SUBJECT]);
    expect(await findRow(api, CLIENTS, row.id)).toMatchObject({
      hasLogin: false,
      invitation: { state: "invited" },
    });

    // The owner of the address opens the link: the account becomes theirs and joins the company.
    const token = await invitationLinkFor(t.db, email, 2);
    const preview = await t.app.inject({
      method: "POST",
      url: "/api/invitations/preview",
      payload: { token },
    });
    expect(preview.json()).toMatchObject({ email, companyName: "Raviga", account: "unproven" });
    const accepted = await acceptInvitation(t.app, token, { newPassword: STRONG_PASSWORD });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({
      email,
      companyName: "Raviga",
      campaignId: row.campaignId,
      emailVerified: true,
    });
    expect((await me(sessionCookie(accepted))).json()).toMatchObject({ campaignId: row.campaignId });
    // Whoever registered first is signed out, and their password no longer works.
    expect((await me(registered.cookie)).statusCode).toBe(401);
    expectError(await attemptLogin(t, email, THIRD_PASSWORD, "client"), 401, INVALID_CREDENTIALS);
    expect(await findRow(api, CLIENTS, row.id)).toMatchObject({
      hasLogin: true,
      invitation: { state: "accepted" },
    });
  });

  it("a password set later for an invited email creates the login and withdraws the link", async () => {
    const email = uniqueEmail("later-login");
    const row = await createRow<ClientRow>(api, CLIENTS, {
      companyName: "Bachmanity",
      clientName: "Big Head",
      loginEmail: email,
    });

    const response = await api.patch(`${CLIENTS}/${row.id}`, { loginPassword: STRONG_PASSWORD });

    expect(response.json()).toEqual({
      ...row,
      hasLogin: true,
      invitation: { ...row.invitation, state: "revoked" },
    });
    const cookie = await login(t.app, email, STRONG_PASSWORD, "client");
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
      loginPassword: STRONG_PASSWORD,
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
    const password = STRONG_PASSWORD;
    const row = await createRow<ClientRow>(api, CLIENTS, {
      companyName: "Nucleus",
      clientName: "Archie",
      loginEmail: email,
      loginPassword: password,
    });
    const cookie = await login(t.app, email, password, "client");

    expect((await api.delete(`${CLIENTS}/${row.id}`)).statusCode).toBe(204);

    expect((await me(cookie)).statusCode).toBe(401);
    await expectSignInRefused(email, password, "client");

    expect((await api.post(`${CLIENTS}/${row.id}/restore`)).statusCode).toBe(200);
    const again = await login(t.app, email, password, "client");
    expect((await me(again)).json()).toMatchObject({ companyName: "Nucleus", campaignId: row.campaignId });
  });
});

describe("SDR logins", () => {
  it("a manager created with an email and password signs in as staff and can manage", async () => {
    const email = uniqueEmail("new-manager");
    const password = STRONG_PASSWORD;
    const response = await api.post(SDRS, {
      name: "Jared Dunn",
      email,
      loginPassword: password,
      status: "Active",
      role: "manager",
    });
    expect(response.statusCode).toBe(201);
    expectNoSecrets(response, password);
    expect(response.json()).toMatchObject({ email, role: "manager", hasLogin: true, invitation: null });
    expect(await mailsTo(t.db, email)).toEqual([]);

    const signIn = await attemptLogin(t, email, password, "sdr");
    expect(signIn.statusCode, signIn.body).toBe(200);
    expect(signIn.json()).toEqual(sdrUser({ email, name: "Jared Dunn", emailVerified: true }));
    const cookie = await login(t.app, email, password, "sdr");
    expect((await authed(t.app, cookie).get(SDRS)).statusCode).toBe(200);
    expect((await attemptLogin(t, email, password, "client")).statusCode).toBe(401);
  });

  it("an SDR's email alone mails an invitation; registering with it grants nothing; the mailed link makes the login", async () => {
    const email = uniqueEmail("invited-sdr");
    const row = await createRow<SdrRow>(api, SDRS, { name: "Monica Hall", email });
    expect(row).toMatchObject({ hasLogin: false, invitation: { state: "invited" } });

    // Registering with the roster's address is refused like any other, and links nothing to the roster...
    expectError(await register(email, "sdr"), 403, SDRS_ARE_INVITED);
    expect((await attemptLogin(t, email, THIRD_PASSWORD, "sdr")).statusCode).toBe(401);
    // ...but the address is sent its invitation again.
    const mails = await waitForMails(t.db, email, 2);
    expect(mails.map((mail) => mail.subject)).toEqual([INVITATION_SUBJECT, INVITATION_SUBJECT]);
    expect(await findRow(api, SDRS, row.id)).toMatchObject({ name: "Monica Hall", hasLogin: false });

    // The link asks for a name; the invitee's choice becomes the roster's.
    const token = await invitationLinkFor(t.db, email, 2);
    expectError(
      await acceptInvitation(t.app, token, { newPassword: STRONG_PASSWORD }),
      400,
      "name: Name is required",
    );
    const accepted = await acceptInvitation(t.app, token, {
      name: "Monica Hall-Bream",
      newPassword: STRONG_PASSWORD,
    });

    expect(accepted.statusCode, accepted.body).toBe(200);
    // New staff start as SDRs: they work their own campaigns and manage nothing.
    expect(accepted.json()).toEqual(
      sdrUser({ email, name: "Monica Hall-Bream", emailVerified: true, staffRole: "sdr" }),
    );
    expect((await authed(t.app, sessionCookie(accepted)).get(SDRS)).statusCode).toBe(403);
    expect(await findRow(api, SDRS, row.id)).toMatchObject({
      name: "Monica Hall-Bream",
      hasLogin: true,
      invitation: { state: "accepted" },
    });
    expect((await attemptLogin(t, email, STRONG_PASSWORD, "sdr")).statusCode).toBe(200);
  });

  it("an email not on the roster cannot register as an SDR: 403, and nothing is mailed", async () => {
    const email = uniqueEmail("walk-in");
    expectError(await register(email, "sdr"), 403, SDRS_ARE_INVITED);
    expect((await attemptLogin(t, email, THIRD_PASSWORD, "sdr")).statusCode).toBe(401);
    await settle();
    expect(await mailsTo(t.db, email)).toEqual([]);
  });

  it("changing an SDR's login password ends their sessions and replaces the password", async () => {
    const email = uniqueEmail("sdr-rotate");
    const row = await createRow<SdrRow>(api, SDRS, { name: "Dinesh", email, loginPassword: STRONG_PASSWORD });
    const oldCookie = await login(t.app, email, STRONG_PASSWORD, "sdr");

    const response = await api.patch(`${SDRS}/${row.id}`, { loginPassword: OTHER_PASSWORD });

    expect(response.json()).toEqual(row);
    expectNoSecrets(response, OTHER_PASSWORD);
    expect((await me(oldCookie)).statusCode).toBe(401);
    expect((await attemptLogin(t, email, STRONG_PASSWORD, "sdr")).statusCode).toBe(401);
    expect((await attemptLogin(t, email, OTHER_PASSWORD, "sdr")).statusCode).toBe(200);
  });

  it("a password for an invited SDR creates the login and withdraws the link", async () => {
    const email = uniqueEmail("sdr-later");
    const row = await createRow<SdrRow>(api, SDRS, { name: "Gilfoyle", email });
    const response = await api.patch(`${SDRS}/${row.id}`, { loginPassword: STRONG_PASSWORD });
    expect(response.json()).toEqual({
      ...row,
      hasLogin: true,
      invitation: { ...row.invitation, state: "revoked" },
    });
    expect((await attemptLogin(t, email, STRONG_PASSWORD, "sdr")).json()).toMatchObject({ name: "Gilfoyle" });
  });

  it("renaming an SDR or changing the email updates their login", async () => {
    const email = uniqueEmail("sdr-move");
    const newEmail = uniqueEmail("sdr-moved");
    const row = await createRow<SdrRow>(api, SDRS, { name: "Nelson", email, loginPassword: STRONG_PASSWORD });
    const cookie = await login(t.app, email, STRONG_PASSWORD, "sdr");

    expect((await api.patch(`${SDRS}/${row.id}`, { name: "Big Head" })).statusCode).toBe(200);
    expect((await api.patch(`${SDRS}/${row.id}`, { email: newEmail })).statusCode).toBe(200);

    expect((await me(cookie)).json()).toMatchObject({ email: newEmail, name: "Big Head" });
    expect((await attemptLogin(t, email, STRONG_PASSWORD, "sdr")).statusCode).toBe(401);
    expect((await attemptLogin(t, newEmail, STRONG_PASSWORD, "sdr")).statusCode).toBe(200);
    // A login's address is not invited anew.
    expect(await mailsTo(t.db, newEmail)).toEqual([]);
  });

  it("archiving an SDR signs them out and refuses sign-in until restored", async () => {
    const email = uniqueEmail("sdr-archived");
    const row = await createRow<SdrRow>(api, SDRS, { name: "Russ", email, loginPassword: STRONG_PASSWORD });
    const cookie = await login(t.app, email, STRONG_PASSWORD, "sdr");

    expect((await api.delete(`${SDRS}/${row.id}`)).statusCode).toBe(204);

    expect((await me(cookie)).statusCode).toBe(401);
    expect((await authed(t.app, cookie).get(SDRS)).statusCode).toBe(401);
    await expectSignInRefused(email, STRONG_PASSWORD, "sdr");

    expect((await api.post(`${SDRS}/${row.id}/restore`)).statusCode).toBe(200);
    expect((await attemptLogin(t, email, STRONG_PASSWORD, "sdr")).statusCode).toBe(200);
  });

  it("an archived SDR's link stops working, and registering with the address mails nothing", async () => {
    const email = uniqueEmail("sdr-withdrawn");
    const row = await createRow<SdrRow>(api, SDRS, { name: "Withdrawn", email });
    const token = await invitationLinkFor(t.db, email);
    await api.delete(`${SDRS}/${row.id}`);

    const preview = await t.app.inject({
      method: "POST",
      url: "/api/invitations/preview",
      payload: { token },
    });
    expect(preview.statusCode).toBe(410);
    expectError(await register(email, "sdr"), 403, SDRS_ARE_INVITED);
    await settle();
    expect(await mailsTo(t.db, email)).toHaveLength(1);
  });
});

/** What a company's or an SDR's status does to its login: only Terminated takes access away. */
const statusCases = [
  {
    label: "company",
    path: CLIENTS,
    role: "client" as const,
    newRow: (email: string) => ({ companyName: "Status Co", clientName: "Stu", loginEmail: email }),
    keeping: ["Onboarding", "Paused"],
  },
  {
    label: "SDR",
    path: SDRS,
    role: "sdr" as const,
    newRow: (email: string) => ({ name: "Status Sdr", email }),
    keeping: ["Onboarding", "Paused", "Restricted"],
  },
];

describe.each(statusCases)("the status of a $label", (c) => {
  const signedIn = async () => {
    const email = uniqueEmail(`status-${c.role}`);
    const row = await createRow<{ id: string }>(api, c.path, {
      ...c.newRow(email),
      loginPassword: STRONG_PASSWORD,
      status: "Active",
    });
    return { row, email, cookie: await login(t.app, email, STRONG_PASSWORD, c.role) };
  };
  const setStatus = async (id: string, status: string) => {
    const response = await api.patch(`${c.path}/${id}`, { status });
    expect(response.statusCode, response.body).toBe(200);
  };

  it("Terminated ends the sessions at once and refuses sign-in as a wrong password is; Active restores sign-in", async () => {
    const { row, email, cookie } = await signedIn();

    await setStatus(row.id, "Terminated");

    expect((await me(cookie)).statusCode).toBe(401);
    await expectSignInRefused(email, STRONG_PASSWORD, c.role);

    await setStatus(row.id, "Active");
    expect((await me(cookie)).statusCode).toBe(401);
    const again = await login(t.app, email, STRONG_PASSWORD, c.role);
    expect((await me(again)).json()).toMatchObject({ type: c.role, email });
  });

  it.each(c.keeping)("%s keeps the sessions and sign-in", async (status) => {
    const { row, email, cookie } = await signedIn();

    await setStatus(row.id, status);

    expect((await me(cookie)).json()).toMatchObject({ type: c.role, email });
    expect((await attemptLogin(t, email, STRONG_PASSWORD, c.role)).statusCode).toBe(200);
  });

  it("Terminated stops an open invitation link until Active again", async () => {
    const email = uniqueEmail(`status-invite-${c.role}`);
    const row = await createRow<{ id: string }>(api, c.path, c.newRow(email));
    const token = await invitationLinkFor(t.db, email);
    const preview = () =>
      t.app.inject({ method: "POST", url: "/api/invitations/preview", payload: { token } });

    await setStatus(row.id, "Terminated");
    expect((await preview()).statusCode).toBe(410);

    await setStatus(row.id, "Active");
    expect((await preview()).statusCode).toBe(200);
  });
});

describe("duplicate login emails", () => {
  it("a client login email already used by an SDR login or another company's client login is a 409", async () => {
    const sdr = await createSdrUser(t.db);
    // (A client account of no company may be invited: accepting settles it. See tests/accounts.)
    const client = await createClientUser(t.db, { companyId: (await createCompany(t.db)).companyId });
    for (const email of [sdr.email, client.email.toUpperCase()]) {
      for (const body of [
        { loginEmail: email },
        { loginEmail: email, loginPassword: "duplicate-attempt-pw" },
      ]) {
        const companyName = `Dup ${email}`;
        expectError(await api.post(CLIENTS, { companyName, clientName: "Dup", ...body }), 409, LOGIN_TAKEN);
        const all: ClientRow[] = (await api.get(`${CLIENTS}?includeArchived=true`)).json();
        expect(all.find((row) => row.companyName === companyName)).toBeUndefined();
      }
    }
  });

  it("changing a client's login email to a taken one is a 409 and keeps the old one", async () => {
    const other = await createClientUser(t.db, { companyId: (await createCompany(t.db)).companyId });
    const withLogin = await createRow<ClientRow>(api, CLIENTS, {
      companyName: "Has Login",
      clientName: "H",
      loginEmail: uniqueEmail("has-login"),
      loginPassword: STRONG_PASSWORD,
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
      await api.post(SDRS, { name: "Dup", email: client.email, loginPassword: "duplicate-attempt-pw" }),
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
        await api.post(SDRS, { name: "Dup", email, loginPassword: "duplicate-attempt-pw" }),
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
      loginPassword: STRONG_PASSWORD,
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

    // Registering with the invited email joins no company; the link mailed again opens the one that named it.
    const { user } = await registerClient(t.app, { email, password: THIRD_PASSWORD });
    expect(user).toMatchObject({ companyName: null, campaignId: null });
    const token = await invitationLinkFor(t.db, email, 2);
    const accepted = await acceptInvitation(t.app, token, { newPassword: STRONG_PASSWORD });
    expect(accepted.json()).toMatchObject({ companyName: "First Inviter", campaignId: first.campaignId });
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
