import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createCompany, inviteSdr, uniqueEmail } from "../../../../tests/helpers/factories.js";
import { linkTokenIn, mailsTo, settle, waitForMails } from "../../../../tests/helpers/mail.js";
import { expectError } from "../../../../tests/helpers/management.js";
import {
  authed,
  clientUser,
  cookieToken,
  registerClient,
  sdrUser,
  type TestApp,
  testAppSuite,
} from "../../../../tests/helpers/test-app.js";
import { INVALID_VERIFICATION_LINK } from "../../../shared/contracts/invitations.js";
import { queryRows } from "../../core/db/raw.js";
import { invitations } from "../../core/db/schema/index.js";
import { errorBody } from "../../core/http/errors.js";
import { VERIFICATION_SUBJECT } from "./account-mails.js";
import { SDRS_ARE_INVITED } from "./registration.service.js";
import { createSetupCode } from "./setup-code.service.js";

const STRONG = "violet-harbor-cactus-91";
const SETUP_CODE_INVALID =
  "setupCode: This setup code is not valid. Use the one printed when the server last started.";

const register = (t: TestApp, payload: unknown, url = "/api/auth/register") =>
  t.app.inject({ method: "POST", url, payload: payload as object });

/** A registration whose body is sent as it is, under its own content type. */
const registerRaw = (t: TestApp, contentType: string, payload: string) =>
  t.app.inject({
    method: "POST",
    url: "/api/auth/register",
    headers: { "content-type": contentType },
    payload,
  });

/** Shared by the describes below that need no database of their own. */
const t = testAppSuite();

describe("client registration", () => {
  it("answers 201 with the user and sets an httpOnly, SameSite=Lax session cookie", async () => {
    const email = uniqueEmail("client");
    const response = await register(t, { email, password: STRONG, userType: "client" });

    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual(
      clientUser({ email, companyName: null, campaignId: null, emailVerified: false }),
    );
    const cookie = response.cookies.find((c) => c.name === "od_session");
    expect(cookie).toMatchObject({ name: "od_session", path: "/", httpOnly: true, sameSite: "Lax" });
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(cookie?.secure).toBeUndefined();
    expect(cookie?.maxAge).toBe(30 * 24 * 60 * 60);

    const me = await authed(t.app, `od_session=${cookie?.value}`).get("/api/auth/me");
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ type: "client", email });
  });

  it("stores only the SHA-256 hash of the session token", async () => {
    const { cookie, user } = await registerClient(t.app);
    const token = cookieToken(cookie);

    const rows = await queryRows<Record<string, unknown>>(
      t.db,
      sql`select * from sessions where user_id = ${user.id}`,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]?.token_hash).toBe(createHash("sha256").update(token).digest("hex"));
    const everySession = JSON.stringify(await queryRows(t.db, sql`select * from sessions`));
    expect(everySession).not.toContain(token);
  });

  it("lower-cases the email and refuses a second account for it with 409", async () => {
    const email = uniqueEmail("Dup").replace("dup", "DuP");
    const first = await register(t, { email, password: STRONG, userType: "client" });
    expect(first.statusCode).toBe(201);
    expect(first.json().email).toBe(email.toLowerCase());

    const again = await register(t, { email: email.toLowerCase(), password: STRONG, userType: "client" });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual(
      errorBody(409, "An account with this email already exists. Sign in instead.", { field: "email" }),
    );
    expect(again.cookies).toEqual([]);
  });

  it("mails a verification link; opening it proves the address, once", async () => {
    const { cookie, email } = await registerClient(t.app);
    const token = await linkTokenIn(t.db, email, "/verify-email");
    expect((await mailsTo(t.db, email)).map((mail) => mail.subject)).toEqual([VERIFICATION_SUBJECT]);

    const verified = await register(t, { token }, "/api/auth/verify-email");
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({ message: "Your e-mail address is confirmed." });
    expect((await authed(t.app, cookie).get("/api/auth/me")).json()).toMatchObject({ emailVerified: true });

    const again = await register(t, { token }, "/api/auth/verify-email");
    expectError(again, 400, INVALID_VERIFICATION_LINK);
  });

  it("sends a new verification link on request, and none once the address is proven", async () => {
    const { cookie, email } = await registerClient(t.app);
    await waitForMails(t.db, email, 1);
    const resent = await authed(t.app, cookie).post("/api/auth/resend-verification");
    expect(resent.statusCode).toBe(200);
    const token = await linkTokenIn(t.db, email, "/verify-email", 2);
    expect((await register(t, { token }, "/api/auth/verify-email")).statusCode).toBe(200);

    const refused = await authed(t.app, cookie).post("/api/auth/resend-verification");
    expectError(refused, 400, "Your e-mail address is already confirmed.");
  });

  it("never joins a company whose login e-mail it registers with", async () => {
    const email = uniqueEmail("invited-client");
    const company = await createCompany(t.db, { companyName: "Acme Rockets", loginEmail: email });

    const { user, cookie } = await registerClient(t.app, { email });

    expect(user).toMatchObject({ type: "client", email, companyName: null, campaignId: null });
    const campaign = await authed(t.app, cookie).get(`/api/campaigns/${company.campaignId}/prospects`);
    expect(campaign.statusCode).toBe(404);
  });
});

