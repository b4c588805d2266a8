import { describe, expect, it, vi } from "vitest";
import { errorBody } from "../../src/server/core/http/errors.js";
import { FORGOT_PASSWORD_ANSWER } from "../../src/shared/contracts/auth.js";
import { createClientUser, createCompany, uniqueEmail } from "../helpers/factories.js";
import { mailsTo, settle, waitForMails } from "../helpers/mail.js";
import { testAppSuite } from "../helpers/test-app.js";

vi.setConfig({ testTimeout: 20_000 });

/** Per-account budget of 3 attempts a window for browsers that never signed in to the account. */
const LIMITS = { perIp: 1_000, perEmail: 3, windowSeconds: 900 };

const t = testAppSuite({ authRateLimit: LIMITS });

function attempt(email: string, password: string, from: { ip: string; cookie?: string }) {
  return t.app.inject({
    method: "POST",
    url: "/api/auth/login",
    remoteAddress: from.ip,
    payload: { email, password, userType: "client" },
    headers: from.cookie ? { cookie: from.cookie } : {},
  });
}

/** The browser's cookies after an answer: its device cookie, and its session cookie if one was set. */
function cookiesOf(response: Awaited<ReturnType<typeof attempt>>): string {
  return response.cookies
    .filter((cookie) => cookie.value !== "")
    .map((cookie) => `${cookie.name}=${cookie.value}`)
    .join("; ");
}

async function owner() {
  const company = await createCompany(t.db);
  return createClientUser(t.db, { companyId: company.companyId });
}

describe("guessing from other addresses", () => {
  it("locks untrusted browsers out of the account, but not the owner's browser that signed in before", async () => {
    const user = await owner();
    const home = { ip: "198.51.100.7" };
    const first = await attempt(user.email, user.password, home);
    expect(first.statusCode).toBe(200);
    const device = first.cookies.find((cookie) => cookie.name === "od_device");
    expect(device).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
    const trusted = { ...home, cookie: `od_device=${device?.value}` };

    for (let i = 1; i <= LIMITS.perEmail; i++) {
      expect((await attempt(user.email, `guess-number-${i}`, { ip: `203.0.113.${i}` })).statusCode).toBe(401);
    }
    // Another untrusted browser is held back, even with the right password.
    const elsewhere = await attempt(user.email, user.password, { ip: "203.0.113.99" });
    expect(elsewhere.statusCode).toBe(429);
    expect(elsewhere.cookies).toEqual([]);

    // The owner's browser is not.
    const again = await attempt(user.email, user.password, trusted);
    expect(again.statusCode).toBe(200);
    // Its device cookie stays the same.
    expect(again.cookies.find((cookie) => cookie.name === "od_device")?.value).toBe(device?.value);
  });

  it("gives a trusted browser a budget of its own, which its own wrong guesses use up", async () => {
    const user = await owner();
    const signedIn = await attempt(user.email, user.password, { ip: "198.51.100.8" });
    const trusted = { ip: "198.51.100.8", cookie: cookiesOf(signedIn) };
    for (let i = 1; i <= LIMITS.perEmail; i++) {
      expect((await attempt(user.email, `typo-${i}`, trusted)).statusCode).toBe(401);
    }
    expect((await attempt(user.email, user.password, trusted)).statusCode).toBe(429);
  });

  it("does not trust a device cookie for another account", async () => {
    const mine = await owner();
    const theirs = await owner();
    const signedIn = await attempt(mine.email, mine.password, { ip: "198.51.100.9" });
    const myBrowser = { ip: "198.51.100.9", cookie: cookiesOf(signedIn) };
    for (let i = 1; i <= LIMITS.perEmail; i++) {
      await attempt(theirs.email, `guess-${i}`, { ip: `192.0.2.${i}` });
    }
    expect((await attempt(theirs.email, theirs.password, myBrowser)).statusCode).toBe(429);
  });

  it("never counts a correct password against the account", async () => {
    const user = await owner();
    for (let i = 0; i < LIMITS.perEmail * 3; i++) {
      expect((await attempt(user.email, user.password, { ip: `192.0.2.${100 + i}` })).statusCode).toBe(200);
    }
  });

  it("counts guesses at the current password on change-password and e-mail change with sign-in's", async () => {
    const user = await owner();
    const signedIn = await attempt(user.email, user.password, { ip: "198.51.100.10" });
    const session = signedIn.cookies.find((cookie) => cookie.name === "od_session");
    // A stolen session cookie alone, in a browser that never signed in.
    const thief = { cookie: `od_session=${session?.value}` };
    const changePassword = (currentPassword: string) =>
      t.app.inject({
        method: "POST",
        url: "/api/auth/change-password",
        payload: { currentPassword, newPassword: "tangerine-glacier-owl-73" },
        headers: thief,
      });
    const changeEmail = (currentPassword?: string) =>
      t.app.inject({
        method: "PATCH",
        url: "/api/auth/me",
        payload: { email: uniqueEmail("takeover"), ...(currentPassword ? { currentPassword } : {}) },
        headers: thief,
      });

    expect((await changeEmail()).json()).toEqual(
      errorBody(400, "currentPassword: Enter your current password", { field: "currentPassword" }),
    );
    expect((await changePassword("first-guess-000")).statusCode).toBe(400);
    expect((await changeEmail("second-guess-000")).json()).toEqual(
      errorBody(400, "currentPassword: Current password is incorrect", { field: "currentPassword" }),
    );
    expect((await attempt(user.email, "third-guess-000", { ip: "203.0.113.50" })).statusCode).toBe(401);
    expect((await changePassword(user.password)).statusCode).toBe(429);
  });
});

describe("e-mail change", () => {
  it("needs the current password, leaves the new address unproven, and tells the old one", async () => {
    const user = await owner();
    const signedIn = await attempt(user.email, user.password, { ip: "198.51.100.11" });
    const newEmail = uniqueEmail("moved");
    const changed = await t.app.inject({
      method: "PATCH",
      url: "/api/auth/me",
      payload: { email: newEmail, currentPassword: user.password },
      headers: { cookie: cookiesOf(signedIn) },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ email: newEmail, emailVerified: false });
    const [verification] = await waitForMails(t.db, newEmail, 1);
    expect(verification?.body).toContain("/verify-email?token=");
    const [notice] = await waitForMails(t.db, user.email, 1);
    expect(notice?.body).toContain(`changed from ${user.email} to ${newEmail}`);
  });
});

describe("forgot password", () => {
  it("answers the same body for an address with and without an account, and mails only the account", async () => {
    const user = await owner();
    const nobody = uniqueEmail("nobody");
    const ask = (email: string) =>
      t.app.inject({ method: "POST", url: "/api/auth/forgot-password", payload: { email } });

    const known = await ask(user.email);
    const unknown = await ask(nobody);
    expect([known.statusCode, unknown.statusCode]).toEqual([200, 200]);
    expect(known.body).toBe(unknown.body);
    expect(known.json()).toEqual({ message: FORGOT_PASSWORD_ANSWER });
    expect(Object.keys(known.headers).sort()).toEqual(Object.keys(unknown.headers).sort());

    await waitForMails(t.db, user.email, 1);
    await settle();
    expect(await mailsTo(t.db, nobody)).toEqual([]);
  });
});
