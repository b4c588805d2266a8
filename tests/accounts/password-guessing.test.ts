import { sql } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { errorBody } from "../../src/server/core/http/errors.js";
import {
  FORGOT_PASSWORD_ANSWER,
  INVALID_SIGN_IN_LINK,
  SIGN_IN_LINK_MAILED,
} from "../../src/shared/contracts/auth.js";
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
  it("holds untrusted browsers back from the account, but not the owner's browser that signed in before", async () => {
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
    // Another untrusted browser is held back, even with the right password: no session, a mailed link.
    const elsewhere = await attempt(user.email, user.password, { ip: "203.0.113.99" });
    expect(elsewhere.statusCode).toBe(202);
    expect(elsewhere.json()).toEqual({ message: SIGN_IN_LINK_MAILED });
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
    // Held back as any browser the account has not seen.
    expect((await attempt(theirs.email, theirs.password, myBrowser)).statusCode).toBe(202);
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

describe("a new browser while the account is being guessed at (ADR 0042)", () => {
  /** Guesses from several addresses spend the account's budget for browsers it has not seen. */
  async function guessedAt(email: string) {
    for (let i = 1; i <= LIMITS.perEmail + 2; i++) {
      await attempt(email, `wrong-guess-${i}`, { ip: `203.0.113.${120 + i}` });
    }
  }

  const openLink = (token: string, cookie?: string) =>
    t.app.inject({
      method: "POST",
      url: "/api/auth/sign-in-link",
      payload: { token },
      headers: cookie ? { cookie } : {},
    });

  const tokenOf = (body: string | undefined) => /\/sign-in-link\?token=([^\s]+)/.exec(body ?? "")?.[1] ?? "";

  it("answers a right and a wrong password the same, mails a link only for the right one, and the link signs in", async () => {
    const user = await owner();
    await guessedAt(user.email);

    const wrong = await attempt(user.email, "still-guessing-1", { ip: "198.51.100.40" });
    const right = await attempt(user.email, user.password, { ip: "198.51.100.41" });
    expect([wrong.statusCode, right.statusCode]).toEqual([202, 202]);
    expect(right.body).toBe(wrong.body);
    expect(right.json()).toEqual({ message: SIGN_IN_LINK_MAILED });
    expect([wrong.cookies, right.cookies]).toEqual([[], []]);

    const [mail] = await waitForMails(t.db, user.email, 1);
    expect(mail?.subject).toBe("Your Outreach Desk sign-in link");
    await settle();
    expect(await mailsTo(t.db, user.email)).toHaveLength(1);

    const signedIn = await openLink(decodeURIComponent(tokenOf(mail?.body)));
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.json()).toMatchObject({ email: user.email });
    const session = signedIn.cookies.find((cookie) => cookie.name === "od_session");
    const device = signedIn.cookies.find((cookie) => cookie.name === "od_device");
    expect(session?.value).toBeTruthy();
    expect(device?.value).toBeTruthy();
    const me = await t.app.inject({
      method: "GET",
      url: "/api/auth/me",
      headers: { cookie: `od_session=${session?.value}` },
    });
    expect(me.json()).toMatchObject({ email: user.email });

    // That browser is now one the account has seen: the password alone signs it in while guessing goes on.
    await guessedAt(user.email);
    const later = await attempt(user.email, user.password, {
      ip: "198.51.100.42",
      cookie: `od_device=${device?.value}`,
    });
    expect(later.statusCode).toBe(200);
  });

  it("answers an unknown address the same while it is guessed at, and mails nobody", async () => {
    const nobody = uniqueEmail("nobody-guessed");
    await guessedAt(nobody);
    const answer = await attempt(nobody, "any-password-1", { ip: "198.51.100.43" });
    expect(answer.statusCode).toBe(202);
    expect(answer.json()).toEqual({ message: SIGN_IN_LINK_MAILED });
    await settle();
    expect(await mailsTo(t.db, nobody)).toEqual([]);
  });

  it("refuses a link used once, an unknown one and an expired one, with one message", async () => {
    const user = await owner();
    await guessedAt(user.email);
    await attempt(user.email, user.password, { ip: "198.51.100.44" });
    const [mail] = await waitForMails(t.db, user.email, 1);
    const token = decodeURIComponent(tokenOf(mail?.body));
    expect((await openLink(token)).statusCode).toBe(200);
    const again = await openLink(token);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(errorBody(400, INVALID_SIGN_IN_LINK));
    expect((await openLink("made-up-token")).json()).toEqual(errorBody(400, INVALID_SIGN_IN_LINK));

    await attempt(user.email, user.password, { ip: "198.51.100.45" });
    const [, second] = await waitForMails(t.db, user.email, 2);
    await t.db.execute(
      sql`update sign_in_links set expires_at = now() - interval '1 second' where used_at is null`,
    );
    expect((await openLink(decodeURIComponent(tokenOf(second?.body)))).json()).toEqual(
      errorBody(400, INVALID_SIGN_IN_LINK),
    );
  });

  it("mails an account at most 3 links a window, however often its right password is given", async () => {
    const user = await owner();
    await guessedAt(user.email);
    for (let i = 0; i < 5; i++) {
      expect((await attempt(user.email, user.password, { ip: `198.51.100.${50 + i}` })).statusCode).toBe(202);
    }
    await waitForMails(t.db, user.email, 3);
    await settle();
    expect(await mailsTo(t.db, user.email)).toHaveLength(3);
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