describe("SDR registration", () => {
  /** A database of its own. */
  const own = testAppSuite();

  it("tells the sign-in page that the first SDR needs the setup code", async () => {
    const config = await own.app.inject({ method: "GET", url: "/api/public-config" });
    expect(config.json()).toMatchObject({ sdrSetupCodeRequired: true });
  });

  it("refuses the first SDR without the setup code, or with a wrong or stale one, and creates nothing", async () => {
    const stale = await createSetupCode(own.db);
    await createSetupCode(own.db); // a new start: the earlier code stops working
    const email = "jane.doe@agency.test";
    const cases: [Record<string, unknown>, string][] = [
      [{}, "setupCode: Enter the setup code printed in the server's console when it started"],
      [{ setupCode: "AAAA-BBBB-CCCC-DDDD" }, SETUP_CODE_INVALID],
      [{ setupCode: stale }, SETUP_CODE_INVALID],
    ];
    for (const [extra, message] of cases) {
      const response = await register(own, { email, password: STRONG, userType: "sdr", ...extra });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject(errorBody(400, message));
    }
    expect(await queryRows(own.db, sql`select id from users`)).toEqual([]);
  });

  it("lets the first SDR register once with the setup code and puts them on the roster", async () => {
    const code = await createSetupCode(own.db);
    const email = "jane.doe@agency.test";
    // Typed in lower case and without dashes: still the code.
    const response = await register(own, {
      email,
      password: STRONG,
      userType: "sdr",
      setupCode: code.toLowerCase().replaceAll("-", ""),
    });

    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual(
      sdrUser({ email, name: "Jane Doe", emailVerified: true, staffRole: "owner" }),
    );
    const roster = await queryRows<{ name: string; status: string; role: string; user_id: string | null }>(
      own.db,
      sql`select name, status, role, user_id from sdrs where email = ${email}`,
    );
    expect(roster).toEqual([
      { name: "Jane Doe", status: "Active", role: "owner", user_id: response.json().id },
    ]);
    expect((await own.app.inject({ method: "GET", url: "/api/public-config" })).json()).toMatchObject({
      sdrSetupCodeRequired: false,
    });

    const second = await register(own, {
      email: uniqueEmail("late"),
      password: STRONG,
      userType: "sdr",
      setupCode: code,
    });
    expectError(second, 403, SDRS_ARE_INVITED);
  });

  it("answers an invited address exactly as any other, grants nothing, and re-mails the invitation once a window", async () => {
    const invited = uniqueEmail("invited-sdr");
    const { sdrId } = await inviteSdr(own.db, { email: invited, name: "Riley Invited" });
    await own.db.insert(invitations).values({
      email: invited,
      role: "sdr",
      sdrId,
      tokenHash: "a-link-mailed-earlier",
      expiresAt: new Date(Date.now() + 86_400_000),
    });
    const stranger = uniqueEmail("walk-in");

    const answers = [];
    for (const email of [invited, stranger, invited]) {
      const response = await register(own, { email, password: STRONG, userType: "sdr" });
      answers.push({ status: response.statusCode, body: response.json(), cookies: response.cookies });
    }

    expect(answers[0]).toEqual(answers[1]);
    expect(answers[0]).toEqual({ status: 403, body: errorBody(403, SDRS_ARE_INVITED), cookies: [] });
    expect(answers[2]).toEqual(answers[0]);
    const mails = await waitForMails(own.db, invited, 1);
    await settle();
    expect((await mailsTo(own.db, invited)).length).toBe(1);
    expect(mails[0]?.body).toContain("/invitation?token=");
    expect(await mailsTo(own.db, stranger)).toEqual([]);
    const roster = await queryRows(own.db, sql`select user_id from sdrs where id = ${sdrId}`);
    expect(roster).toEqual([{ user_id: null }]);
    expect(
      await queryRows(own.db, sql`select id from users where email in (${invited}, ${stranger})`),
    ).toEqual([]);
  });
});

