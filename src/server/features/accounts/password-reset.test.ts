import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createClientUser, uniqueEmail } from "../../../../tests/helpers/factories.js";
import { linkTokenIn, mailsTo, settle, waitForMails } from "../../../../tests/helpers/mail.js";
import { authed, login, testAppSuite } from "../../../../tests/helpers/test-app.js";
import { FORGOT_PASSWORD_ANSWER } from "../../../shared/contracts/auth.js";
import { queryRows } from "../../core/db/raw.js";
import { errorBody } from "../../core/http/errors.js";

const t = testAppSuite();

const forgot = (email: string) =>
  t.app.inject({ method: "POST", url: "/api/auth/forgot-password", payload: { email } });
const reset = (token: string, newPassword: string) =>
  t.app.inject({ method: "POST", url: "/api/auth/reset-password", payload: { token, newPassword } });
const loginStatus = async (email: string, password: string) =>
  (
    await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email, password, userType: "client" },
    })
  ).statusCode;

const LINK = /http:\/\/localhost:3000\/reset-password\?token=([A-Za-z0-9_-]+)/;
const INVALID_LINK = errorBody(400, "This reset link is invalid or has expired. Request a new one.");

/** Asks for a reset link and returns the token from the e-mail kept in the outbox (sent after the answer). */
async function requestResetToken(email: string): Promise<string> {
  const before = (await mailsTo(t.db, email)).length;
  expect((await forgot(email)).statusCode).toBe(200);
  return linkTokenIn(t.db, email, "/reset-password", before + 1);
}

describe("POST /api/auth/forgot-password", () => {
  it("answers a known and an unknown email identically, and mails only the known one", async () => {
    const client = await createClientUser(t.db, { companyId: null });
    const stranger = uniqueEmail("stranger");

    const known = await forgot(client.email.toUpperCase());
    const unknown = await forgot(stranger);

    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual({ message: FORGOT_PASSWORD_ANSWER });
    expect(unknown.body).toBe(known.body);

    await waitForMails(t.db, client.email, 1);
    await settle();
    const mail = await queryRows<{ to_address: string; subject: string; body: string }>(
      t.db,
      sql`select to_address, subject, body from outbox where to_address in (${client.email}, ${stranger})`,
    );
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({
      to_address: client.email,
      subject: "Reset your Outreach Desk password",
    });
    expect(mail[0]?.body).toMatch(LINK);
    expect(mail[0]?.body).toContain("expires in 60 minutes");
  });

  it("stores only the hash of the reset token", async () => {
    const client = await createClientUser(t.db, { companyId: null });
    const token = await requestResetToken(client.email);
    const rows = JSON.stringify(await queryRows(t.db, sql`select * from password_resets`));
    expect(rows).not.toContain(token);
  });

  it("validates the email", async () => {
    const response = await forgot("nope");
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(errorBody(400, "Enter a valid email address", { field: "email" }));
  });
});

describe("POST /api/auth/reset-password", () => {
  it("sets the new password once, and signs the user out everywhere", async () => {
    const client = await createClientUser(t.db, { companyId: null });
    const signedIn = await login(t.app, client.email, client.password, "client");
    const token = await requestResetToken(client.email);

    const response = await reset(token, "reset-to-this-one");

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: "Your password has been reset. Sign in with your new password.",
    });
    expect((await authed(t.app, signedIn).get("/api/auth/me")).statusCode).toBe(401);
    expect(await loginStatus(client.email, "reset-to-this-one")).toBe(200);
    expect(await loginStatus(client.email, client.password)).toBe(401);

    const again = await reset(token, "and-once-more-please");
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(INVALID_LINK);
    expect(await loginStatus(client.email, "reset-to-this-one")).toBe(200);
  });

  it("spends every other open link of the user too", async () => {
    const client = await createClientUser(t.db, { companyId: null });
    const older = await requestResetToken(client.email);
    const newer = await requestResetToken(client.email);
    expect(older).not.toBe(newer);

    expect((await reset(newer, "from-the-newer-link")).statusCode).toBe(200);
    const stale = await reset(older, "from-the-older-link");
    expect(stale.statusCode).toBe(400);
    expect(stale.json()).toEqual(INVALID_LINK);
  });

  it("refuses an expired link with 400", async () => {
    const client = await createClientUser(t.db, { companyId: null });
    const token = await requestResetToken(client.email);
    await t.db.execute(
      sql`update password_resets set expires_at = now() - interval '1 second'
          where user_id = (select id from users where email = ${client.email})`,
    );

    const response = await reset(token, "too-late-for-this");

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(INVALID_LINK);
    expect(await loginStatus(client.email, client.password)).toBe(200);
  });

  it("refuses a made-up token with 400", async () => {
    const response = await reset("made-up-token", "whatever-password");
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(INVALID_LINK);
  });

  it("validates the token and the new password", async () => {
    const missing = await reset("", "long-enough-pw");
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual(errorBody(400, "Reset token is missing", { field: "token" }));

    const short = await reset("some-token", "short");
    expect(short.statusCode).toBe(400);
    expect(short.json()).toEqual(
      errorBody(400, "Password must be at least 12 characters", { field: "newPassword" }),
    );
  });
});
