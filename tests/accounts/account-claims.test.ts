import { sql } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { queryRows } from "../../src/server/core/db/raw.js";
import { errorBody } from "../../src/server/core/http/errors.js";
import { SDRS_ARE_INVITED } from "../../src/server/features/accounts/registration.service.js";
import { INVALID_INVITATION } from "../../src/shared/contracts/invitations.js";
import { createClientUser, createCompany, createSdrUser, uniqueEmail } from "../helpers/factories.js";
import { linkTokenIn, mailsTo, waitForMails } from "../helpers/mail.js";
import { CLIENTS, createRow, SDRS, signInManager } from "../helpers/management.js";
import { fulfilmentRecords, onboardingForm, postForm, startCheckout } from "../helpers/onboarding.js";
import { authed, login, sessionCookie, testAppSuite } from "../helpers/test-app.js";

/**
 * Issue 14's attacks, each by someone who knows nothing but an e-mail address. Each of them handed
 * out access before invitations existed.
 */
// Each story signs in, hashes and checks several passwords on purpose: slow by design (scrypt, zxcvbn).
vi.setConfig({ testTimeout: 20_000 });

const STRONG = "violet-harbor-cactus-91";
const ATTACKER_PASSWORD = "crimson-ladder-otter-58";

const t = testAppSuite();

const post = (url: string, payload: object, cookie?: string) =>
  t.app.inject({ method: "POST", url, payload, headers: cookie ? { cookie } : {} });

async function registerAs(email: string, userType: "client" | "sdr") {
  return post("/api/auth/register", { email, password: ATTACKER_PASSWORD, userType });
}