describe("registration input", () => {
  const valid = { email: "valid@example.test", password: STRONG, userType: "client" };
  const cases: [string, Record<string, unknown>, string][] = [
    ["missing email", { password: valid.password, userType: "client" }, "Email is required"],
    ["blank email", { ...valid, email: "   " }, "Email is required"],
    ["email that is not a string", { ...valid, email: 42 }, "Email is required"],
    ["malformed email", { ...valid, email: "not-an-email" }, "Enter a valid email address"],
    [
      "email over 254 characters",
      { ...valid, email: `${"a".repeat(250)}@x.io` },
      "Email must be at most 254 characters",
    ],
    ["missing password", { email: valid.email, userType: "client" }, "Password is required"],
    [
      "password under 12 characters",
      { ...valid, password: "eleven-char" },
      "Password must be at least 12 characters",
    ],
    [
      "password over 200 characters",
      { ...valid, password: "p".repeat(201) },
      "Password must be at most 200 characters",
    ],
    [
      "missing account type",
      { email: valid.email, password: valid.password },
      "Account type must be client or sdr",
    ],
    ["unknown account type", { ...valid, userType: "admin" }, "Account type must be client or sdr"],
  ];

  it.each(cases)("%s: 400 naming the field", async (_name, payload, message) => {
    const response = await register(t, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject(errorBody(400, message));
  });

  it("accepts a strong password of exactly 12 and an email of exactly 254 characters", async () => {
    const email = `${"b".repeat(249)}@x.io`;
    expect(email).toHaveLength(254);
    const response = await register(t, { email, password: "qz7!vK2#mWp9", userType: "client" });
    expect(response.statusCode).toBe(201);
  });

  it("answers 400 for a body that is not valid JSON", async () => {
    const response = await registerRaw(t, "application/json", '{"email": "x@example.test",');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/not valid JSON/);
  });

  it("answers 400 for an empty JSON body", async () => {
    const response = await registerRaw(t, "application/json", "");
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/Body cannot be empty/);
  });

  it("answers 400 for a request without a body", async () => {
    const response = await t.app.inject({ method: "POST", url: "/api/auth/register" });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("The request needs a JSON body with the fields to save");
  });

  it("answers 400 for a JSON value that is not an object", async () => {
    const response = await register(t, [valid]);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("The request needs a JSON body with the fields to save");
  });

  it("refuses a plain-text body with 415", async () => {
    const response = await registerRaw(t, "text/plain", JSON.stringify(valid));
    expect(response.statusCode).toBe(415);
    expect(response.json()).toHaveProperty("message");
  });

  it("creates no account when the input is refused", async () => {
    const rows = await queryRows(t.db, sql`select email from users where email = ${valid.email}`);
    expect(rows).toEqual([]);
  });
});