describe("someone who knows an invited SDR's e-mail", () => {
  it("gets neither an SDR account nor manager rights, and the owner still joins through the link", async () => {
    const manager = await signInManager(t);
    const email = uniqueEmail("new-sdr");
    await createRow(manager.api, SDRS, { name: "Avery Invited", email });

    const asSdr = await registerAs(email, "sdr");
    expect(asSdr.statusCode).toBe(403);
    expect(asSdr.json()).toEqual(errorBody(403, SDRS_ARE_INVITED));

    // As a client the address gets an account of its own, with no rights at all.
    const asClient = await registerAs(email, "client");
    expect(asClient.statusCode).toBe(201);
    const attacker = authed(t.app, sessionCookie(asClient));
    expect((await attacker.get(SDRS)).statusCode).toBe(403);
    expect(asClient.json()).toMatchObject({ type: "client", companyName: null, campaignId: null });

    // The owner's link (the invitation, mailed again after the attempts) makes the account theirs.
    const token = await linkTokenIn(t.db, email, "/invitation");
    const preview = await post("/api/invitations/preview", { token });
    expect(preview.json()).toMatchObject({
      email,
      role: "sdr",
      account: "unproven",
      signedInAsInvitee: false,
    });
    const accepted = await post("/api/invitations/accept", {
      token,
      name: "Avery Owner",
      newPassword: STRONG,
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({ type: "sdr", email, name: "Avery Owner", emailVerified: true });

    expect((await attacker.get("/api/auth/me")).statusCode).toBe(401);
    const relogin = await post("/api/auth/login", { email, password: ATTACKER_PASSWORD, userType: "client" });
    expect(relogin.statusCode).toBe(401);
    // The invitee gets the role the roster gave them (SDR): their own campaigns, nothing agency-wide.
    expect(accepted.json()).toMatchObject({ staffRole: "sdr" });
    expect((await authed(t.app, sessionCookie(accepted)).get("/api/today")).statusCode).toBe(200);
    expect((await authed(t.app, sessionCookie(accepted)).get(SDRS)).statusCode).toBe(403);
  });
});

describe("someone who knows a company's login e-mail", () => {
  it("registers an account that never reaches the company's campaign", async () => {
    const manager = await signInManager(t);
    const email = uniqueEmail("company-login");
    const client = await createRow<{ campaignId: string }>(manager.api, CLIENTS, {
      companyName: "Initech",
      clientName: "Bill Lumbergh",
      loginEmail: email,
    });

    const registered = await registerAs(email, "client");
    expect(registered.statusCode).toBe(201);
    expect(registered.json()).toMatchObject({ companyName: null, campaignId: null, emailVerified: false });
    const attacker = authed(t.app, sessionCookie(registered));
    expect((await attacker.get(`/api/campaigns/${client.campaignId}/prospects`)).statusCode).toBe(404);
    expect((await attacker.get(`/api/campaigns/${client.campaignId}/metrics`)).statusCode).toBe(404);
    // The address's owner got the invitation (the first, and again after the registration), no verification link.
    const subjects = (await waitForMails(t.db, email, 2)).map((mail) => mail.subject);
    expect(subjects).toEqual(["You are invited to Outreach Desk", "You are invited to Outreach Desk"]);
  });
});

describe("someone who registers an address before a manager invites it", () => {
  it("cannot stop the invitation: the owner accepts and takes the account over", async () => {
    const manager = await signInManager(t);
    const companyLogin = uniqueEmail("squatted-client");
    const sdrAddress = uniqueEmail("squatted-sdr");
    const squatters = [];
    for (const email of [companyLogin, sdrAddress]) {
      const registered = await registerAs(email, "client");
      expect(registered.statusCode).toBe(201);
      squatters.push(authed(t.app, sessionCookie(registered)));
      await waitForMails(t.db, email, 1); // the verification link, which the squatter never gets
    }

    const client = await createRow<{ campaignId: string; invitation: { state: string } }>(
      manager.api,
      CLIENTS,
      {
        companyName: "Umbrella",
        clientName: "Alice",
        loginEmail: companyLogin,
      },
    );
    expect(client.invitation.state).toBe("invited");
    const sdr = await createRow<{ invitation: { state: string } }>(manager.api, SDRS, {
      name: "Claire",
      email: sdrAddress,
    });
    expect(sdr.invitation.state).toBe("invited");

    const clientToken = await linkTokenIn(t.db, companyLogin, "/invitation", 2);
    const asClient = await post("/api/invitations/accept", {
      token: clientToken,
      name: "Alice",
      newPassword: STRONG,
    });
    expect(asClient.json()).toMatchObject({ type: "client", campaignId: client.campaignId });
    const sdrToken = await linkTokenIn(t.db, sdrAddress, "/invitation", 2);
    const asSdr = await post("/api/invitations/accept", {
      token: sdrToken,
      name: "Claire",
      newPassword: STRONG,
    });
    expect(asSdr.json()).toMatchObject({ type: "sdr", email: sdrAddress });
    for (const squatter of squatters) expect((await squatter.get("/api/auth/me")).statusCode).toBe(401);
  });

  it("mails no link an SDR or company could not accept: Terminated is refused until the status changes", async () => {
    const manager = await signInManager(t);
    const email = uniqueEmail("terminated-on-arrival");
    const sdr = await createRow<{ id: string; invitation: unknown }>(manager.api, SDRS, {
      name: "Not Yet",
      email,
      status: "Terminated",
    });
    expect(sdr.invitation).toBeNull();
    const resend = await manager.api.post(`${SDRS}/${sdr.id}/invitation`);
    expect(resend.statusCode).toBe(400);
    expect(resend.json()).toEqual(
      errorBody(400, "status: Change the status from Terminated before inviting", { field: "status" }),
    );
    expect(await mailsTo(t.db, email)).toEqual([]);

    await manager.api.patch(`${SDRS}/${sdr.id}`, { status: "Onboarding" });
    expect((await manager.api.post(`${SDRS}/${sdr.id}/invitation`)).json()).toMatchObject({
      invitation: { state: "invited" },
    });
  });
});

describe("someone who registers a future buyer's e-mail before the buyer pays", () => {
  it("is signed out when the buyer claims the company, and never sees the campaign", async () => {
    const form = onboardingForm({ contactEmail: uniqueEmail("buyer") });
    const squatter = await registerAs(form.contactEmail, "client");
    expect(squatter.statusCode).toBe(201);
    const attacker = authed(t.app, sessionCookie(squatter));

    const { url } = await startCheckout(t, form);
    expect((await postForm(t, `${url}/pay`)).statusCode).toBe(303);
    const [company] = (await fulfilmentRecords(t, form)).companies;
    expect(company).toBeDefined();
    const [campaign] = await queryRows<{ id: string }>(
      t.db,
      sql`select id from campaigns where company_id = ${company?.id}`,
    );

    // Fulfilment attached nothing: the squatter's open session still has no company.
    expect((await attacker.get("/api/auth/me")).json()).toMatchObject({
      companyName: null,
      campaignId: null,
    });
    expect((await attacker.get(`/api/campaigns/${campaign?.id}/prospects`)).statusCode).toBe(404);

    const token = await linkTokenIn(t.db, form.contactEmail, "/invitation");
    const accepted = await post("/api/invitations/accept", {
      token,
      name: form.fullName,
      newPassword: STRONG,
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({ companyName: form.companyName, campaignId: campaign?.id });
    expect((await attacker.get("/api/auth/me")).statusCode).toBe(401);
  });

  it("cannot accept the claim link either: it lives in the buyer's mailbox", async () => {
    const form = onboardingForm({ contactEmail: uniqueEmail("buyer") });
    const squatter = sessionCookie(await registerAs(form.contactEmail, "client"));
    const { url } = await startCheckout(t, form);
    await postForm(t, `${url}/pay`);

    for (const token of ["", "x".repeat(43), "a-guessed-token"]) {
      const answer = await post("/api/invitations/accept", { token, newPassword: STRONG }, squatter);
      expect([400, 410]).toContain(answer.statusCode);
    }
    expect((await authed(t.app, squatter).get("/api/auth/me")).json()).toMatchObject({ campaignId: null });
  });
});

describe("an existing account of the invited address", () => {
  it("joins only with its own password, or when already signed in as it", async () => {
    const owner = await createClientUser(t.db, { companyId: null });
    // A paid onboarding for the address: the owner claims the company with their own password.
    const form = onboardingForm({ contactEmail: owner.email });
    const { url } = await startCheckout(t, form);
    await postForm(t, `${url}/pay`);
    const token = await linkTokenIn(t.db, owner.email, "/invitation");
    expect((await post("/api/invitations/preview", { token })).json()).toMatchObject({ account: "existing" });

    const withoutPassword = await post("/api/invitations/accept", { token, newPassword: STRONG });
    expect(withoutPassword.statusCode).toBe(400);
    expect(withoutPassword.json()).toEqual(
      errorBody(400, "password: Enter the password of your account to accept", { field: "password" }),
    );
    const wrong = await post("/api/invitations/accept", { token, password: "not-the-right-one-42" });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual(errorBody(400, "password: Incorrect password", { field: "password" }));

    const signedIn = await login(t.app, owner.email, owner.password, "client");
    expect((await post("/api/invitations/preview", { token }, signedIn)).json()).toMatchObject({
      signedInAsInvitee: true,
    });
    const accepted = await post("/api/invitations/accept", { token }, signedIn);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({ id: owner.userId, companyName: form.companyName });
    // The owner's password is unchanged.
    await login(t.app, owner.email, owner.password, "client");
  });
});

describe("invitation links", () => {
  it("work once, and not after expiry or revocation", async () => {
    const manager = await signInManager(t);
    const used = uniqueEmail("once");
    const sdr = await createRow<{ id: string }>(manager.api, SDRS, { name: "Once Only", email: used });
    const token = await linkTokenIn(t.db, used, "/invitation");
    expect(
      (await post("/api/invitations/accept", { token, name: "Once", newPassword: STRONG })).statusCode,
    ).toBe(200);
    const again = await post("/api/invitations/accept", { token, name: "Twice", newPassword: STRONG });
    expect(again.statusCode).toBe(410);
    expect(again.json()).toEqual(errorBody(410, INVALID_INVITATION));
    expect((await post("/api/invitations/preview", { token })).statusCode).toBe(410);
    expect((await manager.api.get(SDRS)).json()).toContainEqual(
      expect.objectContaining({
        id: sdr.id,
        hasLogin: true,
        invitation: expect.objectContaining({ state: "accepted" }),
      }),
    );

    const expiring = uniqueEmail("expiring");
    await createRow(manager.api, SDRS, { name: "Too Late", email: expiring });
    const late = await linkTokenIn(t.db, expiring, "/invitation");
    await t.db.execute(
      sql`update invitations set expires_at = now() - interval '1 second' where email = ${expiring}`,
    );
    expect(
      (await post("/api/invitations/accept", { token: late, name: "Late", newPassword: STRONG })).statusCode,
    ).toBe(410);

    const revoked = uniqueEmail("revoked");
    const row = await createRow<{ id: string }>(manager.api, SDRS, { name: "Withdrawn", email: revoked });
    const withdrawn = await linkTokenIn(t.db, revoked, "/invitation");
    expect((await manager.api.delete(`${SDRS}/${row.id}/invitation`)).json()).toMatchObject({
      invitation: { state: "revoked" },
    });
    expect((await post("/api/invitations/preview", { token: withdrawn })).statusCode).toBe(410);
    expect(await queryRows(t.db, sql`select id from users where email in (${expiring}, ${revoked})`)).toEqual(
      [],
    );
  });

  it("refuses a weak password and a missing name, and keeps the link usable", async () => {
    const manager = await signInManager(t);
    const email = uniqueEmail("weak");
    await createRow(manager.api, SDRS, { name: "Weak Password", email });
    const token = await linkTokenIn(t.db, email, "/invitation");

    const noName = await post("/api/invitations/accept", { token, newPassword: STRONG });
    expect(noName.json()).toEqual(errorBody(400, "name: Name is required", { field: "name" }));
    const weak = await post("/api/invitations/accept", { token, name: "W", newPassword: "password1234" });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().message).toMatch(/^newPassword: This password is too easy to guess/);
    expect(
      (await post("/api/invitations/accept", { token, name: "W P", newPassword: STRONG })).statusCode,
    ).toBe(200);
  });

  it("are refused for an SDR or company that was terminated or archived meanwhile", async () => {
    const manager = await signInManager(t);
    const email = uniqueEmail("terminated");
    const sdr = await createRow<{ id: string }>(manager.api, SDRS, { name: "Let Go", email });
    const token = await linkTokenIn(t.db, email, "/invitation");
    await manager.api.patch(`${SDRS}/${sdr.id}`, { status: "Terminated" });
    expect(
      (await post("/api/invitations/accept", { token, name: "L", newPassword: STRONG })).statusCode,
    ).toBe(410);
    await manager.api.patch(`${SDRS}/${sdr.id}`, { status: "Active" });
    expect(
      (await post("/api/invitations/accept", { token, name: "L", newPassword: STRONG })).statusCode,
    ).toBe(200);
  });

  it("are never mailed to an address that is already an SDR's or another company's login", async () => {
    const manager = await signInManager(t);
    const otherCompany = await createCompany(t.db);
    const taken = [
      (await createClientUser(t.db, { companyId: otherCompany.companyId })).email,
      (await createSdrUser(t.db)).email,
    ];
    for (const email of taken) {
      const created = await manager.api.post(CLIENTS, {
        companyName: "Pied Piper",
        clientName: "R",
        loginEmail: email,
      });
      expect(created.statusCode).toBe(409);
      expect(created.json()).toEqual(errorBody(409, "A login with this email already exists"));
      expect((await manager.api.post(SDRS, { name: "Dup", email })).statusCode).toBe(409);
      expect(await mailsTo(t.db, email)).toEqual([]);
    }
  });
});
